// Each move of a return, as named steps in one transaction: the vendor's answers (approve, reject,
// receive with or without restocking, refund: on cash with the vendor's reference, on UPI owed by the
// marketplace; either posts the refund to the journal), the shopper's escalation of a rejection, and the operator's decision, each with its mails.
import {
  formatRupees,
  type PaymentMethod,
  paiseToRupees,
  type RefundPayer,
  type Return,
  type ReturnDecisionSchema,
  type VendorReturnMoveSchema,
} from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Caller } from '../core/caller';
import { badRequest, conflict, databaseErrorCode, notFound } from '../core/errors';
import { recordAction } from '../db/audit';
import type { Database, Executor } from '../db/client';
import { queryRows } from '../db/query-rows';
import { restockReturned } from '../modules/inventory/service';
import { issueReturnCreditNote } from '../modules/invoices/service';
import { postRefund, refundReferenceUsed } from '../modules/ledger/service';
import { enqueueReturnMails } from '../modules/mail/return-mails';
import { oweReturnRefund } from '../modules/payments/refunds-owed';
import { RETURN_NOT_FOUND, readReturn } from '../modules/returns/return-reads';
import { type Moved, moveReturn } from '../modules/returns/service';
import { returnAddressOf } from '../modules/vendors/tax-profile';

type VendorReturnMove = z.output<typeof VendorReturnMoveSchema>;
type ReturnDecision = z.output<typeof ReturnDecisionSchema>;

/** What the vendor's move says on the timeline. */
function vendorNote(move: VendorReturnMove, payer: RefundPayer): string | null {
  if (move.status === 'received') return move.restock ? 'Received and put back in stock' : 'Received, not restocked';
  if (move.status === 'refunded') {
    return payer === 'marketplace'
      ? 'Refund approved: the marketplace sends it back from the UPI payment'
      : `Refund reference ${move.refundReference}`;
  }
  return move.reason ?? null;
}

/**
 * Who refunds the vendor's return: the marketplace on a UPI order (it holds the shopper's money), the
 * vendor on cash on delivery (it took the cash). 404 when the return is not the vendor's; a refund move
 * that brings a reference the payer does not match is refused before anything is written.
 */
async function refundPayerOf(tx: Executor, vendorId: string, returnId: string, move: VendorReturnMove) {
  const [row] = await queryRows<{ method: PaymentMethod }>(
    tx,
    sql`select o.payment_method as method from returns r join orders o on o.id = r.order_id
      where r.id = ${returnId} and r.vendor_id = ${vendorId}`,
  );
  if (!row) throw notFound('RETURN_NOT_FOUND', RETURN_NOT_FOUND);
  const payer: RefundPayer = row.method === 'upi' ? 'marketplace' : 'vendor';
  if (move.status !== 'refunded') return payer;
  if (payer === 'marketplace' && move.refundReference) {
    throw conflict(
      'REFUND_REFERENCE_REQUIRED',
      'This order was paid by UPI, so the marketplace refunds the shopper from the payment it holds: send no refund yourself and give no reference. Mark the return refunded without one.',
    );
  }
  if (payer === 'vendor' && !move.refundReference) {
    throw badRequest(
      'REFUND_REFERENCE_REQUIRED',
      'The refund’s reference (its UPI or bank transfer id) is required to mark a return refunded: on cash on delivery you refund the shopper.',
    );
  }
  return payer;
}

const referenceTaken = (reference: string | undefined) =>
  conflict('REFUND_REFERENCE_TAKEN', `The refund reference ${reference} is already recorded for another return.`);

/**
 * The vendor approves or rejects a requested return, receives an approved one (putting the quantity
 * back in stock when asked) or marks a received one refunded, which posts to the journal: on cash on
 * delivery with the reference of the refund it sent; on UPI without one, the refund becoming the
 * marketplace's to send (a row of the operator's Refunds due).
 */
export async function moveReturnAsVendor(
  db: Database,
  vendor: Caller,
  returnId: string,
  move: VendorReturnMove,
): Promise<Return> {
  try {
    return await db.transaction(async (tx) => {
      const payer = await refundPayerOf(tx, vendor.id, returnId, move);
      const reference = payer === 'vendor' ? (move.refundReference ?? null) : null;
      if (move.status === 'refunded' && reference && (await refundReferenceUsed(tx, vendor.id, reference))) {
        throw referenceTaken(reference);
      }
      const note = vendorNote(move, payer);
      const moved = await moveReturn(tx, {
        returnId,
        to: move.status,
        by: 'vendor',
        actorId: vendor.id,
        note,
        owner: sql`vendor_id = ${vendor.id}`,
        also:
          move.status === 'received'
            ? sql`restocked = ${move.restock === true}`
            : move.status === 'refunded'
              ? sql`refund_reference = ${reference}`
              : undefined,
      });
      if (move.status === 'received' && move.restock) await restockReturned(tx, moved.id);
      if (move.status === 'refunded') await refund(tx, moved, reference);
      await enqueueReturnMails(tx, returnId, 'vendor', note, await returnAddressOf(tx, moved.vendorId));
      return readReturn(tx, returnId, 'vendor');
    });
  } catch (error) {
    // Another return of this vendor took the same reference between our check and our write.
    if (databaseErrorCode(error) === '23505') throw referenceTaken(move.refundReference);
    throw error;
  }
}

/**
 * The refund of a return the vendor marked refunded: the journal moves (the vendor debited its net on
 * UPI, credited the commission on cash), the credit note against the part's invoice, and on UPI the
 * marketplace owes the shopper the amount.
 */
async function refund(tx: Executor, moved: Moved, reference: string | null): Promise<void> {
  await issueReturnCreditNote(tx, moved.id);
  await postRefund(tx, {
    returnId: moved.id,
    orderId: moved.orderId,
    vendorId: moved.vendorId,
    amountPaise: moved.amountPaise,
    commissionPaise: moved.commissionPaise,
    marketplaceFundedPaise: moved.lines.reduce(
      (sum, line) => sum + (line.discountFundedBy === 'marketplace' ? (line.discountPaise ?? 0) : 0),
      0,
    ),
    reference,
  });
  if (reference === null) {
    await oweReturnRefund(tx, {
      returnId: moved.id,
      orderId: moved.orderId,
      vendorOrderId: moved.vendorOrderId,
      amountPaise: moved.amountPaise,
    });
  }
}

/** The shopper asks the operator to look again at a return the vendor rejected. */
export async function escalateReturn(db: Database, shopper: Caller, returnId: string, note: string): Promise<Return> {
  return db.transaction(async (tx) => {
    const moved = await moveReturn(tx, {
      returnId,
      to: 'escalated',
      by: 'shopper',
      actorId: shopper.id,
      note,
      owner: sql`customer_id = ${shopper.id}`,
      also: sql`escalated_at = now()`,
    });
    await enqueueReturnMails(tx, returnId, 'shopper', note, await returnAddressOf(tx, moved.vendorId));
    return readReturn(tx, returnId, 'shopper');
  });
}

/**
 * The operator decides an escalated return: approved, it goes on as any approved return (the vendor
 * receives and refunds it); rejected, it is closed. The decision is in the audit log.
 */
export async function decideReturn(
  db: Database,
  operator: Caller,
  returnId: string,
  decision: ReturnDecision,
): Promise<Return> {
  return db.transaction(async (tx) => {
    const approve = decision.decision === 'approve';
    const note = decision.note ?? null;
    const moved = await moveReturn(tx, {
      returnId,
      to: approve ? 'approved' : 'closed',
      by: 'operator',
      actorId: operator.id,
      note,
      owner: sql`true`,
    });
    await recordAction(tx, {
      actorId: operator.id,
      action: `${approve ? 'approved' : 'upheld the rejection of'} the escalated return of ${formatRupees(paiseToRupees(moved.amountPaise))}`,
      targetType: 'order',
      targetId: moved.orderId,
      reason: note,
    });
    await enqueueReturnMails(tx, returnId, 'operator', note, await returnAddressOf(tx, moved.vendorId));
    return readReturn(tx, returnId, 'operator');
  });
}

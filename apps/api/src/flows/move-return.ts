// Each move of a return, as named steps in one transaction: the vendor's answers (approve, reject,
// receive with or without restocking, refund with its reference, which posts the refund to the vendor's
// ledger), the shopper's escalation of a rejection, and the operator's decision, each with its mails.
import {
  formatRupees,
  paiseToRupees,
  type Return,
  type ReturnDecisionSchema,
  type VendorReturnMoveSchema,
} from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Caller } from '../core/caller';
import { conflict } from '../core/errors';
import { recordAction } from '../db/audit';
import type { Database } from '../db/client';
import { restockReturned } from '../modules/inventory/service';
import { postRefund, refundReferenceUsed } from '../modules/ledger/service';
import { enqueueReturnMails } from '../modules/mail/return-mails';
import { readReturn } from '../modules/returns/return-reads';
import { moveReturn } from '../modules/returns/service';

type VendorReturnMove = z.output<typeof VendorReturnMoveSchema>;
type ReturnDecision = z.output<typeof ReturnDecisionSchema>;

/** What the vendor's move says on the timeline. */
function vendorNote(move: VendorReturnMove): string | null {
  if (move.status === 'received') return move.restock ? 'Received and put back in stock' : 'Received, not restocked';
  if (move.status === 'refunded') return `Refund reference ${move.refundReference}`;
  return move.reason ?? null;
}

/**
 * The vendor approves or rejects a requested return, receives an approved one (putting the quantity
 * back in stock when asked) or marks a received one refunded with the refund's reference, which posts
 * to its ledger.
 */
export async function moveReturnAsVendor(
  db: Database,
  vendor: Caller,
  returnId: string,
  move: VendorReturnMove,
): Promise<Return> {
  return db.transaction(async (tx) => {
    const reference = move.refundReference ?? null;
    if (move.status === 'refunded' && reference && (await refundReferenceUsed(tx, vendor.id, reference))) {
      throw conflict(`The refund reference ${reference} is already recorded for another return.`);
    }
    const note = vendorNote(move);
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
    if (move.status === 'received' && move.restock) {
      await restockReturned(
        tx,
        moved.lines
          .filter((line) => line.kind === 'length')
          .map((line) => ({ fabricId: line.fabricId, quantity: line.quantity })),
      );
    }
    if (move.status === 'refunded' && reference) {
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
    }
    await enqueueReturnMails(tx, returnId, 'vendor', note);
    return readReturn(tx, returnId, 'vendor');
  });
}

/** The shopper asks the operator to look again at a return the vendor rejected. */
export async function escalateReturn(db: Database, shopper: Caller, returnId: string, note: string): Promise<Return> {
  return db.transaction(async (tx) => {
    await moveReturn(tx, {
      returnId,
      to: 'escalated',
      by: 'shopper',
      actorId: shopper.id,
      note,
      owner: sql`customer_id = ${shopper.id}`,
      also: sql`escalated_at = now()`,
    });
    await enqueueReturnMails(tx, returnId, 'shopper', note);
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
    await enqueueReturnMails(tx, returnId, 'operator', note);
    return readReturn(tx, returnId, 'operator');
  });
}

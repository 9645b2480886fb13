// The moves of a return (issue 33), each as `RETURN_MOVES` allows: the vendor's answers, the
// shopper's escalation of a rejection, the operator's decision. Each is one conditional UPDATE that
// also appends the history: of two racing moves one wins and the other is told what is possible now
// (409). Stock and the ledger move in the winner's transaction, so each happens exactly once.
import {
  describeReturnMoves,
  formatRupees,
  paiseToRupees,
  type Return,
  type ReturnActor,
  type ReturnDecisionSchema,
  type ReturnStatus,
  returnStatusesBefore,
  type VendorReturnMoveSchema,
} from '@fabric-store/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Caller } from '../../core/caller';
import { conflict, notFound } from '../../core/errors';
import type { Database, Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { ReturnLineColumn } from '../../db/schema';
import { recordAction } from '../admin/audit';
import { restockReturned } from '../inventory/service';
import { postRefund, refundReferenceUsed } from '../ledger/service';
import { enqueueReturnMails } from '../mail/return-mails';
import { RETURN_NOT_FOUND, readReturn } from './return-reads';

type VendorReturnMove = z.output<typeof VendorReturnMoveSchema>;
type ReturnDecision = z.output<typeof ReturnDecisionSchema>;

interface Move {
  returnId: string;
  to: ReturnStatus;
  by: ReturnActor;
  actorId: string;
  note: string | null;
  /** Whose return it must be: the vendor's or the shopper's; the operator's reach is every return. */
  owner: SQL;
  /** Columns the move sets besides its status and history. */
  also?: SQL;
}

interface Moved {
  id: string;
  orderId: string;
  vendorId: string;
  lines: ReturnLineColumn[];
  amountPaise: number;
  commissionPaise: number;
}

/** Moves one return, or answers why not: 404 when it is none of the caller's, else 409 with what is possible now. */
async function moveReturn(tx: Executor, move: Move): Promise<Moved> {
  const from = returnStatusesBefore(move.to, move.by);
  const [moved] = await queryRows<Moved>(
    tx,
    sql`update returns set status = ${move.to}, ${move.also ? sql`${move.also},` : sql``}
        history = history || jsonb_build_array(jsonb_build_object('status', ${move.to}::text, 'at', now(),
          'actorRole', ${move.by}::text, 'actorId', ${move.actorId}::uuid, 'note', ${move.note}::text))
      where id = ${move.returnId} and ${move.owner}
        and status in (${sql.join(
          from.map((status) => sql`${status}`),
          sql`, `,
        )})
      returning id, order_id as "orderId", vendor_id as "vendorId", lines,
        amount_paise::float8 as "amountPaise", commission_paise::float8 as "commissionPaise"`,
  );
  if (moved) return moved;
  const [current] = await queryRows<{ status: ReturnStatus }>(
    tx,
    sql`select status from returns where id = ${move.returnId} and ${move.owner}`,
  );
  if (!current) throw notFound(RETURN_NOT_FOUND);
  throw conflict(describeReturnMoves(current.status));
}

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
    if (move.status === 'received' && move.restock) await restockReturned(tx, moved.id);
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

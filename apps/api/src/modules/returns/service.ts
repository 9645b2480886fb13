// A return's move, as `RETURN_MOVES` allows: one conditional UPDATE that also appends the history; of
// two racing moves one wins and the other is told what is possible now (409). What else a move sets
// going (stock, the ledger's refund, mails, the audit log) is flows/move-return.ts, in the winner's
// transaction, so each happens exactly once.
import { describeReturnMoves, type ReturnActor, type ReturnStatus, returnStatusesBefore } from '@fabric-store/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { ReturnLineColumn } from '../../db/schema';
import { refusedMove, statusUpdate } from '../../db/state-machine';
import { RETURN_NOT_FOUND } from './return-reads';

export interface Move {
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

export interface Moved {
  id: string;
  orderId: string;
  vendorOrderId: string;
  vendorId: string;
  lines: ReturnLineColumn[];
  amountPaise: number;
  commissionPaise: number;
}

/** Moves one return, or answers why not: 404 when it is none of the caller's, else 409 with what is possible now. */
export async function moveReturn(tx: Executor, move: Move): Promise<Moved> {
  const update = statusUpdate({
    table: sql.raw('returns'),
    to: move.to,
    from: returnStatusesBefore(move.to, move.by),
    by: { actorRole: move.by, actorId: move.actorId, note: move.note },
    where: sql`id = ${move.returnId} and ${move.owner}`,
    also: move.also,
  });
  const [moved] = await queryRows<Moved>(
    tx,
    sql`${update} returning id, order_id as "orderId", vendor_order_id as "vendorOrderId", vendor_id as "vendorId", lines,
        amount_paise::float8 as "amountPaise", commission_paise::float8 as "commissionPaise"`,
  );
  if (moved) return moved;
  const [current] = await queryRows<{ status: ReturnStatus }>(
    tx,
    sql`select status from returns where id = ${move.returnId} and ${move.owner}`,
  );
  throw refusedMove(current, { code: 'RETURN_NOT_FOUND', message: RETURN_NOT_FOUND }, describeReturnMoves);
}

// Every state machine (an order's part, a return) is a table of allowed moves, and each move is one
// conditional UPDATE that sets the status and appends the history entry: of two racing moves,
// PostgreSQL re-checks the loser's condition against the winner's row, so one moves and the other
// finds nothing to move; that one then re-reads the row and answers what is possible now.

import type { ErrorCode } from '@fabric-store/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type AppError, conflict, notFound } from '../core/errors';

/** Who moved a row, and why, as its history entry records it. */
export interface MoveActor {
  actorRole: string;
  actorId: string | null;
  note: string | null;
}

/** A history of one entry, timed by the transaction's clock: a new row's first, or the one a move appends. */
export const historyEntry = (status: string, by: MoveActor): SQL =>
  sql`jsonb_build_array(jsonb_build_object('status', ${status}::text, 'at', now(),
    'actorRole', ${by.actorRole}::text, 'actorId', ${by.actorId}::uuid, 'note', ${by.note}::text))`;

/** The row's `history` with one more entry at the end. */
export const historyWith = (status: string, by: MoveActor): SQL => sql`history || ${historyEntry(status, by)}`;

export interface StatusMove {
  /** The state machine's table, as SQL (`sql.raw('returns')`). */
  table: SQL;
  to: string;
  /** The statuses the table of moves allows this move from. */
  from: readonly string[];
  by: MoveActor;
  /** Which row, and whose it must be. */
  where: SQL;
  /** Columns the move sets besides its status and history. */
  also?: SQL | undefined;
}

/** The move as one conditional UPDATE, without its `returning`: status, the other columns and the history, or nothing. */
export const statusUpdate = (move: StatusMove): SQL =>
  sql`update ${move.table} set status = ${move.to}, ${move.also ? sql`${move.also},` : sql``}
    history = ${historyWith(move.to, move.by)}
    where ${move.where} and status in (${sql.join(
      move.from.map((status) => sql`${status}`),
      sql`, `,
    )})`;

/**
 * Why a move found nothing to move, from the row re-read as it is now: none of the caller's (404 with
 * `missing`), else 409 with what its status allows (`allowed`).
 */
export const refusedMove = <Status>(
  current: { status: Status } | undefined,
  missing: { code: ErrorCode; message: string },
  allowed: (status: Status) => string,
): AppError =>
  current ? conflict('MOVE_NOT_ALLOWED', allowed(current.status)) : notFound(missing.code, missing.message);

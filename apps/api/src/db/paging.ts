import { ADMIN_PAGE_SIZE } from '@fabric-store/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client';
import { queryRows } from './query-rows';

/** A console list's query: its columns, its `from … where …`, and its order. */
export interface ListQuery {
  columns: SQL;
  from: SQL;
  orderBy: SQL;
  /** The rows to count, when the joins of `from` only add columns to them (each joined row exists). */
  countFrom?: SQL;
}

/** One page (ADMIN_PAGE_SIZE rows) of a console list and how many rows the whole list has. */
export async function readPage<Row, Item>(
  db: Executor,
  query: ListQuery,
  page: number,
  toItem: (row: Row) => Item,
): Promise<{ items: Item[]; total: number; page: number; pageSize: number }> {
  const [rows, [counted]] = await Promise.all([
    queryRows<Row>(
      db,
      sql`select ${query.columns} ${query.from} order by ${query.orderBy}
        limit ${ADMIN_PAGE_SIZE} offset ${(page - 1) * ADMIN_PAGE_SIZE}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total ${query.countFrom ?? query.from}`),
  ]);
  return { items: rows.map(toItem), total: counted?.total ?? 0, page, pageSize: ADMIN_PAGE_SIZE };
}

/** A case-insensitive "contains" pattern for ILIKE, with the user's % and _ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The condition "the account `u`'s name or email holds q", or none when nothing was searched for. */
export const nameOrEmailHolds = (q: string | undefined): SQL | undefined =>
  q ? sql`(u.name ilike ${containsPattern(q)} or u.email ilike ${containsPattern(q)})` : undefined;

export const isoDate = (value: Date | string) => new Date(value).toISOString();

/** `where` and the conditions given, joined by `and`; undefined ones (a filter not asked for) left out. */
export function whereAll(...conditions: (SQL | undefined)[]): SQL {
  const given = conditions.filter((condition): condition is SQL => condition !== undefined);
  return sql`where ${sql.join(given, sql` and `)}`;
}

/** An aggregate's text array, as node-postgres (an array) or PGlite (at times its '{a,b}' text) answers it. */
export const textArray = <T extends string>(value: T[] | string | null): T[] =>
  value === null
    ? []
    : typeof value === 'string'
      ? (value
          .replace(/^\{|\}$/g, '')
          .split(',')
          .filter(Boolean) as T[])
      : value;

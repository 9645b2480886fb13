import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect, QueryBuilder, type SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

const dialect = new PgDialect();
const builder = new QueryBuilder();

/**
 * A statement's name on a connection: its own name and a digest of its text, so that two texts (two
 * shapes of one read, or a text changed by a deploy) never share a name.
 */
export const statementName = (name: string, text: string) =>
  `${name}_${createHash('sha1').update(text).digest('base64url').slice(0, 12)}`;

/** The values of a statement's placeholders (`sql.placeholder(name)`), by name. */
type Values = Record<string, unknown>;

/** What a drizzle select built without a database offers: its SQL and the rows it maps to. */
interface BuiltSelect<Result> {
  getSQL(): SQL;
  readonly _: { readonly result: Result };
}

/**
 * The select's fields in the order its SQL lists them, as drizzle's own prepare takes them from the
 * builder's config (its public selection is a proxy for subqueries): flat selects only.
 */
function fieldsOf(select: object): SelectedFieldsOrdered {
  const { fields } = (select as { config: { fields: Record<string, SelectedFieldsOrdered[number]['field']> } }).config;
  return Object.entries(fields).map(([name, field]) => {
    if (field === null || typeof field !== 'object' || !('getSQL' in field || 'columnType' in field))
      throw new Error(`${name}: a select built once maps flat fields only`);
    return { path: [name], field };
  });
}

/**
 * A select of a fixed shape, its SQL built once per process with placeholders for its values, and run
 * as a named prepared statement on the pool or inside a transaction: each connection parses and plans
 * it once, and a call only binds its values. The rows map as the same select run directly would.
 * Only for statements whose plan suits every value (an index lookup by key): a connection keeps it.
 */
export function selectBuiltOnce<Result>(
  name: string,
  build: (qb: QueryBuilder) => BuiltSelect<Result>,
): (db: Executor, values: Values) => Promise<Result> {
  const select = build(builder);
  const query = dialect.sqlToQuery(select.getSQL());
  const fields = fieldsOf(select);
  const named = statementName(name, query.sql);
  return (db, values) => db._.session.prepareQuery(query, fields, named, true).execute(values) as Promise<Result>;
}

/** A raw statement of a fixed shape built once, run as `selectBuiltOnce` runs a select; its rows as sent. */
export function statementBuiltOnce<Row>(
  name: string,
  statement: SQL,
): (db: Executor, values: Values) => Promise<Row[]> {
  const query = dialect.sqlToQuery(statement);
  const named = statementName(name, query.sql);
  return async (db, values) =>
    ((await db._.session.prepareQuery(query, undefined, named, false).execute(values)) as { rows: Row[] }).rows;
}

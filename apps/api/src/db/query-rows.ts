import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { statementName } from './built-once';
import type { Executor } from './client';

/** The rows of a raw query; both drivers answer `{ rows }`, which the shared Database type does not say. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const dialect = new PgDialect();

/**
 * Each text's statement name, worked out once: the digest cost a hot read more than its own mapping.
 * The texts are finite, one per shape a caller builds, since every value is a parameter.
 */
const namesByText = new Map<string, string>();

function nameFor(name: string, text: string): string {
  const key = `${name}:${text}`;
  let named = namesByText.get(key);
  if (named === undefined) {
    named = statementName(name, text);
    namesByText.set(key, named);
  }
  return named;
}

/**
 * The rows of a raw query run as a prepared statement: each connection parses and plans it once and
 * then only binds its values. For the hot reads whose plan is the same for every value: an index
 * lookup by a user, vendor or order id. The name carries a digest of the text, so the shapes one
 * caller builds (with or without a status filter) never collide.
 */
export async function preparedRows<T>(db: Executor, name: string, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(built, undefined, nameFor(name, built.sql), false);
  return ((await prepared.execute()) as { rows: T[] }).rows;
}

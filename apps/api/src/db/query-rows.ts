import type { SQL } from 'drizzle-orm';
import type { Executor } from './client';

/** The rows of a raw query; both drivers answer `{ rows }`, which the shared Database type does not say. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

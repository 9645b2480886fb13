import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';

/** Every table whose content a refused request must leave as it was (rate-limit counters may move). */
const GUARDED_TABLES = [
  'users',
  'fabrics',
  'fabric_images',
  'fabric_image_variants',
  'cart_items',
  'orders',
  'vendor_orders',
  'order_items',
  'app_settings',
];

// A row added, changed or removed changes the set of row versions: each version's place (ctid) and the
// transaction that wrote it (xmin). Hashing those, not each row's text sorted, reads no column: the
// authorization matrix, which takes two fingerprints around every refused call, spent most of its time there.
const fingerprintQuery = sql.raw(
  GUARDED_TABLES.map(
    (table) =>
      `select '${table}' as name, (select count(*)::text || '/' || coalesce(sum(hashtext(t.ctid::text || '/' || t.xmin::text)::bigint), 0)::text from ${table} t) as digest`,
  ).join(' union all '),
);

/** One string that changes whenever any row of a guarded table is added, changed or removed. */
export async function databaseFingerprint(db: Database): Promise<string> {
  const rows = await queryRows<{ name: string; digest: string }>(db, fingerprintQuery);
  return rows.map((row) => `${row.name}:${row.digest}`).join('|');
}

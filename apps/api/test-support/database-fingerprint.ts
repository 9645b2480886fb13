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

const fingerprintQuery = sql.raw(
  GUARDED_TABLES.map(
    (table) =>
      `select '${table}' as name, (select coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') from ${table} t) as digest`,
  ).join(' union all '),
);

/** One string that changes whenever any row of a guarded table is added, changed or removed. */
export async function databaseFingerprint(db: Database): Promise<string> {
  const rows = await queryRows<{ name: string; digest: string }>(db, fingerprintQuery);
  return rows.map((row) => `${row.name}:${row.digest}`).join('|');
}

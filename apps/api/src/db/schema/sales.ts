import { PART_STATUSES } from '@fabric-store/shared';
import { bigint, date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * A vendor's parts per day (the store's calendar day of `order_date`) and status, kept
 * by statement-level triggers on `vendor_orders` in the transaction that places or moves a part
 * (migration 0014): the dashboard's figures read a vendor's few rows here instead of
 * its parts. They count every part, archived or not, as the dashboard does.
 */
export const vendorDailySales = pgTable(
  'vendor_daily_sales',
  {
    vendorId: uuid('vendor_id').notNull(),
    day: date('day').notNull(),
    status: text('status', { enum: PART_STATUSES }).notNull(),
    parts: integer('parts').notNull(),
    subtotalPaise: bigint('subtotal_paise', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ name: 'vendor_daily_sales_pkey', columns: [table.vendorId, table.day, table.status] })],
);

/**
 * How many of a vendor's parts are listed (not archived) in each status: the tabs' counts, kept by
 * statement-level triggers on `vendor_orders` beside `vendor_daily_sales` (migration 0016), so a
 * count reads at most five rows however long the vendor has sold.
 */
export const vendorOrderCounts = pgTable(
  'vendor_order_counts',
  {
    vendorId: uuid('vendor_id').notNull(),
    status: text('status', { enum: PART_STATUSES }).notNull(),
    listedParts: integer('listed_parts').notNull(),
  },
  (table) => [primaryKey({ name: 'vendor_order_counts_pkey', columns: [table.vendorId, table.status] })],
);

/**
 * A vendor's units (hundredths) and revenue (each line rounded to the paisa as lineTotalPaise rounds
 * it) per day and fabric, of the parts not cancelled: the best sellers, kept by triggers on
 * `order_items` and `vendor_orders` like `vendor_daily_sales`.
 */
export const vendorFabricDailySales = pgTable(
  'vendor_fabric_daily_sales',
  {
    vendorId: uuid('vendor_id').notNull(),
    day: date('day').notNull(),
    fabricId: uuid('fabric_id').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    revenuePaise: bigint('revenue_paise', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'vendor_fabric_daily_sales_pkey', columns: [table.vendorId, table.day, table.fabricId] }),
  ],
);

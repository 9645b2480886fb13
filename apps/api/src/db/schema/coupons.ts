// Coupons: the operator's (marketplace-funded) and each vendor's own, the code a shopper
// has applied to the cart, and every use an order made of one.
import { COUPON_KINDS } from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './orders';
import { users } from './users';

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper case, as the shopper's code is compared: one code, one coupon, whoever made it. */
    code: text('code').notNull(),
    /** The vendor whose fabrics it applies to (and who funds it); null for the marketplace's own. */
    vendorId: uuid('vendor_id').references(() => users.id),
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    /** Hundredths of a percent for a percent coupon, paise for a fixed one. */
    value: bigint('value', { mode: 'number' }).notNull(),
    minOrderPaise: bigint('min_order_paise', { mode: 'number' }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerShopper: integer('max_uses_per_shopper'),
    /** Orders placed with it, raised by checkout's conditional update, which is what holds `max_uses` under a rush. */
    usedCount: integer('used_count').notNull().default(0),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('coupons_code_key').on(table.code),
    index('coupons_vendor_idx').on(table.vendorId, table.createdAt),
    check('coupons_kind_check', sql`${table.kind} in ('percent', 'fixed')`),
    check('coupons_value_check', sql`${table.value} > 0 and (${table.kind} = 'fixed' or ${table.value} <= 10000)`),
    check('coupons_uses_check', sql`${table.maxUses} is null or ${table.usedCount} <= ${table.maxUses}`),
    check(
      'coupons_window_check',
      sql`${table.startsAt} is null or ${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`,
    ),
  ],
);

/** One order's use of a coupon: what it took off the order, which its lines share. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    /** Set once when every part of the order is cancelled: the use no longer counts, for the coupon or the shopper. */
    givenBackAt: timestamp('given_back_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('coupon_uses_order_key').on(table.orderId),
    index('coupon_uses_coupon_idx').on(table.couponId, table.createdAt),
    index('coupon_uses_shopper_idx').on(table.couponId, table.customerId),
  ],
);

/** The one code a shopper has applied to the cart; checked again whenever the cart is read and at checkout. */
export const cartCoupons = pgTable('cart_coupons', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  couponId: uuid('coupon_id')
    .notNull()
    .references(() => coupons.id, { onDelete: 'cascade' }),
  appliedAt: createdAt(),
});

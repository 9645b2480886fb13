// The operator's and each vendor's coupons: create, list, disable and each one's uses.
// A vendor's coupon applies to its own fabrics only, and the vendor funds it; the operator's apply
// to every fabric, and the marketplace funds them.
import {
  type Coupon,
  type CouponCreateRequestSchema,
  type CouponUse,
  paiseToRupees,
  rupeesToPaise,
} from '@fabric-store/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { conflict, databaseErrorCode, notFound } from '../../core/errors';
import { recordAction } from '../../db/audit';
import type { Database, Executor } from '../../db/client';
import { coupons, couponUses, orders, users } from '../../db/schema';
import { assertMayEditFabrics } from '../vendors/standing';
import { couponColumns, couponValue } from './coupon-rules';

type CouponInput = z.output<typeof CouponCreateRequestSchema>;

/** Whose coupons a request reads and writes: the marketplace's operator (every coupon), or one vendor (its own). */
export type CouponOwner = { operatorId: string } | { vendorId: string };

const COUPON_NOT_FOUND = 'Coupon not found.';

const ownedBy = (owner: CouponOwner) => ('vendorId' in owner ? eq(coupons.vendorId, owner.vendorId) : undefined);

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

function selectCoupons(db: Executor) {
  return db
    .select({
      ...couponColumns,
      createdAt: coupons.createdAt,
      discountGiven: sql<number>`(select coalesce(sum(${couponUses.discountPaise}), 0)::float8 from ${couponUses}
        where ${couponUses.couponId} = ${coupons.id} and ${couponUses.givenBackAt} is null)`,
    })
    .from(coupons)
    .leftJoin(users, eq(users.id, coupons.vendorId));
}

type CouponListRow = Awaited<ReturnType<ReturnType<typeof selectCoupons>['execute']>>[number];

const toCoupon = (row: CouponListRow): Coupon => ({
  _id: row.id,
  code: row.code,
  kind: row.kind,
  value: couponValue(row),
  minOrder: row.minOrderPaise === null ? null : paiseToRupees(row.minOrderPaise),
  startsAt: iso(row.startsAt),
  endsAt: iso(row.endsAt),
  maxUses: row.maxUses,
  maxUsesPerShopper: row.maxUsesPerShopper,
  vendor: row.vendorId ? { _id: row.vendorId, name: row.vendorName ?? '' } : null,
  uses: row.usedCount,
  discountGiven: paiseToRupees(Number(row.discountGiven)),
  disabled: row.disabledAt !== null,
  createdAt: new Date(row.createdAt).toISOString(),
});

async function ownCoupon(db: Executor, owner: CouponOwner, id: string): Promise<Coupon> {
  const [row] = await selectCoupons(db).where(and(eq(coupons.id, id), ownedBy(owner)));
  if (!row) throw notFound('COUPON_NOT_FOUND', COUPON_NOT_FOUND);
  return toCoupon(row);
}

export async function createCoupon(db: Database, owner: CouponOwner, input: CouponInput): Promise<Coupon> {
  if ('vendorId' in owner) await assertMayEditFabrics(db, owner.vendorId);
  try {
    const id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(coupons)
        .values({
          code: input.code,
          vendorId: 'vendorId' in owner ? owner.vendorId : null,
          kind: input.kind,
          value: input.kind === 'percent' ? Math.round(input.value * 100) : rupeesToPaise(input.value),
          minOrderPaise: input.minOrder === undefined ? null : rupeesToPaise(input.minOrder),
          startsAt: input.startsAt ? new Date(input.startsAt) : null,
          endsAt: input.endsAt ? new Date(input.endsAt) : null,
          maxUses: input.maxUses ?? null,
          maxUsesPerShopper: input.maxUsesPerShopper ?? null,
          createdBy: 'vendorId' in owner ? owner.vendorId : owner.operatorId,
        })
        .returning({ id: coupons.id });
      if (!created) throw new Error('insert returned no row');
      if ('operatorId' in owner) {
        await recordAction(tx, {
          actorId: owner.operatorId,
          action: `created coupon ${input.code} (${input.kind === 'percent' ? `${input.value}%` : `Rs. ${input.value}`} off)`,
          targetType: 'settings',
          targetId: `coupon ${input.code}`,
        });
      }
      return created.id;
    });
    return ownCoupon(db, owner, id);
  } catch (error) {
    if (databaseErrorCode(error) === '23505')
      throw conflict('COUPON_CODE_TAKEN', `A coupon with the code ${input.code} already exists.`);
    throw error;
  }
}

/** The operator's list holds every coupon, the vendors' too; a vendor's, its own. Newest first. */
export async function listCoupons(db: Executor, owner: CouponOwner): Promise<Coupon[]> {
  const rows = await selectCoupons(db).where(ownedBy(owner)).orderBy(desc(coupons.createdAt), desc(coupons.id));
  return rows.map(toCoupon);
}

/** Stops a coupon for good: carts holding it show why, and checkout refuses it. Disabling again changes nothing. */
export async function disableCoupon(db: Database, owner: CouponOwner, id: string): Promise<Coupon> {
  await db.transaction(async (tx) => {
    const [disabled] = await tx
      .update(coupons)
      .set({ disabledAt: sql`now()` })
      .where(and(eq(coupons.id, id), ownedBy(owner), isNull(coupons.disabledAt)))
      .returning({ code: coupons.code });
    if (disabled && 'operatorId' in owner) {
      await recordAction(tx, {
        actorId: owner.operatorId,
        action: `disabled coupon ${disabled.code}`,
        targetType: 'settings',
        targetId: `coupon ${disabled.code}`,
      });
    }
  });
  return ownCoupon(db, owner, id);
}

/** Every order placed with the coupon and not cancelled whole, newest first. */
export async function listCouponUses(db: Executor, owner: CouponOwner, id: string): Promise<CouponUse[]> {
  await ownCoupon(db, owner, id);
  const rows = await db
    .select({
      orderId: couponUses.orderId,
      orderNumber: orders.orderNumber,
      shopperId: couponUses.customerId,
      shopperName: users.name,
      discountPaise: couponUses.discountPaise,
      at: couponUses.createdAt,
    })
    .from(couponUses)
    .innerJoin(users, eq(users.id, couponUses.customerId))
    .innerJoin(orders, eq(orders.id, couponUses.orderId))
    .where(and(eq(couponUses.couponId, id), isNull(couponUses.givenBackAt)))
    .orderBy(desc(couponUses.createdAt), desc(couponUses.id));
  return rows.map((row) => ({
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    shopper: { _id: row.shopperId, name: row.shopperName },
    discount: paiseToRupees(row.discountPaise),
    at: new Date(row.at).toISOString(),
  }));
}

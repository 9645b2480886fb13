import type { AdminRefundPage, Order, OrderMoney, Return } from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectJournalBalanced } from '../../../test-support/journal';
import { asOperator, payByUpi } from '../../../test-support/operator';
import { openShop, type Shop } from '../../../test-support/shop';
import {
  addFabric,
  moveOrderPart,
  placeOrder,
  signUp,
  type TestContext,
  type TestUser,
} from '../../../test-support/test-app';
import { journalEntries, journalPostings } from '../../db/schema';

let ctx: Shop;

beforeAll(async () => {
  ctx = await openShop({ commissionPercent: 10 });
});
afterEach(() => expectJournalBalanced(ctx.database.db));
afterAll(() => ctx.close());

/** The error a statement or transaction ended with, as the driver words it. */
const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => 'committed',
    (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
  );

const newEntry = (tx: Pick<TestContext['database']['db'], 'insert'>) =>
  tx
    .insert(journalEntries)
    .values({ event: 'test', eventKey: `test:${crypto.randomUUID()}` })
    .returning()
    .then(([entry]) => entry?.id ?? '');

describe('the journal in the database', () => {
  it('refuses at commit an entry whose postings do not sum to zero, and takes one balanced over two statements', async () => {
    const { db } = ctx.database;
    const unbalanced = failureOf(
      db.transaction(async (tx) => {
        const entry = await newEntry(tx);
        await tx.insert(journalPostings).values({ entryId: entry, account: 'commission', amountPaise: 100 });
        await tx.insert(journalPostings).values({ entryId: entry, account: 'upi_collections', amountPaise: -99 });
      }),
    );
    expect(await unbalanced).toMatch(/does not balance: its postings sum to 1 paise/);
    const [left] = await db
      .execute(sql`select count(*)::int as n from journal_entries where event = 'test'`)
      .then((result) => (result as unknown as { rows: { n: number }[] }).rows);
    expect(left?.n).toBe(0);

    await db.transaction(async (tx) => {
      const entry = await newEntry(tx);
      await tx.insert(journalPostings).values({ entryId: entry, account: 'commission', amountPaise: 100 });
      await tx.insert(journalPostings).values({ entryId: entry, account: 'upi_collections', amountPaise: -100 });
    });
  });

  it('refuses to change, delete or truncate an entry or a posting', async () => {
    for (const change of [
      sql`update journal_postings set amount_paise = amount_paise * 2`,
      sql`delete from journal_postings`,
      sql`truncate journal_postings cascade`,
      sql`update journal_entries set note = 'edited'`,
      sql`delete from journal_entries`,
      sql`truncate journal_entries cascade`,
    ]) {
      expect(await failureOf(ctx.database.db.execute(change))).toMatch(/append-only/);
    }
    // The ledger the journal was opened from takes nothing new.
    const frozen = sql`insert into vendor_ledger (vendor_id, kind, amount_paise) values (${ctx.operator._id}, 'payout', -1)`;
    expect(await failureOf(ctx.database.db.execute(frozen))).toMatch(/vendor_ledger is frozen/);
  });
});

const moneyOf = (orderId: string) =>
  asOperator<OrderMoney>(ctx.app, ctx.operator, 'GET', `/api/admin/orders/${orderId}/money`);

async function deliver(vendor: TestUser, orderId: string) {
  for (const status of ['accepted', 'shipped', 'delivered']) {
    const moved = await moveOrderPart(ctx.app, vendor, orderId, status);
    if (moved.statusCode !== 200) throw new Error(`${status}: ${moved.body}`);
  }
}

async function shopWithTwoVendors() {
  const [weaver, printer, shopper] = await Promise.all([
    signUp(ctx.app, 'vendor', { name: 'A Weaver' }),
    signUp(ctx.app, 'vendor', { name: 'B Printer' }),
    signUp(ctx.app, 'customer'),
  ]);
  const [silk, chintz] = await Promise.all([
    addFabric(ctx.app, weaver, { unit: 'per_piece', price: 1000, stock: 20 }),
    addFabric(ctx.app, printer, { unit: 'per_piece', price: 250.55, stock: 20 }),
  ]);
  return { weaver, printer, shopper, silk, chintz };
}

const keeps = (money: OrderMoney) => money.vendors.map((vendor) => [vendor.vendor.name, vendor.keeps]);

describe("an order's money (GET /api/admin/orders/{id}/money)", () => {
  it('adds up for cash on delivery: the delivered part paid, its vendor keeps its net after the taxes withheld and the marketplace the commission', async () => {
    const { weaver, printer, shopper, silk, chintz } = await shopWithTwoVendors();
    const order = await placeOrder(ctx.app, shopper, [
      { fabric_id: silk._id, quantity: 2 },
      { fabric_id: chintz._id, quantity: 1 },
    ]);
    expect(await moneyOf(order._id)).toMatchObject({ paid: 0, balanced: true });
    await deliver(weaver, order._id);
    const money = await moneyOf(order._id);
    // 2,000.00 in cash to the weaver at 10%: commission 200.00, GST on it 18% = 36.00 and TDS 5% (no PAN) of
    // 2,000.00 = 100.00 (no TCS in cash), so it keeps 2,000.00 − 200.00 − 136.00 = 1,664.00; the printer's
    // part is not delivered yet.
    expect(money).toMatchObject({
      paymentMethod: 'cash_on_delivery',
      paid: 2000,
      marketplace: { commission: 200, couponDiscounts: 0, keeps: 200 },
      refunded: 0,
      owedToShopper: 0,
      heldForDelivery: 0,
      withheldForTaxes: 136,
      balanced: true,
    });
    expect(keeps(money)).toEqual([
      ['A Weaver', 1664],
      ['B Printer', 0],
    ]);
    expect(printer.role).toBe('vendor');
  });

  it('adds up for UPI with a marketplace coupon: held until delivered, then the vendor keeps its net after the taxes withheld and the marketplace funds the discount', async () => {
    const { weaver, shopper, silk } = await shopWithTwoVendors();
    const coupon = `JOURNAL${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: ctx.operator.headers,
      payload: { code: coupon, kind: 'percent', value: 15 },
    });
    expect(made.statusCode).toBe(201);
    const order = await placeOrder(ctx.app, shopper, [{ fabric_id: silk._id, quantity: 1 }], 'upi', coupon);
    expect(order.totalPrice).toBe(850);
    await payByUpi(ctx.app, ctx.database, shopper, order._id);
    expect(await moneyOf(order._id)).toMatchObject({ paid: 850, heldForDelivery: 850, balanced: true });
    await deliver(weaver, order._id);
    const money = await moneyOf(order._id);
    // The weaver's 1,000.00 at 10%: commission 100.00, GST on it 18% = 18.00, and TDS 5% (no PAN) on the
    // gross 1,000.00 (the marketplace's coupon is not the vendor's) = 50.00: 1,000 − 100 − 18 − 50 = 832.00.
    expect(money).toMatchObject({
      paid: 850,
      marketplace: { commission: 100, couponDiscounts: 150, keeps: -50 },
      heldForDelivery: 0,
      withheldForTaxes: 68,
      balanced: true,
    });
    expect(keeps(money)).toEqual([['A Weaver', 832]]);
  });

  it('adds up when a paid part is cancelled: owed back to the shopper, then refunded once the operator sends it', async () => {
    const { weaver, printer, shopper, silk, chintz } = await shopWithTwoVendors();
    const order = await placeOrder(
      ctx.app,
      shopper,
      [
        { fabric_id: silk._id, quantity: 1 },
        { fabric_id: chintz._id, quantity: 2 },
      ],
      'upi',
    );
    await payByUpi(ctx.app, ctx.database, shopper, order._id);
    expect((await moveOrderPart(ctx.app, printer, order._id, 'cancelled', { reason: 'Out of stock' })).statusCode).toBe(
      200,
    );
    expect(await moneyOf(order._id)).toMatchObject({
      paid: 1501.1,
      owedToShopper: 501.1,
      heldForDelivery: 1000,
      refunded: 0,
      balanced: true,
    });
    const due = await asOperator<AdminRefundPage>(ctx.app, ctx.operator, 'GET', '/api/admin/refunds?status=due');
    const refund = due.items.find((item) => item.orderId === order._id);
    expect(refund?.orderNumber).toBe(order.orderNumber);
    await asOperator(ctx.app, ctx.operator, 'POST', `/api/admin/refunds/${refund?._id}/refunded`, {
      reference: `NEFT${Date.now()}`,
    });
    await deliver(weaver, order._id);
    const money = await moneyOf(order._id);
    // The weaver's 1,000.00 by UPI: 1,000 − commission 100 − GST 18% on it 18 − TDS 5% (no PAN) 50 = 832.00.
    expect(money).toMatchObject({
      paid: 1501.1,
      marketplace: { keeps: 100 },
      refunded: 501.1,
      owedToShopper: 0,
      heldForDelivery: 0,
      withheldForTaxes: 68,
      balanced: true,
    });
    expect(keeps(money)).toEqual([
      ['A Weaver', 832],
      ['B Printer', 0],
    ]);
  });

  it('adds up when a delivered UPI part is returned and refunded: what the vendor and the marketplace kept goes back', async () => {
    const { printer, shopper, chintz } = await shopWithTwoVendors();
    const order = await placeOrder(ctx.app, shopper, [{ fabric_id: chintz._id, quantity: 3 }], 'upi');
    await payByUpi(ctx.app, ctx.database, shopper, order._id);
    await deliver(printer, order._id);
    // 751.65 at 10% = 75.165 → 75.17 commission; GST 18% on it 13.5306 → 13.53; TDS 5% (no PAN) on the
    // gross 751.65 = 37.5825 → 37.58; the vendor keeps 751.65 − 75.17 − 13.53 − 37.58 = 625.37.
    expect(keeps(await moneyOf(order._id))).toEqual([['B Printer', 625.37]]);
    const requested = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/returns`,
      headers: shopper.headers,
      payload: { lines: [{ fabric_id: chintz._id, quantity: 1 }], reason: 'changed_mind' },
    });
    expect(requested.statusCode).toBe(201);
    const returned = requested.json<Return>();
    for (const move of [
      { status: 'approved' },
      { status: 'received', restock: true },
      // On UPI the marketplace refunds the shopper from what it holds: the vendor gives no reference.
      { status: 'refunded' },
    ]) {
      const moved = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/orders/vendor/returns/${returned._id}`,
        headers: printer.headers,
        payload: move,
      });
      expect(moved.statusCode).toBe(200);
    }
    expect(await moneyOf(order._id)).toMatchObject({ refunded: 0, owedToShopper: 250.55, balanced: true });
    const due = await asOperator<AdminRefundPage>(ctx.app, ctx.operator, 'GET', '/api/admin/refunds?status=due');
    const refund = due.items.find((item) => item.orderId === order._id);
    await asOperator(ctx.app, ctx.operator, 'POST', `/api/admin/refunds/${refund?._id}/refunded`, {
      reference: 'UPI-REFUND-0001',
    });
    const money = await moneyOf(order._id);
    // One piece of 250.55 back: its commission 25.06 (half up) given back, the vendor's 225.49 taken back
    // less what was withheld on it and now given back: GST 18% of 25.06 = 4.5108 → 4.51, TDS 5% of 250.55
    // = 12.5275 → 12.53. The vendor keeps 625.37 − 225.49 + 4.51 + 12.53 = 416.92; withheld stays
    // 13.53 − 4.51 = 9.02 GST plus 37.58 − 12.53 = 25.05 TDS = 34.07.
    expect(money).toMatchObject({
      paid: 751.65,
      refunded: 250.55,
      owedToShopper: 0,
      marketplace: { commission: 50.11, keeps: 50.11 },
      heldForDelivery: 0,
      withheldForTaxes: 34.07,
      balanced: true,
    });
    expect(keeps(money)).toEqual([['B Printer', 416.92]]);
  });

  it('adds up when cash-on-delivery lines come back: the vendor refunds from its cash, and one bank reference serves one return', async () => {
    const { printer, shopper, chintz } = await shopWithTwoVendors();
    const order = await placeOrder(ctx.app, shopper, [{ fabric_id: chintz._id, quantity: 2 }]);
    await deliver(printer, order._id);
    const vendorMove = (id: string, payload: object) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/orders/vendor/returns/${id}`, headers: printer.headers, payload });
    const returns: Return[] = [];
    for (const _ of [1, 2]) {
      const requested = await ctx.app.inject({
        method: 'POST',
        url: `/api/orders/${order._id}/returns`,
        headers: shopper.headers,
        payload: { lines: [{ fabric_id: chintz._id, quantity: 1 }], reason: 'changed_mind' },
      });
      const ret = requested.json<Return>();
      returns.push(ret);
      for (const move of [{ status: 'approved' }, { status: 'received', restock: false }]) {
        expect((await vendorMove(ret._id, move)).statusCode).toBe(200);
      }
    }
    // The vendor gives one cash receipt's number for both returns at once: one is refunded, the other refused.
    const raced = await Promise.all(
      returns.map((ret) => vendorMove(ret._id, { status: 'refunded', refundReference: 'CASH-RECEIPT-7' })),
    );
    expect(raced.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const money = await moneyOf(order._id);
    // 501.10 taken in cash, one piece of 250.55 refunded by the vendor. The two returns' commissions are
    // 25.06 and 25.05 (the line's 50.11 split by the order they were asked in), and either may have won.
    // The delivery withheld GST 18% of 50.11 = 9.0198 → 9.02 and TDS 5% (no PAN) of 501.10 = 25.055 → 25.06;
    // the return gives back 18% of 25.06 = 4.5108 or of 25.05 = 4.509, 4.51 either way, and the TDS on the
    // 250.55 returned, 12.5275 → 12.53, so 34.08 − 4.51 − 12.53 = 17.04 stays withheld and the vendor and the
    // marketplace keep 250.55 − 17.04 = 233.51 between them.
    expect(money).toMatchObject({ paid: 501.1, refunded: 250.55, withheldForTaxes: 17.04, balanced: true });
    const [vendorKeeps] = money.vendors.map((row) => row.keeps);
    expect([25.05, 25.06]).toContain(money.marketplace.keeps);
    expect(Math.round((vendorKeeps ?? 0) * 100) + Math.round(money.marketplace.keeps * 100)).toBe(23_351);
  });

  it('is the operator’s alone: 401 without a session, 403 for a shopper or vendor, 404 for an unknown order', async () => {
    const { weaver, shopper, silk } = await shopWithTwoVendors();
    const order: Order = await placeOrder(ctx.app, shopper, [{ fabric_id: silk._id, quantity: 1 }]);
    const get = (headers?: Record<string, string>, id = order._id) =>
      ctx.app.inject({ method: 'GET', url: `/api/admin/orders/${id}/money`, ...(headers && { headers }) });
    expect((await get()).statusCode).toBe(401);
    expect((await get(shopper.headers)).statusCode).toBe(403);
    expect((await get(weaver.headers)).statusCode).toBe(403);
    const unknown = await get(ctx.operator.headers, crypto.randomUUID());
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { code: 'ORDER_NOT_FOUND', message: 'Order not found.' },
    ]);
  });
});

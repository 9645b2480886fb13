import {
  type AdminAuditPage,
  type AdminOrder,
  type Fabric,
  NEXT_PART_STATUSES,
  type Order,
  PART_STATUSES,
  type PartStatus,
  VENDOR_TARGET_STATUSES,
  type VendorOrder,
  type VendorOrderCounts,
} from '@fabric-store/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../../test-support/database-fingerprint';
import { payByUpi, signInOperator } from '../../../test-support/operator';
import {
  addFabric,
  createShopWithUsers,
  messageOf,
  placeOrder,
  SHIPPING_ADDRESS,
  signUp,
  type TestContext,
  type TestUser,
} from '../../../test-support/test-app';
import { fabrics, mailOutbox, upiRefunds } from '../../db/schema';

let ctx: TestContext;
let vendorA: TestUser;
let vendorB: TestUser;
let shopper: TestUser;
let otherShopper: TestUser;
let cottonOfA: Fabric;
let silkOfB: Fabric;

beforeAll(async () => {
  const shop = await createShopWithUsers({
    vendorA: { role: 'vendor', name: 'Aarav Looms' },
    vendorB: { role: 'vendor', name: 'Bela Silks' },
    shopper: 'customer',
    otherShopper: 'customer',
  });
  ctx = shop;
  ({ vendorA, vendorB, shopper, otherShopper } = shop.users);
  // Sold by the piece, so the item counts below are the spec's sums of quantities (a cut of a metre
  // fabric would count once, however long).
  cottonOfA = await addFabric(ctx.app, vendorA, { name: 'A Cotton', price: 100, stock: 1000, unit: 'per_piece' });
  silkOfB = await addFabric(ctx.app, vendorB, { name: 'B Silk', price: 250.5, stock: 1000, unit: 'per_piece' });
});
afterAll(() => ctx.close());

/** An order of 2 of A's cotton and 3 of B's silk. */
/** An order of both vendors' fabrics, paid by UPI and confirmed, so that it may ship. */
async function orderFromBoth() {
  const order = await placeOrder(
    ctx.app,
    shopper,
    [
      { fabric_id: cottonOfA._id, quantity: 2 },
      { fabric_id: silkOfB._id, quantity: 3 },
    ],
    'upi',
  );
  await payByUpi(ctx.app, ctx.database, shopper, order._id);
  return order;
}

const move = (vendor: TestUser | undefined, orderId: string, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/orders/vendor/orders/${orderId}/status`,
    headers: vendor?.headers,
    payload,
  });

const cancelByShopper = (user: TestUser | undefined, orderId: string, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers: user?.headers, payload });

const shopperView = async (orderId: string, user = shopper) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: user.headers });
  expect(response.statusCode).toBe(200);
  return response.json<Order>();
};

const vendorList = async (vendor: TestUser, query = '') => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/orders/vendor/orders${query}`,
    headers: vendor.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<VendorOrder[]>();
};

const stockOf = async (fabric: Fabric) => {
  const [row] = await ctx.database.db.select({ stock: fabrics.stock }).from(fabrics).where(eq(fabrics.id, fabric._id));
  return row && row.stock / 100; // kept in hundredths of a piece (centimetres for metre fabrics)
};

const REASON = { reason: 'Out of this dye lot' };

/** Moves A's part of a new order along the happy path until it reaches `status`. */
async function orderWithPartOfAIn(status: PartStatus): Promise<Order> {
  const order = await orderFromBoth();
  const path: Record<PartStatus, Record<string, unknown>[]> = {
    placed: [],
    accepted: [{ status: 'accepted' }],
    shipped: [{ status: 'accepted' }, { status: 'shipped' }],
    delivered: [{ status: 'accepted' }, { status: 'shipped' }, { status: 'delivered' }],
    cancelled: [{ status: 'cancelled', ...REASON }],
  };
  for (const step of path[status]) expect((await move(vendorA, order._id, step)).statusCode).toBe(200);
  return order;
}

describe('a vendor moves its part', () => {
  it('from placed to accepted, shipped with tracking and delivered, with the history and the vendor’s view each time', async () => {
    const order = await orderFromBoth();
    const accepted = await move(vendorA, order._id, { status: 'accepted' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<VendorOrder>()).toMatchObject({
      _id: order._id,
      status: 'accepted',
      nextStatuses: ['shipped', 'cancelled'],
    });

    const shipped = await move(vendorA, order._id, {
      status: 'shipped',
      carrier: ' Blue Dart ',
      trackingNumber: 'BD123456789IN',
    });
    expect(shipped.json<VendorOrder>()).toMatchObject({
      status: 'shipped',
      carrier: 'Blue Dart',
      trackingNumber: 'BD123456789IN',
      nextStatuses: ['delivered'],
    });
    // The answer is the order exactly as the vendor's list shows it.
    const [listed] = await vendorList(vendorA, `?status=shipped&limit=1`);
    expect(shipped.json()).toEqual(listed);

    const delivered = (await move(vendorA, order._id, { status: 'delivered' })).json<VendorOrder>();
    expect(delivered.status).toBe('delivered');
    expect(delivered.nextStatuses).toEqual([]);
    // Paid by UPI: no cash to collect on delivery.
    expect(delivered.paymentCollectedAt).toBeNull();
    expect(delivered.history.map((event) => [event.status, event.actor, event.actorId])).toEqual([
      ['placed', 'shopper', shopper._id],
      ['accepted', 'vendor', vendorA._id],
      ['shipped', 'vendor', vendorA._id],
      ['delivered', 'vendor', vendorA._id],
    ]);
    expect(delivered.history[2]?.note).toBe('Blue Dart, tracking BD123456789IN');

    // B's part has not moved: the shopper sees A's part delivered, B's placed.
    const seen = await shopperView(order._id);
    expect(seen.parts.map((part) => [part.vendor.name, part.status])).toEqual([
      ['Aarav Looms', 'delivered'],
      ['Bela Silks', 'placed'],
    ]);
    expect(seen.status).toBe('partly delivered');
    expect(seen.parts[0]).toMatchObject({ trackingNumber: 'BD123456789IN', carrier: 'Blue Dart', subtotal: 200 });
    expect(seen.parts[0]?.history).toHaveLength(4);
  });

  it('records the cash collected when a cash-on-delivery part is delivered', async () => {
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: shopper.headers,
      payload: {
        items: [{ fabric_id: cottonOfA._id, quantity: 1 }],
        paymentMethod: 'cash_on_delivery',
        shippingAddress: SHIPPING_ADDRESS,
      },
    });
    const orderId = placed.json<Order>()._id;
    for (const status of ['accepted', 'shipped']) await move(vendorA, orderId, { status });
    expect((await shopperView(orderId)).parts[0]?.paymentCollectedAt).toBeNull();
    const before = Date.now();
    const delivered = (await move(vendorA, orderId, { status: 'delivered' })).json<VendorOrder>();
    expect(Date.parse(delivered.paymentCollectedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect((await shopperView(orderId)).status).toBe('delivered');
  });

  const refused = PART_STATUSES.flatMap((from) =>
    VENDOR_TARGET_STATUSES.filter((to) => !NEXT_PART_STATUSES[from].includes(to)).map((to) => [from, to] as const),
  );

  it.each(refused)('refuses %s → %s with 409, says what is possible now, and changes nothing', async (from, to) => {
    const order = await orderWithPartOfAIn(from);
    const before = await databaseFingerprint(ctx.database.db);
    const response = await move(vendorA, order._id, { status: to, ...(to === 'cancelled' ? REASON : {}) });
    expect(response.statusCode).toBe(409);
    const possible = NEXT_PART_STATUSES[from];
    expect(messageOf(response)).toMatch(
      possible.length === 0
        ? `This order is ${from}; it cannot change any more.`
        : `This order is ${from}; it can now only be`,
    );
    expect(await databaseFingerprint(ctx.database.db)).toBe(before);
  });

  it('needs a reason to cancel, keeps tracking for shipping, and refuses other statuses (400, nothing changes)', async () => {
    const order = await orderFromBoth();
    const before = await databaseFingerprint(ctx.database.db);
    const noReason = await move(vendorA, order._id, { status: 'cancelled', reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(messageOf(noReason)).toBe('reason: A reason is required to cancel an order.');
    expect((await move(vendorA, order._id, { status: 'accepted', trackingNumber: 'X1' })).statusCode).toBe(400);
    expect((await move(vendorA, order._id, { status: 'placed' })).statusCode).toBe(400);
    expect((await move(vendorA, order._id, { status: 'returned' })).statusCode).toBe(400);
    expect((await move(vendorA, order._id, {})).statusCode).toBe(400);
    expect(await databaseFingerprint(ctx.database.db)).toBe(before);
  });

  it('is refused to another vendor (404), to shoppers (403) and to visitors (401), and for an archived part (404)', async () => {
    const order = await orderFromBoth();
    const outsider = await signUp(ctx.app, 'vendor');
    const before = await databaseFingerprint(ctx.database.db);
    expect((await move(outsider, order._id, { status: 'accepted' })).statusCode).toBe(404);
    expect((await move(shopper, order._id, { status: 'accepted' })).statusCode).toBe(403);
    expect((await move(undefined, order._id, { status: 'accepted' })).statusCode).toBe(401);
    expect(await databaseFingerprint(ctx.database.db)).toBe(before);

    await ctx.app.inject({ method: 'DELETE', url: `/api/orders/vendor/orders/${order._id}`, headers: vendorA.headers });
    expect((await move(vendorA, order._id, { status: 'accepted' })).statusCode).toBe(404);
  });

  it('cancelling returns the part’s stock once, with the reason in its history; the other vendor’s stock stays taken', async () => {
    const [cottonBefore, silkBefore] = [await stockOf(cottonOfA), await stockOf(silkOfB)];
    const order = await orderFromBoth();
    expect(await stockOf(cottonOfA)).toBe((cottonBefore ?? 0) - 2);
    const cancelled = await move(vendorA, order._id, { status: 'cancelled', ...REASON });
    expect(cancelled.json<VendorOrder>()).toMatchObject({ status: 'cancelled', cancelReason: 'Out of this dye lot' });
    expect(cancelled.json<VendorOrder>().history.at(-1)).toMatchObject({
      status: 'cancelled',
      actor: 'vendor',
      note: 'Out of this dye lot',
    });
    expect(await stockOf(cottonOfA)).toBe(cottonBefore);
    expect(await stockOf(silkOfB)).toBe((silkBefore ?? 0) - 3);

    expect((await move(vendorA, order._id, { status: 'cancelled', ...REASON })).statusCode).toBe(409);
    expect(await stockOf(cottonOfA)).toBe(cottonBefore);
    expect((await shopperView(order._id)).status).toBe('partly cancelled');
  });

  it('returns the stock to a fabric the vendor deleted after the order', async () => {
    const remnant = await addFabric(ctx.app, vendorA, { name: 'A Remnant', stock: 5, unit: 'per_piece' });
    const order = await placeOrder(ctx.app, shopper, [{ fabric_id: remnant._id, quantity: 4 }]);
    await ctx.app.inject({ method: 'DELETE', url: `/api/fabrics/${remnant._id}`, headers: vendorA.headers });
    const cancelled = await move(vendorA, order._id, { status: 'cancelled', ...REASON });
    expect(cancelled.statusCode).toBe(200);
    expect(await stockOf(remnant)).toBe(5);
  });
});

describe('the vendor deletes its part', () => {
  const deleteByVendor = (orderId: string) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/orders/vendor/orders/${orderId}`, headers: vendorA.headers });
  const partOfA = (order: Order) => order.parts.find((part) => part.vendor._id === vendorA._id);
  const listedByA = async (orderId: string) => (await vendorList(vendorA)).some((part) => part._id === orderId);

  it('cancels an accepted, paid part first (the vendor’s cancel: shopper mailed, stock back, refund due), then lists it no more', async () => {
    const cottonBefore = await stockOf(cottonOfA);
    const order = await orderWithPartOfAIn('accepted');
    const deleted = await deleteByVendor(order._id);
    expect([deleted.statusCode, deleted.json()]).toEqual([200, { message: 'Order deleted successfully!' }]);
    expect(await listedByA(order._id)).toBe(false);

    const seen = await shopperView(order._id);
    expect(seen.status).toBe('partly cancelled');
    expect(partOfA(seen)).toMatchObject({
      status: 'cancelled',
      cancelReason: 'The vendor cancelled this order before shipping it.',
    });
    expect(partOfA(seen)?.history.at(-1)).toMatchObject({ status: 'cancelled', actor: 'vendor' });
    expect(await stockOf(cottonOfA)).toBe(cottonBefore);
    const refunds = await ctx.database.db
      .select({ amount: upiRefunds.amountPaise, status: upiRefunds.status })
      .from(upiRefunds)
      .where(eq(upiRefunds.orderId, order._id));
    expect(refunds).toEqual([{ amount: 20_000, status: 'due' }]);
    const mails = await ctx.database.db
      .select({ recipient: mailOutbox.recipient })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, 'part_moved'),
          sql`${mailOutbox.payload}->>'orderId' = ${order._id} and ${mailOutbox.payload}->>'status' = 'cancelled'`,
        ),
      );
    expect(mails).toEqual([{ recipient: shopper.email }]);
  });

  it('refuses a shipped part with the reason (409), which stays listed; nothing changes', async () => {
    const order = await orderWithPartOfAIn('shipped');
    const before = await databaseFingerprint(ctx.database.db);
    const refused = await deleteByVendor(order._id);
    expect([refused.statusCode, messageOf(refused)]).toEqual([
      409,
      'This order is on its way to the shopper, so it cannot be deleted. Mark it delivered once it arrives, then delete it.',
    ]);
    expect(await databaseFingerprint(ctx.database.db)).toBe(before);
    expect(await listedByA(order._id)).toBe(true);
  });

  it('takes a delivered or a cancelled part off the list as it is', async () => {
    for (const status of ['delivered', 'cancelled'] as const) {
      const order = await orderWithPartOfAIn(status);
      const stock = await stockOf(cottonOfA);
      expect((await deleteByVendor(order._id)).statusCode).toBe(200);
      expect(await listedByA(order._id)).toBe(false);
      expect(partOfA(await shopperView(order._id))?.status).toBe(status);
      expect(await stockOf(cottonOfA)).toBe(stock);
    }
  });
});

describe('the shopper cancels an order', () => {
  it('cancels every part not yet shipped, returns all their stock, and the order reads cancelled', async () => {
    const [cottonBefore, silkBefore] = [await stockOf(cottonOfA), await stockOf(silkOfB)];
    const order = await orderFromBoth();
    await move(vendorB, order._id, { status: 'accepted' });
    const response = await cancelByShopper(shopper, order._id, { reason: 'Ordered the wrong colour' });
    expect(response.statusCode).toBe(200);
    const cancelled = response.json<Order>();
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellable: false });
    for (const part of cancelled.parts) {
      expect(part).toMatchObject({ status: 'cancelled', cancelReason: 'Ordered the wrong colour' });
      expect(part.history.at(-1)).toMatchObject({ status: 'cancelled', actor: 'shopper', actorId: shopper._id });
    }
    expect([await stockOf(cottonOfA), await stockOf(silkOfB)]).toEqual([cottonBefore, silkBefore]);

    const again = await cancelByShopper(shopper, order._id);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe('This order is already cancelled.');
    expect([await stockOf(cottonOfA), await stockOf(silkOfB)]).toEqual([cottonBefore, silkBefore]);
  });

  it('leaves a part the vendor already cancelled as it was, and needs no reason', async () => {
    const order = await orderFromBoth();
    await move(vendorA, order._id, { status: 'cancelled', ...REASON });
    const cottonAfterVendorCancel = await stockOf(cottonOfA);
    const response = await cancelByShopper(shopper, order._id);
    expect(response.statusCode).toBe(200);
    const [partOfA, partOfB] = response.json<Order>().parts;
    expect(partOfA).toMatchObject({ status: 'cancelled', cancelReason: 'Out of this dye lot' });
    expect(partOfA?.history.filter((event) => event.status === 'cancelled')).toHaveLength(1);
    expect(partOfB).toMatchObject({ status: 'cancelled', cancelReason: null });
    expect(await stockOf(cottonOfA)).toBe(cottonAfterVendorCancel);
  });

  it('is refused with 409 once any part is shipped, and nothing changes', async () => {
    const order = await orderWithPartOfAIn('shipped');
    expect((await shopperView(order._id)).cancellable).toBe(false);
    const before = await databaseFingerprint(ctx.database.db);
    const response = await cancelByShopper(shopper, order._id);
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe('Part of this order has already been shipped, so it can no longer be cancelled.');
    expect(await databaseFingerprint(ctx.database.db)).toBe(before);
  });

  it('is refused to another shopper (404), a vendor of the order (403) and a visitor (401)', async () => {
    const order = await orderFromBoth();
    const before = await databaseFingerprint(ctx.database.db);
    expect((await cancelByShopper(otherShopper, order._id)).statusCode).toBe(404);
    expect((await cancelByShopper(vendorA, order._id)).statusCode).toBe(403);
    expect((await cancelByShopper(undefined, order._id)).statusCode).toBe(401);
    expect(await databaseFingerprint(ctx.database.db)).toBe(before);
  });
});

describe('the operator cancels a part', () => {
  let operator: TestUser;
  beforeAll(async () => {
    operator = await signInOperator(ctx.app, ctx.database);
  });
  const FRAUD = { reason: 'The card behind this UPI account was reported stolen' };
  const cancelByOperator = (orderId: string, partId: string | undefined, payload: object = FRAUD) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/parts/${partId}/cancel`,
      headers: operator.headers,
      payload,
    });
  const partOfA = (order: Order | AdminOrder) => order.parts.find((part) => part.vendor._id === vendorA._id);
  const refundsOf = (orderId: string) =>
    ctx.database.db
      .select({ amount: upiRefunds.amountPaise, status: upiRefunds.status })
      .from(upiRefunds)
      .where(eq(upiRefunds.orderId, orderId));

  it('cancels a placed part of a paid UPI order: stock back once, history by the operator, a refund due, the audit entry', async () => {
    const [cottonBefore, silkBefore] = [await stockOf(cottonOfA), await stockOf(silkOfB)];
    const order = await orderFromBoth();
    const response = await cancelByOperator(order._id, partOfA(order)?._id);
    expect(response.statusCode).toBe(200);
    const cancelled = response.json<AdminOrder>();
    expect(cancelled.status).toBe('partly cancelled');
    expect(partOfA(cancelled)).toMatchObject({ status: 'cancelled', cancelReason: FRAUD.reason });
    expect(partOfA(cancelled)?.history.at(-1)).toMatchObject({
      status: 'cancelled',
      actor: 'operator',
      actorId: operator._id,
      note: FRAUD.reason,
    });
    expect([await stockOf(cottonOfA), await stockOf(silkOfB)]).toEqual([cottonBefore, (silkBefore ?? 0) - 3]);
    // 2 of A's cotton at ₹100, paid: owed back in full.
    expect(await refundsOf(order._id)).toEqual([{ amount: 20_000, status: 'due' }]);
    const audit = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit', headers: operator.headers });
    expect(audit.json<AdminAuditPage>().items[0]).toMatchObject({
      action: 'cancelled a part of the order',
      targetType: 'order',
      targetId: order._id,
      reason: FRAUD.reason,
      actor: { _id: operator._id },
    });
    const shopperSees = partOfA(await shopperView(order._id));
    expect(shopperSees?.history.at(-1)).toMatchObject({ actor: 'operator', note: FRAUD.reason });

    const again = await cancelByOperator(order._id, partOfA(order)?._id);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe('This order is cancelled; it cannot change any more.');
    expect(await stockOf(cottonOfA)).toBe(cottonBefore);
    expect(await refundsOf(order._id)).toHaveLength(1);
  });

  it('cancels an accepted part of a cash-on-delivery order, which owes nothing back', async () => {
    const order = await placeOrder(ctx.app, shopper, [{ fabric_id: cottonOfA._id, quantity: 1 }]);
    expect((await move(vendorA, order._id, { status: 'accepted' })).statusCode).toBe(200);
    const response = await cancelByOperator(order._id, partOfA(order)?._id);
    expect(response.json<AdminOrder>()).toMatchObject({ status: 'cancelled' });
    expect(await refundsOf(order._id)).toEqual([]);
  });

  it('refuses a shipped part (409 saying what is possible now), a part of another order (404), a short reason (400): nothing changes', async () => {
    const order = await orderWithPartOfAIn('shipped');
    const other = await orderFromBoth();
    const before = await databaseFingerprint(ctx.database.db);
    const shipped = await cancelByOperator(order._id, partOfA(order)?._id);
    expect(shipped.statusCode).toBe(409);
    expect(messageOf(shipped)).toBe('This order is shipped; it can now only be marked delivered.');
    expect((await cancelByOperator(order._id, partOfA(other)?._id)).statusCode).toBe(404);
    const short = await cancelByOperator(other._id, partOfA(other)?._id, { reason: 'no' });
    expect(short.statusCode).toBe(400);
    expect(messageOf(short)).toBe('reason: Reason must be at least 3 characters');
    expect(await databaseFingerprint(ctx.database.db)).toBe(before);
  });

  it('racing the vendor’s ship: one wins, and the stock is back only if the cancel won', async () => {
    const cottonBefore = await stockOf(cottonOfA);
    const order = await orderWithPartOfAIn('accepted');
    const [cancel, ship] = await Promise.all([
      cancelByOperator(order._id, partOfA(order)?._id),
      move(vendorA, order._id, { status: 'shipped' }),
    ]);
    expect([cancel.statusCode, ship.statusCode].sort()).toEqual([200, 409]);
    const status = partOfA(await shopperView(order._id))?.status;
    expect(status).toBe(cancel.statusCode === 200 ? 'cancelled' : 'shipped');
    expect(await stockOf(cottonOfA)).toBe(status === 'cancelled' ? cottonBefore : (cottonBefore ?? 0) - 2);
  });
});

describe('racing cancels', () => {
  it('two shopper cancels at once: one wins, the other gets 409, and the stock comes back once', async () => {
    const [cottonBefore, silkBefore] = [await stockOf(cottonOfA), await stockOf(silkOfB)];
    const order = await orderFromBoth();
    const responses = await Promise.all([cancelByShopper(shopper, order._id), cancelByShopper(shopper, order._id)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect([await stockOf(cottonOfA), await stockOf(silkOfB)]).toEqual([cottonBefore, silkBefore]);
  });

  it('a vendor and the shopper cancelling at once return each part’s stock exactly once', async () => {
    const [cottonBefore, silkBefore] = [await stockOf(cottonOfA), await stockOf(silkOfB)];
    const orders = await Promise.all(Array.from({ length: 5 }, orderFromBoth));
    const responses = await Promise.all(
      orders.flatMap((order) => [
        move(vendorA, order._id, { status: 'cancelled', ...REASON }),
        move(vendorA, order._id, { status: 'cancelled', ...REASON }),
        cancelByShopper(shopper, order._id),
      ]),
    );
    for (const response of responses) expect([200, 409]).toContain(response.statusCode);
    for (const order of orders) expect((await shopperView(order._id)).status).toBe('cancelled');
    expect([await stockOf(cottonOfA), await stockOf(silkOfB)]).toEqual([cottonBefore, silkBefore]);
  });
});

describe('racing moves', () => {
  it('two ships of one part at once: one wins, the other is told what is possible now, and the history says it once', async () => {
    const order = await orderFromBoth();
    await move(vendorA, order._id, { status: 'accepted' });
    const responses = await Promise.all([
      move(vendorA, order._id, { status: 'shipped', trackingNumber: 'TRK-FIRST' }),
      move(vendorA, order._id, { status: 'shipped', trackingNumber: 'TRK-SECOND' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused && messageOf(refused)).toBe('This order is shipped; it can now only be marked delivered.');
    const winner = responses.find((response) => response.statusCode === 200)?.json<VendorOrder>();
    const [part] = (await shopperView(order._id)).parts.filter((candidate) => candidate.vendor._id === vendorA._id);
    expect(part?.trackingNumber).toBe(winner?.trackingNumber);
    expect(part?.history.map((event) => event.status)).toEqual(['placed', 'accepted', 'shipped']);
  });
});

describe('lists', () => {
  it('GET /api/orders: newest first, paged with X-Total-Count, each with its parts, item count and derived status', async () => {
    const buyer = await signUp(ctx.app, 'customer');
    const first = await placeOrder(ctx.app, buyer, [{ fabric_id: cottonOfA._id, quantity: 1 }]);
    const second = await placeOrder(ctx.app, buyer, [
      { fabric_id: cottonOfA._id, quantity: 2 },
      { fabric_id: silkOfB._id, quantity: 1 },
    ]);
    await move(vendorA, second._id, { status: 'accepted' });
    await move(vendorA, second._id, { status: 'shipped', trackingNumber: 'TRK-1' });
    await move(vendorB, second._id, { status: 'cancelled', reason: 'Damaged roll' });

    const page1 = await ctx.app.inject({ method: 'GET', url: '/api/orders?limit=1', headers: buyer.headers });
    expect(page1.headers['x-total-count']).toBe('2');
    const [newest] = page1.json<Order[]>();
    expect(newest).toMatchObject({ _id: second._id, status: 'partly shipped', itemCount: 3, cancellable: false });
    expect(
      newest?.parts.map((part) => ({ vendor: part.vendor, status: part.status, tracking: part.trackingNumber })),
    ).toEqual([
      { vendor: { _id: vendorA._id, name: 'Aarav Looms' }, status: 'shipped', tracking: 'TRK-1' },
      { vendor: { _id: vendorB._id, name: 'Bela Silks' }, status: 'cancelled', tracking: null },
    ]);
    expect(newest?.parts[1]?.cancelReason).toBe('Damaged roll');
    expect(newest?.parts[0]?.items.map((item) => item.name)).toEqual(['A Cotton']);

    const page2 = await ctx.app.inject({ method: 'GET', url: '/api/orders?limit=1&page=2', headers: buyer.headers });
    expect(page2.json<Order[]>().map((order) => [order._id, order.status, order.cancellable])).toEqual([
      [first._id, 'placed', true],
    ]);
  });

  it('the vendor’s list filters by status and the counts match its tabs', async () => {
    const vendor = await signUp(ctx.app, 'vendor');
    const linen = await addFabric(ctx.app, vendor, { name: 'Tab Linen', stock: 100 });
    const placeOne = () => placeOrder(ctx.app, shopper, [{ fabric_id: linen._id, quantity: 1 }]);
    const [a, b, c, d] = [await placeOne(), await placeOne(), await placeOne(), await placeOne()];
    await placeOne();
    await move(vendor, a._id, { status: 'accepted' });
    await move(vendor, b._id, { status: 'accepted' });
    await move(vendor, b._id, { status: 'shipped' });
    await move(vendor, c._id, { status: 'cancelled', reason: 'No longer made' });
    await ctx.app.inject({ method: 'DELETE', url: `/api/orders/vendor/orders/${d._id}`, headers: vendor.headers });

    const counts = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders/vendor/orders/counts',
      headers: vendor.headers,
    });
    expect(counts.json<VendorOrderCounts>()).toEqual({
      all: 4,
      placed: 1,
      accepted: 1,
      shipped: 1,
      delivered: 0,
      cancelled: 1,
    });
    expect((await vendorList(vendor, '?status=accepted')).map((order) => order._id)).toEqual([a._id]);
    expect((await vendorList(vendor, '?status=cancelled'))[0]).toMatchObject({
      _id: c._id,
      cancelReason: 'No longer made',
    });
    expect(await vendorList(vendor, '?status=delivered')).toEqual([]);
    expect(await vendorList(vendor)).toHaveLength(4);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders/vendor/orders?status=lost',
      headers: vendor.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});

import type {
  AdminOrder,
  AdminOverview,
  AdminRefundPage,
  AdminReturnPage,
  Coupon,
  Fabric,
  Order,
  Return,
  VendorLedger,
  VendorOrder,
  VendorReturnPage,
} from '@fabric-store/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectJournalBalanced } from '../../../test-support/journal';
import { asOperator, payByUpi } from '../../../test-support/operator';
import { openShop, type Shop } from '../../../test-support/shop';
import {
  addFabric,
  messageOf,
  moveOrderPart,
  SHIPPING_ADDRESS,
  signUp,
  type TestUser,
} from '../../../test-support/test-app';
import { drawPhoto, photoUpload } from '../../../test-support/test-photos';
import { mailOutbox, returnPhotoVariants, returns, vendorOrders } from '../../db/schema';
import type { ReturnMail } from '../mail/kinds';
import { renderMail } from '../mail/messages';

let ctx: Shop;
let weaver: TestUser;
let dyer: TestUser;
let shopper: TestUser;
let stranger: TestUser;
let piece: Fabric;
let metre: Fabric;
let swatchOnly: Fabric;
let dyersCloth: Fabric;

beforeAll(async () => {
  // 10 %, so that the refunds' commissions below can be worked out by hand.
  ctx = await openShop({ commissionPercent: 10 });
  [weaver, dyer, shopper, stranger] = await Promise.all([
    signUp(ctx.app, 'vendor', { name: 'Weaver Looms' }),
    signUp(ctx.app, 'vendor', { name: 'Dyer Works' }),
    signUp(ctx.app, 'customer', { name: 'Asha Shopper' }),
    signUp(ctx.app, 'customer'),
  ]);
  [piece, metre, swatchOnly, dyersCloth] = await Promise.all([
    addFabric(ctx.app, weaver, { name: 'Block-print pack', unit: 'per_piece', price: 450.5, stock: 20 }),
    addFabric(ctx.app, weaver, { name: 'Raw silk', price: 349.99, stock: 50, swatchOffered: true, swatchPrice: 30 }),
    addFabric(ctx.app, weaver, { name: 'Ikat sample', price: 500, stock: 50, swatchOffered: true, swatchPrice: 25 }),
    addFabric(ctx.app, dyer, { name: 'Indigo twill', price: 200, stock: 50 }),
  ]);
});
// Whatever a test moved, every journal entry still sums to zero.
afterEach(() => expectJournalBalanced(ctx.database.db));
afterAll(() => ctx.close());

type Line = { fabric_id: string; quantity?: number; kind?: 'swatch' | 'remnant'; roll_id?: string };

async function order(
  items: Line[],
  method: 'cash_on_delivery' | 'upi' = 'cash_on_delivery',
  couponCode?: string,
): Promise<Order> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: shopper.headers,
    payload: { items, paymentMethod: method, shippingAddress: SHIPPING_ADDRESS, ...(couponCode && { couponCode }) },
  });
  if (response.statusCode !== 201) throw new Error(`checkout failed: ${response.body}`);
  const placed = response.json<Order>();
  if (method === 'upi') await payByUpi(ctx.app, ctx.database, shopper, placed._id);
  return placed;
}

async function deliver(orderId: string, vendor: TestUser = weaver) {
  for (const status of ['accepted', 'shipped', 'delivered']) {
    const moved = await moveOrderPart(ctx.app, vendor, orderId, status);
    if (moved.statusCode !== 200) throw new Error(`${status} failed: ${moved.body}`);
  }
}

const ask = (orderId: string, payload: object, caller: TestUser = shopper) =>
  ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/returns`, headers: caller.headers, payload });

const move = (returnId: string, payload: object, vendor: TestUser = weaver) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/orders/vendor/returns/${returnId}`, headers: vendor.headers, payload });

async function asked(orderId: string, payload: object): Promise<Return> {
  const response = await ask(orderId, payload);
  if (response.statusCode !== 201) throw new Error(`return refused: ${response.body}`);
  const asked = response.json<Return>();
  // Every view names the order by the number its shopper was given.
  expect(asked.orderNumber).toMatch(/^FS-\d{4}-\d{4,}$/);
  return asked;
}

async function moved(returnId: string, payload: object): Promise<Return> {
  const response = await move(returnId, payload);
  if (response.statusCode !== 200) throw new Error(`move refused: ${response.body}`);
  return response.json<Return>();
}

/** A percent coupon made by a vendor (its own fabrics) or the operator (the marketplace's); answers its code. */
async function percentCoupon(maker: TestUser, code: string, value: number): Promise<string> {
  const url = maker.role === 'admin' ? '/api/admin/coupons' : '/api/vendor/coupons';
  const payload = { code, kind: 'percent', value };
  const response = await ctx.app.inject({ method: 'POST', url, headers: maker.headers, payload });
  if (response.statusCode !== 201) throw new Error(`coupon refused: ${response.body}`);
  return response.json<Coupon>().code;
}

const stockOf = async (fabric: Fabric) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/fabrics/${fabric._id}` })).json<Fabric>().stock;

const returnCount = async () => (await ctx.database.db.select({ id: returns.id }).from(returns)).length;

const mailsOf = (returnId: string) =>
  ctx.database.db
    .select({ kind: mailOutbox.kind, to: mailOutbox.recipient, payload: mailOutbox.payload })
    .from(mailOutbox)
    .where(sql`${mailOutbox.dedupeKey} like ${`%${returnId}%`}`)
    .orderBy(mailOutbox.createdAt, mailOutbox.kind);

/** Moves the part's delivery `days` back in its history, as if it had been delivered then. */
async function deliveredDaysAgo(orderId: string, days: number) {
  await ctx.database.db
    .update(vendorOrders)
    .set({
      history: sql`(select jsonb_agg(case when e->>'status' = 'delivered'
        then jsonb_set(e, '{at}', to_jsonb(now() - make_interval(days => ${days}))) else e end)
        from jsonb_array_elements(${vendorOrders.history}) e)`,
    })
    .where(and(eq(vendorOrders.orderId, orderId), eq(vendorOrders.vendorId, weaver._id)));
}

describe('asking for a return', () => {
  let placed: Order;

  beforeAll(async () => {
    placed = await order([
      { fabric_id: piece._id, quantity: 2 },
      { fabric_id: metre._id, quantity: 1.5 },
      { fabric_id: swatchOnly._id, kind: 'swatch' },
      { fabric_id: dyersCloth._id, quantity: 1 },
    ]);
    await deliver(placed._id);
  });

  it('refuses, writing nothing, what the rules do not allow, each with a message that says why', async () => {
    const before = await returnCount();
    const refusals: [object, number, RegExp][] = [
      [
        {
          lines: [
            { fabric_id: piece._id, quantity: 1 },
            { fabric_id: dyersCloth._id, quantity: 1 },
          ],
          reason: 'damaged',
        },
        400,
        /Weaver Looms and Dyer Works: ask for one return per vendor/,
      ],
      [
        { lines: [{ fabric_id: dyersCloth._id, quantity: 1 }], reason: 'damaged' },
        409,
        /Dyer Works's part of this order is placed/,
      ],
      [{ lines: [{ fabric_id: metre._id, quantity: 1 }], reason: 'changed_mind' }, 409, /Raw silk was cut to order/],
      [{ lines: [{ fabric_id: swatchOnly._id, quantity: 1 }], reason: 'damaged' }, 409, /swatches cannot be returned/],
      [
        { lines: [{ fabric_id: piece._id, quantity: 3 }], reason: 'changed_mind' },
        409,
        /at most 2 pieces of Block-print pack/,
      ],
      [{ lines: [{ fabric_id: piece._id, quantity: 1.5 }], reason: 'changed_mind' }, 400, /return whole pieces/],
      [{ lines: [{ fabric_id: metre._id, quantity: 1.51 }], reason: 'damaged' }, 409, /at most 1.5 m of Raw silk/],
      [{ lines: [{ fabric_id: piece._id, quantity: 1 }], reason: 'bored' }, 400, /reason must be/],
      [{ lines: [], reason: 'damaged' }, 400, /at least one line/],
      [{ lines: [{ fabric_id: crypto.randomUUID(), quantity: 1 }], reason: 'damaged' }, 400, /not in this order/],
    ];
    for (const [payload, status, message] of refusals) {
      const response = await ask(placed._id, payload);
      expect({ status: response.statusCode, message: messageOf(response) }).toEqual({
        status,
        message: expect.stringMatching(message),
      });
    }
    expect(
      (await ask(placed._id, { lines: [{ fabric_id: piece._id, quantity: 1 }], reason: 'damaged' }, stranger))
        .statusCode,
    ).toBe(404);
    expect(await returnCount()).toBe(before);
  });

  it('takes a pre-cut piece back for any reason and a length only for a fault, up to what is left, and every view shows it', async () => {
    const pieceReturn = await asked(placed._id, {
      lines: [{ fabric_id: piece._id, quantity: 1 }],
      reason: 'changed_mind',
      note: 'The colour is not for me',
    });
    expect(pieceReturn).toMatchObject({
      orderId: placed._id,
      vendor: { _id: weaver._id, name: 'Weaver Looms' },
      lines: [{ fabric_id: piece._id, name: 'Block-print pack', quantity: 1, price: 450.5, amount: 450.5 }],
      reason: 'changed_mind',
      note: 'The colour is not for me',
      status: 'requested',
      amount: 450.5,
      history: [{ status: 'requested', actor: 'shopper', actorId: shopper._id, note: 'The colour is not for me' }],
    });
    expect(pieceReturn).not.toHaveProperty('commission');
    const second = await ask(placed._id, { lines: [{ fabric_id: piece._id, quantity: 2 }], reason: 'changed_mind' });
    expect([second.statusCode, messageOf(second)]).toEqual([
      409,
      'You can return at most 1 piece of Block-print pack (2 pieces delivered, 1 piece already asked for or returned).',
    ]);
    // 349.99 × 1.5 = 524.985, rounded half up.
    const lengthReturn = await asked(placed._id, {
      lines: [{ fabric_id: metre._id, quantity: 1.5 }],
      reason: 'damaged',
    });
    expect(lengthReturn.amount).toBe(524.99);

    const shopperView = (
      await ctx.app.inject({ method: 'GET', url: `/api/orders/${placed._id}`, headers: shopper.headers })
    ).json<Order>();
    const weaverPart = shopperView.parts.find((part) => part.vendor._id === weaver._id);
    expect(weaverPart?.returns?.map((item) => [item._id, item.status])).toEqual([
      [pieceReturn._id, 'requested'],
      [lengthReturn._id, 'requested'],
    ]);
    expect(shopperView.parts.find((part) => part.vendor._id === dyer._id)?.returns).toEqual([]);
    const listed = (await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: shopper.headers })).json<
      Order[]
    >();
    expect(listed.find((item) => item._id === placed._id)?.parts.flatMap((part) => part.returns ?? [])).toHaveLength(2);
    const vendorView = (
      await ctx.app.inject({ method: 'GET', url: '/api/orders/vendor/orders', headers: weaver.headers })
    ).json<VendorOrder[]>();
    // 10 % of 450.50 and of 524.99 (52.499), each rounded half up.
    expect(vendorView.find((item) => item._id === placed._id)?.returns?.map((item) => item.commission)).toEqual([
      45.05, 52.5,
    ]);
    const operatorView = await asOperator<AdminOrder>(ctx.app, ctx.operator, 'GET', `/api/admin/orders/${placed._id}`);
    expect(operatorView.parts.flatMap((part) => part.returns ?? []).map((item) => item.status)).toEqual([
      'requested',
      'requested',
    ]);

    expect(await mailsOf(pieceReturn._id)).toEqual([
      expect.objectContaining({ kind: 'return_moved', to: shopper.email }),
      expect.objectContaining({ kind: 'vendor_return', to: weaver.email }),
    ]);
  });

  it('opens for 90 days after the delivery, and closes after', async () => {
    const later = await order([{ fabric_id: piece._id, quantity: 1 }]);
    await deliver(later._id);
    await deliveredDaysAgo(later._id, 89);
    const inTime = await ask(later._id, { lines: [{ fabric_id: piece._id, quantity: 1 }], reason: 'wrong_item' });
    expect(inTime.statusCode).toBe(201);
    const tooLate = await order([{ fabric_id: piece._id, quantity: 1 }]);
    await deliver(tooLate._id);
    await deliveredDaysAgo(tooLate._id, 91);
    const refused = await ask(tooLate._id, { lines: [{ fabric_id: piece._id, quantity: 1 }], reason: 'wrong_item' });
    expect([refused.statusCode, messageOf(refused)]).toEqual([
      409,
      expect.stringMatching(/^The 90-day return window for Weaver Looms's part closed on /),
    ]);
  });
});

describe('the vendor, the shopper and the operator move a return', () => {
  it('follows only the table of moves, and a refused move says what is possible now', async () => {
    const placed = await order([{ fabric_id: piece._id, quantity: 2 }]);
    await deliver(placed._id);
    const stock = await stockOf(piece);
    const ret = await asked(placed._id, { lines: [{ fabric_id: piece._id, quantity: 2 }], reason: 'damaged' });

    const early = await move(ret._id, { status: 'received', restock: true });
    expect([early.statusCode, messageOf(early)]).toEqual([
      409,
      'This return is requested; it can now only be approved by the vendor or rejected by the vendor.',
    ]);
    expect((await move(ret._id, { status: 'approved' }, dyer)).statusCode).toBe(404);
    const noReason = await move(ret._id, { status: 'rejected' });
    expect([noReason.statusCode, messageOf(noReason)]).toEqual([
      400,
      'reason: A reason is required to reject a return.',
    ]);
    expect((await move(ret._id, { status: 'approved', restock: true })).statusCode).toBe(400);

    expect((await moved(ret._id, { status: 'approved' })).status).toBe('approved');
    const again = await move(ret._id, { status: 'approved' });
    expect([again.statusCode, messageOf(again)]).toEqual([
      409,
      'This return is approved; it can now only be marked received by the vendor.',
    ]);
    const received = await moved(ret._id, { status: 'received', restock: true });
    expect(received).toMatchObject({ status: 'received', restocked: true });
    expect(await stockOf(piece)).toBe(stock + 2);
    const noReference = await move(ret._id, { status: 'refunded' });
    expect(noReference.statusCode).toBe(400);
    const refunded = await moved(ret._id, { status: 'refunded', refundReference: 'BANK-TXN-0001' });
    expect(refunded).toMatchObject({ status: 'refunded', refundReference: 'BANK-TXN-0001', commission: 90.1 });
    expect(refunded.history.map((event) => [event.status, event.actor, event.note])).toEqual([
      ['requested', 'shopper', null],
      ['approved', 'vendor', null],
      ['received', 'vendor', 'Received and put back in stock'],
      ['refunded', 'vendor', 'Refund reference BANK-TXN-0001'],
    ]);
    const done = await move(ret._id, { status: 'refunded', refundReference: 'BANK-TXN-0002' });
    expect([done.statusCode, messageOf(done)]).toEqual([409, 'This return is refunded; it cannot change any more.']);
    expect(await stockOf(piece)).toBe(stock + 2);

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders/vendor/returns?status=refunded',
      headers: weaver.headers,
    });
    expect(list.json<VendorReturnPage>().items.map((item) => item._id)).toContain(ret._id);
    const dyersList = await ctx.app.inject({ method: 'GET', url: '/api/orders/vendor/returns', headers: dyer.headers });
    expect(dyersList.json<VendorReturnPage>()).toEqual({ items: [], total: 0, page: 1, pageSize: 25 });
    // The shopper hears of every move; the vendor of the request only, its own moves being its own.
    expect((await mailsOf(ret._id)).map((mail) => mail.kind).sort()).toEqual([
      ...Array(4).fill('return_moved'),
      'vendor_return',
    ]);
  });

  it('lets the shopper escalate a rejection, and the vendor follows the operator’s decision', async () => {
    const placed = await order([{ fabric_id: metre._id, quantity: 2 }]);
    await deliver(placed._id);
    const first = await asked(placed._id, {
      lines: [{ fabric_id: metre._id, quantity: 1 }],
      reason: 'not_as_described',
    });
    const second = await asked(placed._id, { lines: [{ fabric_id: metre._id, quantity: 1 }], reason: 'damaged' });
    const escalate = (id: string, caller: TestUser = shopper, note = 'The photos show the tear') =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/returns/${id}/escalate`,
        headers: caller.headers,
        payload: { note },
      });
    const decide = (id: string, payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/returns/${id}/decide`,
        headers: ctx.operator.headers,
        payload,
      });

    const notRejected = await escalate(first._id);
    expect([notRejected.statusCode, messageOf(notRejected)]).toEqual([
      409,
      'This return is requested; it can now only be approved by the vendor or rejected by the vendor.',
    ]);
    await moved(first._id, { status: 'rejected', reason: 'It left us perfect' });
    await moved(second._id, { status: 'rejected', reason: 'Cut as ordered' });
    expect((await escalate(first._id, stranger)).statusCode).toBe(404);
    expect((await escalate(first._id)).json<Return>().status).toBe('escalated');
    expect((await escalate(second._id)).statusCode).toBe(200);

    const waiting = await asOperator<AdminReturnPage>(
      ctx.app,
      ctx.operator,
      'GET',
      '/api/admin/returns?status=escalated',
    );
    expect(waiting.items.map((item) => [item._id, item.customer.name])).toEqual(
      expect.arrayContaining([
        [first._id, 'Asha Shopper'],
        [second._id, 'Asha Shopper'],
      ]),
    );
    const vendorHeard = (await mailsOf(first._id)).filter((mail) => mail.kind === 'vendor_return');
    const rendered = await Promise.all(
      vendorHeard.map((mail) =>
        renderMail('vendor_return', mail.payload as unknown as ReturnMail, 'https://shop.example'),
      ),
    );
    expect(rendered.map((mail) => mail.subject)).toEqual([
      `Return requested for order ${placed.orderNumber}`,
      `Return escalated for order ${placed.orderNumber}`,
    ]);
    expect(rendered[1]?.text).toContain('Asha Shopper asked the operator to look again at the return you rejected');

    expect(
      (await decide(first._id, { decision: 'approve', note: 'The photos show the tear' })).json<Return>().status,
    ).toBe('approved');
    const noNote = await decide(second._id, { decision: 'reject' });
    expect([noNote.statusCode, messageOf(noNote)]).toEqual([400, 'note: A note is required to uphold a rejection.']);
    expect(
      (await decide(second._id, { decision: 'reject', note: 'Cut as ordered, as the photos show' })).json<Return>()
        .status,
    ).toBe('closed');
    const twice = await decide(second._id, { decision: 'approve' });
    expect([twice.statusCode, messageOf(twice)]).toEqual([409, 'This return is closed; it cannot change any more.']);
    expect((await escalate(second._id)).statusCode).toBe(409);

    await moved(first._id, { status: 'received', restock: false });
    const refunded = await moved(first._id, { status: 'refunded', refundReference: 'UPI-REF-77' });
    expect(refunded.history.map((event) => [event.status, event.actor])).toEqual([
      ['requested', 'shopper'],
      ['rejected', 'vendor'],
      ['escalated', 'shopper'],
      ['approved', 'operator'],
      ['received', 'vendor'],
      ['refunded', 'vendor'],
    ]);
    expect(
      (await asOperator<AdminReturnPage>(ctx.app, ctx.operator, 'GET', '/api/admin/returns?status=closed')).items.map(
        (item) => item._id,
      ),
    ).toEqual([second._id]);
    // Every metre was asked for: the closed return stays answered.
    const more = await ask(placed._id, { lines: [{ fabric_id: metre._id, quantity: 0.5 }], reason: 'damaged' });
    expect(more.statusCode).toBe(409);
  });
});

describe('a remnant', () => {
  it('arrived damaged is taken back and refunded what was paid for it, apart from a length of the same fabric', async () => {
    const ends = await addFabric(ctx.app, weaver, {
      name: 'Silk ends',
      price: 200,
      stock: 2.3,
      category: 'silk',
      minCut: 0.5,
      step: 0.1,
      rolls: [{ length: 0.3 }, { length: 2 }],
    });
    const bought = await order(
      [
        { fabric_id: ends._id, quantity: 1 },
        { fabric_id: ends._id, kind: 'remnant', roll_id: ends.remnants[0]?._id ?? '' },
      ],
      'upi',
    );
    await deliver(bought._id);
    const remnantLine = bought.items.find((line) => line.kind === 'remnant');

    const refused = await ask(bought._id, {
      lines: [{ fabric_id: ends._id, quantity: 0.3, kind: 'remnant' }],
      reason: 'changed_mind',
    });
    expect(refused.statusCode).toBe(409);
    const remnantBack = await asked(bought._id, {
      lines: [{ fabric_id: ends._id, quantity: 0.3, kind: 'remnant' }],
      reason: 'damaged',
    });
    expect(remnantBack.lines).toEqual([expect.objectContaining({ kind: 'remnant', quantity: 0.3 })]);
    expect(remnantBack.amount).toBe(remnantLine?.total);
    // Unsaid, a line of the fabric is its length: the remnant asked for does not use it up.
    const lengthBack = await asked(bought._id, { lines: [{ fabric_id: ends._id, quantity: 0.5 }], reason: 'damaged' });
    expect(lengthBack.lines).toEqual([expect.objectContaining({ kind: 'length', quantity: 0.5 })]);
    const again = await ask(bought._id, {
      lines: [{ fabric_id: ends._id, quantity: 0.1, kind: 'remnant' }],
      reason: 'damaged',
    });
    expect([again.statusCode, messageOf(again)]).toEqual([
      409,
      'All 0.3 m of Silk ends is already asked for or returned.',
    ]);

    await moved(remnantBack._id, { status: 'approved' });
    await moved(remnantBack._id, { status: 'received', restock: true });
    await moved(remnantBack._id, { status: 'refunded' });
    const refunds = await asOperator<AdminRefundPage>(ctx.app, ctx.operator, 'GET', '/api/admin/refunds');
    expect(refunds.items.filter((item) => item.returnId === remnantBack._id).map((item) => item.amount)).toEqual([
      remnantLine?.total,
    ]);
  });
});

describe('refunds in the vendor’s ledger', () => {
  it('posts −(amount − commission − withholding) for UPI and +(commission + what was withheld) for cash, at the line’s own percent, once', async () => {
    const byUpi = await order([{ fabric_id: piece._id, quantity: 3 }], 'upi');
    const inCash = await order([{ fabric_id: metre._id, quantity: 3 }]);
    await deliver(byUpi._id);
    await deliver(inCash._id);
    // The rate changes after the orders were placed: the refunds keep the 10 % each line was sold at.
    await asOperator(ctx.app, ctx.operator, 'PUT', '/api/admin/commission', { defaultPercent: 25 });
    const balance = async () =>
      (
        await ctx.app.inject({ method: 'GET', url: '/api/vendor/ledger', headers: weaver.headers })
      ).json<VendorLedger>();
    const before = (await balance()).balance;

    const upiReturn = await asked(byUpi._id, {
      lines: [{ fabric_id: piece._id, quantity: 1 }],
      reason: 'changed_mind',
    });
    const cashReturn = await asked(inCash._id, {
      lines: [{ fabric_id: metre._id, quantity: 1.5 }],
      reason: 'wrong_item',
    });
    for (const ret of [upiReturn, cashReturn]) {
      await moved(ret._id, { status: 'approved' });
      await moved(ret._id, { status: 'received', restock: true });
    }
    // On UPI the marketplace refunds the shopper; in cash the vendor did, and gives its reference.
    await moved(upiReturn._id, { status: 'refunded' });
    await moved(cashReturn._id, { status: 'refunded', refundReference: `REF-${cashReturn._id.slice(0, 8)}` });
    const reused = await moved(
      (await asked(inCash._id, { lines: [{ fabric_id: metre._id, quantity: 1.5 }], reason: 'damaged' }))._id,
      { status: 'approved' },
    );
    await moved(reused._id, { status: 'received' });
    const duplicate = await move(reused._id, {
      status: 'refunded',
      // The same reference in small letters is the same transfer.
      refundReference: `ref-${cashReturn._id.slice(0, 8)}`,
    });
    expect([duplicate.statusCode, messageOf(duplicate)]).toEqual([
      409,
      `The refund reference REF-${cashReturn._id.slice(0, 8).toUpperCase()} is already recorded for another return.`,
    ]);

    const ledger = await balance();
    const refunds = ledger.entries.filter(
      (entry) => entry.kind === 'refund' && [byUpi._id, inCash._id].includes(entry.orderId ?? ''),
    );
    // UPI: 450.50 less 10 % (45.05) comes off what the vendor is owed, less what its delivery withheld on the
    // piece and now gives back: GST 18 % of 45.05 = 8.109 → 8.11 and TDS 5 % (no PAN) of 450.50 = 22.525 →
    // 22.53, so 450.50 − 45.05 − 8.11 − 22.53 = 374.81. Cash: 524.99 × 10 % = 52.499 → 52.50 back, with the
    // GST on it, 52.50 × 18 % = 9.45, and the TDS its delivery withheld, 5 % of 524.99 = 26.2495 → 26.25: 88.20.
    expect(refunds.map((entry) => [entry.orderId, entry.amount]).sort()).toEqual(
      [
        [byUpi._id, -374.81],
        [inCash._id, 88.2],
      ].sort(),
    );
    expect(Math.round((ledger.balance - before) * 100)).toBe(-37481 + 8820);

    const overview = await asOperator<AdminOverview>(ctx.app, ctx.operator, 'GET', '/api/admin/overview');
    expect(overview.returns).toMatchObject({ refunds: expect.any(Number), escalated: 0 });
    expect(overview.returns?.refunded).toBeGreaterThanOrEqual(450.5 + 524.99);
    await asOperator(ctx.app, ctx.operator, 'PUT', '/api/admin/commission', { defaultPercent: 10 });
  });
});

describe('returns of a line bought with a coupon', () => {
  // 2.5 m of Raw silk: 874.975 → 874.98, 15 % off → 131.25, at 10 % commission. Returned as 0.75 m, then 1.75 m.
  const ledgerOf = async (orderId: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/vendor/ledger', headers: weaver.headers }))
      .json<VendorLedger>()
      .entries.filter((entry) => entry.orderId === orderId)
      .map((entry) => [entry.kind, entry.amount])
      .reverse();
  const refunded = async (orderId: string, quantity: number, method: 'upi' | 'cash_on_delivery') => {
    const ret = await asked(orderId, { lines: [{ fabric_id: metre._id, quantity }], reason: 'damaged' });
    await moved(ret._id, { status: 'approved' });
    await moved(ret._id, { status: 'received' });
    // On UPI the marketplace sends the refund, so the vendor gives no reference.
    return moved(ret._id, {
      status: 'refunded',
      ...(method === 'cash_on_delivery' && { refundReference: `CPN-${ret._id.slice(0, 8)}` }),
    });
  };

  it.each([
    // A vendor's coupon: commission on 874.98 − 131.25 = 743.73 → 74.37, shared 22.31 + 52.06. Withheld at
    // delivery: GST 18 % of 74.37 = 13.3866 → 13.39 and, paid either way, TDS 5 % (no PAN) of the gross 743.73 =
    // 37.1865 → 37.19. The first return gives back GST on 22.31 = 4.0158 → 4.02 and TDS on 223.11 = 11.1555
    // → 11.16; the rest gives back the remainder, 13.39 − 4.02 = 9.37 and 37.19 − 11.16 = 26.03.
    [
      'vendor',
      'upi',
      {
        commissions: [22.31, 52.06],
        ledger: [
          // 743.73 − 74.37 − 13.39 − 37.19
          ['earning', 618.78],
          // −(223.12 − 22.31) + 4.02 + 11.16
          ['refund', -185.63],
          // −(520.61 − 52.06) + 9.37 + 26.03
          ['refund', -433.15],
        ],
      },
    ],
    [
      'vendor',
      'cash_on_delivery',
      {
        commissions: [22.31, 52.06],
        ledger: [
          // −(74.37 + 13.39 + 37.19)
          ['commission_due', -124.95],
          // 22.31 + 4.02 + 11.16
          ['refund', 37.49],
          // 52.06 + 9.37 + 26.03
          ['refund', 87.46],
        ],
      },
    ],
    // The marketplace's coupon: commission on the whole 874.98 → 87.50 (26.25 + 61.25); its discount it takes
    // back. Withheld at delivery: GST 18 % of 87.50 = 15.75 and, paid either way, TDS 5 % of the gross 874.98, which
    // the marketplace's coupon leaves whole, = 43.749 → 43.75. The first return (223.12 + the coupon's 39.37
    // = 262.49) gives back GST on 26.25 = 4.725 → 4.73 and TDS on 262.49 = 13.1245 → 13.12; the rest gives
    // back 15.75 − 4.73 = 11.02 and 43.75 − 13.12 = 30.63.
    [
      'marketplace',
      'upi',
      {
        commissions: [26.25, 61.25],
        ledger: [
          // 874.98 − 87.50 − 15.75 − 43.75
          ['earning', 727.98],
          // −(262.49 − 26.25) + 4.73 + 13.12
          ['refund', -218.39],
          // −(612.49 − 61.25) + 11.02 + 30.63
          ['refund', -509.59],
        ],
      },
    ],
    [
      'marketplace',
      'cash_on_delivery',
      {
        commissions: [26.25, 61.25],
        ledger: [
          // The coupon's 131.25 owed to the vendor, less the commission 87.50, its GST 15.75 and the TDS 43.75
          ['commission_due', -15.75],
          // −(39.37 − 26.25) + 4.73 + 13.12
          ['refund', 4.73],
          // −(91.88 − 61.25) + 11.02 + 30.63
          ['refund', 11.02],
        ],
      },
    ],
  ] as const)(
    'a %s coupon, paid by %s: the shopper gets back what they paid, and the vendor’s ledger for the line nets to zero',
    async (funder, method, expected) => {
      const code = await percentCoupon(
        funder === 'vendor' ? weaver : ctx.operator,
        `BACK${funder.slice(0, 3)}${method.slice(0, 3)}`.toUpperCase(),
        15,
      );
      const placed = await order([{ fabric_id: metre._id, quantity: 2.5 }], method, code);
      expect(placed).toMatchObject({ discount: 131.25, totalPrice: 743.73 });
      await deliver(placed._id);

      // 0.75 m: its 262.49 is 0.3 of the line's 874.98, so it gives back 0.3 of the 743.73 paid, 223.119 →
      // 223.12, and the coupon's share is the rest, 39.37; then the rest: what is left of each, to the paisa.
      const first = await refunded(placed._id, 0.75, method);
      const rest = await refunded(placed._id, 1.75, method);
      expect([first, rest].map((ret) => [ret.amount, ret.commission])).toEqual([
        [223.12, expected.commissions[0]],
        [520.61, expected.commissions[1]],
      ]);
      expect(first.lines).toMatchObject([{ quantity: 0.75, amount: 223.12 }]);
      expect(first.amount + rest.amount).toBeCloseTo(placed.totalPrice, 2);

      const ledger = await ledgerOf(placed._id);
      expect(ledger).toEqual(expected.ledger);
      // The invariant: after the whole line came back, the vendor neither gained nor lost a paisa on it, the
      // withholding included: the returns gave back exactly what the delivery withheld.
      expect(ledger.reduce((sum, [, amount]) => sum + Math.round(Number(amount) * 100), 0)).toBe(0);
    },
  );

  it("pages the vendor's returns, newest first, and says how many there are", async () => {
    const looms = await signUp(ctx.app, 'vendor', { name: 'Pager Looms' });
    const packs = await addFabric(ctx.app, looms, { name: 'Pager pack', unit: 'per_piece', price: 100, stock: 30 });
    const placed = await order([{ fabric_id: packs._id, quantity: 26 }]);
    await deliver(placed._id, looms);
    const asked: string[] = [];
    for (let i = 0; i < 26; i += 1) {
      const answer = await ask(placed._id, { lines: [{ fabric_id: packs._id, quantity: 1 }], reason: 'changed_mind' });
      expect(answer.statusCode).toBe(201);
      asked.push(answer.json<Return>()._id);
    }
    const pageOf = async (query: string) =>
      (
        await ctx.app.inject({ method: 'GET', url: `/api/orders/vendor/returns${query}`, headers: looms.headers })
      ).json<VendorReturnPage>();
    const first = await pageOf('');
    expect([first.total, first.page, first.pageSize, first.items.length]).toEqual([26, 1, 25, 25]);
    expect(first.items[0]?._id).toBe(asked.at(-1));
    const second = await pageOf('?page=2');
    expect([second.total, second.page, second.items.map((item) => item._id)]).toEqual([26, 2, [asked[0]]]);
    expect((await pageOf('?status=requested&page=2')).items).toHaveLength(1);
    expect((await pageOf('?status=approved')).total).toBe(0);
  });
});

describe('a share of a line bought with a coupon', () => {
  // Raw silk 2.5 m = 874.98 and Kalamkari print 2.1 m: 393.645 → 393.65, at 10 % commission. A return's
  // share of the line is its gross (price × quantity, half up) over the line's: the shopper gets back that
  // share of what they paid for the line, half up, and the coupon's share is the rest.
  let print: Fabric;
  beforeAll(async () => {
    print = await addFabric(ctx.app, dyer, { name: 'Kalamkari print', price: 187.45, stock: 50 });
  });
  /** Asks for `quantity` of the silk back and takes the return to refunded, as the weaver does. */
  const refundedPart = async (orderId: string, quantity: number, method: 'upi' | 'cash_on_delivery') => {
    const ret = await asked(orderId, { lines: [{ fabric_id: metre._id, quantity }], reason: 'damaged' });
    await moved(ret._id, { status: 'approved' });
    await moved(ret._id, { status: 'received' });
    return moved(ret._id, {
      status: 'refunded',
      ...(method === 'cash_on_delivery' && { refundReference: `SHR-${ret._id.slice(0, 8)}` }),
    });
  };
  const weaverNetOn = async (orderId: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/vendor/ledger', headers: weaver.headers }))
      .json<VendorLedger>()
      .entries.filter((entry) => entry.orderId === orderId)
      .reduce((sum, entry) => sum + Math.round(entry.amount * 100), 0);
  const amountsOf = (returned: Return[]) => returned.map((ret) => [ret.amount, ret.commission]);
  const paise = (rupees: number[]) => rupees.reduce((sum, amount) => sum + Math.round(amount * 100), 0);

  it('a 100% coupon: a part of the line comes back at nothing (never below), and the whole line gives the vendor back what it was credited', async () => {
    const code = await percentCoupon(ctx.operator, 'SHAREFREE', 100);
    const placed = await order([{ fabric_id: metre._id, quantity: 2.5 }], 'cash_on_delivery', code);
    expect(placed).toMatchObject({ discount: 874.98, totalPrice: 0 });
    await deliver(placed._id);

    // 0.55 m: 192.49 of gross, all of it the coupon's; the commission on it, 19.249 → 19.25, is the
    // marketplace's own (its coupon leaves the vendor's price whole); the rest of 87.50 with the rest.
    const returned = [await refundedPart(placed._id, 0.55, 'cash_on_delivery')];
    returned.push(await refundedPart(placed._id, 1.95, 'cash_on_delivery'));
    expect(amountsOf(returned)).toEqual([
      [0, 19.25],
      [0, 68.25],
    ]);
    expect(await weaverNetOn(placed._id)).toBe(0);
  });

  it('a vendor’s 15% coupon by UPI: each return gives back its share of what was paid, half up, and the three together exactly what was paid', async () => {
    const code = await percentCoupon(weaver, 'SHAREWEAVE15', 15);
    const placed = await order(
      [
        { fabric_id: metre._id, quantity: 2.5 },
        { fabric_id: print._id, quantity: 2.1 },
      ],
      'upi',
      code,
    );
    // Only the weaver's silk is its coupon's: 874.98 × 15 % = 131.247 → 131.25, so 743.73 paid for the silk.
    expect(placed).toMatchObject({ discount: 131.25, totalPrice: 743.73 + 393.65 });
    await deliver(placed._id);

    // 0.55 m: 192.49 of 874.98 × 743.73 = 163.6158 → 163.62 (a gross and a discount each rounded
    // on their own gave 163.61); 0.6 m: up to 1.15 m, 342.115 → 342.12, less 163.62 = 178.50; the rest 401.61.
    // Commissions, on what was paid as the vendor's coupon lowers its price: 16.36, 17.85 and 40.16 = 74.37.
    const returned = [];
    for (const quantity of [0.55, 0.6, 1.35]) returned.push(await refundedPart(placed._id, quantity, 'upi'));
    expect(amountsOf(returned)).toEqual([
      [163.62, 16.36],
      [178.5, 17.85],
      [401.61, 40.16],
    ]);
    expect(paise(returned.map((ret) => ret.amount))).toBe(74_373);
    expect(await weaverNetOn(placed._id)).toBe(0);
  });

  it('the marketplace’s 7.5% coupon over two vendors: a return of half the silk gives back half of what was paid for it, half up', async () => {
    const code = await percentCoupon(ctx.operator, 'SHARESTORE75', 7.5);
    const placed = await order(
      [
        { fabric_id: metre._id, quantity: 2.5 },
        { fabric_id: print._id, quantity: 2.1 },
      ],
      'cash_on_delivery',
      code,
    );
    // 1,268.63 × 7.5 % = 95.147 → 95.15, shared by the lines' totals: 65.63 on the silk, 29.52 on the print.
    expect(placed).toMatchObject({ discount: 95.15, totalPrice: 1173.48 });
    await deliver(placed._id);

    // 1.25 m: 437.49 of 874.98 is half, and half of the 809.35 paid is 404.675 → 404.68 (a gross and a
    // discount each rounded on their own gave 404.67); the other half gets the rest, 404.67. Commissions on
    // the gross, as the marketplace's coupon leaves the vendor's price whole: 43.75 each.
    const returned = [await refundedPart(placed._id, 1.25, 'cash_on_delivery')];
    returned.push(await refundedPart(placed._id, 1.25, 'cash_on_delivery'));
    expect(amountsOf(returned)).toEqual([
      [404.68, 43.75],
      [404.67, 43.75],
    ]);
    expect(await weaverNetOn(placed._id)).toBe(0);
  });
});

describe("a shopper's photos of a return", () => {
  let photo: Buffer;
  beforeAll(async () => {
    photo = await drawPhoto('jpeg', { width: 640, height: 320 });
  });

  const addPhoto = (returnId: string, bytes: Buffer, caller: TestUser = shopper) => {
    const { payload, headers } = photoUpload(bytes);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/returns/${returnId}/photos`,
      payload,
      headers: { ...headers, ...caller.headers },
    });
  };
  const view = (url: string, caller?: TestUser) =>
    ctx.app.inject({ method: 'GET', url, ...(caller && { headers: caller.headers }) });
  const variantRows = async () => (await ctx.database.db.select().from(returnPhotoVariants)).length;

  async function damagedReturn(): Promise<Return> {
    const placed = await order([{ fabric_id: metre._id, quantity: 2 }]);
    await deliver(placed._id);
    return asked(placed._id, { lines: [{ fabric_id: metre._id, quantity: 1 }], reason: 'damaged', note: 'Torn' });
  }

  it('takes up to three photos while the return is open, and shows them only to its shopper, vendor and the operator', async () => {
    const damaged = await damagedReturn();
    expect(damaged.photos).toEqual([]);
    const added = await addPhoto(damaged._id, photo);
    expect(added.statusCode, added.body).toBe(201);
    const [first] = added.json<Return>().photos;
    expect(first).toMatchObject({ width: 640, height: 320 });
    expect(first?.thumbnailUrl).toMatch(new RegExp(`^/api/returns/${damaged._id}/photos/[0-9a-f]{32}\\.webp$`));

    for (const reader of [shopper, weaver, ctx.operator]) {
      const seen = await view(first?.url ?? '', reader);
      expect(seen.statusCode).toBe(200);
      expect(seen.headers['content-type']).toBe('image/webp');
      expect(seen.headers['cache-control']).toBe('private, no-store');
      // The bytes themselves, a RIFF…WEBP file, not a serialised string.
      expect(seen.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
    expect((await view(first?.url ?? '')).statusCode).toBe(401);
    for (const outsider of [stranger, dyer]) expect((await view(first?.url ?? '', outsider)).statusCode).toBe(404);
    // Never public: the catalog's image route does not know a return photo's bytes.
    const file = first?.url.split('/').at(-1);
    expect((await view(`/images/${file}`)).statusCode).toBe(404);

    // The vendor's list and the order page carry the photos too.
    const vendorList = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders/vendor/returns',
      headers: weaver.headers,
    });
    expect(vendorList.json<VendorReturnPage>().items.find((item) => item._id === damaged._id)?.photos).toHaveLength(1);
    const shoppersOrder = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${damaged.orderId}`,
      headers: shopper.headers,
    });
    expect(shoppersOrder.body).toContain(first?.thumbnailUrl);

    // A rejected return still takes photos (to escalate with); a fourth photo is refused, storing nothing.
    await moved(damaged._id, { status: 'rejected', reason: 'Looks fine to us' });
    for (let count = 2; count <= 3; count += 1) expect((await addPhoto(damaged._id, photo)).statusCode).toBe(201);
    const before = await variantRows();
    const fourth = await addPhoto(damaged._id, photo);
    expect([fourth.statusCode, messageOf(fourth)]).toEqual([409, 'A return has at most 3 photos.']);
    expect(await variantRows()).toBe(before);
  });

  it("refuses what is not a photo as fabric photos are, another shopper's return, and a return no longer open", async () => {
    const damaged = await damagedReturn();
    const before = await variantRows();
    const pdf = await addPhoto(damaged._id, Buffer.from('%PDF-1.4 not a photo'));
    expect(pdf.statusCode).toBe(415);
    expect(messageOf(pdf)).toMatch(/not a photo the store can read/);
    expect((await addPhoto(damaged._id, Buffer.alloc(0))).statusCode).toBe(400);
    expect((await addPhoto(damaged._id, photo, stranger)).statusCode).toBe(404);
    expect((await addPhoto(damaged._id, photo, weaver)).statusCode).toBe(403);
    await moved(damaged._id, { status: 'approved' });
    const late = await addPhoto(damaged._id, photo);
    expect([late.statusCode, messageOf(late)]).toEqual([
      409,
      'This return is approved: photos can be added only while it is requested, rejected or escalated.',
    ]);
    expect(await variantRows()).toBe(before);
  });

  it("goes with the shopper's deleted account, and the return stays", async () => {
    const leaving = await signUp(ctx.app, 'customer');
    const checkout = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: leaving.headers,
      payload: {
        items: [{ fabric_id: piece._id, quantity: 1 }],
        paymentMethod: 'cash_on_delivery',
        shippingAddress: SHIPPING_ADDRESS,
      },
    });
    const placed = checkout.json<Order>();
    await deliver(placed._id);
    const damaged = (
      await ask(placed._id, { lines: [{ fabric_id: piece._id, quantity: 1 }], reason: 'damaged' }, leaving)
    ).json<Return>();
    const withPhoto = (await addPhoto(damaged._id, photo, leaving)).json<Return>();
    const url = withPhoto.photos[0]?.url ?? '';
    expect((await view(url, weaver)).statusCode).toBe(200);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/profile/delete',
      headers: leaving.headers,
      payload: { userId: leaving._id },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await view(url, weaver)).statusCode).toBe(404);
    const vendorList = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders/vendor/returns',
      headers: weaver.headers,
    });
    expect(vendorList.json<VendorReturnPage>().items.find((item) => item._id === damaged._id)).toMatchObject({
      status: 'requested',
      photos: [],
    });
  });
});

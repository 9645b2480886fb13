import type { Fabric, Order } from '@fabric-store/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdRow } from '../../../test-support/row-lock';
import { addFabric, createTestApp, placeOrder, signUp, type TestContext } from '../../../test-support/test-app';
import { mailOutbox, orders } from '../../db/schema';
import { expireUnpaidOrders } from '../../jobs/payment-expiry';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const stockOf = async (fabric: Fabric) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/fabrics/${fabric._id}` })).json<Fabric>().stock;

describe('the expiry of unpaid UPI orders', () => {
  it('cancels an order past its window once, however many sweeps race, and gives its stock back once', async () => {
    const [weaver, printer, shopper] = await Promise.all([
      signUp(ctx.app, 'vendor'),
      signUp(ctx.app, 'vendor'),
      signUp(ctx.app, 'customer'),
    ]);
    const [silk, cotton] = await Promise.all([
      addFabric(ctx.app, weaver, { price: 500, stock: 10 }),
      addFabric(ctx.app, printer, { price: 100, stock: 10 }),
    ]);
    const lines = [
      { fabric_id: silk._id, quantity: 2 },
      { fabric_id: cotton._id, quantity: 3 },
    ];
    const late = await placeOrder(ctx.app, shopper, lines, 'upi');
    const inTime = await placeOrder(ctx.app, shopper, lines, 'upi');
    const inCash = await placeOrder(ctx.app, shopper, lines);
    await ctx.database.db
      .update(orders)
      .set({ paymentDueBy: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, late._id));
    expect([await stockOf(silk), await stockOf(cotton)]).toEqual([4, 1]);

    const swept = await Promise.all([expireUnpaidOrders(ctx.database.db), expireUnpaidOrders(ctx.database.db)]);
    expect(swept.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await expireUnpaidOrders(ctx.database.db)).toBe(0);

    const view = async (order: Order) =>
      (
        await ctx.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: shopper.headers })
      ).json<Order>();
    const expired = await view(late);
    expect(expired.payment.status).toBe('expired');
    expect(expired.payment.upiUri).toBeUndefined();
    expect(expired.status).toBe('cancelled');
    for (const part of expired.parts) {
      expect(part.status).toBe('cancelled');
      expect(part.history.at(-1)).toMatchObject({ status: 'cancelled', actor: 'system', actorId: null });
    }
    expect([await stockOf(silk), await stockOf(cotton)]).toEqual([6, 4]);
    const mails = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'order_expired'));
    expect(mails.map((mail) => [mail.recipient, (mail.payload as { orderId: string }).orderId])).toEqual([
      [shopper.email, late._id],
    ]);
    expect((await view(inTime)).payment.status).toBe('awaiting_payment');
    expect((await view(inCash)).payment.status).toBe('due_on_delivery');
  });

  it('expires order by order, so it never deadlocks with a checkout taking the same fabrics in id order', async () => {
    const [weaver, shopper] = await Promise.all([signUp(ctx.app, 'vendor'), signUp(ctx.app, 'customer')]);
    const [first, second] = (
      await Promise.all([addFabric(ctx.app, weaver, { stock: 10 }), addFabric(ctx.app, weaver, { stock: 10 })])
    ).sort((a, b) => a._id.localeCompare(b._id));
    if (!first || !second) throw new Error('no fabrics');
    // The older order holds the later fabric, so one sweep over both would take it before the earlier one.
    const older = await placeOrder(ctx.app, shopper, [{ fabric_id: second._id, quantity: 1 }], 'upi');
    const newer = await placeOrder(ctx.app, shopper, [{ fabric_id: first._id, quantity: 1 }], 'upi');
    for (const [order, minutes] of [
      [older, 2],
      [newer, 1],
    ] as const) {
      await ctx.database.db
        .update(orders)
        .set({ paymentDueBy: sql`now() - make_interval(mins => ${minutes})` })
        .where(eq(orders.id, order._id));
    }
    // A checkout that has taken the first fabric and will take the second next.
    const checkout = await holdRow(ctx.databaseUrl ?? '', 'fabrics', first._id);
    const sweep = expireUnpaidOrders(ctx.database.db);
    await checkout.waiters(1);
    const secondLine = checkout.alsoLock('fabrics', second._id);
    const [swept, taken] = await Promise.allSettled([sweep, secondLine.then(() => checkout.release())]);
    expect(taken.status).toBe('fulfilled');
    expect(swept).toEqual({ status: 'fulfilled', value: 2 });
    expect([await stockOf(first), await stockOf(second)]).toEqual([10, 10]);
  });

  it('asks nothing more of an order its shopper cancelled unpaid: no link, no expiry, no mail', async () => {
    const [weaver, shopper] = await Promise.all([signUp(ctx.app, 'vendor'), signUp(ctx.app, 'customer')]);
    const linen = await addFabric(ctx.app, weaver, { price: 200, stock: 10 });
    const order = await placeOrder(ctx.app, shopper, [{ fabric_id: linen._id, quantity: 4 }], 'upi');
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/cancel`,
      headers: shopper.headers,
      payload: { reason: 'Found it elsewhere' },
    });
    expect(cancel.statusCode).toBe(200);
    await ctx.database.db
      .update(orders)
      .set({ paymentDueBy: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, order._id));

    expect(await expireUnpaidOrders(ctx.database.db)).toBe(0);
    const view = (
      await ctx.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: shopper.headers })
    ).json<Order>();
    expect(view.status).toBe('cancelled');
    // Every part cancelled: nothing is asked for any more.
    expect(view.payment).toEqual({ method: 'upi', status: 'awaiting_payment', amount: 0 });
    expect(view.parts[0]?.history.map((event) => event.actor)).toEqual(['shopper', 'shopper']);
    expect(await stockOf(linen)).toBe(10);
    const mails = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, shopper.email));
    expect(mails.map((mail) => mail.kind)).not.toContain('order_expired');
  });
});

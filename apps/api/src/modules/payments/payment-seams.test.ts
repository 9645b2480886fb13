import { type Coupon, formatInIndia, type Order, type VendorOrder } from '@fabric-store/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator } from '../../../test-support/operator';
import { openShop, type Shop, upiPayee } from '../../../test-support/shop';
import { addFabric, moveOrderPart, placeOrder, type TestUser } from '../../../test-support/test-app';
import { mailOutbox, orders } from '../../db/schema';
import { expireUnpaidOrders } from '../../jobs/payment-expiry';
import type { PaymentMail } from '../mail/kinds';
import { renderMail } from '../mail/messages';

let ctx: Shop<'weaver' | 'shopper'>;
let weaver: TestUser;
let shopper: TestUser;

beforeAll(async () => {
  ctx = await openShop({ users: { weaver: 'vendor', shopper: 'customer' }, upi: upiPayee(10) });
  ({ weaver, shopper } = ctx.users);
});
afterAll(() => ctx.close());

const pay = (orderId: string, utr: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/payment`, headers: shopper.headers, payload: { utr } });
const shopperView = async (orderId: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: shopper.headers })).json<Order>();
const vendorView = async (orderId: string) => {
  const list = await ctx.app.inject({ method: 'GET', url: '/api/orders/vendor/orders', headers: weaver.headers });
  return list.json<VendorOrder[]>().find((order) => order._id === orderId);
};
const mailsTo = (recipient: string, kind: string) =>
  ctx.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, recipient), eq(mailOutbox.kind, kind)));
const newPartMails = async (orderId: string) =>
  (await mailsTo(weaver.email, 'vendor_new_part')).filter(
    (mail) => (mail.payload as { orderId: string }).orderId === orderId,
  );

describe('a UTR rejected after the payment window', () => {
  it('reopens the whole window from the rejection, tells the shopper the new time, and takes a corrected UTR', async () => {
    const silk = await addFabric(ctx.app, weaver, { price: 800, stock: 10 });
    const order = await placeOrder(ctx.app, shopper, [{ fabric_id: silk._id, quantity: 1 }], 'upi');
    expect((await pay(order._id, '111122223333')).statusCode).toBe(200);
    // The operator gets to it at 11 minutes, a minute after the 10-minute window closed.
    await ctx.database.db
      .update(orders)
      .set({ paymentDueBy: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, order._id));
    await asOperator(ctx.app, ctx.operator, 'POST', `/api/admin/orders/${order._id}/payment/reject`, {
      reason: 'No such UTR on the statement: one digit looks wrong',
    });

    const reopened = await shopperView(order._id);
    expect(reopened.payment.status).toBe('awaiting_payment');
    const left = Date.parse(reopened.payment.dueBy ?? '') - Date.now();
    expect(left).toBeGreaterThan(9 * 60_000);
    expect(left).toBeLessThanOrEqual(10 * 60_000);
    expect(await expireUnpaidOrders(ctx.database.db)).toBe(0);
    expect((await shopperView(order._id)).status).not.toBe('cancelled');

    const [rejected] = (await mailsTo(shopper.email, 'payment_rejected')).filter(
      (mail) => (mail.payload as { orderId: string }).orderId === order._id,
    );
    const payload = rejected?.payload as unknown as PaymentMail;
    expect(payload.payBy).toBe(reopened.payment.dueBy);
    const mail = await renderMail('payment_rejected', payload, 'https://fabric.test');
    const payBy = formatInIndia(reopened.payment.dueBy ?? '', 'longDayAndTime');
    expect(mail.text).toContain(`enter it again on the order page by ${payBy}`);

    const corrected = await pay(order._id, '111122223338');
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json<Order>().payment.status).toBe('verifying');
  });
});

describe('a UPI order a coupon takes to nothing', () => {
  it('is paid at checkout, with no link and no window, and its vendor may ship it at once', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: ctx.operator.headers,
      payload: { code: 'ALLFREE', kind: 'percent', value: 100 },
    });
    expect(created.json<Coupon>().code).toBe('ALLFREE');
    const linen = await addFabric(ctx.app, weaver, { price: 300, stock: 10 });
    const order = await placeOrder(ctx.app, shopper, [{ fabric_id: linen._id, quantity: 2 }], 'upi', 'ALLFREE');
    expect(order.totalPrice).toBe(0);
    expect(order.payment).toMatchObject({ method: 'upi', status: 'paid', amount: 0 });
    expect(order.payment.upiUri).toBeUndefined();
    expect(order.payment.dueBy).toBeUndefined();
    expect(order.payment.paidAt).toEqual(expect.any(String));

    expect((await vendorView(order._id))?.paymentState).toBe('paid');
    expect(await newPartMails(order._id)).toHaveLength(1);
    for (const status of ['accepted', 'shipped']) {
      expect((await moveOrderPart(ctx.app, weaver, order._id, status)).statusCode).toBe(200);
    }
    expect(await expireUnpaidOrders(ctx.database.db)).toBe(0);
  });
});

describe('the vendor and a UPI order’s payment', () => {
  it('sees each part’s payment state, and is asked to accept a UPI part once its payment is confirmed', async () => {
    const cotton = await addFabric(ctx.app, weaver, { price: 250, stock: 20 });
    const byUpi = await placeOrder(ctx.app, shopper, [{ fabric_id: cotton._id, quantity: 2 }], 'upi');
    const inCash = await placeOrder(ctx.app, shopper, [{ fabric_id: cotton._id, quantity: 1 }]);

    expect((await vendorView(byUpi._id))?.paymentState).toBe('awaiting_payment');
    expect(await newPartMails(byUpi._id)).toHaveLength(0);
    expect((await vendorView(inCash._id))?.paymentState).toBe('cash_due');
    expect(await newPartMails(inCash._id)).toHaveLength(1);

    expect((await pay(byUpi._id, '444455556666')).statusCode).toBe(200);
    expect((await vendorView(byUpi._id))?.paymentState).toBe('verifying');
    expect(await newPartMails(byUpi._id)).toHaveLength(0);

    await asOperator(ctx.app, ctx.operator, 'POST', `/api/admin/orders/${byUpi._id}/payment/confirm`);
    expect((await vendorView(byUpi._id))?.paymentState).toBe('paid');
    const asked = await newPartMails(byUpi._id);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.payload).toMatchObject({ orderId: byUpi._id, paymentMethod: 'upi' });

    for (const status of ['accepted', 'shipped', 'delivered']) {
      expect((await moveOrderPart(ctx.app, weaver, inCash._id, status)).statusCode).toBe(200);
    }
    expect((await vendorView(inCash._id))?.paymentState).toBe('cash_collected');
  });

  it('is not told of the cancel of a UPI order it was never asked to accept', async () => {
    const silk = await addFabric(ctx.app, weaver, { price: 500, stock: 5 });
    const unpaid = await placeOrder(ctx.app, shopper, [{ fabric_id: silk._id, quantity: 1 }], 'upi');
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${unpaid._id}/cancel`,
      headers: shopper.headers,
      payload: { reason: 'Ordered the wrong colour' },
    });
    expect(cancelled.statusCode).toBe(200);
    const told = (await mailsTo(weaver.email, 'vendor_part_cancelled')).filter(
      (mail) => (mail.payload as { orderId: string }).orderId === unpaid._id,
    );
    expect(told).toEqual([]);
    expect(await newPartMails(unpaid._id)).toEqual([]);
  });
});

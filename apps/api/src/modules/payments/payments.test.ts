import type {
  AdminAuditPage,
  AdminOrder,
  AdminPaymentPage,
  AdminRefund,
  AdminRefundPage,
  AdminSettings,
  Coupon,
  Order,
  VendorOrder,
} from '@fabric-store/shared';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectJournalBalanced } from '../../../test-support/journal';
import { asOperator } from '../../../test-support/operator';
import { holdRow } from '../../../test-support/row-lock';
import { openShop, type Shop } from '../../../test-support/shop';
import {
  addFabric,
  messageOf,
  moveOrderPart,
  placeOrder,
  SHIPPING_ADDRESS,
  signUp,
  type TestUser,
} from '../../../test-support/test-app';
import { mailOutbox, upiRefunds } from '../../db/schema';
import type { PaymentMail, RefundSentMail } from '../mail/kinds';
import { renderMail } from '../mail/messages';

let ctx: Shop;

beforeAll(async () => {
  ctx = await openShop();
});
// Whatever a test moved, every journal entry still sums to zero.
afterEach(() => expectJournalBalanced(ctx.database.db));
afterAll(() => ctx.close());

const pay = (shopper: TestUser, orderId: string, utr: unknown) =>
  ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/payment`, headers: shopper.headers, payload: { utr } });
const decide = (orderId: string, decision: 'confirm' | 'reject', reason?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/payment/${decision}`,
    headers: ctx.operator.headers,
    ...(reason && { payload: { reason } }),
  });
const shopperView = async (shopper: TestUser, orderId: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: shopper.headers })).json<Order>();

describe('UPI payment', () => {
  it('keeps the UPI settings, with a day to pay until the operator sets another window', async () => {
    const settings = await asOperator<AdminSettings>(ctx.app, ctx.operator, 'GET', '/api/admin/settings');
    expect(settings.upiPaymentWindowMinutes).toBe(1440);
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: ctx.operator.headers,
      payload: { upiVpa: 'not a vpa' },
    });
    expect(refused.statusCode).toBe(400);
    expect(
      await asOperator<AdminSettings>(ctx.app, ctx.operator, 'PUT', '/api/admin/settings', {
        upiVpa: 'fabricstore@okaxis',
        upiPayeeName: 'Fabric & Co',
      }),
    ).toEqual({ ...settings, upiVpa: 'fabricstore@okaxis', upiPayeeName: 'Fabric & Co' });
  });

  it('moves an order from awaiting payment through verifying to paid, with the link and the UTR rules', async () => {
    await asOperator(ctx.app, ctx.operator, 'PUT', '/api/admin/settings', {
      upiVpa: 'fabricstore@okaxis',
      upiPayeeName: 'Fabric & Co',
    });
    const [weaver, shopper, other] = await Promise.all([
      signUp(ctx.app, 'vendor'),
      signUp(ctx.app, 'customer'),
      signUp(ctx.app, 'customer'),
    ]);
    const silk = await addFabric(ctx.app, weaver, { price: 1234.5, stock: 20 });
    const order = await placeOrder(ctx.app, shopper, [{ fabric_id: silk._id, quantity: 2 }], 'upi');
    const reference = order._id.replace(/-/g, '');
    expect(order.payment).toMatchObject({ method: 'upi', status: 'awaiting_payment', amount: 2469 });
    // The note the shopper's bank shows names the order by the number on its confirmation.
    expect(order.payment.upiUri).toBe(
      `upi://pay?pa=fabricstore%40okaxis&pn=Fabric%20%26%20Co&am=2469.00&cu=INR&tr=${reference}&tn=Fabric%20Store%20order%20${order.orderNumber}`,
    );
    expect(Date.parse(order.payment.dueBy ?? '') - Date.parse(order.orderDate)).toBe(1440 * 60_000);

    for (const utr of ['12345678901', '1234567890123', 'abcdefghijkl', 123456789012]) {
      expect((await pay(shopper, order._id, utr)).statusCode).toBe(400);
    }
    expect((await pay(other, order._id, '123456789012')).statusCode).toBe(404);
    expect((await decide(order._id, 'confirm')).statusCode).toBe(409);

    const given = await pay(shopper, order._id, '123456789012');
    expect(given.statusCode).toBe(200);
    expect(given.json<Order>().payment).toMatchObject({ status: 'verifying', utr: '123456789012' });
    expect(given.json<Order>().payment.upiUri).toBeUndefined();
    expect((await pay(shopper, order._id, '123456789012')).statusCode).toBe(409);

    // The same UTR for another order: 409, and that order still awaits payment.
    const second = await placeOrder(ctx.app, shopper, [{ fabric_id: silk._id, quantity: 1 }], 'upi');
    const reused = await pay(shopper, second._id, '123456789012');
    expect(reused.statusCode).toBe(409);
    expect(messageOf(reused)).toMatch(/already given for another order/);
    expect((await shopperView(shopper, second._id)).payment.status).toBe('awaiting_payment');

    // Rejected: back to awaiting payment, with the reason shown to the shopper; the UTR may be given again.
    expect((await decide(order._id, 'reject')).statusCode).toBe(400);
    const rejected = await decide(order._id, 'reject', 'No such UTR on the statement');
    expect(rejected.statusCode).toBe(200);
    expect((await shopperView(shopper, order._id)).payment).toMatchObject({
      status: 'awaiting_payment',
      rejectedReason: 'No such UTR on the statement',
    });
    expect((await pay(shopper, order._id, '999988887777')).statusCode).toBe(200);

    // Unpaid, the vendor may accept the part but not ship it.
    expect((await moveOrderPart(ctx.app, weaver, order._id, 'accepted')).statusCode).toBe(200);
    const early = await moveOrderPart(ctx.app, weaver, order._id, 'shipped');
    expect(early.statusCode).toBe(409);
    expect(messageOf(early)).toMatch(/awaits its UPI payment/);

    const confirmed = await decide(order._id, 'confirm');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json<AdminOrder>().payment).toMatchObject({ status: 'paid', utr: '999988887777' });
    expect((await decide(order._id, 'confirm')).statusCode).toBe(409);
    // The audit log names the order by its number, as the console's other screens do.
    const audit = await asOperator<AdminAuditPage>(ctx.app, ctx.operator, 'GET', '/api/admin/audit?action=confirmed');
    expect(audit.items.find((entry) => entry.targetId === order._id)?.targetName).toBe(order.orderNumber);
    // The shopper is mailed of the rejection (with the reason) and of the payment received, through the outbox.
    const mails = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, shopper.email), like(mailOutbox.kind, 'payment_%')))
      .orderBy(mailOutbox.createdAt);
    expect(mails.map((mail) => mail.kind)).toEqual(['payment_rejected', 'payment_received']);
    const received = await renderMail(
      'payment_received',
      mails[1]?.payload as unknown as PaymentMail,
      'https://fabric.test',
    );
    expect(received.subject).toBe(`Payment received for your order ${order.orderNumber}`);
    expect(received.text).toContain('Rs. 2,469.00 (UTR 999988887777)');
    const rejectedMail = await renderMail(
      'payment_rejected',
      mails[0]?.payload as unknown as PaymentMail,
      'https://fabric.test',
    );
    expect(rejectedMail.text).toContain('Reason: No such UTR on the statement');

    const paid = await shopperView(shopper, order._id);
    expect(paid.payment.status).toBe('paid');
    expect(paid.payment.paidAt).toEqual(expect.any(String));
    expect(paid.payment.rejectedReason).toBeUndefined();

    const vendorView = (
      await ctx.app.inject({ method: 'GET', url: '/api/orders/vendor/orders', headers: weaver.headers })
    )
      .json<VendorOrder[]>()
      .find((part) => part._id === order._id);
    expect(vendorView?.payment).toMatchObject({ method: 'upi', status: 'paid' });
    expect(vendorView?.payment.utr).toBeUndefined();
    expect((await moveOrderPart(ctx.app, weaver, order._id, 'shipped')).statusCode).toBe(200);
  });

  it('lists the payments to verify for the operator, oldest first, and each settled one under its status', async () => {
    const [weaver, shopper] = await Promise.all([signUp(ctx.app, 'vendor'), signUp(ctx.app, 'customer')]);
    const linen = await addFabric(ctx.app, weaver, { price: 250.5, stock: 20 });
    const first = await placeOrder(ctx.app, shopper, [{ fabric_id: linen._id, quantity: 2 }], 'upi');
    const second = await placeOrder(ctx.app, shopper, [{ fabric_id: linen._id, quantity: 1 }], 'upi');
    const unpaid = await placeOrder(ctx.app, shopper, [{ fabric_id: linen._id, quantity: 3 }], 'upi');
    await pay(shopper, second._id, '555500001111');
    await pay(shopper, first._id, '555500002222');
    const list = (query: string) =>
      asOperator<AdminPaymentPage>(ctx.app, ctx.operator, 'GET', `/api/admin/payments${query}`).then((page) =>
        page.items.filter((item) => [first._id, second._id, unpaid._id].includes(item._id)),
      );

    expect(await list('')).toEqual([
      {
        _id: first._id,
        orderNumber: first.orderNumber,
        orderDate: first.orderDate,
        customerName: shopper.name,
        customerEmail: shopper.email,
        amount: 501,
        orderTotal: 501,
        status: 'verifying',
        utr: '555500002222',
        utrAt: expect.any(String),
        paidAt: null,
        orderCancelled: false,
      },
      expect.objectContaining({ _id: second._id, amount: 250.5, utr: '555500001111' }),
    ]);
    expect((await list('?status=awaiting_payment')).map((item) => [item._id, item.utr])).toEqual([[unpaid._id, null]]);

    await decide(first._id, 'confirm');
    expect((await list('?status=verifying')).map((item) => item._id)).toEqual([second._id]);
    const [paid] = await list('?status=paid');
    expect(paid).toMatchObject({ _id: first._id, status: 'paid', paidAt: expect.any(String) });

    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/payments?status=collected',
      headers: ctx.operator.headers,
    });
    expect(refused.statusCode).toBe(400);
    expect(messageOf(refused)).toMatch(/status must be verifying, awaiting_payment, paid or expired/);
  });

  it('shows cash on delivery as due until the part is delivered, then collected with the time', async () => {
    const [weaver, shopper] = await Promise.all([signUp(ctx.app, 'vendor'), signUp(ctx.app, 'customer')]);
    const cotton = await addFabric(ctx.app, weaver, { price: 100, stock: 20 });
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: shopper.headers,
      payload: {
        items: [{ fabric_id: cotton._id, quantity: 1 }],
        paymentMethod: 'cash_on_delivery',
        shippingAddress: SHIPPING_ADDRESS,
      },
    });
    const order = placed.json<Order>();
    expect(order.payment).toEqual({ method: 'cash_on_delivery', status: 'due_on_delivery', amount: 100 });
    expect((await pay(shopper, order._id, '123412341234')).statusCode).toBe(409);
    for (const status of ['accepted', 'shipped', 'delivered']) await moveOrderPart(ctx.app, weaver, order._id, status);
    const delivered = await shopperView(shopper, order._id);
    expect(delivered.payment).toMatchObject({
      status: 'collected',
      collectedAt: delivered.parts[0]?.paymentCollectedAt,
    });
  });
});

describe('UPI refunds of cancelled parts', () => {
  beforeAll(() =>
    asOperator(ctx.app, ctx.operator, 'PUT', '/api/admin/settings', {
      upiVpa: 'fabricstore@okaxis',
      upiPayeeName: 'Fabric & Co',
    }),
  );
  const refundsDue = (orderId: string) =>
    asOperator<AdminRefundPage>(ctx.app, ctx.operator, 'GET', '/api/admin/refunds').then((page) =>
      page.items.filter((item) => item.orderId === orderId),
    );
  const markRefunded = (refundId: string, reference: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${refundId}/refunded`,
      headers: ctx.operator.headers,
      payload: { reference },
    });
  const refundRows = (orderId: string) =>
    ctx.database.db.select().from(upiRefunds).where(eq(upiRefunds.orderId, orderId));
  async function cancelPart(vendor: TestUser, orderId: string) {
    const cancelled = await moveOrderPart(ctx.app, vendor, orderId, 'cancelled', { reason: 'Out of stock' });
    if (cancelled.statusCode !== 200) throw new Error(`cancel refused: ${cancelled.body}`);
  }
  const partOf = (order: Order, vendor: TestUser) => order.parts.find((part) => part.vendor._id === vendor._id);

  /** Two vendors' parts in one UPI order: Rs. 1,000 of the weaver's silk and Rs. 500 of the dyer's cotton. */
  async function twoPartOrder(couponCode?: string) {
    const [weaver, dyer, shopper] = await Promise.all([
      signUp(ctx.app, 'vendor'),
      signUp(ctx.app, 'vendor'),
      signUp(ctx.app, 'customer'),
    ]);
    const [silk, cotton] = await Promise.all([
      addFabric(ctx.app, weaver, { price: 1000, stock: 20 }),
      addFabric(ctx.app, dyer, { price: 500, stock: 20 }),
    ]);
    const items = [
      { fabric_id: silk._id, quantity: 1 },
      { fabric_id: cotton._id, quantity: 1 },
    ];
    const order = await placeOrder(ctx.app, shopper, items, 'upi', couponCode);
    return { weaver, dyer, shopper, order };
  }

  it("owes a paid order's cancelled part back once, discount included, and the operator marks it refunded", async () => {
    const code = `REFUND${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
    const coupon = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: ctx.operator.headers,
      payload: { code, kind: 'percent', value: 10, maxUses: 10 },
    });
    expect(coupon.json<Coupon>().code).toBe(code);
    const { weaver, dyer, shopper, order } = await twoPartOrder(code);
    expect(order.payment.amount).toBe(1350);
    await pay(shopper, order._id, '700000000001');
    await decide(order._id, 'confirm');

    await cancelPart(weaver, order._id);
    expect((await moveOrderPart(ctx.app, weaver, order._id, 'cancelled', { reason: 'Again' })).statusCode).toBe(409);
    // What the shopper paid for the silk: Rs. 1,000 less its Rs. 100 share of the marketplace's coupon.
    const [due] = await refundsDue(order._id);
    expect(due).toEqual({
      _id: expect.any(String),
      orderId: order._id,
      orderNumber: order.orderNumber,
      cause: 'cancellation',
      returnId: null,
      customerName: shopper.name,
      customerEmail: shopper.email,
      vendorName: weaver.name,
      amount: 900,
      status: 'due',
      dueAt: expect.any(String),
      refundedAt: null,
      reference: null,
    });
    const seen = await shopperView(shopper, order._id);
    expect(partOf(seen, weaver)?.refund).toEqual({ amount: 900, status: 'due', refundedAt: null, reference: null });
    expect(partOf(seen, dyer)?.refund).toBeUndefined();
    expect(seen.payment).toMatchObject({ status: 'paid', amount: 1350 });

    // The shopper cancels the rest: the dyer's part is owed too, its own row.
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/orders/${order._id}/cancel`, headers: shopper.headers }))
        .statusCode,
    ).toBe(200);
    const rows = await refundRows(order._id);
    expect(rows.map((row) => row.amountPaise).sort()).toEqual([45_000, 90_000]);
    const dyersRefund = rows.find((row) => row.amountPaise === 45_000);

    const refundId = due?._id ?? '';
    for (const reference of ['12345', 'UTR 1234567', '']) {
      expect((await markRefunded(refundId, reference)).statusCode).toBe(400);
    }
    const marked = await markRefunded(refundId, 'hdfcr5260000123');
    expect(marked.statusCode).toBe(200);
    expect(marked.json<AdminRefund>()).toMatchObject({
      status: 'refunded',
      reference: 'HDFCR5260000123',
      refundedAt: expect.any(String),
    });
    // A retried request answers the same; another reference, or the same for another refund, is refused.
    expect((await markRefunded(refundId, 'HDFCR5260000123')).json<AdminRefund>()).toEqual(marked.json());
    const again = await markRefunded(refundId, '432100009999');
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toMatch(/already marked refunded on \d{4}-\d{2}-\d{2} with reference HDFCR5260000123/);
    const reused = await markRefunded(dyersRefund?.id ?? '', 'HDFCR5260000123');
    expect(reused.statusCode).toBe(409);
    expect(messageOf(reused)).toMatch(/already given for another refund/);
    expect((await markRefunded(crypto.randomUUID(), '432100009999')).statusCode).toBe(404);
    expect((await refundsDue(order._id)).map((item) => item.amount)).toEqual([450]);

    const refunded = partOf(await shopperView(shopper, order._id), weaver)?.refund;
    expect(refunded).toMatchObject({ status: 'refunded', reference: 'HDFCR5260000123' });
    const mails = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, shopper.email), eq(mailOutbox.kind, 'refund_sent')));
    expect(mails).toHaveLength(1);
    const mail = await renderMail('refund_sent', mails[0]?.payload as unknown as RefundSentMail, 'https://fabric.test');
    expect(mail.subject).toBe(`Your refund for order ${order.orderNumber} is on its way`);
    expect(mail.text).toContain('Rs. 900.00 back to the account you paid from (bank reference HDFCR5260000123)');
  });

  it('holds a refund while the UTR is verified: due if confirmed, nothing if rejected', async () => {
    const confirmedOrder = await twoPartOrder();
    await pay(confirmedOrder.shopper, confirmedOrder.order._id, '700000000002');
    await cancelPart(confirmedOrder.weaver, confirmedOrder.order._id);
    const [pending] = await refundRows(confirmedOrder.order._id);
    expect(pending).toMatchObject({ status: 'pending', amountPaise: 100_000 });
    expect(await refundsDue(confirmedOrder.order._id)).toEqual([]);
    const early = await markRefunded(pending?.id ?? '', '432100001111');
    expect(early.statusCode).toBe(409);
    expect(messageOf(early)).toMatch(/waits for the order's UPI payment to be confirmed/);
    await decide(confirmedOrder.order._id, 'confirm');
    expect((await refundsDue(confirmedOrder.order._id)).map((item) => item.amount)).toEqual([1000]);

    const rejectedOrder = await twoPartOrder();
    await pay(rejectedOrder.shopper, rejectedOrder.order._id, '700000000003');
    await cancelPart(rejectedOrder.dyer, rejectedOrder.order._id);
    await decide(rejectedOrder.order._id, 'reject', 'Not on the statement');
    expect((await refundRows(rejectedOrder.order._id)).map((row) => row.status)).toEqual(['void']);
    const seen = await shopperView(rejectedOrder.shopper, rejectedOrder.order._id);
    expect(partOf(seen, rejectedOrder.dyer)?.refund).toBeUndefined();
    // Nothing came in, so the shopper is asked again, for the silk only.
    expect(seen.payment).toMatchObject({ status: 'awaiting_payment', amount: 1000 });
    expect(seen.payment.upiUri).toContain('&am=1000.00&');
  });

  it('asks an unpaid order only for the parts left, still takes a UTR for the old amount, and owes nothing in cash', async () => {
    const { weaver, dyer, shopper, order } = await twoPartOrder();
    expect(order.payment.upiUri).toContain('&am=1500.00&');
    await cancelPart(weaver, order._id);
    const asked = await shopperView(shopper, order._id);
    expect(asked.payment).toMatchObject({ status: 'awaiting_payment', amount: 500 });
    expect(asked.payment.upiUri).toBe(order.payment.upiUri?.replace('&am=1500.00&', '&am=500.00&'));
    expect(asked.totalPrice).toBe(1500);

    // Paid before the cancel, for Rs. 1,500: the UTR is taken, and the operator compares it with the bank.
    expect((await pay(shopper, order._id, '700000000004')).statusCode).toBe(200);
    const [listed] = (
      await asOperator<AdminPaymentPage>(ctx.app, ctx.operator, 'GET', '/api/admin/payments')
    ).items.filter((item) => item._id === order._id);
    expect(listed).toMatchObject({ amount: 500, utr: '700000000004', utrAt: expect.any(String) });
    expect(Math.abs(Date.parse(listed?.utrAt ?? '') - Date.now())).toBeLessThan(60_000);
    expect(await refundRows(order._id)).toEqual([]);

    const unpaid = await twoPartOrder();
    await cancelPart(unpaid.weaver, unpaid.order._id);
    await cancelPart(unpaid.dyer, unpaid.order._id);
    const nothingLeft = await shopperView(unpaid.shopper, unpaid.order._id);
    expect(nothingLeft.payment).toMatchObject({ status: 'awaiting_payment', amount: 0 });
    expect(nothingLeft.payment.upiUri).toBeUndefined();

    const cash = await placeOrder(ctx.app, shopper, [{ fabric_id: asked.items[0]?.fabric_id ?? '', quantity: 1 }]);
    await cancelPart(cash.parts[0]?.vendor._id === dyer._id ? dyer : weaver, cash._id);
    expect(await refundRows(cash._id)).toEqual([]);
  });

  it('owes back a part cancelled before the payment when the operator finds the whole first amount paid', async () => {
    const { weaver, shopper, order } = await twoPartOrder();
    await cancelPart(weaver, order._id);
    // The shopper paid Rs. 1,500 by the first link; the order now asks for Rs. 500.
    expect((await pay(shopper, order._id, '700000000012')).statusCode).toBe(200);
    const [listed] = (
      await asOperator<AdminPaymentPage>(ctx.app, ctx.operator, 'GET', '/api/admin/payments')
    ).items.filter((item) => item._id === order._id);
    expect(listed).toMatchObject({ amount: 500, orderTotal: 1500 });

    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order._id}/payment/confirm`,
      headers: ctx.operator.headers,
      payload: { paidInFull: true },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await refundRows(order._id)).map((row) => [row.status, row.amountPaise])).toEqual([['due', 100_000]]);
    expect((await refundsDue(order._id)).map((refund) => refund.amount)).toEqual([1000]);
    const seen = await shopperView(shopper, order._id);
    expect(seen.payment).toMatchObject({ status: 'paid', amount: 1500 });
    expect(partOf(seen, weaver)?.refund).toMatchObject({ amount: 1000, status: 'due' });
  });

  it('owes back every part of a UTR given while the shopper cancels the order, once the operator finds it', async () => {
    const { shopper, order } = await twoPartOrder();
    // The cancel reaches the order first and the UTR second, both queued behind a lock the test holds.
    const held = await holdRow(ctx.databaseUrl ?? '', 'orders', order._id);
    const cancel = ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/cancel`,
      headers: shopper.headers,
      payload: {},
    });
    await held.waiters(1);
    const utr = pay(shopper, order._id, '700000000011');
    await held.waiters(2);
    await held.release();

    expect((await cancel).statusCode).toBe(200);
    expect((await utr).statusCode).toBe(200);
    const view = await shopperView(shopper, order._id);
    expect([view.status, view.payment.status, view.payment.amount]).toEqual(['cancelled', 'verifying', 1500]);
    expect((await decide(order._id, 'confirm')).statusCode).toBe(200);
    expect((await refundsDue(order._id)).map((refund) => refund.amount).sort((a, b) => a - b)).toEqual([500, 1000]);
  });

  it('takes the UTR of an order cancelled unpaid: what it last asked for is owed back once found', async () => {
    const { weaver, dyer, shopper, order } = await twoPartOrder();
    await cancelPart(weaver, order._id);
    await cancelPart(dyer, order._id);
    const cancelled = await shopperView(shopper, order._id);
    expect([cancelled.status, cancelled.payment.amount]).toEqual(['cancelled', 0]);

    // The order last asked for the dyer's Rs. 500; a first UTR is not on the statement.
    expect((await pay(shopper, order._id, '700000000021')).statusCode).toBe(200);
    expect((await shopperView(shopper, order._id)).payment).toMatchObject({ status: 'verifying', amount: 500 });
    expect(partOf(await shopperView(shopper, order._id), dyer)?.refund).toMatchObject({ status: 'pending' });
    const [listed] = (
      await asOperator<AdminPaymentPage>(ctx.app, ctx.operator, 'GET', '/api/admin/payments')
    ).items.filter((item) => item._id === order._id);
    expect(listed).toMatchObject({ amount: 500, orderTotal: 1500, orderCancelled: true });
    expect((await decide(order._id, 'reject', 'No such UTR on the statement')).statusCode).toBe(200);
    const rejected = await shopperView(shopper, order._id);
    expect(rejected.payment).toMatchObject({ status: 'awaiting_payment', amount: 0 });
    expect(partOf(rejected, dyer)?.refund).toBeUndefined();

    // The corrected UTR is found: the dyer's part is owed back, the weaver's (never asked for since) is not.
    expect((await pay(shopper, order._id, '700000000022')).statusCode).toBe(200);
    expect((await decide(order._id, 'confirm')).statusCode).toBe(200);
    expect((await refundsDue(order._id)).map((refund) => refund.amount)).toEqual([500]);
    const paid = await shopperView(shopper, order._id);
    expect(paid.payment).toMatchObject({ status: 'paid', amount: 500 });
    expect(partOf(paid, dyer)?.refund).toMatchObject({ amount: 500, status: 'due' });
    const mails = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, shopper.email), eq(mailOutbox.kind, 'payment_received')));
    const words = mails.map((mail) =>
      renderMail('payment_received', mail.payload as unknown as PaymentMail, 'https://fabric.example'),
    );
    expect((await Promise.all(words)).map((mail) => mail.text)).toEqual([
      expect.stringContaining('This order was cancelled, so we send the money back'),
    ]);
  });

  it('owes back a part cancelled while a rejected UTR was verified, once a corrected one is found paid in full', async () => {
    const { weaver, shopper, order } = await twoPartOrder();
    expect((await pay(shopper, order._id, '700000000024')).statusCode).toBe(200);
    await cancelPart(weaver, order._id);
    expect((await decide(order._id, 'reject', 'A typo in the UTR')).statusCode).toBe(200);
    expect((await shopperView(shopper, order._id)).payment).toMatchObject({ status: 'awaiting_payment', amount: 500 });

    expect((await pay(shopper, order._id, '700000000025')).statusCode).toBe(200);
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order._id}/payment/confirm`,
      headers: ctx.operator.headers,
      payload: { paidInFull: true },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await refundsDue(order._id)).map((refund) => refund.amount)).toEqual([1000]);
    expect(partOf(await shopperView(shopper, order._id), weaver)?.refund).toMatchObject({
      amount: 1000,
      status: 'due',
    });
  });

  it('owes back a whole order cancelled unpaid when the operator finds its first amount paid in full', async () => {
    const { weaver, dyer, shopper, order } = await twoPartOrder();
    await cancelPart(weaver, order._id);
    await cancelPart(dyer, order._id);
    expect((await pay(shopper, order._id, '700000000023')).statusCode).toBe(200);
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order._id}/payment/confirm`,
      headers: ctx.operator.headers,
      payload: { paidInFull: true },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await refundsDue(order._id)).map((refund) => refund.amount).sort((a, b) => a - b)).toEqual([500, 1000]);
    expect((await shopperView(shopper, order._id)).payment).toMatchObject({ status: 'paid', amount: 1500 });
  });

  it('owes a part once, due, when its cancel races the confirmation, and sends a refund once when two marks race', async () => {
    const { weaver, shopper, order } = await twoPartOrder();
    await pay(shopper, order._id, '700000000005');
    const [cancelled, confirmed] = await Promise.all([
      moveOrderPart(ctx.app, weaver, order._id, 'cancelled', { reason: 'Out of stock' }),
      decide(order._id, 'confirm'),
    ]);
    expect([cancelled.statusCode, confirmed.statusCode]).toEqual([200, 200]);
    const rows = await refundRows(order._id);
    expect(rows.map((row) => [row.status, row.amountPaise])).toEqual([['due', 100_000]]);

    const refundId = rows[0]?.id ?? '';
    const marks = await Promise.all([markRefunded(refundId, 'RACEA0000001'), markRefunded(refundId, 'RACEB0000001')]);
    expect(marks.map((mark) => mark.statusCode).sort()).toEqual([200, 409]);
    const [after] = await refundRows(order._id);
    expect(marks.find((mark) => mark.statusCode === 200)?.json<AdminRefund>().reference).toBe(after?.reference);
    const mails = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, shopper.email), eq(mailOutbox.kind, 'refund_sent')));
    expect(mails).toHaveLength(1);
  });
});

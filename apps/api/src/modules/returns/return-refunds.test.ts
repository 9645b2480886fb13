import type { AdminRefund, AdminRefundPage, Fabric, Order, Return, VendorLedger } from '@fabric-store/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator, payByUpi } from '../../../test-support/operator';
import { openShop, type Shop } from '../../../test-support/shop';
import { addFabric, messageOf, moveOrderPart, placeOrder, signUp, type TestUser } from '../../../test-support/test-app';
import { mailOutbox } from '../../db/schema';
import type { RefundSentMail } from '../mail/kinds';
import { renderMail } from '../mail/messages';

let ctx: Shop;
let weaver: TestUser;
let shopper: TestUser;
let pack: Fabric;

beforeAll(async () => {
  ctx = await openShop({ commissionPercent: 10 });
  [weaver, shopper] = await Promise.all([
    signUp(ctx.app, 'vendor', { name: 'Kutch Weaves' }),
    signUp(ctx.app, 'customer', { name: 'Meera Shopper' }),
  ]);
  pack = await addFabric(ctx.app, weaver, { name: 'Ajrakh pack', unit: 'per_piece', price: 1000, stock: 20 });
});
afterAll(() => ctx.close());

/** A delivered order of `pieces`, and a return of one piece of it the vendor received back. */
async function receivedReturn(method: 'upi' | 'cash_on_delivery', pieces = 2): Promise<{ order: Order; ret: Return }> {
  const order = await placeOrder(ctx.app, shopper, [{ fabric_id: pack._id, quantity: pieces }], method);
  if (method === 'upi') await payByUpi(ctx.app, ctx.database, shopper, order._id);
  for (const status of ['accepted', 'shipped', 'delivered']) await moveOrderPart(ctx.app, weaver, order._id, status);
  const asked = await ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${order._id}/returns`,
    headers: shopper.headers,
    payload: { lines: [{ fabric_id: pack._id, quantity: 1 }], reason: 'changed_mind' },
  });
  const ret = asked.json<Return>();
  for (const move of [{ status: 'approved' }, { status: 'received', restock: true }]) {
    expect((await patch(ret._id, move)).statusCode).toBe(200);
  }
  return { order, ret };
}

const patch = (returnId: string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/orders/vendor/returns/${returnId}`, headers: weaver.headers, payload });
const refundsDue = () => asOperator<AdminRefundPage>(ctx.app, ctx.operator, 'GET', '/api/admin/refunds');
const markRefunded = (refundId: string, reference: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/refunds/${refundId}/refunded`,
    headers: ctx.operator.headers,
    payload: { reference },
  });
const ledgerEntriesOf = async (orderId: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/vendor/ledger', headers: weaver.headers }))
    .json<VendorLedger>()
    .entries.filter((entry) => entry.orderId === orderId && entry.kind === 'refund');
const shopperReturn = async (orderId: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: shopper.headers })).json<Order>()
    .parts[0]?.returns?.[0];

describe('who refunds a return', () => {
  it('on UPI: the marketplace, from what it holds: the vendor gives no reference and the operator sends it', async () => {
    const { order, ret } = await receivedReturn('upi');
    expect(ret.refundBy).toBe('marketplace');

    const withReference = await patch(ret._id, { status: 'refunded', refundReference: 'VENDOR-UPI-001' });
    expect([withReference.statusCode, messageOf(withReference)]).toEqual([
      409,
      expect.stringMatching(/^This order was paid by UPI, so the marketplace refunds the shopper/),
    ]);
    const refunded = await patch(ret._id, { status: 'refunded' });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json<Return>()).toMatchObject({
      status: 'refunded',
      refundBy: 'marketplace',
      refundReference: null,
      refund: { amount: 1000, status: 'due', refundedAt: null, reference: null },
    });
    // The vendor's share comes back out of its balance: 1,000 less 10 % commission, less what its delivery
    // withheld on the piece and now gives back (18 % GST on the commission 18, and without a PAN 5 % TDS 50).
    expect((await ledgerEntriesOf(order._id)).map((entry) => entry.amount)).toEqual([-832]);

    const due = (await refundsDue()).items.find((item) => item.returnId === ret._id);
    expect(due).toMatchObject({
      orderId: order._id,
      cause: 'return',
      customerName: 'Meera Shopper',
      vendorName: 'Kutch Weaves',
      amount: 1000,
      status: 'due',
    } satisfies Partial<AdminRefund>);
    if (!due) throw new Error('the return is not among the refunds due');

    const marked = await markRefunded(due._id, 'neft-hdfc-2611-0042');
    expect(marked.statusCode).toBe(200);
    expect(marked.json<AdminRefund>()).toMatchObject({ status: 'refunded', reference: 'NEFT-HDFC-2611-0042' });
    expect((await refundsDue()).items.map((item) => item._id)).not.toContain(due._id);

    expect(await shopperReturn(order._id)).toMatchObject({
      status: 'refunded',
      refundBy: 'marketplace',
      refundReference: 'NEFT-HDFC-2611-0042',
      refund: { amount: 1000, status: 'refunded', reference: 'NEFT-HDFC-2611-0042' },
    });
    const [sent] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, shopper.email), eq(mailOutbox.kind, 'refund_sent')));
    const mail = await renderMail('refund_sent', sent?.payload as unknown as RefundSentMail, 'https://fabric.test');
    expect(mail.text).toContain('Kutch Weaves accepted your return of items of Order FS-');
    expect(mail.text).toContain('Rs. 1,000.00 back to the account you paid from (bank reference NEFT-HDFC-2611-0042)');
    // Once only, with no second debit of the vendor.
    expect((await markRefunded(due._id, 'NEFT-HDFC-2611-0099')).statusCode).toBe(409);
    expect(await ledgerEntriesOf(order._id)).toHaveLength(1);
  });

  it('on cash on delivery: the vendor, with its reference, and is credited the commission and taxes it had owed', async () => {
    const { order, ret } = await receivedReturn('cash_on_delivery');
    expect(ret.refundBy).toBe('vendor');
    const withoutReference = await patch(ret._id, { status: 'refunded' });
    expect([withoutReference.statusCode, messageOf(withoutReference)]).toEqual([
      400,
      expect.stringMatching(/^The refund’s reference \(its UPI or bank transfer id\) is required/),
    ]);
    const refunded = await patch(ret._id, { status: 'refunded', refundReference: 'IMPS-4471-88' });
    expect(refunded.json<Return>()).toMatchObject({ status: 'refunded', refundReference: 'IMPS-4471-88' });
    expect(refunded.json<Return>().refund).toBeUndefined();
    // The commission of 100 comes back, with the GST of 18 charged on it and the TDS of 50 (5% of 1,000, no PAN).
    expect((await ledgerEntriesOf(order._id)).map((entry) => entry.amount)).toEqual([168]);
    expect((await refundsDue()).items.filter((item) => item.orderId === order._id)).toEqual([]);
  });

  it('takes bank references of letters, digits and hyphens, 6 to 35 long, and nothing else', async () => {
    const { ret } = await receivedReturn('cash_on_delivery');
    for (const reference of ['AB-12', 'A'.repeat(36), 'NEFT 1234 5678', 'UTR_123456']) {
      const refused = await patch(ret._id, { status: 'refunded', refundReference: reference });
      expect([reference, refused.statusCode]).toEqual([reference, 400]);
    }
    const payout = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/vendors/${weaver._id}/payouts`,
      headers: ctx.operator.headers,
      payload: { amount: 1, reference: 'NEFT/123456' },
    });
    expect(payout.statusCode).toBe(400);
    expect((await patch(ret._id, { status: 'refunded', refundReference: 'SBIN-0000-1234-5678' })).statusCode).toBe(200);
  });
});

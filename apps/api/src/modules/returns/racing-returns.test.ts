import type { AdminRefundPage, Fabric, Order, Return, VendorLedger, VendorReturnPage } from '@fabric-store/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectJournalBalanced } from '../../../test-support/journal';
import { asOperator, payByUpi, signInOperator } from '../../../test-support/operator';
import {
  addFabric,
  createTestApp,
  messageOf,
  moveOrderPart,
  placeOrder,
  signUp,
  type TestContext,
  type TestUser,
} from '../../../test-support/test-app';

let ctx: TestContext;
let vendor: TestUser;
let shopper: TestUser;
let piece: Fabric;
let delivered: Order;

beforeAll(async () => {
  ctx = await createTestApp();
  [vendor, shopper] = await Promise.all([signUp(ctx.app, 'vendor'), signUp(ctx.app, 'customer')]);
  piece = await addFabric(ctx.app, vendor, { name: 'Racing pack', unit: 'per_piece', price: 100, stock: 10 });
  delivered = await placeOrder(ctx.app, shopper, [{ fabric_id: piece._id, quantity: 4 }]);
  for (const status of ['accepted', 'shipped', 'delivered'])
    await moveOrderPart(ctx.app, vendor, delivered._id, status);
});
// Whatever a test moved, every journal entry still sums to zero.
afterEach(() => expectJournalBalanced(ctx.database.db));
afterAll(() => ctx.close());

const stockOf = async () =>
  (await ctx.app.inject({ method: 'GET', url: `/api/fabrics/${piece._id}` })).json<Fabric>().stock;

const patch = (id: string, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/orders/vendor/returns/${id}`, headers: vendor.headers, payload });

describe('racing requests on returns', () => {
  it('lets only one of two racing requests ask for the last pieces of a line', async () => {
    const ask = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/orders/${delivered._id}/returns`,
        headers: shopper.headers,
        payload: { lines: [{ fabric_id: piece._id, quantity: 3 }], reason: 'changed_mind' },
      });
    const answers = await Promise.all([ask(), ask(), ask()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('restocks once and posts one refund, however many racing PATCHes mark the return received and refunded', async () => {
    const [ret] = (
      await ctx.app.inject({ method: 'GET', url: '/api/orders/vendor/returns', headers: vendor.headers })
    ).json<VendorReturnPage>().items;
    if (!ret) throw new Error('no return');
    expect((await patch(ret._id, { status: 'approved' })).statusCode).toBe(200);
    const before = await stockOf();
    const received = await Promise.all(
      Array.from({ length: 5 }, () => patch(ret._id, { status: 'received', restock: true })),
    );
    expect(received.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await stockOf()).toBe(before + 3);

    const refunded = await Promise.all(
      Array.from({ length: 5 }, (_, index) => patch(ret._id, { status: 'refunded', refundReference: `RACE-${index}` })),
    );
    expect(refunded.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const ledger = (
      await ctx.app.inject({ method: 'GET', url: '/api/vendor/ledger', headers: vendor.headers })
    ).json<VendorLedger>();
    // Cash on delivery at no commission: the refund gives back a commission of nothing, once.
    expect(ledger.entries.filter((entry) => entry.kind === 'refund')).toHaveLength(1);
  });

  it('answers 409, never a 5xx, to two refunds marked with one bank reference at the same moment', async () => {
    const operator = await signInOperator(ctx.app, ctx.database);
    const cloth = await addFabric(ctx.app, vendor, { name: 'Racing cloth', unit: 'per_piece', price: 50, stock: 10 });
    /** A delivered order of one piece, by `method`, and its return received back, ready to refund. */
    const received = async (method: 'upi' | 'cash_on_delivery') => {
      const order = await placeOrder(ctx.app, shopper, [{ fabric_id: cloth._id, quantity: 1 }], method);
      if (method === 'upi') await payByUpi(ctx.app, ctx.database, shopper, order._id);
      for (const status of ['accepted', 'shipped', 'delivered'])
        await moveOrderPart(ctx.app, vendor, order._id, status);
      const ret = (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/orders/${order._id}/returns`,
          headers: shopper.headers,
          payload: { lines: [{ fabric_id: cloth._id, quantity: 1 }], reason: 'changed_mind' },
        })
      ).json<Return>();
      await patch(ret._id, { status: 'approved' });
      await patch(ret._id, { status: 'received', restock: false });
      return ret;
    };

    // Cash on delivery: the vendor refunds two returns with one transfer's id, at once.
    const inCash = [await received('cash_on_delivery'), await received('cash_on_delivery')];
    const vendorMarks = await Promise.all(
      inCash.map((ret) => patch(ret._id, { status: 'refunded', refundReference: 'NEFT-RACE-0001' })),
    );
    expect(vendorMarks.map((answer) => [answer.statusCode, messageOf(answer)]).sort()).toEqual([
      [200, undefined],
      [409, 'The refund reference NEFT-RACE-0001 is already recorded for another return.'],
    ]);

    // UPI: the operator marks two refunds due with one bank reference, at once.
    for (const ret of [await received('upi'), await received('upi')]) {
      expect((await patch(ret._id, { status: 'refunded' })).statusCode).toBe(200);
    }
    const due = (await asOperator<AdminRefundPage>(ctx.app, operator, 'GET', '/api/admin/refunds')).items.filter(
      (refund) => refund.cause === 'return',
    );
    expect(due).toHaveLength(2);
    const operatorMarks = await Promise.all(
      due.map((refund) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/admin/refunds/${refund._id}/refunded`,
          headers: operator.headers,
          payload: { reference: 'UPI-RFND-RACE-01' },
        }),
      ),
    );
    expect(operatorMarks.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(operatorMarks.map((answer) => messageOf(answer))).toContain(
      'This reference was already given for another refund. Check the bank reference of this one.',
    );
  });
});

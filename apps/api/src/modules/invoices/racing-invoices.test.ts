import type { Fabric, Order, TaxDocument } from '@fabric-store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeTaxProfile } from '../../../test-support/tax-profiles';
import {
  addFabric,
  createShopWithUsers,
  moveOrderPart,
  placeOrder,
  type TestContext,
  type TestUser,
} from '../../../test-support/test-app';

let ctx: TestContext & { users: Record<'weaver' | 'shopper', TestUser> };
let cotton: Fabric;

beforeAll(async () => {
  ctx = await createShopWithUsers({ weaver: 'vendor', shopper: 'customer' });
  await completeTaxProfile(ctx.app, ctx.users.weaver, { invoicePrefix: 'RC', pan: 'AAPFR1234C' });
  const attributes = { composition: [{ fibre: 'cotton' as const, percent: 100 }], weightGsm: 120 };
  cotton = await addFabric(ctx.app, ctx.users.weaver, { name: 'Racing cotton', price: 500, stock: 100, attributes });
});
afterAll(() => ctx.close());

describe('invoice numbers under racing shipments', () => {
  it('are consecutive with no gap and no reuse when a vendor ships many parts at once, each twice', async () => {
    const { weaver, shopper } = ctx.users;
    const orders: Order[] = [];
    for (let n = 0; n < 8; n++) {
      const order = await placeOrder(ctx.app, shopper, [{ fabric_id: cotton._id, quantity: 1 }]);
      expect((await moveOrderPart(ctx.app, weaver, order._id, 'accepted')).statusCode).toBe(200);
      orders.push(order);
    }
    // Each part shipped by two racing requests: one ships it, the other is refused and issues nothing.
    const answers = await Promise.all(
      orders.flatMap((order) => [1, 2].map(() => moveOrderPart(ctx.app, weaver, order._id, 'shipped'))),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(8);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(8);

    const numbers = await Promise.all(
      orders.map(async (order) => {
        const url = `/api/orders/${order._id}/parts/${order.parts[0]?._id}/invoice`;
        const invoice = await ctx.app.inject({ method: 'GET', url, headers: shopper.headers });
        return Number(invoice.json<TaxDocument>().number.split('/')[2]);
      }),
    );
    expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

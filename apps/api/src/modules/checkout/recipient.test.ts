import type { Fabric, Order, SavedAddress, VendorOrder } from '@fabric-store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../../test-support/database-fingerprint';
import {
  addFabric,
  createShopWithUsers,
  messageOf,
  SHIPPING_ADDRESS,
  type TestContext,
  type TestUser,
} from '../../../test-support/test-app';

let ctx: TestContext;
let shopper: TestUser;
let vendor: TestUser;
let fabric: Fabric;

beforeAll(async () => {
  const shop = await createShopWithUsers({ shopper: 'customer', vendor: 'vendor' });
  ctx = shop;
  ({ shopper, vendor } = shop.users);
  fabric = await addFabric(ctx.app, vendor, { name: 'Courier Cotton', price: 200, stock: 50 });
});
afterAll(() => ctx.close());

const checkout = (shippingAddress: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: shopper.headers,
    payload: {
      items: [{ fabric_id: fabric._id, quantity: 1 }],
      paymentMethod: 'cash_on_delivery',
      shippingAddress,
    },
  });

describe('the recipient’s name and mobile number', () => {
  it('places an order without them: the spec’s five address fields are all checkout requires', async () => {
    const response = await checkout(SHIPPING_ADDRESS);
    expect(response.statusCode).toBe(201);
    expect(response.json<Order>().shippingAddress).not.toHaveProperty('phone');
  });

  it('keeps them on the order, the number as its 10 digits, and shows them to the vendor', async () => {
    const response = await checkout({ ...SHIPPING_ADDRESS, name: 'Lata Iyer', phone: '+91 98450-12345' });
    expect(response.statusCode).toBe(201);
    const order = response.json<Order>();
    expect(order.shippingAddress).toMatchObject({ name: 'Lata Iyer', phone: '9845012345' });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/orders/vendor/orders', headers: vendor.headers });
    const part = list.json<VendorOrder[]>().find((candidate) => candidate._id === order._id);
    expect(part?.shippingAddress).toMatchObject({ name: 'Lata Iyer', phone: '9845012345' });
  });

  it.each([
    ['12345', 'too short'],
    ['98450123456', 'eleven digits'],
    ['5845012345', 'not a mobile number (starts with 5)'],
  ])('refuses %s (%s) with a message, and writes nothing', async (phone) => {
    const before = await databaseFingerprint(ctx.database.db);
    const response = await checkout({ ...SHIPPING_ADDRESS, phone });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toBe(
      'shippingAddress.phone: Phone must be a 10-digit Indian mobile number, such as 98765 43210 (+91 or 0 before it is fine)',
    );
    expect(await databaseFingerprint(ctx.database.db)).toBe(before);
  });

  it('saves an address’s mobile number as its 10 digits (a leading 0 dropped) and refuses one that is not', async () => {
    const add = (phone: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/addresses',
        headers: shopper.headers,
        payload: { name: 'Lata Iyer', ...SHIPPING_ADDRESS, phone },
      });
    const saved = await add('098450 12345');
    expect(saved.statusCode).toBe(201);
    expect(saved.json<SavedAddress>().phone).toBe('9845012345');
    const refused = await add('98450');
    expect(refused.statusCode).toBe(400);
    expect(messageOf(refused)).toMatch(/^phone: Phone must be a 10-digit Indian mobile number/);
  });
});

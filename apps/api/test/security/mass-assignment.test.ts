import type { Fabric, Order, ProfileUpdateResponse, SessionUser } from '@fabric-store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addFabric,
  createTestApp,
  SHIPPING_ADDRESS,
  signUp,
  TEST_PASSWORD,
  type TestContext,
  type TestUser,
} from '../../test-support/test-app';

/** Fields a client might send to grant itself something; every route with a body must ignore or refuse them. */
const HOSTILE_FIELDS = {
  _id: '00000000-0000-4000-8000-00000000dead',
  id: '00000000-0000-4000-8000-00000000dead',
  role: 'vendor',
  passwordHash: 'x',
  password_hash: 'x',
  deletedAt: '2020-01-01T00:00:00Z',
  createdAt: '2020-01-01T00:00:00Z',
  vendorId: '00000000-0000-4000-8000-00000000beef',
  vendor: { _id: '00000000-0000-4000-8000-00000000beef', name: 'Someone else' },
  customerId: '00000000-0000-4000-8000-00000000beef',
  status: 'delivered',
  orderDate: '2020-01-01T00:00:00Z',
  stock: 999_999,
};

let ctx: TestContext;
let vendor: TestUser;
let shopper: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  [vendor, shopper] = await Promise.all([signUp(ctx.app, 'vendor'), signUp(ctx.app)]);
});
afterAll(() => ctx.close());

const stockOf = async (fabric: Fabric) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/fabrics/${fabric._id}` })).json<Fabric>().stock;

describe('mass assignment', () => {
  it('POST /api/auth/register: keeps the server’s id and a real password hash', async () => {
    const email = `mass-${crypto.randomUUID()}@test.example`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        ...HOSTILE_FIELDS,
        role: 'customer',
        name: 'M',
        email,
        password: TEST_PASSWORD,
        phone: '+91 90000 00000',
        address: 'X',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()._id).not.toBe(HOSTILE_FIELDS._id);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(login.json<SessionUser>().role).toBe('customer');
  });

  it('POST /api/auth/login: answers with the stored role, not the one sent', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { ...HOSTILE_FIELDS, email: shopper.email, password: TEST_PASSWORD },
    });
    expect(login.json<SessionUser>()).toMatchObject({ _id: shopper._id, role: 'customer' });
  });

  it('PUT /api/users/profile/update: role, id and deletion flags are ignored', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/profile/update',
      headers: shopper.headers,
      payload: { ...HOSTILE_FIELDS, name: 'Still a shopper', email: shopper.email },
    });
    expect(response.json<ProfileUpdateResponse>().updatedUser).toMatchObject({ _id: shopper._id, role: 'customer' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: shopper.headers })).statusCode).toBe(
      200,
    );
  });

  it('DELETE /api/users/profile/delete: deletes the caller only, whatever ids the body carries', async () => {
    const victim = await signUp(ctx.app);
    const leaving = await signUp(ctx.app);
    await ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/profile/delete',
      headers: leaving.headers,
      payload: { ...HOSTILE_FIELDS, _id: victim._id, id: victim._id },
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: victim.headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: leaving.headers })).statusCode).toBe(
      401,
    );
  });

  it('POST /api/fabrics: the fabric belongs to the caller, with a server id and date', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/fabrics',
      headers: vendor.headers,
      payload: { ...HOSTILE_FIELDS, stock: 3, name: 'Owned', price: 10, category: 'silk' },
    });
    const fabric = response.json<Fabric>();
    expect(fabric.vendor._id).toBe(vendor._id);
    expect(fabric._id).not.toBe(HOSTILE_FIELDS._id);
    expect(fabric.createdAt.startsWith('2020')).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/fabrics/${fabric._id}` })).statusCode).toBe(200);
  });

  it('PUT /api/fabrics/:id: cannot move the fabric to another vendor, rename its id or delete it', async () => {
    const fabric = await addFabric(ctx.app, vendor);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/fabrics/${fabric._id}`,
      headers: vendor.headers,
      payload: { ...HOSTILE_FIELDS, stock: 4 },
    });
    const after = await ctx.app.inject({
      method: 'GET',
      url: `/api/fabrics/vendor/fabrics/${fabric._id}`,
      headers: vendor.headers,
    });
    expect(after.json<Fabric>()).toMatchObject({ _id: fabric._id, vendor: { _id: vendor._id }, stock: 4 });
  });

  it('POST /api/cart: price and stock sent by the client change nothing', async () => {
    const fabric = await addFabric(ctx.app, vendor, { price: 700, stock: 5 });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: shopper.headers,
      payload: { ...HOSTILE_FIELDS, items: [{ ...HOSTILE_FIELDS, fabric_id: fabric._id, price: 1, quantity: 1 }] },
    });
    expect(response.json().items[0].product).toMatchObject({ price: 700, stock: 5 });
    expect(await stockOf(fabric)).toBe(5);
  });

  it('PUT /api/cart/:fabricId: price and stock sent by the client change nothing', async () => {
    const fabric = await addFabric(ctx.app, vendor, { price: 800, stock: 5 });
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/cart/${fabric._id}`,
      headers: shopper.headers,
      payload: { ...HOSTILE_FIELDS, price: 1, quantity: 2 },
    });
    expect(
      response.json().items.find((item: { product: Fabric }) => item.product._id === fabric._id).product.price,
    ).toBe(800);
    expect(await stockOf(fabric)).toBe(5);
  });

  it('DELETE /api/cart/:fabricId and /api/cart/clear: extra fields act on the caller’s cart only', async () => {
    const other = await signUp(ctx.app);
    const fabric = await addFabric(ctx.app, vendor);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: other.headers,
      payload: { items: [{ fabric_id: fabric._id, quantity: 1 }] },
    });
    await ctx.app.inject({
      method: 'DELETE',
      url: '/api/cart/clear',
      headers: shopper.headers,
      payload: { ...HOSTILE_FIELDS, customerId: other._id },
    });
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/cart/${fabric._id}`,
      headers: shopper.headers,
      payload: { ...HOSTILE_FIELDS, customerId: other._id },
    });
    const cart = await ctx.app.inject({ method: 'GET', url: '/api/cart', headers: other.headers });
    expect(cart.json().items).toHaveLength(1);
  });

  it('POST /api/checkout: status, dates, customer and vendor fields are the server’s', async () => {
    const fabric = await addFabric(ctx.app, vendor, { price: 120, stock: 5 });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: shopper.headers,
      payload: {
        ...HOSTILE_FIELDS,
        items: [{ ...HOSTILE_FIELDS, fabric_id: fabric._id, quantity: 2 }],
        paymentMethod: 'upi',
        shippingAddress: SHIPPING_ADDRESS,
      },
    });
    expect(response.statusCode).toBe(201);
    const order = response.json<Order>();
    expect(order).toMatchObject({ userId: shopper._id, status: 'placed', totalPrice: 240 });
    expect(order._id).not.toBe(HOSTILE_FIELDS._id);
    expect(order.orderDate.startsWith('2020')).toBe(false);
    expect(order.items[0]).toMatchObject({ vendorId: vendor._id, price: 120 });
    expect(await stockOf(fabric)).toBe(3);
  });
});

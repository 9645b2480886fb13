import type { Fabric, Order, ProfileUpdateResponse, VendorOrder } from '@fabric-store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addFabric,
  createTestApp,
  messageOf,
  placeOrder,
  SHIPPING_ADDRESS,
  signUp,
  TEST_PASSWORD,
  type TestContext,
  type TestUser,
} from '../../../test-support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const updateProfile = (user: TestUser, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: '/api/users/profile/update', headers: user.headers, payload });

describe('PUT /api/users/profile/update', () => {
  it('sets the account’s language, keeps it when not sent, and shows it at the next login', async () => {
    const user = await signUp(ctx.app);
    const base = { name: user.name, email: user.email };
    const toHindi = await updateProfile(user, { ...base, language: 'hi' });
    expect(toHindi.json<ProfileUpdateResponse>().updatedUser.language).toBe('hi');
    const unchanged = await updateProfile(user, { ...base, phone: '+91 90000 11111' });
    expect(unchanged.json<ProfileUpdateResponse>().updatedUser.language).toBe('hi');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.json()).toMatchObject({ language: 'hi' });
    const refused = await updateProfile(user, { ...base, language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_INVALID_VALUE', field: 'language' });
  });

  it('registers an account in the language the visitor chose, English when none is sent', async () => {
    const account = (email: string) => ({
      name: 'Kavita Sharma',
      email,
      password: TEST_PASSWORD,
      phone: '+91 98290 12345',
      address: '7 Bapu Bazar, Jaipur',
    });
    const hindi = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...account('kavita.hi@test.example'), language: 'hi' },
    });
    expect(hindi.statusCode).toBe(201);
    expect(hindi.json()).toMatchObject({ language: 'hi' });
    const english = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: account('kavita.en@test.example'),
    });
    expect(english.json()).toMatchObject({ language: 'en' });
  });

  it('updates name, email, phone and address and answers { updatedUser }', async () => {
    const user = await signUp(ctx.app);
    const response = await updateProfile(user, {
      userId: user._id,
      name: 'New Name',
      email: `new-${user.email}`,
      phone: '+91 11111 22222',
      address: 'New address',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<ProfileUpdateResponse>();
    expect(body.message).toBe('User updated successfully!');
    expect(body.updatedUser).toEqual({
      _id: user._id,
      name: 'New Name',
      email: `new-${user.email}`,
      phone: '+91 11111 22222',
      address: 'New address',
      shippingAddress: { address: 'New address', city: '', state: '', postalCode: '', country: '' },
      role: 'customer',
      language: 'en',
    });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `new-${user.email}`, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('keeps the address in parts: stored as sent, returned beside the spec’s one-line address', async () => {
    const user = await signUp(ctx.app);
    const parts = {
      address: '221 MG Road\nFlat 3B',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
      country: 'India',
    };
    const response = await updateProfile(user, {
      name: user.name,
      email: user.email,
      address: 'ignored when the parts are sent',
      shippingAddress: parts,
    });
    expect(response.statusCode).toBe(200);
    const { updatedUser } = response.json<ProfileUpdateResponse>();
    expect(updatedUser.shippingAddress).toEqual(parts);
    expect(updatedUser.address).toBe('221 MG Road, Flat 3B, Bengaluru, Karnataka 560001, India');

    // A client of the spec's shape sends back the one-line address it read: the parts stay as they are.
    const roundTrip = await updateProfile(user, { name: 'Renamed', email: user.email, address: updatedUser.address });
    expect(roundTrip.json<ProfileUpdateResponse>().updatedUser.shippingAddress).toEqual(parts);

    // A new one-line address becomes the street, the other parts cleared, so nothing ships twice.
    const oneLine = await updateProfile(user, {
      name: 'Renamed',
      email: user.email,
      address: '9 Park Street, Kolkata',
    });
    expect(oneLine.json<ProfileUpdateResponse>().updatedUser).toMatchObject({
      address: '9 Park Street, Kolkata',
      shippingAddress: { address: '9 Park Street, Kolkata', city: '', state: '', postalCode: '', country: '' },
    });

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.json<{ address: string }>().address).toBe('9 Park Street, Kolkata');
  });

  it('refuses an address part that is too long or holds a NUL, changing nothing', async () => {
    const user = await signUp(ctx.app);
    const base = { name: user.name, email: user.email };
    const parts = { address: 'a', city: 'b', state: 'c', postalCode: 'd', country: 'e' };
    const tooLong = await updateProfile(user, { ...base, shippingAddress: { ...parts, city: 'x'.repeat(201) } });
    expect(tooLong.statusCode).toBe(400);
    expect(messageOf(tooLong)).toMatch(/City must be at most 200 characters/);
    const nul = await updateProfile(user, { ...base, shippingAddress: { ...parts, address: 'a\u0000b' } });
    expect(nul.statusCode).toBe(400);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.json<{ address: string }>().address).toBe('12 Test Street, Pune');
  });

  it('never changes the role or the id, whatever the body says', async () => {
    const user = await signUp(ctx.app);
    const response = await updateProfile(user, {
      name: 'Sneaky',
      email: user.email,
      role: 'vendor',
      _id: crypto.randomUUID(),
    });
    expect(response.json<ProfileUpdateResponse>().updatedUser).toMatchObject({ _id: user._id, role: 'customer' });
    const vendorRoute = await ctx.app.inject({
      method: 'GET',
      url: '/api/fabrics/vendor/fabrics',
      headers: user.headers,
    });
    expect(vendorRoute.statusCode).toBe(403);
  });

  it('keeps phone and address when they are not sent', async () => {
    const user = await signUp(ctx.app);
    const response = await updateProfile(user, { name: 'Only Name', email: user.email });
    expect(response.json<ProfileUpdateResponse>().updatedUser).toMatchObject({
      phone: user.phone,
      address: user.address,
    });
  });

  it('refuses a missing name or email (400), a taken email (409) and another user’s id (403), changing nothing', async () => {
    const user = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    expect((await updateProfile(user, { email: user.email })).statusCode).toBe(400);
    expect(messageOf(await updateProfile(user, { name: 'X' }))).toMatch(/^email: /);
    const taken = await updateProfile(user, { name: 'X', email: other.email });
    expect(taken.statusCode).toBe(409);
    expect(messageOf(taken)).toBe('An account with this email already exists.');
    expect((await updateProfile(user, { userId: other._id, name: 'X', email: 'x@example.com' })).statusCode).toBe(403);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.json().name).toBe(user.name);
  });
});

describe('DELETE /api/users/profile/delete', () => {
  it('deletes the account: its token stops working at once and it can no longer log in', async () => {
    const user = await signUp(ctx.app);
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/profile/delete',
      headers: user.headers,
      payload: { userId: user._id },
    });
    expect(response.json()).toEqual({ message: 'User deleted successfully!' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: user.headers })).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    const again = await signUp(ctx.app, 'customer', { email: user.email });
    expect(again._id).not.toBe(user._id);
  });

  it('refuses another user’s id with 403', async () => {
    const user = await signUp(ctx.app);
    const other = await signUp(ctx.app);
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/profile/delete',
      headers: user.headers,
      payload: { userId: other._id },
    });
    expect(response.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: other.headers })).statusCode).toBe(200);
  });

  it('leaves vendors what they need to ship a deleted customer’s order', async () => {
    const vendor = await signUp(ctx.app, 'vendor');
    const shopper = await signUp(ctx.app, 'customer', { name: 'Leaving Soon' });
    const fabric = await addFabric(ctx.app, vendor, { stock: 4 });
    await placeOrder(ctx.app, shopper, [{ fabric_id: fabric._id, quantity: 1 }]);
    await ctx.app.inject({ method: 'DELETE', url: '/api/users/profile/delete', headers: shopper.headers });
    const [order] = (
      await ctx.app.inject({ method: 'GET', url: '/api/orders/vendor/orders', headers: vendor.headers })
    ).json<VendorOrder[]>();
    expect(order?.userId).toMatchObject({ name: 'Leaving Soon', email: shopper.email });
    expect(order?.shippingAddress).toEqual(SHIPPING_ADDRESS);
  });

  it('takes a deleted vendor’s fabrics out of the catalog while its sold orders stay with the customer', async () => {
    const vendor = await signUp(ctx.app, 'vendor');
    const shopper = await signUp(ctx.app);
    const sold = await addFabric(ctx.app, vendor, { name: 'Sold Then Gone', stock: 3 });
    const placed = await placeOrder(ctx.app, shopper, [{ fabric_id: sold._id, quantity: 1 }]);
    const listedBefore = (await ctx.app.inject({ method: 'GET', url: '/api/fabrics?limit=100' })).json<Fabric[]>();
    expect(listedBefore.map((fabric) => fabric._id)).toContain(sold._id);
    await ctx.app.inject({ method: 'DELETE', url: '/api/users/profile/delete', headers: vendor.headers });
    const catalog = (await ctx.app.inject({ method: 'GET', url: '/api/fabrics?limit=100' })).json<Fabric[]>();
    expect(catalog.map((fabric) => fabric._id)).not.toContain(sold._id);
    const order = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${placed._id}`,
      headers: shopper.headers,
    });
    expect(order.json<Order>().items[0]?.name).toBe('Sold Then Gone');
  });
});

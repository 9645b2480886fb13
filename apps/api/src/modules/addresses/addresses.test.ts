import type { SavedAddress, SavedAddressList, SessionUser } from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addFabric,
  createShopWithUsers,
  messageOf,
  SHIPPING_ADDRESS,
  signUp,
  type TestContext,
  type TestUser,
} from '../../../test-support/test-app';
import { queryRows } from '../../db/query-rows';

let ctx: TestContext;
let shopper: TestUser;
let vendor: TestUser;

beforeAll(async () => {
  const shop = await createShopWithUsers({ shopper: 'customer', vendor: 'vendor' });
  ctx = shop;
  ({ shopper, vendor } = shop.users);
});
afterAll(() => ctx.close());

const add = (user: TestUser, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/users/addresses', headers: user.headers, payload });
const list = async (user: TestUser) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/users/addresses', headers: user.headers })).json<SavedAddressList>()
    .addresses;
const defaults = async (user: TestUser) =>
  (await list(user)).filter((address) => address.isDefault).map((address) => address.name);

describe('saved addresses', () => {
  it('makes the first address the default and keeps exactly one default as it moves', async () => {
    const home = (
      await add(shopper, { name: 'Home', ...SHIPPING_ADDRESS, phone: '+91 90000 11111' })
    ).json<SavedAddress>();
    expect(home).toMatchObject({ name: 'Home', city: 'Bengaluru', phone: '9000011111', isDefault: true });
    const work = (await add(shopper, { name: 'Work', ...SHIPPING_ADDRESS, city: 'Mysuru' })).json<SavedAddress>();
    expect(work.isDefault).toBe(false);
    expect(await defaults(shopper)).toEqual(['Home']);

    await add(shopper, { name: 'Studio', ...SHIPPING_ADDRESS, isDefault: true });
    expect(await defaults(shopper)).toEqual(['Studio']);
    expect((await list(shopper))[0]?.name).toBe('Studio');

    const moved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/users/addresses/${work._id}`,
      headers: shopper.headers,
      payload: { name: 'Work', ...SHIPPING_ADDRESS, city: 'Hubballi', isDefault: true },
    });
    expect(moved.json<SavedAddress>()).toMatchObject({ city: 'Hubballi', isDefault: true });
    expect(await defaults(shopper)).toEqual(['Work']);

    await ctx.app.inject({ method: 'DELETE', url: `/api/users/addresses/${work._id}`, headers: shopper.headers });
    expect(await defaults(shopper)).toEqual(['Home']);
  });

  it("leaves the profile's address as it is", async () => {
    const fresh = await signUp(ctx.app, 'customer');
    await add(fresh, { ...SHIPPING_ADDRESS, address: '9 Lake View' });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: fresh.email, password: 'correct-horse-battery' },
    });
    expect(login.json<SessionUser>().address).toBe(fresh.address);
  });

  it('goes with the account, and the saved fabrics with it', async () => {
    const leaving = await signUp(ctx.app, 'customer');
    await add(leaving, SHIPPING_ADDRESS);
    const fabric = await addFabric(ctx.app, vendor);
    await ctx.app.inject({ method: 'PUT', url: `/api/wishlist/${fabric._id}`, headers: leaving.headers });
    await ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/profile/delete',
      headers: leaving.headers,
      payload: { userId: leaving._id },
    });
    const [left] = await queryRows<{ addresses: number; saved: number }>(
      ctx.database.db,
      sql`select (select count(*)::int from saved_addresses where user_id = ${leaving._id}) as addresses,
        (select count(*)::int from wishlist_items where user_id = ${leaving._id}) as saved`,
    );
    expect(left).toEqual({ addresses: 0, saved: 0 });
  });

  it('refuses vendors, missing parts and another shopper’s address', async () => {
    const refused = await add(vendor, SHIPPING_ADDRESS);
    expect([refused.statusCode, messageOf(refused)]).toEqual([403, 'Only shoppers keep addresses for checkout.']);
    const missing = await add(shopper, { ...SHIPPING_ADDRESS, city: ' ' });
    expect([missing.statusCode, messageOf(missing)]).toEqual([400, 'city: City is required']);

    const other = await signUp(ctx.app, 'customer');
    const [mine] = await list(shopper);
    const foreign = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/addresses/${mine?._id}`,
      headers: other.headers,
    });
    expect([foreign.statusCode, messageOf(foreign)]).toEqual([404, 'Address not found.']);
  });

  it('keeps one default and the limit when a shopper saves several addresses at once', async () => {
    const racer = await signUp(ctx.app, 'customer');
    const saved = await Promise.all(
      Array.from({ length: 22 }, (_, index) =>
        add(racer, { ...SHIPPING_ADDRESS, name: `Race ${index}`, isDefault: true }),
      ),
    );
    expect(saved.map((response) => response.statusCode).sort()).toEqual([...Array(20).fill(201), 409, 409]);
    const refused = saved.find((response) => response.statusCode === 409);
    expect(refused && messageOf(refused)).toBe('You can keep up to 20 addresses; delete one to add another.');
    expect(await defaults(racer)).toHaveLength(1);
  });
});

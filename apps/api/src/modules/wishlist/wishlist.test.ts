import type { WishlistResponse } from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOperator } from '../../../test-support/operator';
import { smtpMailSettings, startTestSmtpServer, type TestSmtpServer } from '../../../test-support/smtp-server';
import {
  addFabric,
  createShopWithUsers,
  messageOf,
  type TestContext,
  type TestUser,
} from '../../../test-support/test-app';

let smtp: TestSmtpServer;
let ctx: TestContext;
let shopper: TestUser;
let other: TestUser;
let vendor: TestUser;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  const shop = await createShopWithUsers(
    {
      shopper: { role: 'customer', name: 'Kiran Shopper' },
      other: 'customer',
      vendor: { role: 'vendor', name: 'Bela Weaves' },
    },
    { mail: smtpMailSettings(smtp, 0.2), publicUrl: 'https://shop.example' },
  );
  ctx = shop;
  ({ shopper, other, vendor } = shop.users);
  await ctx.app.mail.deliverDueMails();
});
afterAll(async () => {
  await ctx.close();
  await smtp.stop();
});

const save = (user: TestUser, fabricId: string) =>
  ctx.app.inject({ method: 'PUT', url: `/api/wishlist/${fabricId}`, headers: user.headers });
const wishlist = async (user: TestUser) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/wishlist', headers: user.headers })).json<WishlistResponse>();
const editFabric = (fabricId: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api/fabrics/${fabricId}`, headers: vendor.headers, payload });

/** Delivers what is due and answers the mails that arrived since `before`. */
async function deliver(before = smtp.received.length) {
  await ctx.app.mail.deliverDueMails();
  return smtp.received.slice(before);
}

describe('saved fabrics', () => {
  it('saves a fabric once however often the heart is pressed, lists the newest first, and unsaves it', async () => {
    const first = await addFabric(ctx.app, vendor, { name: 'Saved Linen' });
    const second = await addFabric(ctx.app, vendor, { name: 'Saved Silk' });
    expect((await save(shopper, first._id)).json()).toEqual({ fabricId: first._id, saved: true });
    expect((await save(shopper, first._id)).statusCode).toBe(200);
    await save(shopper, second._id);

    const { items } = await wishlist(shopper);
    expect(items.map((item) => [item.fabric.name, item.available])).toEqual([
      ['Saved Silk', true],
      ['Saved Linen', true],
    ]);
    expect(items[0]?.fabric).toMatchObject({ price: second.price, rating: { average: 0, count: 0 } });
    expect((await wishlist(other)).items).toEqual([]);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/wishlist/${second._id}`,
      headers: shopper.headers,
    });
    expect(removed.json()).toEqual({ fabricId: second._id, saved: false });
    expect((await wishlist(shopper)).items.map((item) => item.fabric.name)).toEqual(['Saved Linen']);
  });

  it('refuses vendors and operators with 403, visitors with 401, and a fabric not in the storefront with 404', async () => {
    const fabric = await addFabric(ctx.app, vendor);
    const operator = await signInOperator(ctx.app, ctx.database);
    for (const user of [vendor, operator]) {
      const refused = await save(user, fabric._id);
      expect(refused.statusCode).toBe(403);
      expect(messageOf(refused)).toBe('Only shoppers can save fabrics; vendors and the operator have no wishlist.');
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/wishlist' })).statusCode).toBe(401);
    const missing = await save(shopper, crypto.randomUUID());
    expect([missing.statusCode, messageOf(missing)]).toEqual([404, 'Product not found.']);
  });

  it('keeps a fabric that left the storefront on the list, marked unavailable', async () => {
    const fabric = await addFabric(ctx.app, vendor, { name: 'Soon Gone' });
    await save(other, fabric._id);
    await ctx.app.inject({ method: 'DELETE', url: `/api/fabrics/${fabric._id}`, headers: vendor.headers });
    const gone = (await wishlist(other)).items.find((item) => item.fabric._id === fabric._id);
    expect(gone?.available).toBe(false);
  });
});

describe('the saved-fabric mail', () => {
  it('mails each saver once when the price drops, and not again the same day', async () => {
    const fabric = await addFabric(ctx.app, vendor, { name: 'Drop Cotton', price: 500 });
    await save(shopper, fabric._id);
    await save(other, fabric._id);
    const before = smtp.received.length;

    await editFabric(fabric._id, { price: 650 });
    expect(await deliver(before)).toEqual([]);

    await editFabric(fabric._id, { price: 420.5 });
    const mails = await deliver(before);
    expect(mails.map((mail) => mail.to).sort()).toEqual([other.email, shopper.email].sort());
    const mine = mails.find((mail) => mail.to === shopper.email);
    expect(mine?.subject).toBe('Price drop: Drop Cotton is now Rs. 420.50');
    expect(mine?.text).toContain(`https://shop.example/product/${fabric._id}`);

    await editFabric(fabric._id, { price: 400 });
    expect(await deliver()).toEqual([]);

    // A day later, the next drop mails again.
    await ctx.database.db.execute(
      sql`update wishlist_items set notified_at = now() - interval '25 hours' where fabric_id = ${fabric._id}`,
    );
    await editFabric(fabric._id, { price: 380 });
    expect((await deliver()).map((mail) => mail.subject)).toEqual([
      'Price drop: Drop Cotton is now Rs. 380.00',
      'Price drop: Drop Cotton is now Rs. 380.00',
    ]);
  });

  it('mails a saver when the fabric comes back in stock, and writes no mail when the change is refused', async () => {
    const fabric = await addFabric(ctx.app, vendor, { name: 'Restock Wool', stock: 0 });
    await save(shopper, fabric._id);
    const refused = await editFabric(fabric._id, { stock: 5, price: -1 });
    expect(refused.statusCode).toBe(400);
    expect(await deliver()).toEqual([]);

    await editFabric(fabric._id, { stock: 5 });
    const [mail, ...more] = await deliver();
    expect(more).toEqual([]);
    expect([mail?.to, mail?.subject]).toEqual([shopper.email, 'Back in stock: Restock Wool']);
  });
});

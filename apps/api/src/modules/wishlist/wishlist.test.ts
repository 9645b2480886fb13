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

  it('mails the savers of a sale that starts later when it starts, once, and not for a sale moved or called off before', async () => {
    const silk = await addFabric(ctx.app, vendor, { name: 'Later Silk', price: 500 });
    const wool = await addFabric(ctx.app, vendor, { name: 'Called-off Wool', price: 800 });
    await Promise.all([save(shopper, silk._id), save(shopper, wool._id)]);
    const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
    await deliver();

    expect((await editFabric(silk._id, { salePrice: 350, saleStartsAt: inHours(1) })).statusCode).toBe(200);
    expect((await editFabric(wool._id, { salePrice: 600, saleStartsAt: inHours(1) })).statusCode).toBe(200);
    expect(await deliver()).toEqual([]);
    // Another shopper saves the silk before its sale starts; the vendor moves it an hour later and calls the wool's off.
    await save(other, silk._id);
    expect((await editFabric(silk._id, { saleStartsAt: inHours(2) })).statusCode).toBe(200);
    expect((await editFabric(wool._id, { salePrice: null })).statusCode).toBe(200);

    await anHourPasses([silk._id, wool._id]);
    expect(await deliver()).toEqual([]);

    await anHourPasses([silk._id, wool._id]);
    const mails = await deliver();
    expect(mails.map((mail) => [mail.to, mail.subject]).sort()).toEqual(
      [other.email, shopper.email].sort().map((to) => [to, 'Price drop: Later Silk is now Rs. 350.00']),
    );
    expect(mails[0]?.text).toContain('went down from Rs. 500.00 to Rs. 350.00');
    await editFabric(silk._id, { name: 'Later Silk' });
    expect(await deliver()).toEqual([]);
  });
});

/**
 * As if an hour went by for these fabrics: their sales' dates and the mails scheduled for them move an
 * hour back (the clock cannot be moved under the database).
 */
async function anHourPasses(fabricIds: string[]) {
  for (const id of fabricIds) {
    await ctx.database.db.execute(sql`update fabrics set sale_starts_at = sale_starts_at - interval '1 hour',
      sale_ends_at = sale_ends_at - interval '1 hour' where id = ${id}`);
    await ctx.database.db.execute(sql`update mail_outbox set due_at = due_at - interval '1 hour',
        payload = jsonb_set(payload, '{saleStartsAt}',
          to_jsonb(((payload->>'saleStartsAt')::timestamptz - interval '1 hour')::text))
      where payload->>'fabricId' = ${id} and payload ? 'saleStartsAt' and sent_at is null and dropped_at is null`);
  }
}

import type { AdminReviewPage, Fabric, Review, ReviewList } from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInOperator } from '../../../test-support/operator';
import { smtpMailSettings, startTestSmtpServer, type TestSmtpServer } from '../../../test-support/smtp-server';
import {
  addFabric,
  createShopWithUsers,
  messageOf,
  moveOrderPart,
  placeOrder,
  SHIPPING_ADDRESS,
  type TestContext,
  type TestUser,
} from '../../../test-support/test-app';
import { queryRows } from '../../db/query-rows';
import type { ReviewInviteMail } from '../mail/kinds';
import { renderMail } from '../mail/messages';

let smtp: TestSmtpServer;
let ctx: TestContext;
let buyer: TestUser;
let second: TestUser;
let third: TestUser;
let stranger: TestUser;
let vendor: TestUser;
let otherVendor: TestUser;
let operator: TestUser;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  const shop = await createShopWithUsers(
    {
      buyer: { role: 'customer', name: 'Asha Buyer' },
      second: 'customer',
      third: 'customer',
      stranger: 'customer',
      vendor: { role: 'vendor', name: 'Bela Weaves' },
      otherVendor: 'vendor',
    },
    { mail: smtpMailSettings(smtp, 0.2) },
  );
  ctx = shop;
  ({ buyer, second, third, stranger, vendor, otherVendor } = shop.users);
  operator = await signInOperator(ctx.app, ctx.database);
});
afterAll(async () => {
  await ctx.close();
  await smtp.stop();
});

/** The shopper's order of the fabric, moved by its vendor up to `status`. */
async function bought(shopper: TestUser, fabric: Fabric, status: 'placed' | 'shipped' | 'delivered' = 'delivered') {
  const order = await placeOrder(ctx.app, shopper, [{ fabric_id: fabric._id, quantity: 1 }]);
  const moves = { placed: [], shipped: ['accepted', 'shipped'], delivered: ['accepted', 'shipped', 'delivered'] };
  for (const move of moves[status]) await moveOrderPart(ctx.app, vendor, order._id, move);
  return order;
}

const review = (user: TestUser, fabricId: string, rating: number, body = 'Feels as it looks.') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/fabrics/${fabricId}/reviews`,
    headers: user.headers,
    payload: { rating, body },
  });
const reviewsOf = async (fabricId: string, query = '') =>
  (await ctx.app.inject({ method: 'GET', url: `/api/fabrics/${fabricId}/reviews${query}` })).json<ReviewList>();
const fabricJson = async (fabricId: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/fabrics/${fabricId}` })).json<Fabric>();

describe('writing a review', () => {
  it('lets only a shopper with a delivered part holding the fabric review it, once', async () => {
    const silk = await addFabric(ctx.app, vendor, { name: 'Review Silk', stock: 50 });
    await bought(stranger, silk, 'shipped');
    for (const user of [stranger, vendor, operator]) {
      const refused = await review(user, silk._id, 5);
      expect([refused.statusCode, messageOf(refused)]).toEqual([
        403,
        'Only a shopper who has received this fabric can review it.',
      ]);
    }
    expect((await ctx.app.inject({ method: 'POST', url: `/api/fabrics/${silk._id}/reviews` })).statusCode).toBe(401);

    await bought(buyer, silk);
    const created = await review(buyer, silk._id, 4, 'Sheer, as the photos show.');
    expect(created.statusCode).toBe(201);
    expect(created.json<Review>()).toMatchObject({
      rating: 4,
      body: 'Sheer, as the photos show.',
      author: { name: 'Asha Buyer' },
      verifiedPurchase: true,
    });
    const second = await review(buyer, silk._id, 1);
    expect([second.statusCode, messageOf(second)]).toEqual([
      409,
      'You have already reviewed this fabric; edit your review instead.',
    ]);
    const invalid = await review(buyer, silk._id, 6);
    expect([invalid.statusCode, messageOf(invalid)]).toEqual([400, 'rating: Rating must be at most 5']);
  });

  it('takes a delivered swatch for no purchase: a Rs. 30 sample buys neither a review nor an invite', async () => {
    const silk = await addFabric(ctx.app, vendor, { name: 'Sampled Silk', price: 900, stock: 50, swatchOffered: true });
    const checkout = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: second.headers,
      payload: {
        items: [{ fabric_id: silk._id, kind: 'swatch' }],
        paymentMethod: 'cash_on_delivery',
        shippingAddress: SHIPPING_ADDRESS,
      },
    });
    const order = checkout.json<{ _id: string }>();
    for (const move of ['accepted', 'shipped', 'delivered']) await moveOrderPart(ctx.app, vendor, order._id, move);

    const refused = await review(second, silk._id, 1, 'Nothing like the photos.');
    expect([refused.statusCode, messageOf(refused)]).toEqual([
      403,
      'Only a shopper who has received this fabric can review it.',
    ]);
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/fabrics/${silk._id}/reviews/mine`,
      headers: second.headers,
    });
    expect(own.json()).toMatchObject({ review: null, mayReview: false });
    const invites = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`select id from mail_outbox where kind = 'review_invite' and payload->>'orderId' = ${order._id}`,
    );
    expect(invites).toEqual([]);

    await bought(second, silk);
    expect((await review(second, silk._id, 4)).statusCode).toBe(201);
  });

  it('lets the writer alone edit its review, and keeps the fabric rating in step', async () => {
    const linen = await addFabric(ctx.app, vendor, { name: 'Edit Linen', stock: 50 });
    await bought(buyer, linen);
    const mine = (await review(buyer, linen._id, 2)).json<Review>();
    expect((await fabricJson(linen._id)).rating).toEqual({ average: 2, count: 1 });

    const url = `/api/fabrics/${linen._id}/reviews/${mine._id}`;
    const refused = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: stranger.headers,
      payload: { rating: 1, body: 'x' },
    });
    expect([refused.statusCode, messageOf(refused)]).toEqual([403, 'You can only edit your own review.']);

    const edited = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: buyer.headers,
      payload: { rating: 5, body: 'Softer after washing.' },
    });
    expect(edited.json<Review>()).toMatchObject({ rating: 5, body: 'Softer after washing.' });
    expect((await fabricJson(linen._id)).rating).toEqual({ average: 5, count: 1 });
  });
});

describe('reading reviews', () => {
  it('answers the average, count, distribution and a sorted page; hidden reviews leave all of them', async () => {
    const cotton = await addFabric(ctx.app, vendor, { name: 'Many Reviews Cotton', stock: 50 });
    const buyers = [buyer, second, third];
    const ratings = [5, 4, 1];
    const written: Review[] = [];
    for (const [index, shopper] of buyers.entries()) {
      await bought(shopper, cotton);
      written.push((await review(shopper, cotton._id, ratings[index] ?? 3)).json<Review>());
    }

    const all = await reviewsOf(cotton._id);
    expect(all).toMatchObject({
      average: 3.3,
      count: 3,
      distribution: { '1': 1, '2': 0, '3': 0, '4': 1, '5': 1 },
    });
    expect(all.reviews.map((entry) => entry.rating)).toEqual([1, 4, 5]);
    expect((await reviewsOf(cotton._id, '?sort=highest')).reviews.map((entry) => entry.rating)).toEqual([5, 4, 1]);
    expect((await reviewsOf(cotton._id, '?sort=lowest')).reviews.map((entry) => entry.rating)).toEqual([1, 4, 5]);
    expect((await fabricJson(cotton._id)).rating).toEqual({ average: 3.3, count: 3 });

    const lowest = written[2]?._id ?? '';
    const hide = (user: TestUser, reason = 'Not about the fabric') =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/reviews/${lowest}/hide`,
        headers: user.headers,
        payload: { reason },
      });
    const operatorList = async (user: TestUser, status: string) => {
      const answer = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/reviews?status=${status}`,
        headers: user.headers,
      });
      return answer.statusCode === 200 ? answer.json<AdminReviewPage>().items : answer.statusCode;
    };
    expect(await operatorList(vendor, 'shown')).toBe(403);
    const shownBefore = await operatorList(operator, 'shown');
    expect(shownBefore).toContainEqual(
      expect.objectContaining({
        _id: lowest,
        rating: 1,
        fabric: { _id: cotton._id, name: 'Many Reviews Cotton' },
        vendor: { _id: vendor._id, name: vendor.name },
        hiddenReason: null,
      }),
    );
    expect((await hide(vendor)).statusCode).toBe(403);
    expect((await hide(operator)).json()).toEqual({ message: 'Review hidden.' });
    expect(await operatorList(operator, 'shown')).not.toContainEqual(expect.objectContaining({ _id: lowest }));
    expect(await operatorList(operator, 'hidden')).toEqual([
      expect.objectContaining({ _id: lowest, author: { name: third.name }, hiddenReason: 'Not about the fabric' }),
    ]);
    const again = await hide(operator);
    expect([again.statusCode, messageOf(again)]).toEqual([409, 'This review is already hidden.']);

    expect(await reviewsOf(cotton._id)).toMatchObject({
      average: 4.5,
      count: 2,
      distribution: { '1': 0, '4': 1, '5': 1 },
    });
    expect((await fabricJson(cotton._id)).rating).toEqual({ average: 4.5, count: 2 });
    const [audit] = await queryRows<{ action: string; reason: string }>(
      ctx.database.db,
      sql`select action, reason from admin_audit where target_id = ${cotton._id}`,
    );
    expect(audit).toEqual({ action: 'hide_review', reason: 'Not about the fabric' });
  });

  it('sorts the catalog by rating, the best average first', async () => {
    const category = 'velvet';
    const [low, high] = await Promise.all([
      addFabric(ctx.app, vendor, { name: 'Low Rated Velvet', category, stock: 50 }),
      addFabric(ctx.app, vendor, { name: 'High Rated Velvet', category, stock: 50 }),
    ]);
    const shopper = second;
    const order = await placeOrder(ctx.app, shopper, [
      { fabric_id: low._id, quantity: 1 },
      { fabric_id: high._id, quantity: 1 },
    ]);
    for (const move of ['accepted', 'shipped', 'delivered']) await moveOrderPart(ctx.app, vendor, order._id, move);
    await review(shopper, low._id, 2);
    await review(shopper, high._id, 5);
    const page = await ctx.app.inject({ method: 'GET', url: `/api/fabrics?category=${category}&sort=rating` });
    const names = page.json<Fabric[]>().map((fabric) => fabric.name);
    expect(names.indexOf('High Rated Velvet')).toBeLessThan(names.indexOf('Low Rated Velvet'));
  });
});

describe('the vendor reply', () => {
  it("lets the fabric's vendor reply once, and nobody else", async () => {
    const wool = await addFabric(ctx.app, vendor, { name: 'Reply Wool', stock: 50 });
    await bought(buyer, wool);
    const mine = (await review(buyer, wool._id, 3)).json<Review>();
    const reply = (user: TestUser, body = 'Thank you for the photos!') =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/fabrics/${wool._id}/reviews/${mine._id}/reply`,
        headers: user.headers,
        payload: { body },
      });
    for (const user of [otherVendor, buyer]) {
      const refused = await reply(user);
      expect([refused.statusCode, messageOf(refused)]).toEqual([
        403,
        "Only the fabric's vendor can reply to its reviews.",
      ]);
    }
    expect((await reply(vendor)).json<Review>().reply?.body).toBe('Thank you for the photos!');
    const second = await reply(vendor, 'Again');
    expect([second.statusCode, messageOf(second)]).toEqual([
      409,
      'This review already has a reply; a vendor replies once.',
    ]);
    expect((await reviewsOf(wool._id)).reviews[0]?.reply?.body).toBe('Thank you for the photos!');
  });
});

describe('the review invite', () => {
  it('is scheduled a few days after delivery, once per delivered part', async () => {
    const denim = await addFabric(ctx.app, vendor, { name: 'Invite Denim', stock: 50 });
    const order = await bought(buyer, denim);
    const rows = await queryRows<{ recipient: string; days: number; payload: { fabrics: { name: string }[] } }>(
      ctx.database.db,
      sql`select recipient, round(extract(epoch from due_at - created_at) / 86400)::int as days, payload
        from mail_outbox where kind = 'review_invite' and payload->>'orderId' = ${order._id}`,
    );
    expect(rows).toEqual([{ recipient: buyer.email, days: 3, payload: expect.anything() }]);
    expect(rows[0]?.payload.fabrics).toEqual([{ id: denim._id, name: 'Invite Denim' }]);
    const mail = await renderMail('review_invite', rows[0]?.payload as ReviewInviteMail, 'https://shop.example');
    expect(mail.subject).toBe('How was your fabric? Review your order');
    expect(mail.text).toContain(`https://shop.example/product/${denim._id}#reviews`);
  });

  it('goes, when due, only for the fabrics the shopper has not reviewed by then, and not at all once all are', async () => {
    const [chanderi, kota, ikat] = await Promise.all([
      addFabric(ctx.app, vendor, { name: 'Invite Chanderi', stock: 50 }),
      addFabric(ctx.app, vendor, { name: 'Invite Kota', stock: 50 }),
      addFabric(ctx.app, vendor, { name: 'Invite Ikat', stock: 50 }),
    ]);
    const both = await placeOrder(ctx.app, third, [
      { fabric_id: chanderi._id, quantity: 1 },
      { fabric_id: kota._id, quantity: 1 },
    ]);
    for (const move of ['accepted', 'shipped', 'delivered']) await moveOrderPart(ctx.app, vendor, both._id, move);
    const single = await bought(third, ikat);
    expect((await review(third, chanderi._id, 5)).statusCode).toBe(201);
    expect((await review(third, ikat._id, 4)).statusCode).toBe(201);

    // The orders' own mails are not what this reads: set aside unsent, so only the invites are rendered and sent.
    await ctx.database.db.execute(sql`update mail_outbox set dropped_at = now() where kind <> 'review_invite'`);
    // Three days on, the invites fall due.
    await ctx.database.db.execute(sql`update mail_outbox set due_at = now()
      where kind = 'review_invite' and payload->>'orderId' in (${both._id}, ${single._id})`);
    expect(await ctx.app.mail.deliverDueMails()).toEqual({ sent: 1, failed: 0, dropped: 1 });
    const invites = smtp.to(third.email).filter((mail) => mail.subject === 'How was your fabric? Review your order');
    expect(invites).toHaveLength(1);
    expect(invites[0]?.text).toContain(`order ${both.orderNumber}`);
    expect(invites[0]?.text).toContain('Invite Kota');
    expect(invites[0]?.text).not.toContain('Invite Chanderi');
    expect(invites[0]?.text).toContain(`/product/${kota._id}#reviews`);
  });
});

import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Order } from '@fabric-store/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payByUpi, signInOperator } from '../../../test-support/operator';
import { smtpMailSettings, startTestSmtpServer, type TestSmtpServer } from '../../../test-support/smtp-server';
import {
  addFabric,
  createShopWithUsers,
  moveOrderPart,
  placeOrder,
  SHIPPING_ADDRESS,
  signUp,
  type TestContext,
  type TestUser,
} from '../../../test-support/test-app';
import { mailOutbox, orders } from '../../db/schema';
import { expireUnpaidOrders } from '../../jobs/payment-expiry';
import { renderMail } from './messages';

const PUBLIC_URL = 'https://shop.example';

let smtp: TestSmtpServer;
let ctx: TestContext;
let shopper: TestUser;
let weaver: TestUser;
let dyer: TestUser;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  const shop = await createShopWithUsers(
    {
      shopper: { role: 'customer', name: 'Kiran Shopper' },
      weaver: { role: 'vendor', name: 'Bela Weaves' },
      dyer: { role: 'vendor', name: 'Indigo Dyers' },
    },
    { mail: smtpMailSettings(smtp, 0.2), publicUrl: PUBLIC_URL },
  );
  ctx = shop;
  ({ shopper, weaver, dyer } = shop.users);
  await ctx.app.mail.deliverDueMails();
});
afterAll(async () => {
  await ctx.close();
  await smtp.stop();
});

/** Delivers what is due and answers the mails that arrived since `before`. */
async function deliver(before = smtp.received.length) {
  await ctx.app.mail.deliverDueMails();
  return smtp.received.slice(before);
}

/** An order of both vendors' fabrics by UPI; `paid` (the default) has the operator confirm it, so that it may ship. */
async function twoVendorOrder(paid = true): Promise<Order> {
  const silk = await addFabric(ctx.app, weaver, { name: 'Mulberry Silk', price: 1234.5, stock: 20 });
  const indigo = await addFabric(ctx.app, dyer, { name: 'Indigo Cotton', price: 250.25, stock: 20 });
  const order = await placeOrder(
    ctx.app,
    shopper,
    [
      { fabric_id: silk._id, quantity: 2 },
      { fabric_id: indigo._id, quantity: 1.5 },
    ],
    'upi',
  );
  if (paid) await payByUpi(ctx.app, ctx.database, shopper, order._id);
  return order;
}

describe('mails in the recipient’s language', () => {
  it('writes a Hindi-reading shopper’s order mail in Hindi, with lakh grouping, and the English vendor’s in English', async () => {
    const kavita = await signUp(ctx.app, 'customer', { name: 'Kavita <b>Sharma</b>' });
    const switched = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/profile/update',
      headers: kavita.headers,
      payload: { name: kavita.name, email: kavita.email, language: 'hi' },
    });
    expect(switched.statusCode).toBe(200);
    const silk = await addFabric(ctx.app, weaver, { name: 'Banarasi Silk', price: 123456.5, stock: 20 });
    const before = smtp.received.length;
    const order = await placeOrder(ctx.app, kavita, [{ fabric_id: silk._id, quantity: 2 }]);
    await deliver(before);

    const [toKavita] = smtp.to(kavita.email).filter((mail) => mail.subject.includes(order.orderNumber));
    expect(toKavita?.subject).toBe(`आपका Fabric-Store ऑर्डर ${order.orderNumber} मिल गया है`);
    for (const part of [toKavita?.text ?? '', toKavita?.html ?? '']) {
      expect(part).toContain('आपके ऑर्डर के लिए धन्यवाद');
      expect(part).toContain('2 मीटर × Rs. 1,23,456.50/मीटर');
      expect(part).toContain('Rs. 2,46,913.00');
      expect(part).toMatch(/भुगतान का तरीका: (<!-- -->)?कैश ऑन डिलीवरी/);
      expect(part).toContain('यहाँ भेजा जाएगा');
      expect(part).not.toMatch(/Thank you|Payment method|Shipping to/);
    }
    expect(toKavita?.html).toContain('lang="hi"');
    expect(toKavita?.html).toContain('Kavita &lt;b&gt;Sharma&lt;/b&gt;');
    expect(toKavita?.html).not.toContain('<b>Sharma');

    const [toWeaver] = smtp.to(weaver.email).filter((mail) => mail.subject.includes(order.orderNumber));
    expect(toWeaver?.subject).toBe(`New order ${order.orderNumber} from Kavita <b>Sharma</b>`);
    expect(toWeaver?.text).toContain('2 m × Rs. 1,23,456.50/m');
    expect(toWeaver?.html).toContain('lang="en"');
  });

  it('gives a Hindi mail’s dates in India time with Hindi month names', async () => {
    const mail = await renderMail(
      'payment_rejected',
      {
        orderId: '5b0c6a34-1111-4000-8000-000000000001',
        orderNumber: 'FS-2611-0042',
        customerName: 'Kavita',
        amount: 123456.5,
        utr: '123456789012',
        reason: null,
        payBy: '2026-11-29T20:00:00.000Z',
      },
      PUBLIC_URL,
      'hi',
    );
    expect(mail.subject).toBe('ऑर्डर FS-2611-0042 का आपका भुगतान हमें नहीं मिला');
    // 20:00 UTC is 1:30 am the next day in India.
    expect(mail.text).toContain('30 नवंबर 2026');
    expect(mail.text).toContain('1:30');
    expect(mail.text).toContain('Rs. 1,23,456.50');
  });
});

describe('mails of an order', () => {
  it('sends the shopper one mail and each vendor one, with the lines, money as the site shows it and links', async () => {
    const before = smtp.received.length;
    const order = await twoVendorOrder(false);
    // A UPI order's vendors are asked to accept it once its payment is confirmed, not before.
    expect((await deliver(before)).map((mail) => mail.to)).toEqual([shopper.email]);
    const confirmedAt = smtp.received.length;
    await payByUpi(ctx.app, ctx.database, shopper, order._id);
    const arrived = await deliver(confirmedAt);
    expect(arrived.map((mail) => mail.to).sort()).toEqual([shopper.email, weaver.email, dyer.email].sort());

    const [toShopper] = smtp.to(shopper.email).filter((mail) => mail.subject.includes(order.orderNumber));
    expect(toShopper?.subject).toBe(`Your Fabric-Store order ${order.orderNumber} is placed`);
    expect(toShopper?.from).toBe('"Fabric-Store" <no-reply@fabric-store.example>');
    expect(toShopper?.messageId).toMatch(/^<[0-9a-f-]{36}@fabric-store\.mail>$/);
    for (const part of [toShopper?.text, toShopper?.html]) {
      expect(part).toContain('Mulberry Silk');
      expect(part).toContain('2 m × Rs. 1,234.50/m');
      expect(part).toContain('Indigo Cotton');
      expect(part).toContain('1.5 m × Rs. 250.25/m');
      expect(part).toContain('Rs. 2,844.38');
      expect(part).toContain('UPI');
      expect(part).toContain(SHIPPING_ADDRESS.address);
      expect(part).toContain('Bengaluru, Karnataka 560025');
      expect(part).toContain(`${PUBLIC_URL}/orders/${order._id}`);
      expect(part).not.toContain('Coupon');
    }

    const [toWeaver] = smtp.to(weaver.email).filter((mail) => mail.subject.includes(order.orderNumber));
    expect(toWeaver?.subject).toBe(`New order ${order.orderNumber} from Kiran Shopper`);
    expect(toWeaver?.text).toContain('Mulberry Silk');
    expect(toWeaver?.text).toContain('Rs. 2,469.00');
    expect(toWeaver?.text).not.toContain('Indigo Cotton');
    expect(toWeaver?.text).toContain(SHIPPING_ADDRESS.address);
    expect(toWeaver?.text).toContain(`${PUBLIC_URL}/vendor/orders`);
    const [toDyer] = smtp.to(dyer.email).filter((mail) => mail.subject.includes(order.orderNumber));
    expect(toDyer?.text).toContain('Indigo Cotton');
    expect(toDyer?.text).not.toContain('Mulberry Silk');

    expect(await deliver()).toEqual([]);
  });

  it('shows the shopper the coupon and what it took off, above the total', async () => {
    const silk = await addFabric(ctx.app, weaver, { name: 'Coupon Silk', price: 1234.5, stock: 20 });
    const code = `MAILTEN${crypto.randomUUID().slice(0, 4).toUpperCase()}`;
    const coupon = await ctx.app.inject({
      method: 'POST',
      url: '/api/vendor/coupons',
      headers: weaver.headers,
      payload: { code, kind: 'percent', value: 10 },
    });
    expect(coupon.statusCode).toBe(201);
    const before = smtp.received.length;
    const order = await placeOrder(ctx.app, shopper, [{ fabric_id: silk._id, quantity: 2 }], 'cash_on_delivery', code);
    await deliver(before);

    const [toShopper] = smtp.to(shopper.email).filter((mail) => mail.subject.includes(order.orderNumber));
    // 2 m × Rs. 1,234.50 = Rs. 2,469.00, 10 % off: Rs. 246.90, leaving Rs. 2,222.10 to pay.
    for (const part of [toShopper?.text ?? '', toShopper?.html ?? '']) {
      expect(part).toMatch(new RegExp(`Coupon ${code}[\\s\\S]*−Rs\\. 246\\.90[\\s\\S]*Total[\\s\\S]*Rs\\. 2,222\\.10`));
    }
  });

  it('shows the vendor its own coupon taken off its part, and a marketplace coupon that leaves its part whole', async () => {
    const operator = await signInOperator(ctx.app, ctx.database);
    const silk = await addFabric(ctx.app, weaver, { name: 'Vendor Coupon Silk', price: 1350, stock: 20 });
    const makeCoupon = async (maker: TestUser, url: string) => {
      const code = `PART${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
      const made = await ctx.app.inject({
        method: 'POST',
        url,
        headers: maker.headers,
        payload: { code, kind: 'percent', value: 10 },
      });
      expect(made.statusCode).toBe(201);
      return code;
    };
    const vendorMailOf = async (code: string) => {
      const before = smtp.received.length;
      const order = await placeOrder(
        ctx.app,
        shopper,
        [{ fabric_id: silk._id, quantity: 2 }],
        'cash_on_delivery',
        code,
      );
      await deliver(before);
      const [toWeaver] = smtp.to(weaver.email).filter((mail) => mail.subject.includes(order.orderNumber));
      return [toWeaver?.text ?? '', toWeaver?.html ?? ''];
    };

    // 2 m × Rs. 1,350 = Rs. 2,700.00; the vendor's 10 % coupon takes Rs. 270.00 of it.
    const own = await makeCoupon(weaver, '/api/vendor/coupons');
    for (const part of await vendorMailOf(own)) {
      expect(part).toMatch(
        new RegExp(`Your coupon ${own}[\\s\\S]*−Rs\\. 270\\.00[\\s\\S]*Your part[\\s\\S]*Rs\\. 2,430\\.00`),
      );
    }
    // The marketplace's coupon is Fabric-Store's to pay: the vendor's part stays Rs. 2,700.00.
    const marketplace = await makeCoupon(operator, '/api/admin/coupons');
    const [text, html] = await vendorMailOf(marketplace);
    for (const part of [text, html]) expect(part).toMatch(/Your part[\s\S]*Rs\. 2,700\.00/);
    expect(text).toContain(`Fabric-Store's coupon ${marketplace} took Rs. 270.00 off for the shopper`);
  });

  it('tells the shopper of each move of a part: accepted, shipped with carrier and tracking, delivered, cancelled', async () => {
    const order = await twoVendorOrder();
    await deliver();
    const moves = [
      [weaver, 'accepted', {}],
      [weaver, 'shipped', { carrier: 'Blue Dart', trackingNumber: 'BD123456789IN' }],
      [weaver, 'delivered', {}],
      [dyer, 'cancelled', { reason: 'The dye lot failed inspection.' }],
    ] as const;
    const texts: string[] = [];
    for (const [seller, status, extra] of moves) {
      expect((await moveOrderPart(ctx.app, seller, order._id, status, extra)).statusCode).toBe(200);
      const arrived = await deliver();
      expect(arrived.map((mail) => mail.to)).toEqual([shopper.email]);
      texts.push(arrived[0]?.text ?? '');
    }
    expect(texts[0]).toContain('Bela Weaves accepted their part');
    expect(texts[1]).toContain('Carrier: Blue Dart');
    expect(texts[1]).toContain('Tracking number: BD123456789IN');
    expect(texts[2]).toContain('was delivered');
    expect(texts[3]).toContain('Indigo Dyers cancelled their part');
    expect(texts[3]).toContain('The dye lot failed inspection.');
    expect(texts[3]).toContain('Rs. 375.38 paid by UPI for these items will be refunded');
  });

  it('sends the shopper and each vendor a mail when the shopper cancels the order', async () => {
    const order = await twoVendorOrder();
    await deliver();
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/cancel`,
      headers: shopper.headers,
      payload: { reason: 'Ordered the wrong colour' },
    });
    expect(cancelled.statusCode).toBe(200);
    const arrived = await deliver();
    expect(arrived.map((mail) => mail.to).sort()).toEqual([shopper.email, weaver.email, dyer.email].sort());
    const toShopper = arrived.find((mail) => mail.to === shopper.email);
    expect(toShopper?.subject).toBe(`Your order ${order.orderNumber} is cancelled`);
    expect(toShopper?.text).toContain('Ordered the wrong colour');
    expect(toShopper?.text).toContain('Rs. 2,844.38 paid by UPI for these items will be refunded');
    const toWeaver = arrived.find((mail) => mail.to === weaver.email);
    expect(toWeaver?.subject).toBe(`Order ${order.orderNumber} was cancelled by the shopper`);
    expect(toWeaver?.text).toContain('please do not ship it');
  });

  it('tells the shopper and the vendor when the marketplace cancels the vendor’s part', async () => {
    const order = await twoVendorOrder();
    const operator = await signInOperator(ctx.app, ctx.database);
    await deliver();
    const weaversPart = order.parts.find((part) => part.vendor._id === weaver._id);
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order._id}/parts/${weaversPart?._id}/cancel`,
      headers: operator.headers,
      payload: { reason: 'The seller has not answered for a week' },
    });
    expect(cancelled.statusCode).toBe(200);
    const arrived = await deliver();
    expect(arrived.map((mail) => mail.to).sort()).toEqual([shopper.email, weaver.email].sort());
    const toShopper = arrived.find((mail) => mail.to === shopper.email);
    expect(toShopper?.subject).toBe(`Your order ${order.orderNumber}: part from Bela Weaves cancelled by Fabric-Store`);
    expect(toShopper?.text).toContain("Fabric-Store cancelled Bela Weaves's part of your order");
    expect(toShopper?.text).toContain('Reason: The seller has not answered for a week');
    const toWeaver = arrived.find((mail) => mail.to === weaver.email);
    expect(toWeaver?.subject).toBe(`Order ${order.orderNumber} was cancelled by the marketplace`);
    expect(toWeaver?.text).toContain('Fabric-Store cancelled your part of');
    expect(toWeaver?.text).toContain('please do not ship it');
  });

  it('links the mail of an order left unpaid, which no request writes, to the store’s address', async () => {
    const order = await twoVendorOrder(false);
    await ctx.database.db
      .update(orders)
      .set({ paymentDueBy: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, order._id));
    await deliver();
    expect(await expireUnpaidOrders(ctx.database.db)).toBe(1);
    const [toShopper] = await deliver();
    expect(toShopper?.to).toBe(shopper.email);
    for (const part of [toShopper?.text, toShopper?.html]) {
      expect(part).toContain(`${PUBLIC_URL}/orders/${order._id}`);
      expect(part).not.toContain('localhost');
    }
  });

  it('sends nothing for a checkout that fails on stock or on price', async () => {
    const scarce = await addFabric(ctx.app, weaver, { name: 'Scarce Linen', price: 100, stock: 1 });
    const outbox = async () => (await ctx.database.db.select().from(mailOutbox)).length;
    const rowsBefore = await outbox();
    const attempt = (items: unknown[]) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/checkout',
        headers: shopper.headers,
        payload: { items, paymentMethod: 'upi', shippingAddress: SHIPPING_ADDRESS },
      });
    expect((await attempt([{ fabric_id: scarce._id, quantity: 5 }])).statusCode).toBe(409);
    expect((await attempt([{ fabric_id: scarce._id, quantity: 1, price: 99 }])).statusCode).toBe(409);
    expect(await outbox()).toBe(rowsBefore);
    expect(await deliver()).toEqual([]);
  });
});

describe('sending', () => {
  it('keeps every mail while the SMTP server is down and sends each once when it is back', async () => {
    await deliver();
    await smtp.stop();
    const silk = await addFabric(ctx.app, weaver, { name: 'Outage Silk', price: 500, stock: 50 });
    const orders = [];
    for (let i = 0; i < 3; i++) orders.push(await placeOrder(ctx.app, shopper, [{ fabric_id: silk._id, quantity: 1 }]));
    const whileDown = await ctx.app.mail.deliverDueMails();
    expect(whileDown.sent).toBe(0);
    expect(whileDown.failed).toBeGreaterThan(0);
    const failed = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.lastError, 'ESOCKET'));
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((row) => row.sentAt === null && row.dueAt > row.createdAt)).toBe(true);

    await smtp.start();
    const before = smtp.received.length;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (let round = 0; round < 10 && smtp.received.length - before < 6; round++) {
      await ctx.app.mail.deliverDueMails();
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const arrived = smtp.received.slice(before);
    expect(arrived).toHaveLength(6);
    for (const order of orders) {
      expect(arrived.filter((mail) => mail.subject.includes(order.orderNumber))).toHaveLength(2);
    }
    expect(new Set(arrived.map((mail) => mail.messageId)).size).toBe(6);
  });

  it('welcomes a new account, and sends nothing more to an account deleted before its mail went out', async () => {
    const before = smtp.received.length;
    const newcomer = await signUp(ctx.app, 'customer', { name: 'New Comer' });
    const arrived = await deliver(before);
    expect(arrived.map((mail) => [mail.to, mail.subject])).toEqual([[newcomer.email, 'Welcome to Fabric-Store']]);
    expect(arrived[0]?.text).toContain(`${PUBLIC_URL}/products`);

    const leaving = await signUp(ctx.app, 'customer');
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/profile/delete',
      headers: leaving.headers,
      payload: { userId: leaving._id },
    });
    expect(deleted.statusCode).toBe(200);
    const afterDelete = await deliver();
    expect(afterDelete.filter((mail) => mail.to === leaving.email)).toEqual([]);
    const [row] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `welcome:${leaving._id}`));
    expect(row).toMatchObject({ sentAt: null, payload: null, lastError: 'unwanted' });
    expect(row?.droppedAt).not.toBeNull();
  });
});

describe('without SMTP_URL', () => {
  it('writes each mail as an .eml file under DATA_DIR/mail', async () => {
    const dataDir = path.join(tmpdir(), `fabric-store-eml-${crypto.randomUUID()}`);
    const shop = await createShopWithUsers(
      { reader: 'customer' },
      { mail: { smtpUrl: undefined, from: 'Shop <shop@example.com>', dataDir, pollMs: 1000, retryBaseSeconds: 30 } },
    );
    try {
      await shop.app.mail.deliverDueMails();
      const files = await readdir(path.join(dataDir, 'mail'));
      expect(files).toHaveLength(1);
      const eml = await readFile(path.join(dataDir, 'mail', files[0] ?? ''), 'utf8');
      expect(eml).toContain(`To: ${shop.users.reader.email}`);
      expect(eml).toContain('From: Shop <shop@example.com>');
      expect(eml).toContain('Subject: Welcome to Fabric-Store');
      expect(eml).toContain('Content-Type: text/plain');
      expect(eml).toContain('Content-Type: text/html');
    } finally {
      await shop.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

import type { AdminOverview, Cart, Coupon, CouponUse, Order, VendorLedger, VendorOrder } from '@fabric-store/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUsersDirectly } from '../../../test-support/direct-users';
import { asOperator, payByUpi } from '../../../test-support/operator';
import { openShop, type Shop, upiPayee } from '../../../test-support/shop';
import {
  addFabric,
  createTestApp,
  messageOf,
  moveOrderPart,
  SHIPPING_ADDRESS,
  signUp,
  type TestUser,
} from '../../../test-support/test-app';
import { orders } from '../../db/schema';
import { expireUnpaidOrders } from '../../jobs/payment-expiry';

let ctx: Shop;

beforeAll(async () => {
  ctx = await openShop({ commissionPercent: 12.5, upi: upiPayee() });
  // 12.5% on every line, so that who funds a discount changes the vendor's net and the commission.
});
afterAll(() => ctx.close());

let codes = 0;
const uniqueCode = (stem: string) => `${stem}${++codes}${crypto.randomUUID().slice(0, 4).toUpperCase()}`;

const call = (user: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: user.headers, ...(payload && { payload }) });

async function makeCoupon(maker: TestUser, body: Record<string, unknown>): Promise<Coupon> {
  const url = maker.role === 'admin' ? '/api/admin/coupons' : '/api/vendor/coupons';
  const response = await call(maker, 'POST', url, body);
  if (response.statusCode !== 201) throw new Error(`coupon refused: ${response.body}`);
  return response.json<Coupon>();
}

async function fillCart(shopper: TestUser, items: { fabric_id: string; quantity: number }[]) {
  const response = await call(shopper, 'POST', '/api/cart', { items });
  if (response.statusCode !== 200) throw new Error(`cart refused: ${response.body}`);
}

const checkout = (
  shopper: TestUser,
  items: { fabric_id: string; quantity: number }[],
  extra: Record<string, unknown> = {},
) =>
  call(shopper, 'POST', '/api/checkout', {
    items,
    paymentMethod: 'cash_on_delivery',
    shippingAddress: SHIPPING_ADDRESS,
    ...extra,
  });

async function deliver(vendor: TestUser, orderId: string) {
  for (const status of ['accepted', 'shipped', 'delivered']) {
    const extra: Record<string, string> = status === 'shipped' ? { trackingNumber: 'TRK1', carrier: 'India Post' } : {};
    expect((await moveOrderPart(ctx.app, vendor, orderId, status, extra)).statusCode).toBe(200);
  }
}

describe('coupons: making them', () => {
  it('lets the operator and a vendor create, list, disable and read the uses of their coupons, and refuses bad ones', async () => {
    const [weaver, other] = await Promise.all([signUp(ctx.app, 'vendor'), signUp(ctx.app, 'vendor')]);
    const code = uniqueCode('monsoon');
    const marketplace = await makeCoupon(ctx.operator, { code, kind: 'percent', value: 12.5, maxUses: 100 });
    expect(marketplace).toMatchObject({
      code: code.toUpperCase(),
      kind: 'percent',
      value: 12.5,
      vendor: null,
      uses: 0,
    });
    const own = await makeCoupon(weaver, { code: uniqueCode('WEAVE'), kind: 'fixed', value: 75.5, minOrder: 500 });
    expect(own).toMatchObject({ kind: 'fixed', value: 75.5, minOrder: 500, vendor: { _id: weaver._id } });

    for (const [body, status, message] of [
      [{ code: uniqueCode('X'), kind: 'percent', value: 101 }, 400, /at most 100/],
      [{ code: 'no spaces', kind: 'fixed', value: 10 }, 400, /letters, digits/],
      [
        {
          code: uniqueCode('X'),
          kind: 'fixed',
          value: 10,
          startsAt: '2030-01-02T00:00:00Z',
          endsAt: '2030-01-01T00:00:00Z',
        },
        400,
        /endsAt must be after startsAt/,
      ],
      [{ code: code.toLowerCase(), kind: 'fixed', value: 10 }, 409, /already exists/],
    ] as const) {
      const refused = await call(weaver, 'POST', '/api/vendor/coupons', body);
      expect({ status: refused.statusCode, message: messageOf(refused) }).toEqual({
        status,
        message: expect.stringMatching(message),
      });
    }

    const listed = (await call(weaver, 'GET', '/api/vendor/coupons')).json<Coupon[]>();
    expect(listed.map((coupon) => coupon._id)).toEqual([own._id]);
    const everything = (await call(ctx.operator, 'GET', '/api/admin/coupons')).json<Coupon[]>();
    expect(everything.map((coupon) => coupon._id)).toEqual(expect.arrayContaining([own._id, marketplace._id]));
    expect((await call(other, 'POST', `/api/vendor/coupons/${own._id}/disable`)).statusCode).toBe(404);
    const disabled = (await call(weaver, 'POST', `/api/vendor/coupons/${own._id}/disable`)).json<Coupon>();
    expect(disabled.disabled).toBe(true);
    expect((await call(weaver, 'GET', `/api/vendor/coupons/${own._id}/uses`)).json()).toEqual([]);
    const audit = await asOperator<{ items: { action: string }[] }>(ctx.app, ctx.operator, 'GET', '/api/admin/audit');
    expect(audit.items.map((entry) => entry.action)).toContain(`created coupon ${code.toUpperCase()} (12.5% off)`);
  });
});

describe('coupons: in the cart', () => {
  it('applies a code with the discount rounded half up to the paisa, and says why each refused code is refused', async () => {
    const [weaver, printer, shopper] = await Promise.all([
      signUp(ctx.app, 'vendor', { name: 'Weaver Coupons' }),
      signUp(ctx.app, 'vendor', { name: 'Printer Coupons' }),
      signUp(ctx.app, 'customer'),
    ]);
    const silk = await addFabric(ctx.app, weaver, { price: 333.33, stock: 50 });
    await fillCart(shopper, [{ fabric_id: silk._id, quantity: 1 }]);

    const fifteen = await makeCoupon(ctx.operator, { code: uniqueCode('FIFTEEN'), kind: 'percent', value: 15 });
    const applied = await call(shopper, 'POST', '/api/cart/coupon', { code: fifteen.code.toLowerCase() });
    expect(applied.statusCode).toBe(200);
    // 15% of Rs. 333.33 is Rs. 49.9995: half up to Rs. 50.00.
    expect(applied.json<Cart>()).toMatchObject({
      coupon: { code: fifteen.code, kind: 'percent', value: 15, vendor: null },
      discount: 50,
    });
    expect((await call(shopper, 'GET', '/api/cart')).json<Cart>().discount).toBe(50);

    const hour = 3_600_000;
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ kind: 'fixed', value: 10, endsAt: new Date(Date.now() - hour).toISOString() }, /expired/],
      [{ kind: 'fixed', value: 10, startsAt: new Date(Date.now() + hour).toISOString() }, /not valid yet/],
      [{ kind: 'fixed', value: 10, minOrder: 400 }, /at least Rs\. 400\.00; yours comes to Rs\. 333\.33/],
    ];
    for (const [body, message] of refusals) {
      const coupon = await makeCoupon(ctx.operator, { code: uniqueCode('R'), ...body });
      const refused = await call(shopper, 'POST', '/api/cart/coupon', { code: coupon.code });
      expect({ status: refused.statusCode, message: messageOf(refused) }).toEqual({
        status: 409,
        message: expect.stringMatching(message),
      });
    }
    const printers = await makeCoupon(printer, { code: uniqueCode('PRINT'), kind: 'percent', value: 20 });
    const notHers = await call(shopper, 'POST', '/api/cart/coupon', { code: printers.code });
    expect(messageOf(notHers)).toBe(
      `Coupon ${printers.code} is for fabrics from Printer Coupons, and your cart has none.`,
    );
    const unknown = await call(shopper, 'POST', '/api/cart/coupon', { code: 'NOSUCHCODE' });
    expect({ status: unknown.statusCode, message: messageOf(unknown) }).toEqual({
      status: 400,
      message: 'There is no coupon with the code NOSUCHCODE.',
    });
    // Every refusal left the applied coupon in place.
    expect((await call(shopper, 'GET', '/api/cart')).json<Cart>().coupon?.code).toBe(fifteen.code);

    await call(ctx.operator, 'POST', `/api/admin/coupons/${fifteen._id}/disable`);
    expect((await call(shopper, 'GET', '/api/cart')).json<Cart>()).toMatchObject({
      discount: 0,
      couponProblem: `Coupon ${fifteen.code} is no longer available.`,
    });
    const removed = await call(shopper, 'DELETE', '/api/cart/coupon');
    expect(removed.json<Cart>()).toMatchObject({ coupon: null, discount: 0 });
    expect((await call(shopper, 'DELETE', '/api/cart/coupon')).statusCode).toBe(404);
  });
});

describe('coupons: guessing codes', () => {
  it('answers 429 with a message once a shopper, or an address, tries too many codes in a minute', async () => {
    const limited = await createTestApp({ authRateLimit: 3 });
    try {
      const [first, second, third] = await createUsersDirectly(limited.database.db, 3, 'customer');
      const attempt = (shopper: typeof first, remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/cart/coupon',
          remoteAddress,
          headers: { authorization: `Bearer ${shopper?.token}` },
          payload: { code: uniqueCode('GUESS') },
        });
      const guesses = [];
      for (let i = 0; i < 4; i++) guesses.push(await attempt(first, '10.0.0.1'));
      expect(guesses.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 429]);
      expect(messageOf(guesses[3] as (typeof guesses)[number])).toBe(
        'Too many attempts. Please wait a minute and try again.',
      );
      // The shopper's own count follows it to another address; another shopper elsewhere is not held up.
      expect((await attempt(first, '10.0.0.2')).statusCode).toBe(429);
      expect((await attempt(second, '10.0.0.3')).statusCode).toBe(400);
      // Many accounts from one address share that address's count.
      expect((await attempt(third, '10.0.0.1')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('counts a code named at checkout as a guess too, toward the same limits as the cart’s', async () => {
    const limited = await createTestApp({ authRateLimit: 3 });
    try {
      const [shopper] = await createUsersDirectly(limited.database.db, 1, 'customer');
      const headers = { authorization: `Bearer ${shopper?.token}` };
      const checkoutWith = (code: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/checkout',
          remoteAddress: '10.0.0.9',
          headers,
          payload: {
            items: [{ fabric_id: crypto.randomUUID(), quantity: 1 }],
            paymentMethod: 'cash_on_delivery',
            shippingAddress: SHIPPING_ADDRESS,
            couponCode: code,
          },
        });
      const guesses = [];
      for (let i = 0; i < 3; i++) guesses.push((await checkoutWith(uniqueCode('GUESS'))).statusCode);
      expect(guesses.every((status) => status !== 429)).toBe(true);
      expect((await checkoutWith(uniqueCode('GUESS'))).statusCode).toBe(429);
      const atTheCart = await limited.app.inject({
        method: 'POST',
        url: '/api/cart/coupon',
        remoteAddress: '10.0.0.9',
        headers,
        payload: { code: uniqueCode('GUESS') },
      });
      expect(atTheCart.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('coupons: at checkout', () => {
  it("a vendor's coupon reduces its lines before commission: discount, shares, commission, net and ledger exact to the paisa", async () => {
    const [weaver, shopper] = await Promise.all([signUp(ctx.app, 'vendor'), signUp(ctx.app, 'customer')]);
    const [chanderi, cotton] = await Promise.all([
      addFabric(ctx.app, weaver, { name: 'Chanderi', price: 199.99, stock: 20 }),
      addFabric(ctx.app, weaver, { name: 'Cotton', price: 120.1, stock: 20 }),
    ]);
    const coupon = await makeCoupon(weaver, { code: uniqueCode('WEAVER'), kind: 'percent', value: 10 });
    const items = [
      { fabric_id: chanderi._id, quantity: 1.5 },
      { fabric_id: cotton._id, quantity: 2 },
    ];
    await fillCart(shopper, items);
    expect((await call(shopper, 'POST', '/api/cart/coupon', { code: coupon.code })).json<Cart>().discount).toBe(54.02);

    // Lines Rs. 299.99 (299.985 half up) and Rs. 240.20; 10% of Rs. 540.19 is Rs. 54.02, shared 30.00 and 24.02.
    const placed = await checkout(shopper, items, { totalPrice: 486.17 });
    expect(placed.statusCode).toBe(201);
    const order = placed.json<Order>();
    expect(order).toMatchObject({
      discount: 54.02,
      coupon: coupon.code,
      totalPrice: 486.17,
      payment: { amount: 486.17 },
    });
    expect(order.items.map((line) => [line.name, line.total, line.discount])).toEqual([
      ['Chanderi', 299.99, 30],
      ['Cotton', 240.2, 24.02],
    ]);
    expect((await call(shopper, 'GET', '/api/cart')).json<Cart>()).toMatchObject({ items: [], coupon: null });

    const [part] = (await call(weaver, 'GET', '/api/orders/vendor/orders')).json<VendorOrder[]>();
    // Commission 12.5% of (299.99 − 30.00) = 33.75 and of (240.20 − 24.02) = 27.02.
    expect(part).toMatchObject({
      totalPrice: 540.19,
      discount: 54.02,
      discountFundedBy: 'vendor',
      commission: 60.77,
      net: 425.4,
    });
    expect(part?.payment.amount).toBe(486.17);
    await deliver(weaver, order._id);
    const ledger = (await call(weaver, 'GET', '/api/vendor/ledger')).json<VendorLedger>();
    // In cash the vendor took Rs. 486.17 and keeps Rs. 425.40 less the GST of 18% on its commission, 60.77
    // × 0.18 = 10.9386 → 10.94, and the TDS of 5% (no PAN) on the 486.17, 24.3085 → 24.31: it owes the
    // commission with that GST and TDS, 60.77 + 10.94 + 24.31 = 96.02.
    expect(ledger.entries.map((entry) => [entry.kind, entry.amount])).toEqual([['commission_due', -96.02]]);
    expect((await call(weaver, 'GET', `/api/vendor/coupons/${coupon._id}/uses`)).json<CouponUse[]>()).toEqual([
      expect.objectContaining({
        orderId: order._id,
        orderNumber: order.orderNumber,
        discount: 54.02,
        shopper: { _id: shopper._id, name: shopper.name },
      }),
    ]);
  });

  it("a marketplace coupon leaves each vendor's net as it was; the UPI link asks for the discounted total; the overview shows the cost", async () => {
    const [weaver, printer, shopper] = await Promise.all([
      signUp(ctx.app, 'vendor'),
      signUp(ctx.app, 'vendor'),
      signUp(ctx.app, 'customer'),
    ]);
    const [chanderi, voile] = await Promise.all([
      addFabric(ctx.app, weaver, { name: 'Chanderi', price: 199.99, stock: 20 }),
      addFabric(ctx.app, printer, { name: 'Voile', price: 75.55, stock: 20 }),
    ]);
    const before = await asOperator<AdminOverview>(ctx.app, ctx.operator, 'GET', '/api/admin/overview');
    const coupon = await makeCoupon(ctx.operator, {
      code: uniqueCode('HUNDRED'),
      kind: 'fixed',
      value: 100,
      maxUsesPerShopper: 1,
    });
    const items = [
      { fabric_id: chanderi._id, quantity: 1.5 },
      { fabric_id: voile._id, quantity: 3 },
    ];
    // The code in the body, without applying it to the cart first.
    const placed = await checkout(shopper, items, { couponCode: coupon.code, paymentMethod: 'upi' });
    expect(placed.statusCode).toBe(201);
    const order = placed.json<Order>();
    expect(order).toMatchObject({ discount: 100, totalPrice: 426.64, payment: { amount: 426.64 } });
    expect(order.payment.upiUri).toContain('am=426.64');
    // Rs. 100 shared by the largest remainder over Rs. 299.99 and Rs. 226.65: 56.96 and 43.04.
    expect(order.items.map((line) => line.discount)).toEqual([56.96, 43.04]);

    const [weaversPart] = (await call(weaver, 'GET', '/api/orders/vendor/orders')).json<VendorOrder[]>();
    expect(weaversPart).toMatchObject({
      discount: 56.96,
      discountFundedBy: 'marketplace',
      commission: 37.5,
      net: 262.49,
    });
    const [printersPart] = (await call(printer, 'GET', '/api/orders/vendor/orders')).json<VendorOrder[]>();
    expect(printersPart).toMatchObject({ discount: 43.04, commission: 28.33, net: 198.32 });

    await payByUpi(ctx.app, ctx.database, shopper, order._id);
    await deliver(weaver, order._id);
    const ledger = (await call(weaver, 'GET', '/api/vendor/ledger')).json<VendorLedger>();
    // Its net of 262.49, as without the coupon, less what is withheld on it: GST 18% of the commission 37.50
    // = 6.75 and TDS 5% (no PAN) of the gross 299.99, which the marketplace's coupon leaves whole, 14.9995 →
    // 15.00: 262.49 − 6.75 − 15.00 = 240.74.
    expect(ledger.entries.map((entry) => [entry.kind, entry.amount])).toEqual([['earning', 240.74]]);

    const after = await asOperator<AdminOverview>(ctx.app, ctx.operator, 'GET', '/api/admin/overview');
    expect((after.coupons?.marketplaceFunded ?? 0) - (before.coupons?.marketplaceFunded ?? 0)).toBeCloseTo(100, 2);

    const again = await checkout(shopper, items, { couponCode: coupon.code });
    expect({ status: again.statusCode, message: messageOf(again) }).toEqual({
      status: 409,
      message: `You have already used coupon ${coupon.code} once, as often as one shopper may.`,
    });
  });

  it('takes a quarter off nine pieces at Rs. 1 crore: a discount past Rs. 2.1 crore is stored, shown and delivered', async () => {
    const [weaver, shopper] = await Promise.all([signUp(ctx.app, 'vendor'), signUp(ctx.app, 'customer')]);
    const banarasi = await addFabric(ctx.app, weaver, {
      name: 'Heirloom Banarasi',
      price: 10_000_000,
      stock: 10,
      unit: 'per_piece',
    });
    const coupon = await makeCoupon(ctx.operator, { code: uniqueCode('QUARTER'), kind: 'percent', value: 25 });
    const items = [{ fabric_id: banarasi._id, quantity: 9 }];

    const placed = await checkout(shopper, items, { couponCode: coupon.code });
    expect([placed.statusCode, messageOf(placed)]).toEqual([201, 'Order placed successfully!']);
    const order = placed.json<Order>();
    expect(order).toMatchObject({ discount: 22_500_000, totalPrice: 67_500_000 });
    expect(order.items.map((line) => [line.total, line.discount])).toEqual([[90_000_000, 22_500_000]]);
    const [part] = (await call(weaver, 'GET', '/api/orders/vendor/orders')).json<VendorOrder[]>();
    expect(part).toMatchObject({
      totalPrice: 90_000_000,
      discount: 22_500_000,
      commission: 11_250_000,
      net: 78_750_000,
    });

    await deliver(weaver, order._id);
    const ledger = (await call(weaver, 'GET', '/api/vendor/ledger')).json<VendorLedger>();
    // In cash the vendor took Rs. 6.75 crore and keeps Rs. 7.875 crore less GST 18% on the commission of
    // Rs. 1.125 crore, Rs. 20.25 lakh, and TDS 5% (no PAN) of its whole price of Rs. 9 crore (the
    // marketplace's coupon leaves it whole), Rs. 45 lakh: 7,87,50,000 − 20,25,000 − 45,00,000 − 6,75,00,000
    // = 47,25,000, which the marketplace owes it.
    expect(ledger.entries.map((entry) => entry.amount)).toEqual([4_725_000]);
  });

  it('holds maxUses under a rush: ten shoppers at once, one discount, nine told it is used up, nothing written for them', async () => {
    const weaver = await signUp(ctx.app, 'vendor');
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => signUp(ctx.app, 'customer')));
    const linen = await addFabric(ctx.app, weaver, { name: 'Rush linen', price: 400, stock: 100 });
    const coupon = await makeCoupon(ctx.operator, { code: uniqueCode('RUSH'), kind: 'percent', value: 50, maxUses: 1 });
    const items = [{ fabric_id: linen._id, quantity: 1 }];
    const answers = await Promise.all(shoppers.map((shopper) => checkout(shopper, items, { couponCode: coupon.code })));

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    const won = answers.find((answer) => answer.statusCode === 201)?.json<Order>();
    expect(won).toMatchObject({ discount: 200, totalPrice: 200 });
    for (const lost of answers.filter((answer) => answer.statusCode === 409)) {
      expect(messageOf(lost)).toBe(`Coupon ${coupon.code} has been used up.`);
    }
    const parts = (await call(weaver, 'GET', '/api/orders/vendor/orders')).json<VendorOrder[]>();
    expect(parts).toHaveLength(1);
    const stock = (await ctx.app.inject({ method: 'GET', url: `/api/fabrics/${linen._id}` })).json<{ stock: number }>();
    expect(stock.stock).toBe(99);
    const listed = (await call(ctx.operator, 'GET', '/api/admin/coupons')).json<Coupon[]>();
    expect(listed.find((entry) => entry._id === coupon._id)).toMatchObject({ uses: 1, discountGiven: 200 });
  });

  it('gives a use back when every part is cancelled (by the vendors, the shopper or the expiry sweep), once; a partial cancel keeps it', async () => {
    const [weaver, printer] = await Promise.all([signUp(ctx.app, 'vendor'), signUp(ctx.app, 'vendor')]);
    const [first, second] = await Promise.all([signUp(ctx.app, 'customer'), signUp(ctx.app, 'customer')]);
    const [silk, cotton] = await Promise.all([
      addFabric(ctx.app, weaver, { name: 'Give-back silk', price: 400, stock: 100 }),
      addFabric(ctx.app, printer, { name: 'Give-back cotton', price: 200, stock: 100 }),
    ]);
    const coupon = await makeCoupon(ctx.operator, {
      code: uniqueCode('ONCE'),
      kind: 'fixed',
      value: 50,
      maxUses: 1,
      maxUsesPerShopper: 1,
    });
    const both = [
      { fabric_id: silk._id, quantity: 1 },
      { fabric_id: cotton._id, quantity: 1 },
    ];
    const couponNow = async () =>
      (await call(ctx.operator, 'GET', '/api/admin/coupons'))
        .json<Coupon[]>()
        .find((entry) => entry._id === coupon._id);
    const usesNow = async () =>
      (await call(ctx.operator, 'GET', `/api/admin/coupons/${coupon._id}/uses`)).json<CouponUse[]>();
    const withCoupon = (shopper: TestUser, extra: Record<string, unknown> = {}) =>
      checkout(shopper, both, { couponCode: coupon.code, ...extra });
    const cancelPart = (vendor: TestUser, order: Order) =>
      moveOrderPart(ctx.app, vendor, order._id, 'cancelled', { reason: 'Out of stock' });

    // The vendors cancel one part, then the other (racing): the use comes back once, with the last part.
    const byVendors = (await withCoupon(first)).json<Order>();
    expect((await cancelPart(weaver, byVendors)).statusCode).toBe(200);
    expect(await couponNow()).toMatchObject({ uses: 1, discountGiven: 50 });
    expect(messageOf(await withCoupon(second))).toBe(`Coupon ${coupon.code} has been used up.`);
    expect((await cancelPart(printer, byVendors)).statusCode).toBe(200);
    expect(await couponNow()).toMatchObject({ uses: 0, discountGiven: 0 });
    expect(await usesNow()).toEqual([]);

    // The same shopper may use it again (the per-shopper limit no longer counts the cancelled order); they cancel it.
    const byShopper = (await withCoupon(first)).json<Order>();
    expect(byShopper).toMatchObject({ discount: 50, totalPrice: 550 });
    expect(
      (await call(first, 'POST', `/api/orders/${byShopper._id}/cancel`, { reason: 'Changed plans' })).statusCode,
    ).toBe(200);
    expect((await call(first, 'POST', `/api/orders/${byShopper._id}/cancel`, {})).statusCode).toBe(409);
    expect(await couponNow()).toMatchObject({ uses: 0 });

    // Two vendors cancelling the last two parts at once give the use back exactly once.
    const racedOrder = (await withCoupon(second)).json<Order>();
    const cancels = await Promise.all([cancelPart(weaver, racedOrder), cancelPart(printer, racedOrder)]);
    expect(cancels.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await couponNow()).toMatchObject({ uses: 0, discountGiven: 0 });

    // An unpaid UPI order expired by the sweep gives its use back too.
    const unpaid = (await withCoupon(first, { paymentMethod: 'upi' })).json<Order>();
    expect(await couponNow()).toMatchObject({ uses: 1 });
    await ctx.database.db
      .update(orders)
      .set({ paymentDueBy: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, unpaid._id));
    expect(await expireUnpaidOrders(ctx.database.db)).toBeGreaterThanOrEqual(1);
    expect(await couponNow()).toMatchObject({ uses: 0 });

    // A partial cancel keeps the use: the delivered part was bought with the discount.
    const kept = (await withCoupon(second)).json<Order>();
    await deliver(weaver, kept._id);
    expect((await cancelPart(printer, kept)).statusCode).toBe(200);
    expect(await couponNow()).toMatchObject({ uses: 1, discountGiven: 50 });
    expect((await usesNow()).map((use) => use.orderId)).toEqual([kept._id]);
  });
});

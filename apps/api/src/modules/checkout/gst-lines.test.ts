import type { Coupon, Fabric, Order } from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openShop, type Shop } from '../../../test-support/shop';
import { completeProfile, giveTaxProfile, gstinFor } from '../../../test-support/tax-profiles';
import { addFabric, messageOf, SHIPPING_ADDRESS, signUp, type TestUser } from '../../../test-support/test-app';
import { queryRows } from '../../db/query-rows';

let ctx: Shop;
let shopper: TestUser;

beforeAll(async () => {
  ctx = await openShop();
  shopper = await signUp(ctx.app, 'customer');
});
afterAll(() => ctx.close());

const MUMBAI = {
  address: '7 Marine Drive',
  city: 'Mumbai',
  state: 'Maharashtra',
  postalCode: '400020',
  country: 'India',
};
const cotton = { composition: [{ fibre: 'cotton' as const, percent: 100 }], weightGsm: 150 };

/** A vendor picking up in `state` with one cotton fabric at Rs. 1,050 a metre (Rs. 1,000 + 5% GST). */
async function sellerIn(state: string, profile: Parameters<typeof completeProfile>[1] = {}) {
  const vendor = await signUp(ctx.app, 'vendor');
  await giveTaxProfile(ctx.app, vendor, completeProfile(state, profile));
  const fabric = await addFabric(ctx.app, vendor, { name: `Mul ${state}`, price: 1050, stock: 50, attributes: cotton });
  return { vendor, fabric };
}

const checkout = (fabric: Fabric, shippingAddress: object, extra: object = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: shopper.headers,
    payload: {
      items: [{ fabric_id: fabric._id, quantity: 1 }],
      paymentMethod: 'cash_on_delivery',
      shippingAddress,
      ...extra,
    },
  });

interface TaxRow {
  hsn_code: string | null;
  gst_rate_hundredths: number | null;
  taxable_paise: string | number | null;
  cgst_paise: string | number | null;
  sgst_paise: string | number | null;
  igst_paise: string | number | null;
  lines: { tax?: Record<string, unknown> }[];
  seller_state_code: string | null;
  seller_gstin: string | null;
  buyer_gstin: string | null;
  place_of_supply_state_code: string | null;
}

async function taxOf(orderId: string): Promise<TaxRow> {
  const [row] = await queryRows<TaxRow>(
    ctx.database.db,
    sql`select item.hsn_code, item.gst_rate_hundredths, item.taxable_paise, item.cgst_paise, item.sgst_paise,
          item.igst_paise, part.lines, part.seller_state_code, part.seller_gstin, o.buyer_gstin, o.place_of_supply_state_code
        from order_items item join vendor_orders part on part.id = item.vendor_order_id join orders o on o.id = item.order_id
        where item.order_id = ${orderId}`,
  );
  if (!row) throw new Error('no line');
  return row;
}

const paise = (row: TaxRow) => [row.taxable_paise, row.cgst_paise, row.sgst_paise, row.igst_paise].map(Number);

describe('GST on each line at checkout', () => {
  it('within the vendor’s state: CGST and SGST, half each, of the price that includes 5%', async () => {
    const { fabric } = await sellerIn('Maharashtra');
    const response = await checkout(fabric, MUMBAI);
    expect(response.statusCode).toBe(201);
    const row = await taxOf(response.json<Order>()._id);
    expect(row).toMatchObject({ hsn_code: '5208', gst_rate_hundredths: 500, place_of_supply_state_code: '27' });
    expect(paise(row)).toEqual([100_000, 2_500, 2_500, 0]);
    expect(row.lines[0]?.tax).toEqual({
      hsnCode: '5208',
      rateHundredths: 500,
      taxablePaise: 100_000,
      cgstPaise: 2_500,
      sgstPaise: 2_500,
      igstPaise: 0,
    });
    expect(row).toMatchObject({ seller_state_code: '27', seller_gstin: gstinFor('Maharashtra', 'AAPFU0939F') });
  });

  it('to another state: IGST, with the business buyer’s GSTIN kept on the order', async () => {
    const { fabric } = await sellerIn('Maharashtra');
    const buyerGstin = gstinFor('Karnataka', 'ABCDE1234F');
    const response = await checkout(
      fabric,
      { ...SHIPPING_ADDRESS, state: 'ka' },
      { buyerGstin: buyerGstin.toLowerCase() },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<Order>().shippingAddress.state).toBe('Karnataka');
    const row = await taxOf(response.json<Order>()._id);
    expect(paise(row)).toEqual([100_000, 0, 0, 5_000]);
    expect(row).toMatchObject({ buyer_gstin: buyerGstin, place_of_supply_state_code: '29' });
  });

  it('a vendor’s coupon lowers the taxable value; a marketplace coupon leaves it at the full price', async () => {
    const vendorSeller = await sellerIn('Maharashtra');
    const own = await ctx.app.inject({
      method: 'POST',
      url: '/api/vendor/coupons',
      headers: vendorSeller.vendor.headers,
      payload: { code: `OWN${crypto.randomUUID().slice(0, 6).toUpperCase()}`, kind: 'fixed', value: 210 },
    });
    expect(own.statusCode).toBe(201);
    const withOwn = await checkout(vendorSeller.fabric, MUMBAI, { couponCode: own.json<Coupon>().code });
    expect(withOwn.statusCode).toBe(201);
    // Rs. 1,050 − 210 = 840, which holds Rs. 800 taxable and Rs. 40 of GST.
    expect(paise(await taxOf(withOwn.json<Order>()._id))).toEqual([80_000, 2_000, 2_000, 0]);

    const marketplaceSeller = await sellerIn('Maharashtra');
    const code = `MKT${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
    const marketplaceCoupon = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      headers: ctx.operator.headers,
      payload: { code, kind: 'fixed', value: 210 },
    });
    expect(marketplaceCoupon.statusCode).toBe(201);
    const withMarketplace = await checkout(marketplaceSeller.fabric, MUMBAI, { couponCode: code });
    expect(withMarketplace.statusCode).toBe(201);
    expect(paise(await taxOf(withMarketplace.json<Order>()._id))).toEqual([100_000, 2_500, 2_500, 0]);
  });

  it('an unregistered vendor sells within its state only: its page says so, and checkout elsewhere is 409 naming the fabric', async () => {
    const { fabric } = await sellerIn('Gujarat', { gstin: null });
    const page = await ctx.app.inject({ method: 'GET', url: `/api/fabrics/${fabric._id}` });
    expect(page.json<Fabric>().shipsWithinState).toBe('Gujarat');
    const refused = await checkout(fabric, MUMBAI);
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toContain(`${fabric.name} ships within Gujarat only`);
    const ahmedabad = { address: '4 CG Road', city: 'Ahmedabad', state: 'GJ', postalCode: '380009', country: 'India' };
    const placed = await checkout(fabric, ahmedabad);
    expect(placed.statusCode).toBe(201);
    const row = await taxOf(placed.json<Order>()._id);
    expect(row).toMatchObject({ seller_state_code: '24', seller_gstin: null });
    expect(paise(row)).toEqual([100_000, 2_500, 2_500, 0]);
  });

  it('a registered vendor lists a fabric only with an HSN code the store has a rate for', async () => {
    const vendor = await signUp(ctx.app, 'vendor');
    await giveTaxProfile(ctx.app, vendor, completeProfile('Maharashtra'));
    const list = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/fabrics',
        headers: vendor.headers,
        payload: {
          name: 'Handloom stole',
          price: 1050,
          stock: 10,
          description: 'A stole.',
          category: 'cotton',
          ...payload,
        },
      });
    const unstated = await list({});
    expect(unstated.statusCode).toBe(400);
    expect(messageOf(unstated)).toBe(
      "hsnCode: give the fabric's HSN code, or its fibre, so that its tax invoice can name it (you are registered for GST)",
    );
    const madeUp = await list({ hsnCode: '6117' });
    expect(messageOf(madeUp)).toBe(
      "hsnCode: Fabric-Store has no GST rate for HSN code 6117: give the fabric's code from chapters 50 to 60 (fabrics)",
    );
    expect(await queryRows(ctx.database.db, sql`select id from fabrics where vendor_id = ${vendor._id}`)).toEqual([]);
    expect((await list({ hsnCode: '5208' })).statusCode).toBe(201);
    expect((await list({ attributes: cotton })).statusCode).toBe(201);
  });

  it('refuses a registered vendor’s line with no HSN code at checkout, rather than sell it with no tax invoice', async () => {
    // Listed before the vendor registered for GST, with no fibre stated: no code.
    const vendor = await signUp(ctx.app, 'vendor');
    const stole = await addFabric(ctx.app, vendor, { name: 'Handloom stole', price: 1050, stock: 10 });
    await giveTaxProfile(ctx.app, vendor, completeProfile('Maharashtra'));
    const refused = await checkout(stole, MUMBAI);
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(
      'Handloom stole cannot be sold right now: its seller has not given the HSN code its tax invoice needs. Remove it from your cart, or try again later.',
    );
    // The vendor's dashboard counts it among the fabrics to give a code.
    const profile = () =>
      ctx.app.inject({ method: 'GET', url: '/api/vendor/profile', headers: vendor.headers }).then((r) => r.json());
    expect((await profile()).fabricsWithoutHsnCode).toBe(1);
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/fabrics/${stole._id}`,
      headers: vendor.headers,
      payload: { hsnCode: '5208' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await profile()).fabricsWithoutHsnCode).toBe(0);
    const sold = await checkout(stole, MUMBAI);
    expect(sold.statusCode).toBe(201);
    expect(paise(await taxOf(sold.json<Order>()._id))).toEqual([100_000, 2_500, 2_500, 0]);
  });

  it('never fixes a 4-digit HSN code on a line of a vendor above Rs. 5 crore', async () => {
    // Listed with its 4-digit suggestion before its turnover passed Rs. 5 crore.
    const { vendor, fabric } = await sellerIn('Maharashtra');
    expect(fabric.hsnCode).toBe('5208');
    await giveTaxProfile(ctx.app, vendor, completeProfile('Maharashtra', { turnoverAbove5Crore: true }));
    const refused = await checkout(fabric, MUMBAI);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'HSN_CODE_MISSING']);
    const restock = (payload: object) =>
      ctx.app.inject({ method: 'PUT', url: `/api/fabrics/${fabric._id}`, headers: vendor.headers, payload });
    expect(messageOf(await restock({ stock: 60 }))).toContain('HSN code must have 6 or 8 digits');
    expect((await restock({ stock: 60, hsnCode: '520811' })).statusCode).toBe(200);
    const sold = await checkout(fabric, MUMBAI);
    expect(sold.statusCode).toBe(201);
    expect((await taxOf(sold.json<Order>()._id)).hsn_code).toBe('520811');
  });

  it('a vendor without a complete profile sells anywhere as before, with no tax on its lines', async () => {
    const vendor = await signUp(ctx.app, 'vendor');
    const fabric = await addFabric(ctx.app, vendor, { price: 1050, attributes: cotton });
    const page = await ctx.app.inject({ method: 'GET', url: `/api/fabrics/${fabric._id}` });
    expect(page.json<Fabric>().shipsWithinState).toBeUndefined();
    const placed = await checkout(fabric, SHIPPING_ADDRESS);
    expect(placed.statusCode).toBe(201);
    const row = await taxOf(placed.json<Order>()._id);
    expect(row).toMatchObject({ hsn_code: null, taxable_paise: null, seller_state_code: null });
    expect(row.lines[0]?.tax).toBeUndefined();
  });
});

describe('addresses in India', () => {
  it('refuses a state, PIN code or country outside India with 400 naming the field, changing nothing', async () => {
    const { fabric } = await sellerIn('Maharashtra');
    const cases: [object, string][] = [
      [{ state: 'Bavaria' }, 'shippingAddress.state: State must be a state or union territory of India'],
      [{ postalCode: '040001' }, 'shippingAddress.postalCode: Postal code must be a 6-digit PIN code'],
      [{ postalCode: '4000' }, 'shippingAddress.postalCode: Postal code must be a 6-digit PIN code'],
      [{ country: 'Nepal' }, 'shippingAddress.country: Country must be India'],
    ];
    for (const [change, message] of cases) {
      const response = await checkout(fabric, { ...MUMBAI, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(String(messageOf(response))).toContain(message);
    }
    const badGstin = await checkout(fabric, MUMBAI, { buyerGstin: '29ABCDE1234F1ZZ' });
    expect(badGstin.statusCode).toBe(400);
    expect(String(messageOf(badGstin))).toContain('buyerGstin: GSTIN checksum is wrong');
    const [{ count }] = (await queryRows<{ count: number }>(
      ctx.database.db,
      sql`select count(*)::int as count from order_items where fabric_id = ${fabric._id}`,
    )) as [{ count: number }];
    expect(count).toBe(0);
  });

  it('saves an address with the state’s full name, and refuses one outside India', async () => {
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/addresses',
      headers: shopper.headers,
      payload: { ...MUMBAI, state: 'mh', country: 'IN' },
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ state: 'Maharashtra', country: 'India' });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/addresses',
      headers: shopper.headers,
      payload: { ...MUMBAI, postalCode: '40002' },
    });
    expect(refused.statusCode).toBe(400);
    expect(messageOf(refused)).toBe('postalCode: Postal code must be a 6-digit PIN code, not starting with 0');
  });
});

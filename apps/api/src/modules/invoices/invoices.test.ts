import { execFileSync } from 'node:child_process';
import {
  type Fabric,
  financialYearOf,
  type Order,
  type Return,
  type TaxDocument,
  type TaxDocumentLink,
} from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openShop, type Shop } from '../../../test-support/shop';
import {
  completeProfile,
  completeTaxProfile,
  giveTaxProfile,
  gstinFor,
  uniqueInvoicePrefix,
} from '../../../test-support/tax-profiles';
import {
  addFabric,
  messageOf,
  moveOrderPart,
  SHIPPING_ADDRESS,
  signUp,
  type TestUser,
} from '../../../test-support/test-app';
import { queryRows } from '../../db/query-rows';

let ctx: Shop;
let weaver: TestUser;
let unprofiled: TestUser;
let shopper: TestUser;
let stranger: TestUser;
let cotton: Fabric;
let plain: Fabric;

const BUYER_GSTIN = gstinFor('29', 'ABCDE1234F');
const MARKETPLACE = { name: 'Fabric Store Marketplace Private Limited', gstin: gstinFor('27', 'AABCF4321K') };
const year = financialYearOf(new Date());
const RETURN_ADDRESS = '3 Returns Gate, Lower Parel, Mumbai, Maharashtra 400013';
const series = `${String(year % 100).padStart(2, '0')}${String((year + 1) % 100).padStart(2, '0')}`;

beforeAll(async () => {
  ctx = await openShop();
  [weaver, unprofiled, shopper, stranger] = await Promise.all([
    signUp(ctx.app, 'vendor', { name: 'Lakshmi Handlooms' }),
    signUp(ctx.app, 'vendor', { name: 'Plain Weaves' }),
    signUp(ctx.app, 'customer', { name: 'Kiran Rao' }),
    signUp(ctx.app, 'customer', { name: 'Someone Else' }),
  ]);
  await completeTaxProfile(ctx.app, weaver, { invoicePrefix: 'LH', pan: 'AAPFL1234C' });
  // The name shoppers pay by UPI is not the company the law names as the e-commerce operator.
  const settings = await ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: ctx.operator.headers,
    payload: {
      upiPayeeName: 'FabricStore Pay',
      marketplaceLegalName: MARKETPLACE.name,
      marketplaceGstin: MARKETPLACE.gstin,
    },
  });
  expect(settings.statusCode).toBe(200);
  // Cotton, woven, 120 GSM: HSN 5208 at 5%.
  const attributes = { composition: [{ fibre: 'cotton' as const, percent: 100 }], weightGsm: 120 };
  cotton = await addFabric(ctx.app, weaver, {
    name: 'Ikat cotton',
    price: 1050,
    stock: 50,
    category: 'cotton',
    attributes,
  });
  plain = await addFabric(ctx.app, unprofiled, { name: 'Plain voile', price: 300, stock: 50, category: 'cotton' });
});
afterAll(() => ctx.close());

async function buy(fabric: Fabric, metres: number, address = SHIPPING_ADDRESS, buyerGstin?: string): Promise<Order> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: shopper.headers,
    payload: {
      items: [{ fabric_id: fabric._id, quantity: metres }],
      paymentMethod: 'cash_on_delivery',
      shippingAddress: address,
      ...(buyerGstin && { buyerGstin }),
    },
  });
  if (response.statusCode !== 201) throw new Error(`checkout failed: ${response.body}`);
  return response.json<Order>();
}

async function ship(vendor: TestUser, orderId: string) {
  expect((await moveOrderPart(ctx.app, vendor, orderId, 'accepted')).statusCode).toBe(200);
  const shipped = await moveOrderPart(ctx.app, vendor, orderId, 'shipped', {
    carrier: 'Delhivery',
    trackingNumber: 'DL1',
  });
  expect(shipped.statusCode).toBe(200);
}

const partOf = (order: Order) => order.parts[0]?._id ?? '';
const get = (user: TestUser | undefined, url: string) =>
  ctx.app.inject({ method: 'GET', url, ...(user && { headers: user.headers }) });
const invoiceUrl = (order: Order) => `/api/orders/${order._id}/parts/${partOf(order)}/invoice`;
const invoiceOf = async (order: Order) => (await get(shopper, invoiceUrl(order))).json<TaxDocument>();

/** The PDF's text as a person reads it, through poppler's pdftotext. */
const pdfText = (bytes: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8');

describe('the tax invoice of a shipped part', () => {
  let order: Order;
  let invoice: TaxDocument;

  beforeAll(async () => {
    order = await buy(cotton, 2.5, SHIPPING_ADDRESS, BUYER_GSTIN);
    await ship(weaver, order._id);
    invoice = await invoiceOf(order);
  });

  it('is numbered in the vendor’s series for the financial year and holds what Rule 46 asks, with IGST across states', () => {
    expect(invoice.kind).toBe('invoice');
    expect(invoice.number).toBe(`LH/${series}/000001`);
    expect(invoice.seller).toMatchObject({
      legalName: 'Lakshmi Handlooms Private Limited',
      gstin: gstinFor('27', 'AAPFL1234C'),
      address: { state: 'Maharashtra', stateCode: '27', pin: '400013' },
    });
    expect(invoice.buyer).toMatchObject({ name: 'Kiran Rao', gstin: BUYER_GSTIN, address: { stateCode: '29' } });
    expect(invoice.placeOfSupply).toEqual({ state: 'Karnataka', stateCode: '29' });
    expect(invoice.interState).toBe(true);
    const [line] = invoice.lines;
    // Rs. 2,625 at 5% inside: taxable 2,625 × 100 ÷ 105 = 2,500.00, IGST 125.00.
    expect(line).toMatchObject({ description: 'Ikat cotton', quantity: 2.5, unit: 'MTR', ratePaise: 105_000 });
    expect(line).toMatchObject({ taxablePaise: 250_000, gstRateHundredths: 500, igstPaise: 12_500, cgstPaise: 0 });
    expect(line?.hsnCode).toBe('5208');
    expect(invoice.totals).toEqual({
      taxablePaise: 250_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 12_500,
      totalPaise: 262_500,
    });
    expect(invoice.totalInWords).toBe('Rupees Two Thousand Six Hundred Twenty Five Only');
    expect(invoice.reverseCharge).toBe('Tax is not payable on reverse charge');
    expect(invoice.ecommerceOperator).toEqual(MARKETPLACE);
    expect(invoice.signature).toEqual({
      note: 'Digitally generated; no signature required',
      signatoryName: 'Lakshmi Iyer',
    });
  });

  it('prints as an A4 PDF whose text shows the number, the IGST and the total in words', async () => {
    const response = await get(shopper, `${invoiceUrl(order)}.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const text = pdfText(response.rawPayload);
    expect(text).toContain(`LH/${series}/000001`);
    expect(text).toContain(`Order: ${order.orderNumber} of `);
    expect(text).toMatch(/IGST \(₹\)\s+125\.00/);
    expect(text).toContain(BUYER_GSTIN);
    expect(text).toContain('Rupees Two Thousand Six Hundred Twenty Five Only');
    expect(text).toContain('Tax is not payable on reverse charge');
    expect(text).toContain(`E-commerce operator: ${MARKETPLACE.name}, GSTIN ${MARKETPLACE.gstin}`);
    expect(text).not.toContain('FabricStore Pay');
  });

  it('is read by the order’s shopper, the part’s vendor and the operator, and by no one else (404)', async () => {
    for (const reader of [shopper, weaver, ctx.operator])
      expect((await get(reader, invoiceUrl(order))).statusCode).toBe(200);
    for (const outsider of [stranger, unprofiled]) {
      const refused = await get(outsider, `${invoiceUrl(order)}.pdf`);
      expect(refused.statusCode).toBe(404);
    }
    expect((await get(undefined, invoiceUrl(order))).statusCode).toBe(401);
  });

  it('stays as issued when the vendor later edits its profile', async () => {
    await completeTaxProfile(ctx.app, weaver, { invoicePrefix: 'LHW', pan: 'AAPFL1234C', legalName: 'Renamed Ltd' });
    expect(await invoiceOf(order)).toEqual(invoice);
    const changed: Error = await ctx.database.db
      .execute(sql`update tax_documents set total_paise = 0`)
      .then(() => new Error('the update was not refused'))
      .catch((error: Error) => error);
    expect(String((changed.cause as Error | undefined)?.message ?? changed.message)).toMatch(/append-only/);
    await completeTaxProfile(ctx.app, weaver, { invoicePrefix: 'LH', pan: 'AAPFL1234C' });
  });
});

describe('the invoice numbers of one vendor', () => {
  it('run on with no gap; a vendor without a complete profile ships without an invoice and takes no number', async () => {
    const untaxed = await buy(plain, 1);
    await ship(unprofiled, untaxed._id);
    const none = await get(shopper, invoiceUrl(untaxed));
    expect(none.statusCode).toBe(404);
    expect(messageOf(none)).toMatch(/no invoice/);

    const next = await buy(cotton, 1);
    await ship(weaver, next._id);
    expect((await invoiceOf(next)).number).toBe(`LH/${series}/000002`);
  });

  it('within the vendor’s state charge CGST and SGST, half each', async () => {
    const mumbai = { ...SHIPPING_ADDRESS, city: 'Mumbai', state: 'Maharashtra', postalCode: '400001' };
    const order = await buy(cotton, 1, mumbai);
    await ship(weaver, order._id);
    const invoice = await invoiceOf(order);
    expect(invoice.interState).toBe(false);
    expect(invoice.totals).toEqual({
      taxablePaise: 100_000,
      cgstPaise: 2_500,
      sgstPaise: 2_500,
      igstPaise: 0,
      totalPaise: 105_000,
    });
    expect(invoice.buyer.gstin).toBeNull();
    expect(invoice.stateTax).toBe('SGST');
  });

  it('within a union territory without a legislature charge CGST and UTGST, and print so', async () => {
    const chandigarh = await signUp(ctx.app, 'vendor', { name: 'Sector 17 Silks' });
    await giveTaxProfile(
      ctx.app,
      chandigarh,
      completeProfile('Chandigarh', {
        invoicePrefix: uniqueInvoicePrefix(),
        pan: 'AAPFC1234C',
        gstin: gstinFor('04', 'AAPFC1234C'),
      }),
    );
    const attributes = { composition: [{ fibre: 'cotton' as const, percent: 100 }], weightGsm: 120 };
    const mulmul = await addFabric(ctx.app, chandigarh, { name: 'Mulmul', price: 1050, stock: 5, attributes });
    const address = { ...SHIPPING_ADDRESS, city: 'Chandigarh', state: 'Chandigarh', postalCode: '160017' };
    const order = await buy(mulmul, 1, address);
    await ship(chandigarh, order._id);
    const invoice = await invoiceOf(order);
    expect([invoice.interState, invoice.stateTax]).toEqual([false, 'UTGST']);
    expect(invoice.totals).toMatchObject({ cgstPaise: 2_500, sgstPaise: 2_500 });
    const text = pdfText((await get(shopper, `${invoiceUrl(order)}.pdf`)).rawPayload);
    expect(text).toMatch(/UTGST \(₹\)\s+25\.00/);
    expect(text).not.toContain('SGST');
  });
});

describe('the credit note of a refunded return', () => {
  it('names the invoice and reverses the taxable value and tax of the quantity returned', async () => {
    const order = await buy(cotton, 3, SHIPPING_ADDRESS, BUYER_GSTIN);
    await ship(weaver, order._id);
    expect((await moveOrderPart(ctx.app, weaver, order._id, 'delivered')).statusCode).toBe(200);
    const invoice = await invoiceOf(order);
    const asked = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/returns`,
      headers: shopper.headers,
      payload: { lines: [{ fabric_id: cotton._id, quantity: 1 }], reason: 'damaged' },
    });
    const ret = asked.json<Return>();
    const shoppersReturn = async () =>
      (await get(shopper, `/api/orders/${order._id}`)).json<Order>().parts[0]?.returns?.find((r) => r._id === ret._id);
    expect((await shoppersReturn())?.returnAddress).toBeUndefined();
    for (const move of [{ status: 'approved' }, { status: 'received', restock: true }]) {
      const moved = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/orders/vendor/returns/${ret._id}`,
        headers: weaver.headers,
        payload: move,
      });
      expect(moved.statusCode).toBe(200);
      // Approved, the shopper's order page says where to send the goods, as the mail does; received, no more.
      expect((await shoppersReturn())?.returnAddress).toBe(move.status === 'approved' ? RETURN_ADDRESS : undefined);
    }
    const approvedMail = await queryRows<{ address: string | null }>(
      ctx.database.db,
      sql`select payload->>'returnAddress' as address from mail_outbox where dedupe_key = ${`return-moved:${ret._id}:approved`}`,
    );
    expect(approvedMail).toEqual([{ address: RETURN_ADDRESS }]);
    const listedBefore = await get(shopper, `/api/orders/${order._id}/tax-documents`);
    expect(listedBefore.json<TaxDocumentLink[]>().map((link) => link.kind)).toEqual(['invoice']);

    const refunded = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/vendor/returns/${ret._id}`,
      headers: weaver.headers,
      payload: { status: 'refunded', refundReference: 'UTR998877' },
    });
    expect(refunded.statusCode).toBe(200);

    const links = (await get(shopper, `/api/orders/${order._id}/tax-documents`)).json<TaxDocumentLink[]>();
    expect(links.map((link) => link.kind)).toEqual(['invoice', 'credit_note']);
    const href = links[1]?.href ?? '';
    const note = (await get(weaver, href)).json<TaxDocument>();
    expect(note.number).toBe(`LH/${series}/C00001`);
    expect(note.original).toEqual({ id: invoice.id, number: invoice.number, issuedAt: invoice.issuedAt });
    // One of three metres: a third of 3,000.00 taxable and 150.00 IGST.
    expect(note.totals).toEqual({
      taxablePaise: 100_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 5_000,
      totalPaise: 105_000,
    });
    expect(note.lines[0]).toMatchObject({ quantity: 1, unit: 'MTR', igstPaise: 5_000 });
    expect(note.buyer.gstin).toBe(BUYER_GSTIN);

    const text = pdfText((await get(ctx.operator, `${href}.pdf`)).rawPayload);
    expect(text).toContain(`LH/${series}/C00001`);
    expect(text).toContain(`Against invoice ${invoice.number}`);
    expect(text).toContain(`Order: ${order.orderNumber} of `);
    expect(text).toContain('Rupees One Thousand Fifty Only');
    expect(note.ecommerceOperator).toEqual(MARKETPLACE);
    expect(text).toContain(`E-commerce operator: ${MARKETPLACE.name}, GSTIN ${MARKETPLACE.gstin}`);
    expect((await get(stranger, href)).statusCode).toBe(404);
    expect((await get(stranger, `/api/orders/${order._id}/tax-documents`)).json()).toEqual([]);
  });
});

describe('the credit note of a returned remnant', () => {
  it('credits the remnant alone, apart from the length of the same fabric bought with it', async () => {
    const ends = await addFabric(ctx.app, weaver, {
      name: 'Ikat ends',
      price: 1000,
      stock: 2.3,
      minCut: 0.5,
      step: 0.1,
      rolls: [{ length: 0.3 }, { length: 2 }],
      attributes: { composition: [{ fibre: 'cotton', percent: 100 }], weightGsm: 120 },
    });
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: shopper.headers,
      payload: {
        items: [
          { fabric_id: ends._id, quantity: 1 },
          { fabric_id: ends._id, kind: 'remnant', roll_id: ends.remnants[0]?._id },
        ],
        paymentMethod: 'cash_on_delivery',
        shippingAddress: SHIPPING_ADDRESS,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<Order>();
    await ship(weaver, order._id);
    expect((await moveOrderPart(ctx.app, weaver, order._id, 'delivered')).statusCode).toBe(200);
    const invoice = await invoiceOf(order);

    const asked = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/returns`,
      headers: shopper.headers,
      payload: { lines: [{ fabric_id: ends._id, quantity: 0.3, kind: 'remnant' }], reason: 'damaged' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const ret = asked.json<Return>();
    for (const move of [
      { status: 'approved' },
      { status: 'received', restock: true },
      { status: 'refunded', refundReference: 'UTR-ENDS-1' },
    ]) {
      const moved = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/orders/vendor/returns/${ret._id}`,
        headers: weaver.headers,
        payload: move,
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const links = (await get(shopper, `/api/orders/${order._id}/tax-documents`)).json<TaxDocumentLink[]>();
    const note = (await get(weaver, links.find((link) => link.kind === 'credit_note')?.href ?? '')).json<TaxDocument>();
    const remnant = invoice.lines.find((line) => line.kind === 'remnant');
    expect(note.lines).toEqual([expect.objectContaining({ kind: 'remnant', quantity: 0.3 })]);
    expect(note.totals.totalPaise).toBe(remnant?.totalPaise);
  });
});

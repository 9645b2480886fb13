import { execFileSync } from 'node:child_process';
import {
  type CommissionCreditNote,
  type CommissionInvoice,
  type Fabric,
  formatInIndia,
  type Order,
  type Return,
} from '@fabric-store/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { asOperator } from '../../../test-support/operator';
import { openShop, type Shop } from '../../../test-support/shop';
import {
  completeProfile,
  completeTaxProfile,
  giveTaxProfile,
  gstinFor,
  uniqueInvoicePrefix,
} from '../../../test-support/tax-profiles';
import { addFabric, moveOrderPart, placeOrder, signUp, type TestUser } from '../../../test-support/test-app';
import { firstDayOfMonth } from '../../db/india-days';
import { commissionInvoices, commissionInvoicesDue, numberSeries } from '../../db/schema';
import { issueDueCommissionInvoices } from '../../jobs/commission-invoicing';

const MARKETPLACE = {
  marketplaceLegalName: 'Fabric Store Marketplace Private Limited',
  marketplaceGstin: gstinFor('27', 'AABCF4321K'),
  marketplaceAddress: '4 Mill Lane, Lower Parel, Mumbai, Maharashtra 400013',
};

let ctx: Shop;
let shopper: TestUser;

const thisMonth = () => formatInIndia(new Date(), 'sortable').slice(0, 7);
/** Half an hour into the next month, in India time: this month is over. */
const nextMonth = () => new Date(`${firstDayOfMonth(thisMonth(), 1)}T00:30:00+05:30`);

beforeAll(async () => {
  // Tokens outlive the clock moved to the next month.
  ctx = await openShop({ commissionPercent: 10, app: { tokenTtlSeconds: 40 * 24 * 3600 } });
  shopper = await signUp(ctx.app, 'customer');
  await asOperator(ctx.app, ctx.operator, 'PUT', '/api/admin/settings', MARKETPLACE);
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => ctx.close());

let pans = 0;
/** A vendor registered in Maharashtra (the marketplace's state) or Karnataka, selling cotton at Rs. 1,050 a piece. */
async function vendorIn(state: 'Maharashtra' | 'Karnataka'): Promise<{ vendor: TestUser; fabric: Fabric }> {
  pans += 1;
  const vendor = await signUp(ctx.app, 'vendor');
  const pan = `ABCF${String.fromCharCode(65 + pans)}${1000 + pans}K`;
  if (state === 'Maharashtra') await completeTaxProfile(ctx.app, vendor, { invoicePrefix: uniqueInvoicePrefix(), pan });
  else await giveTaxProfile(ctx.app, vendor, completeProfile('Karnataka', { pan, gstin: gstinFor('29', pan) }));
  const fabric = await addFabric(ctx.app, vendor, {
    price: 1050,
    stock: 100,
    unit: 'per_piece',
    hsnCode: '5208',
  } as Parameters<typeof addFabric>[2]);
  return { vendor, fabric };
}

/** Two pieces bought in cash and delivered: Rs. 210 of commission and Rs. 37.80 of GST on it. */
async function sellTwo({ vendor, fabric }: { vendor: TestUser; fabric: Fabric }): Promise<Order> {
  const order = await placeOrder(ctx.app, shopper, [{ fabric_id: fabric._id, quantity: 2 }]);
  for (const status of ['accepted', 'shipped', 'delivered']) {
    expect((await moveOrderPart(ctx.app, vendor, order._id, status)).statusCode).toBe(200);
  }
  return order;
}

/** The shopper returns `pieces` of the order, and the vendor takes them back and refunds them. */
async function refundedReturn({ vendor, fabric }: { vendor: TestUser; fabric: Fabric }, order: Order, pieces: number) {
  const asked = await ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${order._id}/returns`,
    headers: shopper.headers,
    payload: { lines: [{ fabric_id: fabric._id, quantity: pieces }], reason: 'damaged' },
  });
  expect(asked.statusCode, asked.body).toBe(201);
  const reference = `NEFT-${crypto.randomUUID().slice(0, 8)}`;
  for (const payload of [
    { status: 'approved' },
    { status: 'received', restock: true },
    { status: 'refunded', refundReference: reference },
  ]) {
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/vendor/returns/${asked.json<Return>()._id}`,
      headers: vendor.headers,
      payload,
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
}

/**
 * The vendor's withholdings so far dated in the middle of last month, and their invoice due for it, as if
 * delivered then. The register is append-only, so its trigger is lifted for the change.
 */
async function movedToLastMonth(vendor: TestUser): Promise<string> {
  const lastMonth = firstDayOfMonth(thisMonth(), -1).slice(0, 7);
  const db = ctx.database.db;
  await db.execute(sql`alter table tax_withholdings disable trigger tax_withholdings_append_only`);
  await db.execute(sql`update tax_withholdings set created_at = ${`${lastMonth}-15T12:00:00+05:30`}::timestamptz
    where vendor_id = ${vendor._id}`);
  await db.execute(sql`alter table tax_withholdings enable trigger tax_withholdings_append_only`);
  await db
    .update(commissionInvoicesDue)
    .set({ month: lastMonth })
    .where(eq(commissionInvoicesDue.vendorId, vendor._id));
  return lastMonth;
}

const readInvoice = (vendor: TestUser, month = thisMonth()) =>
  ctx.app.inject({ method: 'GET', url: `/api/vendor/commission-invoices/${month}`, headers: vendor.headers });

/** A document's PDF, answered 200 as application/pdf, as its text reads through poppler's pdftotext. */
async function pdfTextOf(reader: TestUser, url: string): Promise<string> {
  const answer = await ctx.app.inject({ method: 'GET', url, headers: reader.headers });
  expect([answer.statusCode, answer.headers['content-type']]).toEqual([200, 'application/pdf']);
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: answer.rawPayload }).toString('utf8');
}

const invoicesOf = (vendor: TestUser) =>
  ctx.database.db.select().from(commissionInvoices).where(eq(commissionInvoices.vendorId, vendor._id));

describe('commission invoices, issued by the job once the month is over', () => {
  it('issues each vendor charged commission in the month one invoice, numbered without a gap, when two processes run the job at once', async () => {
    const [within, across, idle] = await Promise.all([
      vendorIn('Maharashtra'),
      vendorIn('Karnataka'),
      vendorIn('Karnataka'),
    ]);
    await sellTwo(within);
    await sellTwo(across);

    // The month is not over: nothing is issued, and the vendor is told when it will be.
    expect(await issueDueCommissionInvoices(ctx.database.db)).toBe(0);
    const early = await readInvoice(within.vendor);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(`The commission invoice for ${thisMonth()} is issued once the month is over.`);

    const claimed = await Promise.all([
      issueDueCommissionInvoices(ctx.database.db, nextMonth()),
      issueDueCommissionInvoices(ctx.database.db, nextMonth()),
    ]);
    expect(claimed[0] + claimed[1]).toBe(2);
    expect(await issueDueCommissionInvoices(ctx.database.db, nextMonth())).toBe(0);

    const issued = await ctx.database.db.select().from(commissionInvoices);
    expect(issued.map((row) => row.serial).sort()).toEqual([1, 2]);
    expect((await invoicesOf(within.vendor)).length).toBe(1);
    expect((await invoicesOf(across.vendor)).length).toBe(1);
    expect(await invoicesOf(idle.vendor)).toEqual([]);

    const mine = await readInvoice(within.vendor);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<CommissionInvoice>()).toMatchObject({
      number: expect.stringMatching(/^FSC\/\d{4}\/00000[12]$/),
      month: thisMonth(),
      supplier: {
        legalName: MARKETPLACE.marketplaceLegalName,
        gstin: MARKETPLACE.marketplaceGstin,
        address: MARKETPLACE.marketplaceAddress,
      },
      // What Rule 46 asks of the recipient and the supply, as the vendor's profile had it when issued.
      recipient: {
        _id: within.vendor._id,
        legalName: `${within.vendor.name} Private Limited`,
        address: '12 Mill Compound, Lower Parel, Mumbai, Maharashtra 400013',
      },
      placeOfSupply: { state: 'Maharashtra', stateCode: '27' },
      reverseCharge: 'Tax is not payable on reverse charge',
      signatureNote: 'Digitally generated; no signature required',
      commission: 210,
      cgst: 18.9,
      sgst: 18.9,
      igst: 0,
      total: 247.8,
    });
    const theirs = await asOperator<CommissionInvoice>(
      ctx.app,
      ctx.operator,
      'GET',
      `/api/admin/vendors/${across.vendor._id}/commission-invoices/${thisMonth()}`,
    );
    expect(theirs).toMatchObject({ commission: 210, cgst: 0, sgst: 0, igst: 37.8, total: 247.8 });
    expect(theirs.placeOfSupply).toEqual({ state: 'Karnataka', stateCode: '29' });
    expect(theirs.number).not.toBe(mine.json<CommissionInvoice>().number);
    // Reading it again answers the invoice as issued.
    expect((await readInvoice(within.vendor)).json()).toEqual(mine.json());
  });

  it('never reduces an issued invoice: a return of a part it charged goes on a credit note that names it', async () => {
    const seller = await vendorIn('Maharashtra');
    const earlier = await sellTwo(seller);
    const lastMonth = await movedToLastMonth(seller.vendor);
    expect(await issueDueCommissionInvoices(ctx.database.db)).toBe(1);
    const [invoiced] = await invoicesOf(seller.vendor);
    expect(invoiced).toMatchObject({ month: lastMonth, commissionPaise: 21_000 });

    // This month: last month's two pieces come back, and one of two pieces sold this month.
    const month = thisMonth();
    const later = await sellTwo(seller);
    await refundedReturn(seller, earlier, 2);
    await refundedReturn(seller, later, 1);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(nextMonth());
    expect(await issueDueCommissionInvoices(ctx.database.db, nextMonth())).toBe(1);

    // The month's invoice charges what stayed sold of its own deliveries, never less than nothing.
    const invoice = await readInvoice(seller.vendor, month);
    expect(invoice.json<CommissionInvoice>()).toMatchObject({ commission: 105, cgst: 9.45, sgst: 9.45, total: 123.9 });
    const note = await ctx.app.inject({
      method: 'GET',
      url: `/api/vendor/commission-credit-notes/${month}`,
      headers: seller.vendor.headers,
    });
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json<CommissionCreditNote>()).toMatchObject({
      number: expect.stringMatching(/^FSCN\/\d{4}\/\d{6}$/),
      month,
      recipient: { _id: seller.vendor._id },
      invoices: [{ number: invoiced?.number, month: lastMonth }],
      commission: 210,
      cgst: 18.9,
      sgst: 18.9,
      igst: 0,
      total: 247.8,
    });
    const operatorsCopy = await asOperator<CommissionCreditNote>(
      ctx.app,
      ctx.operator,
      'GET',
      `/api/admin/vendors/${seller.vendor._id}/commission-credit-notes/${month}`,
    );
    expect(operatorsCopy).toEqual(note.json());

    // Both as PDFs a vendor files for its input tax credit, read back as a person reads them.
    const invoicePdf = await pdfTextOf(seller.vendor, `/api/vendor/commission-invoices/${month}.pdf`);
    for (const text of [
      `Tax invoice no. ${invoice.json<CommissionInvoice>().number}`,
      MARKETPLACE.marketplaceLegalName,
      `GSTIN: ${MARKETPLACE.marketplaceGstin}`,
      MARKETPLACE.marketplaceAddress,
      'Place of supply: Maharashtra (state code 27)',
      '998599',
      'CGST 9% (₹)',
      'SGST 9% (₹)',
      'Rupees One Hundred Twenty Three and Ninety Paise Only',
      'Tax is not payable on reverse charge',
    ])
      expect(invoicePdf).toContain(text);
    expect(invoicePdf).toMatch(/Total \(₹\)\s+123\.90/);
    const notePdf = await pdfTextOf(
      ctx.operator,
      `/api/admin/vendors/${seller.vendor._id}/commission-credit-notes/${month}.pdf`,
    );
    expect(notePdf).toContain(`Against invoice ${invoiced?.number} (${lastMonth})`);
    expect(notePdf).toMatch(/Total credited \(₹\)\s+247\.80/);
    const none = await ctx.app.inject({
      method: 'GET',
      url: `/api/vendor/commission-credit-notes/${lastMonth}`,
      headers: seller.vendor.headers,
    });
    expect([none.statusCode, none.json().message]).toEqual([
      404,
      `No commission an earlier invoice charged was given back in ${lastMonth}.`,
    ]);
    const noPdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/vendor/commission-credit-notes/${lastMonth}.pdf`,
      headers: seller.vendor.headers,
    });
    expect([noPdf.statusCode, noPdf.json().message]).toEqual([404, none.json().message]);
  });

  it('charges a vendor without a tax profile CGST and SGST, supplied where the marketplace is', async () => {
    const vendor = await signUp(ctx.app, 'vendor');
    const fabric = await addFabric(ctx.app, vendor, { price: 1050, stock: 10, unit: 'per_piece' } as Parameters<
      typeof addFabric
    >[2]);
    const month = thisMonth();
    await sellTwo({ vendor, fabric });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(nextMonth());
    expect(await issueDueCommissionInvoices(ctx.database.db, nextMonth())).toBe(1);
    expect((await readInvoice(vendor, month)).json<CommissionInvoice>()).toMatchObject({
      commission: 210,
      cgst: 18.9,
      sgst: 18.9,
      igst: 0,
      recipient: { legalName: null, address: null },
      placeOfSupply: { state: 'Maharashtra', stateCode: '27' },
    });
  });

  it('shows a vendor reading a month over whose invoice is still due when it comes, and writes nothing', async () => {
    const late = await vendorIn('Maharashtra');
    await sellTwo(late);
    const series = () =>
      ctx.database.db.select().from(numberSeries).where(eq(numberSeries.series, 'commission_invoice'));
    const seriesBefore = await series();
    const dueOf = () =>
      ctx.database.db.select().from(commissionInvoicesDue).where(eq(commissionInvoicesDue.vendorId, late.vendor._id));
    const month = thisMonth();

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(nextMonth());
    const pending = await readInvoice(late.vendor, month);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe(
      `The commission invoice for ${month} is issued on the 1st of the next month, within minutes of midnight; ask again shortly.`,
    );
    const none = await readInvoice(late.vendor, '2001-01');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No commission was charged in 2001-01.');

    // Without the marketplace's GSTIN the job issues nothing, and the vendor is told why.
    await asOperator(ctx.app, ctx.operator, 'PUT', '/api/admin/settings', { marketplaceGstin: '' });
    expect(await issueDueCommissionInvoices(ctx.database.db, nextMonth())).toBe(0);
    const unset = await readInvoice(late.vendor, month);
    expect(unset.statusCode).toBe(409);
    expect(unset.json().message).toBe(
      "Set the marketplace's GSTIN in Settings before commission invoices can be issued.",
    );
    expect(await invoicesOf(late.vendor)).toEqual([]);
    expect(await series()).toEqual(seriesBefore);
    expect(await dueOf()).toEqual([{ vendorId: late.vendor._id, month }]);

    // Once it is set, the next round issues it.
    await asOperator(ctx.app, ctx.operator, 'PUT', '/api/admin/settings', MARKETPLACE);
    expect(await issueDueCommissionInvoices(ctx.database.db, nextMonth())).toBe(1);
    expect(await dueOf()).toEqual([]);
    const issued = await readInvoice(late.vendor, month);
    expect(issued.statusCode).toBe(200);
    expect(issued.json<CommissionInvoice>()).toMatchObject({ month, commission: 210, cgst: 18.9, sgst: 18.9 });
  });
});

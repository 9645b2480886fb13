import {
  buildGstin,
  formatInIndia,
  type Order,
  type PartMoneyLine,
  type Return,
  type TcsReturn,
  type TdsReturn,
  type VendorLedger,
  type VendorOrder,
} from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectJournalBalanced } from '../../../test-support/journal';
import { asOperator, payByUpi } from '../../../test-support/operator';
import { openShop, type Shop } from '../../../test-support/shop';
import {
  addFabric,
  moveOrderPart,
  placeOrder,
  SHIPPING_ADDRESS,
  signUp,
  type TestUser,
} from '../../../test-support/test-app';
import { queryRows } from '../../db/query-rows';

let ctx: Shop;
let shopper: TestUser;

const IN_MAHARASHTRA = {
  address: '1 Marine Drive',
  city: 'Mumbai',
  state: 'Maharashtra',
  postalCode: '400001',
  country: 'India',
};
const IN_KARNATAKA = SHIPPING_ADDRESS;

beforeAll(async () => {
  ctx = await openShop({ commissionPercent: 10 });
  shopper = await signUp(ctx.app, 'customer');
});
afterEach(() => expectJournalBalanced(ctx.database.db));
afterAll(() => ctx.close());

let vendors = 0;

/**
 * A vendor with a complete tax profile in `state`, registered (a GSTIN) or not, a firm's PAN (F) or an
 * individual's (P), and its cotton sold by the piece at Rs. 1,050 (Rs. 1,000 and 5% GST).
 */
async function vendorIn(state: 'Maharashtra' | 'Karnataka', registered: boolean, name?: string, holder = 'F') {
  vendors += 1;
  const vendor = await signUp(ctx.app, 'vendor', name ? { name } : {});
  const pan = `ABC${holder}${String.fromCharCode(65 + vendors)}${String(1000 + vendors)}K`;
  const code = state === 'Maharashtra' ? '27' : '29';
  const address = { line: '5 Mill Lane', city: state === 'Maharashtra' ? 'Pune' : 'Mysuru', state, pin: '411001' };
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/vendor/profile',
    headers: vendor.headers,
    payload: {
      legalName: `Weaver ${vendors} LLP`,
      tradeName: '',
      gstin: registered ? buildGstin(code, pan) : '',
      pan,
      pickupAddress: address,
      returnAddress: address,
      invoicePrefix: `W${String.fromCharCode(65 + vendors)}`,
      bankHolder: `Weaver ${vendors} LLP`,
      bankAccountNumber: '123456789012',
      bankIfsc: 'HDFC0001234',
      signatoryName: 'Asha Rao',
    },
  });
  if (saved.statusCode !== 200) throw new Error(`profile refused: ${saved.body}`);
  return { vendor, fabric: await cottonOf(vendor) };
}

const cottonOf = (vendor: TestUser) =>
  addFabric(ctx.app, vendor, {
    price: 1050,
    stock: 100,
    unit: 'per_piece',
    attributes: { composition: [{ fibre: 'cotton', percent: 100 }] },
  } as Parameters<typeof addFabric>[2]);

/** An order of `pieces` of the fabric to `address`, paid (by UPI, confirmed) or in cash, delivered. */
async function delivered(
  seller: TestUser,
  fabricId: string,
  pieces: number,
  method: 'upi' | 'cash_on_delivery',
  address = IN_KARNATAKA,
): Promise<Order> {
  const placed = await ctx.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: shopper.headers,
    payload: { items: [{ fabric_id: fabricId, quantity: pieces }], paymentMethod: method, shippingAddress: address },
  });
  if (placed.statusCode !== 201) throw new Error(`checkout failed: ${placed.body}`);
  const order = placed.json<Order>();
  if (method === 'upi') await payByUpi(ctx.app, ctx.database, shopper, order._id);
  for (const status of ['accepted', 'shipped', 'delivered']) {
    expect((await moveOrderPart(ctx.app, seller, order._id, status)).statusCode).toBe(200);
  }
  return order;
}

/** The shopper returns `pieces` of the order's fabric, and the vendor takes it back and refunds it. */
async function refundedReturn(seller: TestUser, order: Order, fabricId: string, pieces: number) {
  const asked = await ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${order._id}/returns`,
    headers: shopper.headers,
    payload: { lines: [{ fabric_id: fabricId, quantity: pieces }], reason: 'damaged' },
  });
  expect(asked.statusCode).toBe(201);
  for (const payload of [{ status: 'approved' }, { status: 'received', restock: true }, { status: 'refunded' }]) {
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/vendor/returns/${asked.json<Return>()._id}`,
      headers: seller.headers,
      payload,
    });
    expect(moved.statusCode).toBe(200);
  }
}

/** The statement's heads of each part of the order, newest first. */
async function partLines(seller: TestUser, orderId: string): Promise<PartMoneyLine[]> {
  const ledger = (
    await ctx.app.inject({ method: 'GET', url: '/api/vendor/ledger', headers: seller.headers })
  ).json<VendorLedger>();
  return ledger.entries.filter((entry) => entry.orderId === orderId).map((entry) => entry.part as PartMoneyLine);
}

const thisMonth = () => formatInIndia(new Date(), 'sortable').slice(0, 7);

/** This quarter of the financial year, YYYY-Qn, as the TDS return is asked for. */
function thisQuarter(): string {
  const [year, month] = thisMonth().split('-').map(Number) as [number, number];
  return month >= 4 ? `${year}-Q${Math.ceil((month - 3) / 3)}` : `${year - 1}-Q4`;
}

describe('what the marketplace withholds', () => {
  it('takes TCS only on UPI sales of registered vendors, CGST + SGST within the state and IGST across, and TDS on every sale at 0.1% or 5% without a PAN', async () => {
    const maharashtra = await vendorIn('Maharashtra', true);
    const unregistered = await vendorIn('Karnataka', false);
    const withoutProfile = await signUp(ctx.app, 'vendor');
    const plain = await cottonOf(withoutProfile);

    // Rs. 1,000 taxable a piece; commission 10% of Rs. 1,050 = Rs. 105 and 18% GST on it Rs. 18.90.
    const across = await delivered(maharashtra.vendor, maharashtra.fabric._id, 2, 'upi', IN_KARNATAKA);
    const within = await delivered(maharashtra.vendor, maharashtra.fabric._id, 1, 'upi', IN_MAHARASHTRA);
    const inCash = await delivered(maharashtra.vendor, maharashtra.fabric._id, 1, 'cash_on_delivery', IN_MAHARASHTRA);
    expect(await partLines(maharashtra.vendor, across._id)).toEqual([
      { sales: 2100, commission: 210, gstOnCommission: 37.8, tcs: 10, tds: 2.1, receives: 1840.1 },
    ]);
    expect(await partLines(maharashtra.vendor, within._id)).toEqual([
      { sales: 1050, commission: 105, gstOnCommission: 18.9, tcs: 5, tds: 1.05, receives: 920.05 },
    ]);
    expect(await partLines(maharashtra.vendor, inCash._id)).toEqual([
      // In cash too, TDS: the buyer's payment to the seller is in the gross amount (194-O, its Explanation).
      { sales: 1050, commission: 105, gstOnCommission: 18.9, tcs: 0, tds: 1.05, receives: 925.05 },
    ]);
    const heads = await queryRows<{ account: string; paise: number }>(
      ctx.database.db,
      sql`select p.account, sum(p.amount_paise)::float8 as paise from journal_postings p
        join journal_entries e on e.id = p.entry_id
        where e.order_id in (${across._id}, ${within._id}) and p.account like 'tcs_%' group by p.account order by p.account`,
    );
    expect(heads.map((row) => [row.account, Number(row.paise)])).toEqual([
      ['tcs_cgst', 250],
      ['tcs_igst', 1_000],
      ['tcs_sgst', 250],
    ]);

    const unregisteredSale = await delivered(unregistered.vendor, unregistered.fabric._id, 1, 'upi', IN_KARNATAKA);
    expect(await partLines(unregistered.vendor, unregisteredSale._id)).toEqual([
      { sales: 1050, commission: 105, gstOnCommission: 18.9, tcs: 0, tds: 1.05, receives: 925.05 },
    ]);
    const noPan = await delivered(withoutProfile, plain._id, 1, 'upi', IN_KARNATAKA);
    expect(await partLines(withoutProfile, noPan._id)).toEqual([
      { sales: 1050, commission: 105, gstOnCommission: 18.9, tcs: 0, tds: 52.5, receives: 873.6 },
    ]);
  });

  it("shows on the vendor's order card what delivery withholds, before it and after it, to the paisa of the ledger", async () => {
    const { vendor, fabric } = await vendorIn('Maharashtra', true);
    const cardOf = async (orderId: string) => {
      const cards = await ctx.app.inject({ method: 'GET', url: '/api/orders/vendor/orders', headers: vendor.headers });
      return cards.json<VendorOrder[]>().find((card) => card._id === orderId);
    };
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: shopper.headers,
      payload: { items: [{ fabric_id: fabric._id, quantity: 3 }], paymentMethod: 'upi', shippingAddress: IN_KARNATAKA },
    });
    const order = placed.json<Order>();
    await payByUpi(ctx.app, ctx.database, shopper, order._id);
    for (const status of ['accepted', 'shipped']) await moveOrderPart(ctx.app, vendor, order._id, status);

    // Rs. 3,150 (Rs. 3,000 taxable): commission Rs. 315, its GST Rs. 56.70, TCS 0.5% Rs. 15, TDS 0.1% Rs. 3.15.
    const expected = {
      gstOnCommission: 56.7,
      gstOnCommissionPercent: 18,
      tcs: 15,
      tcsPercent: 0.5,
      tcsBase: 3000,
      tds: 3.15,
      tdsPercent: 0.1,
      tdsExempt: false,
      receives: 2760.15,
    };
    const before = await cardOf(order._id);
    expect([before?.net, before?.withholding]).toEqual([2835, expected]);

    const delivery = await moveOrderPart(ctx.app, vendor, order._id, 'delivered');
    expect(delivery.json<VendorOrder>().withholding).toEqual(expected);
    const after = await cardOf(order._id);
    const [posted] = await partLines(vendor, order._id);
    expect(after?.withholding).toEqual(expected);
    expect(posted).toMatchObject({
      gstOnCommission: after?.withholding?.gstOnCommission,
      tcs: after?.withholding?.tcs,
      tds: after?.withholding?.tds,
      receives: after?.withholding?.receives,
    });

    // Cash on delivery: the GST on commission and the TDS, no TCS, as the ledger posts them.
    const inCash = await delivered(vendor, fabric._id, 1, 'cash_on_delivery', IN_MAHARASHTRA);
    const [cashPosted] = await partLines(vendor, inCash._id);
    const cashCard = await cardOf(inCash._id);
    expect(cashCard?.withholding).toEqual({
      gstOnCommission: 18.9,
      gstOnCommissionPercent: 18,
      tcs: 0,
      tcsPercent: 0,
      tcsBase: 0,
      tds: 1.05,
      tdsPercent: 0.1,
      tdsExempt: false,
      receives: 925.05,
    });
    expect(cashPosted?.receives).toBe(cashCard?.withholding?.receives);
  });

  it("takes no TDS from an individual until the year's sales pass Rs. 5 lakh, then 0.1% of the sale that passes it, on the card as in the ledger and the TDS return", async () => {
    const { vendor } = await vendorIn('Karnataka', false, undefined, 'P');
    // Rs. 2,10,000 a piece (Rs. 2,00,000 and 5% GST): two pieces make Rs. 4,20,000 of the year's Rs. 5 lakh.
    const saree = await addFabric(ctx.app, vendor, {
      price: 210_000,
      stock: 10,
      unit: 'per_piece',
      attributes: { composition: [{ fibre: 'cotton', percent: 100 }] },
    } as Parameters<typeof addFabric>[2]);
    const exempt = await delivered(vendor, saree._id, 2, 'upi', IN_KARNATAKA);
    expect(await partLines(vendor, exempt._id)).toEqual([
      { sales: 420_000, commission: 42_000, gstOnCommission: 7_560, tcs: 0, tds: 0, receives: 370_440 },
    ]);
    const cards = await ctx.app.inject({ method: 'GET', url: '/api/orders/vendor/orders', headers: vendor.headers });
    const exemptCard = cards.json<VendorOrder[]>().find((card) => card._id === exempt._id);
    expect(exemptCard?.withholding).toMatchObject({ tds: 0, tdsPercent: 0, tdsExempt: true, receives: 370_440 });

    // The next piece takes the year to Rs. 6,30,000: its card says 0.1% before delivery, and so does the ledger.
    const passing = await placeOrder(ctx.app, shopper, [{ fabric_id: saree._id, quantity: 1 }]);
    const accepted = await moveOrderPart(ctx.app, vendor, passing._id, 'accepted');
    expect(accepted.json<VendorOrder>().withholding).toMatchObject({ tds: 210, tdsPercent: 0.1, tdsExempt: false });
    for (const status of ['shipped', 'delivered']) await moveOrderPart(ctx.app, vendor, passing._id, status);
    expect(await partLines(vendor, passing._id)).toEqual([
      { sales: 210_000, commission: 21_000, gstOnCommission: 3_780, tcs: 0, tds: 210, receives: 185_010 },
    ]);

    // A piece of the exempt sale comes back: nothing of TDS to give back, as none was taken.
    await refundedReturn(vendor, exempt, saree._id, 1);
    expect((await partLines(vendor, exempt._id))[0]).toMatchObject({ sales: -210_000, tds: 0 });

    // The quarter's TDS return lists what TDS was deducted on, not the exempt sales.
    const quarter = thisQuarter();
    const tds = await asOperator<TdsReturn>(ctx.app, ctx.operator, 'GET', `/api/admin/tax/tds?quarter=${quarter}`);
    expect(tds.rows.filter((row) => row.vendor._id === vendor._id)).toEqual([
      expect.objectContaining({ ratePercent: 0.1, grossAmount: 210_000, returns: 0, tds: 210 }),
    ]);
  });

  it('gives back TCS, TDS and GST on commission with each refunded return, all of it once the part is back whole', async () => {
    const { vendor, fabric } = await vendorIn('Maharashtra', true);
    const order = await delivered(vendor, fabric._id, 3, 'upi', IN_KARNATAKA);
    await refundedReturn(vendor, order, fabric._id, 1);
    const [firstReturn] = await partLines(vendor, order._id);
    expect(firstReturn).toEqual({
      sales: -1050,
      commission: -105,
      gstOnCommission: -18.9,
      tcs: -5,
      tds: -1.05,
      receives: -920.05,
    });
    await refundedReturn(vendor, order, fabric._id, 2);
    const lines = await partLines(vendor, order._id);
    const heads = ['sales', 'commission', 'gstOnCommission', 'tcs', 'tds', 'receives'] as const;
    const net = Object.fromEntries(
      heads.map((head) => [head, Math.round(lines.reduce((sum, line) => sum + line[head] * 100, 0))]),
    );
    expect(net).toEqual({ sales: 0, commission: 0, gstOnCommission: 0, tcs: 0, tds: 0, receives: 0 });
  });

  it("reports the month's TCS per GSTIN (GSTR-8) and the quarter's TDS per PAN as an independent sum of the month's lines and returns", async () => {
    const { vendor, fabric } = await vendorIn('Karnataka', true, '=HYPERLINK("x") Looms');
    const order = await delivered(vendor, fabric._id, 4, 'upi', IN_KARNATAKA);
    await delivered(vendor, fabric._id, 1, 'upi', IN_MAHARASHTRA);
    await refundedReturn(vendor, order, fabric._id, 1);

    // Independently: the taxable value of each delivered UPI part of a registered vendor, TCS at 0.5% of
    // it half up, and each refunded return's share of its lines' taxable value by the quantity returned.
    const parts = await queryRows<{ gstin: string; intra: boolean; taxable: number; id: string }>(
      ctx.database.db,
      sql`select vo.id, vo.seller_gstin as gstin, vo.seller_state_code = o.place_of_supply_state_code as intra,
          (select sum((l->'tax'->>'taxablePaise')::bigint) from jsonb_array_elements(vo.lines) l)::float8 as taxable
        from vendor_orders vo join orders o on o.id = vo.order_id
        where vo.status = 'delivered' and o.payment_method = 'upi' and vo.seller_gstin is not null`,
    );
    const returned = await queryRows<{ partId: string; taxable: number }>(
      ctx.database.db,
      sql`select r.vendor_order_id as "partId",
          sum((pl->'tax'->>'taxablePaise')::bigint * (rl->>'quantity')::int / (pl->>'quantity')::int)::float8 as taxable
        from returns r join vendor_orders vo on vo.id = r.vendor_order_id,
          jsonb_array_elements(r.lines) rl, jsonb_array_elements(vo.lines) pl
        where r.status = 'refunded' and pl->>'fabricId' = rl->>'fabricId' and vo.seller_gstin is not null
        group by r.vendor_order_id`,
    );
    const expected = new Map<string, { gross: number; returns: number; igst: number; cgst: number; sgst: number }>();
    for (const part of parts) {
      const row = expected.get(part.gstin) ?? { gross: 0, returns: 0, igst: 0, cgst: 0, sgst: 0 };
      const back = Number(returned.find((r) => r.partId === part.id)?.taxable ?? 0);
      const net = Number(part.taxable) - back;
      row.gross += Number(part.taxable);
      row.returns += back;
      const tcs = Math.floor((net * 50 + 5000) / 10000);
      if (part.intra) {
        const cgst = Math.floor((net * 25 + 5000) / 10000);
        row.cgst += cgst;
        row.sgst += tcs - cgst;
      } else row.igst += tcs;
      expected.set(part.gstin, row);
    }
    const report = await asOperator<TcsReturn>(ctx.app, ctx.operator, 'GET', `/api/admin/tax/tcs?month=${thisMonth()}`);
    expect(
      report.rows.map((row) => [
        row.gstin,
        row.grossSupplies,
        row.returns,
        row.netSupplies,
        row.igst,
        row.cgst,
        row.sgst,
      ]),
    ).toEqual(
      [...expected.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([gstin, row]) => [
          gstin,
          row.gross / 100,
          row.returns / 100,
          (row.gross - row.returns) / 100,
          row.igst / 100,
          row.cgst / 100,
          row.sgst / 100,
        ]),
    );
    // The rate the screen states is the one collected at.
    expect(report.tcsPercent).toBe(0.5);
    const mine = report.rows.find((row) => row.vendor._id === vendor._id);
    // Rs. 5,000 supplied and Rs. 1,000 back: TCS on Rs. 4,000, half of it within the state.
    const figures = { grossSupplies: 5000, returns: 1000, netSupplies: 4000, igst: 5, cgst: 7.5, sgst: 7.5 };
    expect(mine).toMatchObject(figures);

    // The vendor reads its own line of the month, the figures it claims in its GST return, and no one else's.
    const own = await ctx.app.inject({
      method: 'GET',
      url: `/api/vendor/tax/tcs?month=${thisMonth()}`,
      headers: vendor.headers,
    });
    expect(own.json<TcsReturn>().rows).toEqual([mine]);
    expect(own.json<TcsReturn>().totals).toEqual(figures);

    // The CSV: amounts as plain numbers, a vendor's name a spreadsheet would run made plain text.
    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/tax/tcs.csv?month=${thisMonth()}`,
      headers: ctx.operator.headers,
    });
    expect(csv.body.split('\r\n')[0]).toBe('gstin,vendor,gross_supplies,returns,net_supplies,igst,cgst,sgst');
    expect(csv.body).toContain(`"'=HYPERLINK(""x"") Looms",5000.00,1000.00,4000.00,5.00,7.50,7.50`);

    // Another month has none of it; a month not written as YYYY-MM is refused.
    const empty = await asOperator<TcsReturn>(ctx.app, ctx.operator, 'GET', '/api/admin/tax/tcs?month=2001-01');
    expect(empty.rows).toEqual([]);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/tax/tcs?month=2026-13',
      headers: ctx.operator.headers,
    });
    expect(refused.statusCode).toBe(400);

    const quarter = thisQuarter();
    const tds = await asOperator<TdsReturn>(ctx.app, ctx.operator, 'GET', `/api/admin/tax/tds?quarter=${quarter}`);
    expect([tds.tdsPercentWithPan, tds.tdsPercentWithoutPan]).toEqual([0.1, 5]);
    const tdsRow = tds.rows.find((row) => row.vendor._id === vendor._id);
    expect(tdsRow).toMatchObject({ ratePercent: 0.1, grossAmount: 5250, returns: 1050, netAmount: 4200, tds: 4.2 });
    const ownTds = await ctx.app.inject({
      method: 'GET',
      url: `/api/vendor/tax/tds?quarter=${quarter}`,
      headers: vendor.headers,
    });
    expect(ownTds.json<TdsReturn>().rows).toEqual([tdsRow]);
    expect(ownTds.json<TdsReturn>().totals).toEqual({ grossAmount: 5250, returns: 1050, netAmount: 4200, tds: 4.2 });
  });
});

import {
  type AdminOrder,
  type AdminOrderPage,
  type AdminOverview,
  type CommissionSettings,
  commissionHundredthsFor,
  type LedgerEntry,
  type Order,
  type VendorBalancePage,
  type VendorLedger,
} from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectJournalBalanced } from '../../../test-support/journal';
import { asOperator } from '../../../test-support/operator';
import { openShop, type Shop } from '../../../test-support/shop';
import {
  addFabric,
  messageOf,
  moveOrderPart,
  SHIPPING_ADDRESS,
  signUp,
  type TestUser,
} from '../../../test-support/test-app';

let ctx: Shop;

beforeAll(async () => {
  ctx = await openShop();
});
afterEach(() => expectJournalBalanced(ctx.database.db));
afterAll(() => ctx.close());

type Method = 'upi' | 'cash_on_delivery';

async function order(shopper: TestUser, items: { fabric_id: string; quantity: number }[], paymentMethod: Method) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/checkout',
    headers: shopper.headers,
    payload: { items, paymentMethod, shippingAddress: SHIPPING_ADDRESS },
  });
  if (response.statusCode !== 201) throw new Error(`checkout failed: ${response.body}`);
  const placed = response.json<Order>();
  // A UPI order ships once paid: the shopper gives a UTR and the operator confirms it.
  if (paymentMethod === 'upi') {
    utrs += 1;
    const utr = String(100_000_000_000 + utrs);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${placed._id}/payment`,
      headers: shopper.headers,
      payload: { utr },
    });
    await asOperator(ctx.app, ctx.operator, 'POST', `/api/admin/orders/${placed._id}/payment/confirm`);
  }
  return placed;
}
let utrs = 0;

async function deliver(vendor: TestUser, orderId: string) {
  for (const status of ['accepted', 'shipped']) {
    expect((await moveOrderPart(ctx.app, vendor, orderId, status)).statusCode).toBe(200);
  }
  return moveOrderPart(ctx.app, vendor, orderId, 'delivered');
}

const ledgerOf = async (vendor: TestUser, page = 1) =>
  (
    await ctx.app.inject({ method: 'GET', url: `/api/vendor/ledger?page=${page}`, headers: vendor.headers })
  ).json<VendorLedger>();

const move = (vendor: TestUser, kind: 'payouts' | 'collections', amount: number, reference: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/vendors/${vendor._id}/${kind}`,
    headers: ctx.operator.headers,
    payload: { amount, reference },
  });

describe('the vendor ledger', () => {
  it('posts net for a UPI part and the commission due for a cash part, once each, and keeps the entries unchangeable', async () => {
    await asOperator(ctx.app, ctx.operator, 'PUT', '/api/admin/commission', { defaultPercent: 10 });
    const [weaver, shopper] = await Promise.all([signUp(ctx.app, 'vendor'), signUp(ctx.app, 'customer')]);
    const silk = await addFabric(ctx.app, weaver, { price: 6.45, stock: 50 });
    const byUpi = await order(shopper, [{ fabric_id: silk._id, quantity: 3 }], 'upi');
    const inCash = await order(shopper, [{ fabric_id: silk._id, quantity: 1 }], 'cash_on_delivery');
    expect((await ledgerOf(weaver)).entries).toEqual([]);

    expect((await deliver(weaver, byUpi._id)).statusCode).toBe(200);
    // Two deliveries of one part racing: one moves it, the other is told it is delivered; one entry.
    for (const status of ['accepted', 'shipped']) await moveOrderPart(ctx.app, weaver, inCash._id, status);
    const raced = await Promise.all([1, 2].map(() => moveOrderPart(ctx.app, weaver, inCash._id, 'delivered')));
    expect(raced.map((response) => response.statusCode).sort()).toEqual([200, 409]);

    const ledger = await ledgerOf(weaver);
    // 19.35 at 10% = 1.935 → 1.94 and 18% GST on it 0.3492 → 0.35; a vendor without a PAN has 5% TDS
    // taken, 0.9675 → 0.97: net 16.09. In cash 6.45 at 10% = 0.645 → 0.65 plus GST 0.117 → 0.12 and TDS 5% of
    // 6.45 = 0.3225 → 0.32 due.
    expect(ledger.entries.map((entry) => [entry.kind, entry.amount, entry.orderId, entry.orderNumber])).toEqual([
      ['commission_due', -1.09, inCash._id, inCash.orderNumber],
      ['earning', 16.09, byUpi._id, byUpi.orderNumber],
    ]);
    expect(ledger.entries.map((entry) => entry.part)).toEqual([
      { sales: 6.45, commission: 0.65, gstOnCommission: 0.12, tcs: 0, tds: 0.32, receives: 5.36 },
      { sales: 19.35, commission: 1.94, gstOnCommission: 0.35, tcs: 0, tds: 0.97, receives: 16.09 },
    ]);
    expect(ledger.balance).toBe(15);

    for (const change of [
      sql`update journal_postings set amount_paise = 0`,
      sql`delete from journal_postings`,
      sql`update journal_entries set note = null`,
      sql`delete from journal_entries`,
    ]) {
      const refused = await ctx.database.db.execute(change).then(
        () => undefined,
        (error: Error) => error,
      );
      expect(String((refused?.cause as Error | undefined)?.message ?? refused?.message)).toMatch(/append-only/);
    }
    expect((await ledgerOf(weaver)).balance).toBe(15);

    const csv = await ctx.app.inject({ method: 'GET', url: '/api/vendor/ledger.csv', headers: weaver.headers });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toBe(
      'date,kind,amount,order,order_number,reference,note,sales,commission,gst_on_commission,tcs,tds,receives',
    );
    expect(rows.slice(1).map((row) => row.split(',').slice(1, 5))).toEqual([
      ['commission_due', '-1.09', inCash._id, inCash.orderNumber],
      ['earning', '16.09', byUpi._id, byUpi.orderNumber],
      ['balance', '15.00', '', ''],
    ]);
    expect(rows[2]?.split(',').slice(-6)).toEqual(['19.35', '1.94', '0.35', '0.00', '0.97', '16.09']);
  });

  it('pays a vendor out up to its balance, once per reference, and collects up to what it owes', async () => {
    await asOperator(ctx.app, ctx.operator, 'PUT', '/api/admin/commission', { defaultPercent: 10 });
    const [weaver, shopper] = await Promise.all([signUp(ctx.app, 'vendor'), signUp(ctx.app, 'customer')]);
    const cotton = await addFabric(ctx.app, weaver, { price: 100, stock: 50 });
    const byUpi = await order(shopper, [{ fabric_id: cotton._id, quantity: 2 }], 'upi');
    await deliver(weaver, byUpi._id);
    // 200 less commission 20, GST on it 3.60 and, without a PAN, 5% TDS of 10.
    expect((await ledgerOf(weaver)).balance).toBe(166.4);

    const tooMuch = await move(weaver, 'payouts', 166.41, 'NEFT-0');
    expect(tooMuch.statusCode).toBe(409);
    expect(messageOf(tooMuch)).toMatch(/owes .* Rs\. 166\.40; a payout cannot be more/);
    const first = await move(weaver, 'payouts', 100, 'NEFT-1');
    expect(first.statusCode).toBe(201);
    const again = await move(weaver, 'payouts', 100, 'NEFT-1');
    expect([again.statusCode, again.json<LedgerEntry>()._id]).toEqual([200, first.json<LedgerEntry>()._id]);
    // The same transfer typed in small letters is the same reference: no second payout.
    const retyped = await move(weaver, 'payouts', 100, 'neft-1');
    expect([retyped.statusCode, retyped.json<LedgerEntry>()._id]).toEqual([200, first.json<LedgerEntry>()._id]);
    expect((await move(weaver, 'payouts', 50, 'NEFT-1')).statusCode).toBe(409);
    expect((await move(weaver, 'collections', 1, 'CASH-1')).statusCode).toBe(409);
    expect((await ledgerOf(weaver)).balance).toBe(66.4);

    // Two payouts of the whole balance racing: one is paid, the other refused; never below zero.
    const raced = await Promise.all(['NEFT-2', 'NEFT-3'].map((reference) => move(weaver, 'payouts', 66.4, reference)));
    expect(raced.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect((await ledgerOf(weaver)).balance).toBe(0);

    const inCash = await order(shopper, [{ fabric_id: cotton._id, quantity: 5 }], 'cash_on_delivery');
    await deliver(weaver, inCash._id);
    // In cash: the commission 50, the GST on it, 9, and TDS 5% (no PAN) of the 500 sold, 25.
    expect((await ledgerOf(weaver)).balance).toBe(-84);
    expect((await move(weaver, 'payouts', 1, 'NEFT-4')).statusCode).toBe(409);
    expect((await move(weaver, 'collections', 84.01, 'CASH-2')).statusCode).toBe(409);
    expect((await move(weaver, 'collections', 84, 'CASH-3')).statusCode).toBe(201);
    const ledger = await ledgerOf(weaver);
    expect(ledger.balance).toBe(0);
    expect(ledger.entries.map((entry) => [entry.kind, entry.amount, entry.reference ?? null])).toEqual([
      ['collection', 84, 'CASH-3'],
      ['commission_due', -84, null],
      ['payout', -66.4, expect.stringMatching(/^NEFT-[23]$/)],
      ['payout', -100, 'NEFT-1'],
      ['earning', 166.4, null],
    ]);
    expect((await move(weaver, 'payouts', 1, 'NEFT-10')).statusCode).toBe(409);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/vendors/${shopper._id}/payouts`,
      headers: ctx.operator.headers,
      payload: { amount: 1, reference: 'NEFT-9' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("names each order in the statement's CSV by its number beside its id, and keeps a reference that starts like a formula as text", async () => {
    const [weaver, shopper] = await Promise.all([signUp(ctx.app, 'vendor'), signUp(ctx.app, 'customer')]);
    const cotton = await addFabric(ctx.app, weaver, { price: 100, stock: 50 });
    const byUpi = await order(shopper, [{ fabric_id: cotton._id, quantity: 1 }], 'upi');
    await deliver(weaver, byUpi._id);
    // A bank reference may begin with a hyphen, which a spreadsheet would read as a formula.
    expect((await move(weaver, 'payouts', 10, '-NEFT-0042')).statusCode).toBe(201);

    const csv = await ctx.app.inject({ method: 'GET', url: '/api/vendor/ledger.csv', headers: weaver.headers });

    const [header, payout, earning, balance] = csv.body
      .trim()
      .split('\r\n')
      .map((row) => row.split(','));
    expect(header?.slice(3, 6)).toEqual(['order', 'order_number', 'reference']);
    expect(byUpi.orderNumber).toMatch(/^FS-\d{4}-\d{4,}$/);
    expect(earning?.slice(1, 5)).toEqual([
      'earning',
      expect.stringMatching(/^\d+\.\d{2}$/),
      byUpi._id,
      byUpi.orderNumber,
    ]);
    expect(payout?.slice(1, 6)).toEqual(['payout', '-10.00', '', '', `"'-NEFT-0042"`]);
    expect(balance?.slice(1, 5)).toEqual(['balance', expect.stringMatching(/^\d+\.\d{2}$/), '', '']);
  });

  it('equals a computation from the orders after a random mix of orders, deliveries, cancels, payouts and collections', async () => {
    const commission: CommissionSettings = { defaultPercent: 7.5, categories: { silk: 12.25 }, vendors: {} };
    const vendors = await Promise.all([signUp(ctx.app, 'vendor'), signUp(ctx.app, 'vendor')]);
    const [shopper] = await Promise.all([signUp(ctx.app, 'customer')]);
    commission.vendors[vendors[1]._id] = 3.33;
    await asOperator(ctx.app, ctx.operator, 'PUT', '/api/admin/commission', commission);
    const fabrics = await Promise.all(
      vendors.flatMap((vendor) => [
        addFabric(ctx.app, vendor, { price: 6.45, stock: 1000, category: 'silk' }),
        addFabric(ctx.app, vendor, { price: 99.99, stock: 1000, category: 'cotton' }),
      ]),
    );
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('order' as const),
        lines: fc.uniqueArray(fc.record({ fabric: fc.nat(3), quantity: fc.integer({ min: 1, max: 7 }) }), {
          minLength: 1,
          maxLength: 3,
          selector: (line) => line.fabric,
        }),
        method: fc.constantFrom<Method>('upi', 'cash_on_delivery'),
      }),
      fc.record({ kind: fc.constantFrom('deliver' as const, 'cancel' as const), pick: fc.nat(), vendor: fc.nat(1) }),
      fc.record({
        kind: fc.constantFrom('payout' as const, 'collection' as const),
        vendor: fc.nat(1),
        share: fc.nat(100),
      }),
    );
    const steps = fc.sample(fc.array(step, { minLength: 40, maxLength: 40 }), { numRuns: 1, seed: 32 })[0] ?? [];
    const placed: Order[] = [];
    const settled = new Map<string, number>(vendors.map((vendor) => [vendor._id, 0]));
    for (const next of steps) {
      if (next.kind === 'order') {
        const items = next.lines.map((line) => ({
          fabric_id: fabrics[line.fabric]?._id ?? '',
          quantity: line.quantity,
        }));
        placed.push(await order(shopper, items, next.method));
      } else if (next.kind === 'deliver' || next.kind === 'cancel') {
        const vendor = vendors[next.vendor] as TestUser;
        const target = placed[next.pick % Math.max(placed.length, 1)];
        if (!target) continue;
        if (next.kind === 'cancel') await moveOrderPart(ctx.app, vendor, target._id, 'cancelled', { reason: 'Mix' });
        else
          for (const status of ['accepted', 'shipped', 'delivered'])
            await moveOrderPart(ctx.app, vendor, target._id, status);
      } else if ('share' in next) {
        const vendor = vendors[next.vendor] as TestUser;
        const { balance } = await ledgerOf(vendor);
        const room = next.kind === 'payout' ? balance : -balance;
        const amount = Math.floor(room * next.share) / 100;
        if (amount <= 0) continue;
        const response = await move(
          vendor,
          next.kind === 'payout' ? 'payouts' : 'collections',
          amount,
          `R-${settled.size}-${Math.random().toString(36).slice(2, 12)}`,
        );
        expect(response.statusCode).toBe(201);
        const paise = Math.round(amount * 100);
        settled.set(vendor._id, (settled.get(vendor._id) ?? 0) + (next.kind === 'payout' ? -paise : paise));
      }
    }

    // Independently: each delivered part's lines, at the percents set, rounded half up in big integers;
    // 18% GST on the part's commission, and from these vendors without a PAN 5% TDS on every sale.
    const halfUp = (paise: bigint, hundredths: bigint) => (2n * paise * hundredths + 10000n) / 20000n;
    const categoryOf = new Map(fabrics.map((fabric) => [fabric._id, fabric.category]));
    const expected = new Map(settled);
    const delivered = new Set<string>();
    for (const placedOrder of placed) {
      const current = (
        await ctx.app.inject({ method: 'GET', url: `/api/orders/${placedOrder._id}`, headers: shopper.headers })
      ).json<Order>();
      for (const part of current.parts.filter((p) => p.status === 'delivered')) {
        let subtotal = 0n;
        let cut = 0n;
        for (const line of part.items) {
          const total = BigInt(Math.round(line.total * 100));
          const hundredths = BigInt(
            commissionHundredthsFor(commission, part.vendor._id, categoryOf.get(line.fabric_id) ?? ''),
          );
          subtotal += total;
          cut += (2n * total * hundredths + 10000n) / 20000n;
        }
        const gst = halfUp(cut, 1800n);
        const tds = halfUp(subtotal, 500n);
        const amount = current.paymentMethod === 'upi' ? subtotal - cut - gst - tds : -cut - gst - tds;
        delivered.add(current.paymentMethod);
        expected.set(part.vendor._id, (expected.get(part.vendor._id) ?? 0) + Number(amount));
      }
    }
    // The mix did deliver parts paid both ways, and did settle some of them.
    expect([...delivered].sort()).toEqual(['cash_on_delivery', 'upi']);
    expect([...settled.values()].some((paise) => paise !== 0)).toBe(true);
    const balances = await asOperator<VendorBalancePage>(ctx.app, ctx.operator, 'GET', '/api/admin/balances');
    // The operator finds one vendor's balance by a part of its email, as the Balances screen searches.
    const [first] = vendors;
    const found = await asOperator<VendorBalancePage>(
      ctx.app,
      ctx.operator,
      'GET',
      `/api/admin/balances?q=${encodeURIComponent(first?.email.toUpperCase().slice(0, -4) ?? '')}`,
    );
    expect(found.items.map((item) => [item.vendor._id, item.balance])).toEqual([
      [first?._id, (expected.get(first?._id ?? '') ?? 0) / 100],
    ]);
    for (const vendor of vendors) {
      const want = (expected.get(vendor._id) ?? 0) / 100;
      expect((await ledgerOf(vendor)).balance).toBe(want);
      expect(balances.items.find((item) => item.vendor._id === vendor._id)?.balance ?? 0).toBe(want);
    }
  });

  it("gives the operator's overview the ledgers' totals", async () => {
    const { items } = await asOperator<VendorBalancePage>(ctx.app, ctx.operator, 'GET', '/api/admin/balances');
    const paise = items.map((item) => Math.round(item.balance * 100));
    // Commission earned: every delivered part's, read from the operator's view of each order.
    let commissionPaise = 0;
    for (let page = 1; ; page += 1) {
      const orders = await asOperator<AdminOrderPage>(ctx.app, ctx.operator, 'GET', `/api/admin/orders?page=${page}`);
      for (const summary of orders.items) {
        const full = await asOperator<AdminOrder>(ctx.app, ctx.operator, 'GET', `/api/admin/orders/${summary._id}`);
        for (const part of full.parts.filter((p) => p.status === 'delivered')) {
          commissionPaise += Math.round((part.commission ?? 0) * 100);
        }
      }
      if (page * orders.pageSize >= orders.total) break;
    }
    expect(commissionPaise).toBeGreaterThan(0);
    const { money } = await asOperator<AdminOverview>(ctx.app, ctx.operator, 'GET', '/api/admin/overview');
    expect(money.owedToVendors).toBe(paise.filter((p) => p > 0).reduce((a, b) => a + b, 0) / 100);
    expect(money.owedByVendors).toBe(paise.filter((p) => p < 0).reduce((a, b) => a - b, 0) / 100);
    expect(money.commissionEarned).toBe(commissionPaise / 100);
  });
});

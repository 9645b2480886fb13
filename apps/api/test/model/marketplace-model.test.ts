// Random sequences of the marketplace's operations through the real API, with a model of what the
// money and the stock should be beside it (marketplace-books.ts): checkouts by cash and UPI with a
// vendor's, the marketplace's or a 100% coupon; UTRs given (an order cancelled unpaid's too), confirmed, confirmed
// paid in full and rejected; parts accepted,
// shipped, delivered and cancelled by the shopper, the vendor and the operator; returns asked, approved,
// received with or without restock and refunded, or rejected, escalated and decided by the operator; a UPI
// order's payment window passed and the expiry sweep run; a coupon applied in the cart rather than named at
// checkout; UPI refunds sent; payouts and collections; an individual vendor's sales passing Rs. 5 lakh in the
// year, from no TDS to 0.1%, and its returns bringing the year back under. After every
// step the journal, each vendor's statement, each order's money and each fabric's stock are checked
// against the model. MARKETPLACE_MODEL_SEED and MARKETPLACE_MODEL_RUNS replay or widen a run.
import {
  type AdminOrder,
  type AdminRefundPage,
  type Cart,
  couponDiscountPaise,
  type Fabric,
  type Order,
  type OrderMoney,
  type Return,
  rupeesToPaise,
  type VendorLedger,
} from '@fabric-store/shared';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows';
import { orders } from '../../src/db/schema';
import { expireUnpaidOrders } from '../../src/jobs/payment-expiry';
import { createUsersDirectly } from '../../test-support/direct-users';
import { expectJournalBalanced } from '../../test-support/journal';
import { signInOperator } from '../../test-support/operator';
import {
  createTestApp,
  SHIPPING_ADDRESS,
  type TestContext,
  type TestUser,
  usingPostgres,
} from '../../test-support/test-app';

/** Who calls the API: its id, its name in the test's messages, and its bearer token. */
type Actor = Pick<TestUser, '_id' | 'name' | 'headers'>;

import {
  type Books,
  cancelled,
  delivered,
  emptyBooks,
  lineCommission,
  type Method,
  type ModelOrder,
  type ModelPart,
  type ModelReturn,
  paidBeforeLastCancel,
  paidFor,
  paidInFull,
  paymentConfirmed,
  paymentExpired,
  paymentRejected,
  priceReturn,
  refundSent,
  restock,
  returnRefunded,
  settled,
} from './marketplace-books';

// Each database draws its own sequences: `npm test` runs the file on both, and the same sequences run
// twice would prove the same SQL on the same operations again. Four sequences in all, two on each.
const SEED = Number(process.env.MARKETPLACE_MODEL_SEED ?? (usingPostgres() ? 20261130 : 20261129));
const RUNS = Number(process.env.MARKETPLACE_MODEL_RUNS ?? 2);

let ctx: TestContext;
let operator: Actor;
let vendors: Actor[];
let shoppers: Actor[];
const books: Books = emptyBooks();

/** The coupons of the shop: a vendor's 15% on its own fabrics, the marketplace's 7.5% and its 100%. */
const COUPONS = { vendor: 'WEAVER15', marketplace: 'STORE75', free: 'STOREFREE' } as const;
type CouponChoice = keyof typeof COUPONS | 'none';
const COMMISSION = { defaultPercent: 10, categories: { silk: 12.5 } };

// In the shoppers' state: a seller not registered for GST supplies only within its own.
const PRINTER_ADDRESS = { line: '9 Block Print Lane', city: 'Mysuru', state: 'Karnataka', pin: '570001' };
const PRINTER_PROFILE = {
  legalName: 'Meena Chhipa',
  tradeName: 'Model Printer',
  gstin: '',
  pan: 'BQRPC4821K',
  pickupAddress: PRINTER_ADDRESS,
  returnAddress: PRINTER_ADDRESS,
  invoicePrefix: 'MP',
  bankHolder: 'Meena Chhipa',
  bankAccountNumber: '123456789012',
  bankIfsc: 'HDFC0001234',
  signatoryName: 'Meena Chhipa',
};

/** Users written straight into the database with their tokens: one password hash for all, not one each. */
async function directUsers(role: 'vendor' | 'customer', names: string[]): Promise<Actor[]> {
  const made = await createUsersDirectly(ctx.database.db, names.length, role);
  return made.map(({ id, token }, at) => ({
    _id: id,
    name: names[at] ?? role,
    headers: { authorization: `Bearer ${token}` },
  }));
}

beforeAll(async () => {
  ctx = await createTestApp();
  vendors = await directUsers('vendor', ['Model Weaver', 'Model Printer']);
  shoppers = await directUsers('customer', ['Asha Model', 'Ravi Model']);
  operator = await signInOperator(ctx.app, ctx.database);
  await ok('PUT', '/api/admin/settings', operator, {
    upiVpa: 'fabricstore@okaxis',
    upiPayeeName: 'Fabric Store',
    upiPaymentWindowMinutes: 60,
  });
  await ok('PUT', '/api/admin/commission', operator, COMMISSION);
  // The printer is an individual (a PAN whose fourth letter is P), not registered for GST.
  await ok('PUT', '/api/vendor/profile', vendors[1] as Actor, PRINTER_PROFILE);
  books.individuals.add((vendors[1] as Actor)._id);
  await ok('POST', '/api/vendor/coupons', vendors[0] as Actor, { code: COUPONS.vendor, kind: 'percent', value: 15 });
  await ok('POST', '/api/admin/coupons', operator, { code: COUPONS.marketplace, kind: 'percent', value: 7.5 });
  await ok('POST', '/api/admin/coupons', operator, { code: COUPONS.free, kind: 'percent', value: 100 });
}, 120_000);
afterAll(() => ctx?.close());

/** Any answer is allowed but a server error: a refusal (4xx) is a rule at work, a 5xx is a bug. */
function answered(response: LightMyRequestResponse): LightMyRequestResponse {
  expect(response.statusCode, `${response.statusCode}: ${response.body}`).toBeLessThan(500);
  return response;
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const call = (method: HttpMethod, url: string, user: Actor, payload?: object) =>
  ctx.app.inject({ method, url, headers: user.headers, ...(payload && { payload }) }).then(answered);

async function ok(method: HttpMethod, url: string, user: Actor, payload?: object) {
  const response = await call(method, url, user, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response;
}

/** The API accepted a move exactly when the model says it is allowed now. */
function agrees(response: LightMyRequestResponse, allowed: boolean, what: string): boolean {
  tally(`${what.replace(/ of \d+ paise against -?\d+$/, '')}${allowed ? '' : ' (refused)'}`);
  expect(
    response.statusCode < 300,
    `${what}: the model says ${allowed ? 'allowed' : 'refused'}, the API ${response.statusCode} ${response.body}`,
  ).toBe(allowed);
  return allowed;
}

/** The `index`th of the latest dozen: a run works on what it made, not on the first run's orders. */
const pick = <T>(list: readonly T[], index: number): T | undefined => {
  const latest = list.slice(-12);
  return latest[index % Math.max(1, latest.length)];
};

/** How many of each operation the API took, printed at the end: a model that only saw refusals proves little. */
const taken = new Map<string, number>();
const tally = (what: string) => taken.set(what, (taken.get(what) ?? 0) + 1);
const paise = (rupees: number | undefined) => rupeesToPaise(rupees ?? 0);
let references = 0;
const nextReference = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++references}`.toUpperCase();

// ---- the invariants, after every step -------------------------------------------------------------

/** Every entry balances; each account holds what the model says the marketplace holds or owes. */
async function assertJournal(): Promise<void> {
  await expectJournalBalanced(ctx.database.db);
  const sums = await queryRows<{ account: string; partyId: string | null; sum: number }>(
    ctx.database.db,
    sql`select account, party_id as "partyId", sum(amount_paise)::float8 as sum from journal_postings group by 1, 2`,
  );
  const total = (account: string, partyId?: string) =>
    sums
      .filter((row) => row.account === account && (partyId === undefined || row.partyId === partyId))
      .reduce((sum, row) => sum + Number(row.sum), 0);
  expect(0 - total('upi_collections'), 'UPI collected').toBe(books.upiCollectedPaise);
  expect(total('money_sent'), 'money sent: refunds and payouts').toBe(books.refundsSentPaise + books.payoutsPaise);
  expect(0 - total('money_received'), 'money received: collections').toBe(books.collectionsPaise);
  expect(total('gst_on_commission'), 'GST on commission withheld').toBe(books.gstOnCommissionPaise);
  expect(total('tds_194o'), 'TDS withheld').toBe(books.tdsPaise);
  expect(total('tcs_igst') + total('tcs_cgst') + total('tcs_sgst'), 'TCS: none without a GSTIN').toBe(0);
  for (const shopper of shoppers) {
    expect(total('shopper_refunds_owed', shopper._id), `owed to ${shopper.name}`).toBe(
      books.owedToShopper.get(shopper._id) ?? 0,
    );
  }
  for (const vendor of vendors) {
    const journal = total('vendor_payable', vendor._id) + total('vendor_cash', vendor._id);
    const statement = (await ok('GET', '/api/vendor/ledger', vendor)).json<VendorLedger>().balance;
    const expected = books.vendorBalance.get(vendor._id) ?? 0;
    expect({ journal, statement: paise(statement) }, `${vendor.name}'s balance`).toEqual({
      journal: expected,
      statement: expected,
    });
  }
}

/** What the shopper paid, less what was refunded or is owed back, is what the vendors and the marketplace keep or hold. */
async function assertOrderMoney(order: ModelOrder | undefined): Promise<void> {
  if (!order) return;
  const money = (await ok('GET', `/api/admin/orders/${order.id}/money`, operator)).json<OrderMoney>();
  expect(
    { paid: paise(money.paid), refunds: paise(money.refunded) + paise(money.owedToShopper), balanced: money.balanced },
    `order ${order.id}'s money`,
  ).toEqual({ paid: order.paidPaise, refunds: order.refundsPaise, balanced: true });
}

/** Each fabric's stock is the model's (never negative), and a metre fabric's is the sum of its rolls. */
async function assertStock(): Promise<void> {
  const ids = [...books.fabrics.keys()];
  if (ids.length === 0) return;
  const rows = await queryRows<{ id: string; unit: string; stock: number; rolls: number }>(
    ctx.database.db,
    sql`select f.id, f.unit, f.stock, coalesce(sum(r.length_cm), 0)::int as rolls
      from fabrics f left join fabric_rolls r on r.fabric_id = f.id
      where f.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) group by f.id`,
  );
  for (const row of rows) {
    const fabric = books.fabrics.get(row.id);
    expect(row.stock, `stock of ${row.id}`).toBe(fabric?.stock);
    expect(row.stock).toBeGreaterThanOrEqual(0);
    expect(row.rolls, `rolls of ${row.id}`).toBe(row.unit === 'per_metre' ? row.stock : 0);
  }
}

/** Each coupon counts one use for every order that used it and is not wholly cancelled, no more, no less. */
async function assertCouponUses(): Promise<void> {
  const rows = await queryRows<{ code: string; usedCount: number; liveUses: number }>(
    ctx.database.db,
    sql`select c.code, c.used_count as "usedCount",
      (select count(*) from coupon_uses u where u.coupon_id = c.id and u.given_back_at is null)::int as "liveUses"
      from coupons c`,
  );
  for (const code of Object.values(COUPONS)) {
    const live = books.orders.filter(
      (order) => order.couponCode === code && order.parts.some((part) => part.state !== 'cancelled'),
    ).length;
    const row = rows.find((candidate) => candidate.code === code);
    expect({ usedCount: row?.usedCount, liveUses: row?.liveUses }, `uses of ${code}`).toEqual({
      usedCount: live,
      liveUses: live,
    });
  }
}

// ---- the operations ------------------------------------------------------------------------------

interface Real {
  /** The order the last command touched, whose money is checked after it. */
  touched?: ModelOrder;
}
type Command = fc.AsyncCommand<Books, Real>;

const command = (name: string, run: (real: Real) => Promise<void>): Command => ({
  check: () => true,
  async run(_model, real) {
    real.touched = undefined;
    await run(real);
    await assertJournal();
    await assertOrderMoney(real.touched);
    await assertStock();
    await assertCouponUses();
  },
  toString: () => name,
});

type CouponRoute = 'checkout' | 'cart';

/**
 * The shopper puts the lines in an emptied cart and applies the coupon there, as the web's cart does;
 * the API takes it only when it takes something off this cart (a vendor's coupon needs its fabrics in it).
 * Answers the coupon the checkout will then use.
 */
async function applyInCart(shopper: Actor, items: object[], coupon: CouponChoice): Promise<CouponChoice> {
  await call('DELETE', '/api/cart/clear', shopper, {});
  const cart = (await call('POST', '/api/cart', shopper, { items })).json<Partial<Cart>>();
  if (coupon === 'none') return 'none';
  const inCart = (cart.items ?? []).map((item) => books.fabrics.get(item.product._id)?.vendorId);
  const takesOff = coupon === 'vendor' ? inCart.includes(vendors[0]?._id) : inCart.length > 0;
  const applied = await call('POST', '/api/cart/coupon', shopper, { code: COUPONS[coupon] });
  return agrees(applied, takesOff, `apply the ${coupon} coupon in the cart`) ? coupon : 'none';
}

/**
 * The shopper checks out one or two of the run's fabrics, by cash or UPI, with a coupon or none, named at
 * checkout or applied in the cart before it.
 */
const checkout = (
  shopperIndex: number,
  picks: [number, number][],
  method: Method,
  chosen: CouponChoice,
  route: CouponRoute,
) =>
  command(
    `checkout(shopper ${shopperIndex}, ${JSON.stringify(picks)}, ${method}, ${chosen} at ${route})`,
    async (real) => {
      const shopper = pick(shoppers, shopperIndex) as Actor;
      const fabrics = [...books.fabrics.values()].slice(-3);
      const wanted = new Map<string, number>();
      for (const [index, tenths] of picks) {
        const fabric = pick(fabrics, index);
        if (fabric) wanted.set(fabric.id, fabric.unit === 'per_metre' ? tenths * 10 : Math.ceil(tenths / 10) * 100);
      }
      const items = [...wanted].map(([id, hundredths]) => ({ fabric_id: id, quantity: hundredths / 100 }));
      const coupon = route === 'cart' ? await applyInCart(shopper, items, chosen) : chosen;
      const placed = await call('POST', '/api/checkout', shopper, {
        items,
        paymentMethod: method,
        shippingAddress: SHIPPING_ADDRESS,
        ...(route === 'checkout' && coupon !== 'none' && { couponCode: COUPONS[coupon] }),
      });
      tally(`checkout ${placed.statusCode === 201 ? `${method}, coupon ${coupon} at ${route}` : '(refused)'}`);
      if (placed.statusCode !== 201) {
        // A refused checkout leaves the cart's coupon, which the next checkout would otherwise take.
        if (route === 'cart' && coupon !== 'none') await ok('DELETE', '/api/cart/coupon', shopper);
        return;
      }
      const order = placed.json<Order>();
      const view = (await ok('GET', `/api/admin/orders/${order._id}`, operator)).json<AdminOrder>();
      real.touched = recordOrder(shopper, method, coupon, view, wanted);
    },
  );

/** Checks a placed order's arithmetic against the model's prices and adds it to the books. */
function recordOrder(
  shopper: Actor,
  method: Method,
  coupon: CouponChoice,
  view: AdminOrder,
  wanted: Map<string, number>,
): ModelOrder {
  const parts: ModelPart[] = view.parts.map((part) => ({
    id: part._id,
    vendorId: part.vendor._id,
    state: 'placed',
    subtotalPaise: paise(part.subtotal),
    discountPaise: paise(part.discount),
    commissionPaise: paise(part.commission),
    refundPending: false,
    returned: { commissionPaise: 0, grossPaise: 0 },
    lines: part.items.map((item) => {
      const fabric = books.fabrics.get(item.fabric_id);
      const quantity = wanted.get(item.fabric_id) ?? 0;
      const line = {
        fabricId: item.fabric_id,
        quantity,
        unitPricePaise: fabric?.pricePaise ?? 0,
        totalPaise: paise(item.total),
        discountPaise: paise(item.discount),
        fundedBy: item.discount ? (part.discountFundedBy ?? null) : null,
        commissionHundredths: fabric?.commissionHundredths ?? 0,
        asked: 0,
      };
      expect(Math.round(item.quantity * 100), 'quantity').toBe(quantity);
      expect(line.totalPaise, 'line total, half up').toBe(
        Math.floor(((fabric?.pricePaise ?? 0) * quantity + 50) / 100),
      );
      expect(paise(item.commission), 'line commission, half up').toBe(lineCommission(line));
      if (fabric) fabric.stock -= quantity;
      return line;
    }),
  }));
  const lines = parts.flatMap((part) => part.lines);
  const couponVendor = coupon === 'vendor' ? vendors[0]?._id : undefined;
  const eligible = parts
    .filter((part) => coupon === 'marketplace' || coupon === 'free' || part.vendorId === couponVendor)
    .reduce((sum, part) => sum + part.lines.reduce((total, line) => total + line.totalPaise, 0), 0);
  const percent = { none: 0, vendor: 1500, marketplace: 750, free: 10_000 }[coupon];
  expect(paise(view.discount), 'the coupon’s discount, half up').toBe(
    couponDiscountPaise('percent', percent, eligible),
  );
  for (const part of parts) {
    expect(part.subtotalPaise).toBe(part.lines.reduce((sum, line) => sum + line.totalPaise, 0));
    expect(part.discountPaise).toBe(part.lines.reduce((sum, line) => sum + line.discountPaise, 0));
    expect(part.commissionPaise, 'commission = the sum of its lines, each half up').toBe(
      part.lines.reduce((sum, line) => sum + lineCommission(line), 0),
    );
  }
  expect(paise(view.totalPrice)).toBe(lines.reduce((sum, line) => sum + line.totalPaise - line.discountPaise, 0));
  const order: ModelOrder = {
    id: view._id,
    shopperId: shopper._id,
    method,
    payment: method === 'upi' ? 'awaiting_payment' : 'due_on_delivery',
    parts,
    paidPaise: 0,
    refundsPaise: 0,
    couponCode: coupon === 'none' ? null : COUPONS[coupon],
  };
  const zeroTotal = parts.every((part) => paidFor(part) === 0);
  expect(view.payment.status, 'a UPI order of nothing to pay is paid at checkout').toBe(
    method === 'upi' && zeroTotal ? 'paid' : order.payment,
  );
  if (method === 'upi' && zeroTotal) paymentConfirmed(books, order);
  books.orders.push(order);
  return order;
}

const shopperOf = (order: ModelOrder) => shoppers.find((shopper) => shopper._id === order.shopperId) as Actor;
const vendorOf = (part: ModelPart) => vendors.find((vendor) => vendor._id === part.vendorId) as Actor;
const upiOrders = () => books.orders.filter((order) => order.method === 'upi');
let utrs = 0;

/** The shopper gives a UTR for a UPI order. */
async function giveUtrFor(order: ModelOrder): Promise<void> {
  utrs += 1;
  const utr = String(700_000_000_000 + (Date.now() % 1_000_000) * 1000 + utrs);
  const given = await call('POST', `/api/orders/${order.id}/payment`, shopperOf(order), { utr });
  const open = order.parts.some((part) => part.state !== 'cancelled');
  // An order cancelled unpaid takes a UTR too: the shopper may have paid before the cancel.
  if (!agrees(given, order.payment === 'awaiting_payment', 'give a UTR')) return;
  if (!open) paidBeforeLastCancel(order);
  order.payment = 'verifying';
}

const giveUtr = (which: number) =>
  command(`giveUtr(upi order ${which})`, async (real) => {
    real.touched = pick(upiOrders(), which);
    if (real.touched) await giveUtrFor(real.touched);
  });

/**
 * The operator's decision on a UPI order's payment: confirmed for what the order asks, confirmed "paid in
 * full" (the bank shows the first link's whole total, so the parts cancelled before are owed back too), or
 * rejected.
 */
type Decision = 'confirm' | 'inFull' | 'reject';
const DECISION_BODIES: Record<Decision, object | undefined> = {
  confirm: undefined,
  inFull: { paidInFull: true },
  reject: { reason: 'No such UTR on the statement' },
};

async function decideFor(order: ModelOrder, decision: Decision): Promise<void> {
  const url = `/api/admin/orders/${order.id}/payment/${decision === 'reject' ? 'reject' : 'confirm'}`;
  const decided = await call('POST', url, operator, DECISION_BODIES[decision]);
  if (!agrees(decided, order.payment === 'verifying', `${decision} the payment`)) return;
  if (decision === 'reject') return paymentRejected(order);
  if (decision === 'inFull') paidInFull(order);
  paymentConfirmed(books, order);
}

const decide = (which: number, decision: Decision) =>
  command(`${decision}(upi order ${which})`, async (real) => {
    real.touched = pick(upiOrders(), which);
    if (real.touched) await decideFor(real.touched, decision);
  });

/**
 * The clock passes a UPI order's payment window (its due time moved back, as the expiry tests do) and
 * the sweep runs: an order still awaiting payment with a part open is expired, its open parts cancelled.
 */
const letWindowPass = (which: number) =>
  command(`letWindowPass(upi order ${which})`, async (real) => {
    // Mostly an order still awaiting payment, now and then any: a window passing a paid order changes nothing.
    const awaiting = upiOrders().filter((order) => order.payment === 'awaiting_payment');
    const order = pick(which % 4 !== 0 && awaiting.length > 0 ? awaiting : upiOrders(), which);
    if (!order) return;
    real.touched = order;
    await ctx.database.db
      .update(orders)
      .set({ paymentDueBy: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, order.id));
    const due = order.payment === 'awaiting_payment' && order.parts.some(open);
    const swept = await expireUnpaidOrders(ctx.database.db);
    tally(`payment window passed${due ? ', order expired' : ' (nothing to expire)'}`);
    expect(swept, `orders expired once ${order.id}'s window passed`).toBe(due ? 1 : 0);
    if (due) paymentExpired(books, order);
  });

const NEXT = { placed: 'accepted', accepted: 'shipped', shipped: 'delivered' } as const;

/** The vendor moves its part one step on: accepted, shipped (a UPI part once paid), delivered. */
async function moveOn(order: ModelOrder, part: ModelPart): Promise<void> {
  if (part.state === 'delivered' || part.state === 'cancelled') return;
  const to = NEXT[part.state];
  const moved = await call('PATCH', `/api/orders/vendor/orders/${order.id}/status`, vendorOf(part), { status: to });
  const unpaid = to === 'shipped' && order.method === 'upi' && order.payment !== 'paid';
  if (!agrees(moved, !unpaid, `${part.state} → ${to}`)) return;
  if (to === 'delivered') delivered(books, order, part);
  else part.state = to;
}

const vendorMove = (which: number, partIndex: number) =>
  command(`vendorMove(order ${which}, part ${partIndex})`, async (real) => {
    const order = pick(books.orders, which);
    const part = order && pick(order.parts, partIndex);
    if (!order || !part) return;
    real.touched = order;
    await moveOn(order, part);
  });

/**
 * One of the orders still under way takes its natural next step, as a busy shop would: its UTR given,
 * its payment confirmed (now and then rejected), or a part moved on.
 */
const progress = (which: number, partIndex: number, rejectNow: boolean) =>
  command(`progress(order ${which}, part ${partIndex}, reject ${rejectNow})`, async (real) => {
    const underWay = books.orders.filter((order) =>
      order.parts.some((part) => part.state !== 'delivered' && part.state !== 'cancelled'),
    );
    const order = pick(underWay, which);
    if (!order) return;
    real.touched = order;
    if (order.method === 'upi' && order.payment === 'awaiting_payment') return giveUtrFor(order);
    if (order.method === 'upi' && order.payment === 'verifying')
      return decideFor(order, rejectNow ? 'reject' : 'confirm');
    const moving = order.parts.filter((part) => part.state !== 'delivered' && part.state !== 'cancelled');
    const part = pick(moving, partIndex);
    if (part) await moveOn(order, part);
  });

const open = (part: ModelPart) => part.state === 'placed' || part.state === 'accepted';

/** A part cancelled by its vendor or the operator, or a whole order by its shopper. */
const cancel = (which: number, partIndex: number, by: 'shopper' | 'vendor' | 'operator') =>
  command(`cancel(order ${which}, part ${partIndex}, by ${by})`, async (real) => {
    const order = pick(books.orders, which);
    const part = order && pick(order.parts, partIndex);
    if (!order || !part) return;
    real.touched = order;
    if (by === 'shopper') {
      const cancelling = order.parts.filter(open);
      const shipped = order.parts.some((each) => each.state === 'shipped' || each.state === 'delivered');
      const answer = await call('POST', `/api/orders/${order.id}/cancel`, shopperOf(order), {});
      if (agrees(answer, cancelling.length > 0 && !shipped, 'the shopper’s cancel'))
        cancelled(books, order, cancelling);
      return;
    }
    const answer =
      by === 'vendor'
        ? await call('PATCH', `/api/orders/vendor/orders/${order.id}/status`, vendorOf(part), {
            status: 'cancelled',
            reason: 'Out of dye',
          })
        : await call('POST', `/api/admin/orders/${order.id}/parts/${part.id}/cancel`, operator, {
            reason: 'Cancelled by the marketplace',
          });
    if (agrees(answer, open(part), `the ${by}’s cancel of a ${part.state} part`)) cancelled(books, order, [part]);
  });

/** The shopper asks to return a share of a delivered line, as the wrong item. */
const askReturn = (which: number, lineIndex: number, share: number) => async (real: Real) => {
  const withDelivery = books.orders.filter((order) => order.parts.some((part) => part.state === 'delivered'));
  const order = pick(withDelivery, which);
  const part = order?.parts.find((each) => each.state === 'delivered');
  const line = part && pick(part.lines, lineIndex);
  if (!order || !part || !line) return;
  real.touched = order;
  const unit = books.fabrics.get(line.fabricId)?.unit === 'per_piece' ? 100 : 1;
  const quantity = Math.max(unit, Math.floor((line.quantity * share) / 4 / unit) * unit);
  const asked = await call('POST', `/api/orders/${order.id}/returns`, shopperOf(order), {
    lines: [{ fabric_id: line.fabricId, quantity: quantity / 100 }],
    reason: 'wrong_item',
  });
  if (!agrees(asked, line.asked + quantity <= line.quantity, 'ask for a return')) return;
  const ret = asked.json<Return>();
  const priced = priceReturn(line, quantity);
  expect(paise(ret.amount), 'the return’s amount').toBe(priced.amountPaise);
  line.asked += quantity;
  books.returns.push({ id: ret._id, orderId: order.id, part, line, quantity, ...priced, state: 'requested' });
  const askedBack = books.returns.filter((each) => each.line === line).map((each) => each.amountPaise);
  expect(Math.min(...askedBack), 'no return is priced below nothing').toBeGreaterThanOrEqual(0);
  expect(
    askedBack.reduce((sum, amount) => sum + amount, 0),
    'the line’s returns give back no more than was paid for it',
  ).toBeLessThanOrEqual(line.totalPaise - line.discountPaise);
};

const RETURN_NEXT = { requested: 'approved', approved: 'received', received: 'refunded' } as const;
const movingOn = (ret: ModelReturn): ret is ModelReturn & { state: keyof typeof RETURN_NEXT } =>
  ret.state in RETURN_NEXT;

/** The vendor moves a return one step on: approved, received (restocked or not), refunded. */
const returnMove = (which: number, restocked: boolean) => async (real: Real) => {
  const ret = pick(books.returns.filter(movingOn), which);
  if (!ret) return;
  const order = books.orders.find((each) => each.id === ret.orderId) as ModelOrder;
  real.touched = order;
  const to = RETURN_NEXT[ret.state];
  const payload = {
    status: to,
    ...(to === 'received' && { restock: restocked }),
    ...(to === 'refunded' && order.method === 'cash_on_delivery' && { refundReference: nextReference('CASHREF') }),
  };
  const moved = await call('PATCH', `/api/orders/vendor/returns/${ret.id}`, vendorOf(ret.part), payload);
  agrees(moved, true, `return ${ret.state} → ${to}`);
  if (to === 'refunded') {
    expect(paise(moved.json<Return>().commission), 'the return’s commission').toBe(ret.commissionPaise);
    returnRefunded(books, order, ret);
  } else {
    ret.state = to;
    if (to === 'received' && restocked) restock(books, ret.line.fabricId, ret.quantity);
  }
};

/** A return under way moves on, or, with none, a delivered line is asked back. */
const returnProgress = (which: number, lineIndex: number, share: number, restocked: boolean) =>
  command(`returnProgress(${which}, line ${lineIndex}, ${share}/4, restock ${restocked})`, async (real) => {
    if (books.returns.some(movingOn) && which % 3 !== 0) return returnMove(which, restocked)(real);
    return askReturn(which, lineIndex, share)(real);
  });

const orderOf = (ret: ModelReturn) => books.orders.find((each) => each.id === ret.orderId) as ModelOrder;

/**
 * A return disputed: the vendor rejects a request, the shopper escalates the rejection, and the operator
 * approves it (the vendor then takes it on) or upholds it (closed, its lengths still counted as asked for);
 * the shopper's escalation of a return that was not rejected is refused.
 */
const returnDispute = (which: number, approve: boolean) =>
  command(`returnDispute(${which}, approve ${approve})`, async (real) => {
    const open = books.returns.filter((each) => each.state !== 'refunded' && each.state !== 'closed');
    const ret = pick(open, which);
    if (!ret) return;
    const order = orderOf(ret);
    real.touched = order;
    if (ret.state === 'requested') {
      const payload = { status: 'rejected', reason: 'Cut as ordered' };
      const rejected = await call('PATCH', `/api/orders/vendor/returns/${ret.id}`, vendorOf(ret.part), payload);
      if (agrees(rejected, true, 'return requested → rejected')) ret.state = 'rejected';
      return;
    }
    if (ret.state === 'escalated') {
      const decision = approve ? 'approve' : 'reject';
      const payload = { decision, note: approve ? 'The photos show the fault' : 'Cut as ordered, as the photos show' };
      const decided = await call('POST', `/api/admin/returns/${ret.id}/decide`, operator, payload);
      if (agrees(decided, true, `escalated return ${approve ? 'approved' : 'upheld'}`)) {
        ret.state = approve ? 'approved' : 'closed';
      }
      return;
    }
    const escalated = await call('POST', `/api/returns/${ret.id}/escalate`, shopperOf(order), { note: 'Look again' });
    if (agrees(escalated, ret.state === 'rejected', `escalate a ${ret.state} return`)) ret.state = 'escalated';
  });

/** The operator sends one of the UPI refunds due and marks it refunded. */
const sendRefund = (which: number) =>
  command(`sendRefund(${which})`, async (real) => {
    const due = (await ok('GET', '/api/admin/refunds?status=due', operator)).json<AdminRefundPage>();
    const refund = pick(due.items, which);
    if (!refund) return;
    const order = books.orders.find((each) => each.id === refund.orderId) as ModelOrder;
    real.touched = order;
    await ok('POST', `/api/admin/refunds/${refund._id}/refunded`, operator, { reference: nextReference('UPIREF') });
    refundSent(books, order, paise(refund.amount));
    tally(`UPI refund sent (${refund.cause})`);
  });

/**
 * The operator pays a vendor a share of what it is owed, or collects a share of what it owes; `over` asks
 * for a paisa more than the balance allows, which is refused.
 */
const settle = (vendorIndex: number, tenths: number, over: boolean) =>
  command(`settle(vendor ${vendorIndex}, ${tenths}/10, over ${over})`, async () => {
    const vendor = pick(vendors, vendorIndex) as Actor;
    const balance = books.vendorBalance.get(vendor._id) ?? 0;
    const amount = over ? Math.abs(balance) + 1 : Math.floor((Math.abs(balance) * tenths) / 10);
    if (amount === 0) return;
    const path = balance > 0 ? 'payouts' : 'collections';
    const recorded = await call('POST', `/api/admin/vendors/${vendor._id}/${path}`, operator, {
      amount: amount / 100,
      reference: nextReference(path === 'payouts' ? 'PAYOUT' : 'COLLECT'),
    });
    if (agrees(recorded, !over, `a ${path.slice(0, -1)} of ${amount} paise against ${balance}`)) {
      settled(books, vendor._id, balance > 0 ? amount : -amount);
    }
  });

const index = fc.nat({ max: 11 });
/**
 * A sequence of 20 to 40 operations, weighted as a busy shop's day: orders under way move on more often
 * than anyone cancels. A plain array rather than `fc.commands`, which cannot be told a least length; a
 * failure prints the whole sequence and its seed (no shrinking: the database is shared by the runs).
 */
const sequences = fc.array(
  fc.oneof(
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.nat({ max: 1 }),
          fc.array(fc.tuple(fc.nat({ max: 2 }), fc.integer({ min: 5, max: 40 })), { minLength: 1, maxLength: 2 }),
          fc.constantFrom<Method>('upi', 'cash_on_delivery'),
          fc.constantFrom<CouponChoice>('none', 'vendor', 'marketplace', 'free'),
          fc.constantFrom<CouponRoute>('checkout', 'cart'),
        )
        .map(([shopper, picks, method, coupon, route]) => checkout(shopper, picks, method, coupon, route)),
    },
    { weight: 1, arbitrary: index.map(giveUtr) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(index, fc.constantFrom<Decision>('confirm', 'inFull', 'reject'))
        .map(([which, decision]) => decide(which, decision)),
    },
    { weight: 1, arbitrary: fc.tuple(index, fc.nat({ max: 1 })).map(([which, part]) => vendorMove(which, part)) },
    {
      weight: 5,
      arbitrary: fc.tuple(index, fc.nat({ max: 1 }), fc.nat({ max: 4 })).map(([w, p, r]) => progress(w, p, r === 0)),
    },
    {
      weight: 4,
      arbitrary: fc
        .tuple(index, fc.nat({ max: 1 }), fc.integer({ min: 1, max: 4 }), fc.boolean())
        .map(([w, l, s, restock]) => returnProgress(w, l, s, restock)),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(index, fc.nat({ max: 1 }), fc.constantFrom('shopper' as const, 'vendor' as const, 'operator' as const))
        .map(([which, part, by]) => cancel(which, part, by)),
    },
    { weight: 1, arbitrary: index.map(letWindowPass) },
    { weight: 2, arbitrary: fc.tuple(index, fc.boolean()).map(([which, approve]) => returnDispute(which, approve)) },
    { weight: 1, arbitrary: index.map(sendRefund) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.nat({ max: 1 }), fc.integer({ min: 1, max: 10 }), fc.boolean())
        .map(([v, t, o]) => settle(v, t, o)),
    },
  ),
  { minLength: 20, maxLength: 40 },
);

let runs = 0;
/** Three fresh fabrics a run: the weaver's silk by the metre on two rolls and its cotton by the piece, the printer's cotton by the metre. */
async function freshFabrics(): Promise<void> {
  runs += 1;
  const [weaver, printer] = vendors as [Actor, Actor];
  const made: [Actor, object, number][] = [
    [
      weaver,
      {
        name: `Model Silk ${runs}`,
        category: 'silk',
        price: 333.33,
        stock: 9.5,
        rolls: [{ length: 6 }, { length: 3.5 }],
      },
      1250,
    ],
    [weaver, { name: `Model Pieces ${runs}`, category: 'cotton', price: 499.99, stock: 6, unit: 'per_piece' }, 1000],
    [printer, { name: `Model Print ${runs}`, category: 'cotton', price: 48_000.45, stock: 12 }, 1000],
  ];
  for (const [vendor, payload, commissionHundredths] of made) {
    const response = await ok('POST', '/api/fabrics', vendor, {
      description: 'For the model',
      minCut: 0.5,
      step: 0.1,
      ...payload,
    });
    const fabric = response.json<Fabric>();
    books.fabrics.set(fabric._id, {
      id: fabric._id,
      vendorId: vendor._id,
      unit: fabric.unit,
      pricePaise: paise(fabric.price),
      commissionHundredths,
      stock: Math.round(fabric.stock * 100),
    });
  }
}

describe('the marketplace’s money and stock under random sequences of every operation', () => {
  // A deeper run (`npm run test:model -- --runs 500`) is given the time its runs need.
  it(
    'keeps the journal balanced and every balance, order and fabric as the model reckons, after every step',
    async () => {
      console.info(`marketplace model: seed ${SEED}, ${RUNS} runs (MARKETPLACE_MODEL_SEED, MARKETPLACE_MODEL_RUNS)`);
      await fc.assert(
        fc.asyncProperty(sequences, async (sequence) => {
          await freshFabrics();
          await fc.asyncModelRun(() => ({ model: books, real: {} }), sequence);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      console.info(
        [...taken]
          .sort()
          .map(([what, count]) => `${count} × ${what}`)
          .join('\n'),
      );
    },
    Math.max(300_000, RUNS * 5_000),
  );
});

// The model the marketplace test keeps beside the real API: what each order, part, return and fabric
// should be after every operation the API accepted, and what each vendor, shopper and the marketplace
// should hold, reckoned from the rules as a shopkeeper would, not read back from the store. That includes
// what the marketplace withholds from a vendor at delivery and gives back on a refunded return: 18% GST on
// the commission, on top of it, always; TDS under 194-O on every sale, paid by UPI or in cash, on the gross:
// 5% from a vendor without a PAN (no tax profile), and from one whose PAN is an individual's none while its
// year's gross, with the sale, stays within Rs. 5 lakh, else 0.1% (194-O(2)); and no TCS, as neither has a
// GSTIN.
import { commissionPaise, lineTotalPaise } from '@fabric-store/shared';

export type Method = 'upi' | 'cash_on_delivery';
export type PaymentState = 'awaiting_payment' | 'verifying' | 'paid' | 'due_on_delivery' | 'expired';
export type PartState = 'placed' | 'accepted' | 'shipped' | 'delivered' | 'cancelled';
export type ReturnState = 'requested' | 'approved' | 'received' | 'refunded' | 'rejected' | 'escalated' | 'closed';

export interface ModelLine {
  fabricId: string;
  /** Hundredths of a metre or of a piece. */
  quantity: number;
  unitPricePaise: number;
  totalPaise: number;
  discountPaise: number;
  fundedBy: 'vendor' | 'marketplace' | null;
  commissionHundredths: number;
  /** Hundredths asked for in returns so far. */
  asked: number;
}

export interface ModelPart {
  id: string;
  vendorId: string;
  state: PartState;
  lines: ModelLine[];
  subtotalPaise: number;
  discountPaise: number;
  commissionPaise: number;
  /** Cancelled while its UPI payment was being verified: owed back once the payment is confirmed. */
  refundPending: boolean;
  /** The bases of its refunded returns so far: what they give back is reckoned on the running totals. */
  returned: TaxBases;
  /** TDS's rate in hundredths of a percent, fixed at delivery; its returns give back at the same. */
  tdsHundredths?: number;
}

/** What the marketplace withholds on: the commission, and the gross of a UPI sale (0 in cash). */
export interface TaxBases {
  commissionPaise: number;
  grossPaise: number;
}

export interface ModelReturn {
  id: string;
  orderId: string;
  part: ModelPart;
  line: ModelLine;
  quantity: number;
  amountPaise: number;
  commissionPaise: number;
  marketplaceFundedPaise: number;
  state: ReturnState;
}

export interface ModelOrder {
  id: string;
  shopperId: string;
  method: Method;
  payment: PaymentState;
  parts: ModelPart[];
  /** What the shopper paid: a UPI payment confirmed, cash taken at each delivery. */
  paidPaise: number;
  /** What the shopper got or is owed back: refunds owed, sent, and cash refunds by vendors. */
  refundsPaise: number;
  /** The coupon the order used, if any: a use that counts until every part of the order is cancelled. */
  couponCode: string | null;
  /** The parts its latest cancel took: what an order cancelled unpaid asked for last. */
  lastCancel?: string[];
}

export interface ModelFabric {
  id: string;
  vendorId: string;
  unit: 'per_metre' | 'per_piece';
  pricePaise: number;
  commissionHundredths: number;
  /** Hundredths: what was put in, less what live orders hold, plus what returns restocked. */
  stock: number;
}

/** Everything the test has done, across its runs: the database is one for the whole file. */
export interface Books {
  fabrics: Map<string, ModelFabric>;
  orders: ModelOrder[];
  returns: ModelReturn[];
  /** What the marketplace owes each vendor (negative: what the vendor owes it). */
  vendorBalance: Map<string, number>;
  owedToShopper: Map<string, number>;
  upiCollectedPaise: number;
  refundsSentPaise: number;
  payoutsPaise: number;
  collectionsPaise: number;
  /** Withheld from the vendors and not given back: GST on commission, and TDS. */
  gstOnCommissionPaise: number;
  tdsPaise: number;
  /** The vendors whose PAN is an individual's: TDS follows their year's gross. */
  individuals: Set<string>;
  /** Each vendor's gross of sales delivered this financial year, less their refunded returns. */
  yearGrossPaise: Map<string, number>;
}

export const emptyBooks = (): Books => ({
  fabrics: new Map(),
  orders: [],
  returns: [],
  vendorBalance: new Map(),
  owedToShopper: new Map(),
  upiCollectedPaise: 0,
  refundsSentPaise: 0,
  payoutsPaise: 0,
  collectionsPaise: 0,
  gstOnCommissionPaise: 0,
  tdsPaise: 0,
  individuals: new Set(),
  yearGrossPaise: new Map(),
});

const add = (map: Map<string, number>, key: string, paise: number) => map.set(key, (map.get(key) ?? 0) + paise);

/** What the shopper pays for a part: its subtotal less its share of the coupon, whoever funds it. */
export const paidFor = (part: ModelPart) => part.subtotalPaise - part.discountPaise;

const fundedBy = (part: ModelPart, funder: 'vendor' | 'marketplace') =>
  part.lines.reduce((sum, line) => sum + (line.fundedBy === funder ? line.discountPaise : 0), 0);

/** A line's commission: its total less its vendor's coupon share, at its frozen percent, half up. */
export const lineCommission = (
  line: Pick<ModelLine, 'totalPaise' | 'discountPaise' | 'fundedBy' | 'commissionHundredths'>,
) =>
  commissionPaise(line.totalPaise - (line.fundedBy === 'vendor' ? line.discountPaise : 0), line.commissionHundredths);

/** `percent` of `paise` (not negative), half up to the paisa. */
const percentOf = (paise: number, percent: number) => Math.floor((paise * percent + 50) / 100);

/** What is withheld on these bases: GST 18% of the commission, and TDS at its rate of the gross, half up. */
function withheldOn(bases: TaxBases, tdsHundredths: number) {
  const tdsPaise = Math.floor((bases.grossPaise * tdsHundredths + 5_000) / 10_000);
  return { gstPaise: percentOf(bases.commissionPaise, 18), tdsPaise };
}

/** TDS's rate on a vendor's sale of `grossPaise`: 5% without a PAN; an individual's none within Rs. 5 lakh a year, else 0.1%. */
function tdsHundredthsOn(books: Books, vendorId: string, grossPaise: number): number {
  if (!books.individuals.has(vendorId)) return 500;
  return (books.yearGrossPaise.get(vendorId) ?? 0) + grossPaise <= 500_000_00 ? 0 : 10;
}

function withhold(books: Books, vendorId: string, withheld: { gstPaise: number; tdsPaise: number }): void {
  books.gstOnCommissionPaise += withheld.gstPaise;
  books.tdsPaise += withheld.tdsPaise;
  add(books.vendorBalance, vendorId, -(withheld.gstPaise + withheld.tdsPaise));
}

/**
 * The part was delivered: cash is taken by the vendor; the vendor earns its net, the marketplace its
 * commission, and the vendor's share bears what is withheld (TDS on the sale's gross: its subtotal less
 * the vendor's own coupon, as a marketplace coupon leaves the vendor's price whole).
 */
export function delivered(books: Books, order: ModelOrder, part: ModelPart): void {
  part.state = 'delivered';
  const net =
    order.method === 'upi'
      ? part.subtotalPaise - part.commissionPaise - fundedBy(part, 'vendor')
      : fundedBy(part, 'marketplace') - part.commissionPaise;
  add(books.vendorBalance, part.vendorId, net);
  const gross = part.subtotalPaise - fundedBy(part, 'vendor');
  part.tdsHundredths = tdsHundredthsOn(books, part.vendorId, gross);
  add(books.yearGrossPaise, part.vendorId, gross);
  withhold(
    books,
    part.vendorId,
    withheldOn({ commissionPaise: part.commissionPaise, grossPaise: gross }, part.tdsHundredths),
  );
  if (order.method === 'cash_on_delivery') order.paidPaise += paidFor(part);
}

/** Parts cancelled: their stock comes back; a paid UPI order owes them back, one being verified will. */
export function cancelled(books: Books, order: ModelOrder, parts: ModelPart[]): void {
  order.lastCancel = parts.map((part) => part.id);
  for (const part of parts) {
    part.state = 'cancelled';
    for (const line of part.lines) restock(books, line.fabricId, line.quantity);
    if (order.method !== 'upi' || paidFor(part) <= 0) continue;
    if (order.payment === 'paid') oweShopper(books, order, paidFor(part));
    if (order.payment === 'verifying') part.refundPending = true;
  }
}

export function restock(books: Books, fabricId: string, quantity: number): void {
  const fabric = books.fabrics.get(fabricId);
  if (fabric) fabric.stock += quantity;
}

function oweShopper(books: Books, order: ModelOrder, paise: number): void {
  add(books.owedToShopper, order.shopperId, paise);
  order.refundsPaise += paise;
}

/**
 * The operator confirmed a UPI payment: the shopper paid for every part not cancelled before the UTR was
 * given, and the parts cancelled while it was verified are owed back from now.
 */
export function paymentConfirmed(books: Books, order: ModelOrder): void {
  order.payment = 'paid';
  const paid = order.parts.filter((part) => part.state !== 'cancelled' || part.refundPending);
  order.paidPaise = paid.reduce((sum, part) => sum + paidFor(part), 0);
  books.upiCollectedPaise += order.paidPaise;
  for (const part of order.parts.filter((candidate) => candidate.refundPending)) {
    part.refundPending = false;
    oweShopper(books, order, paidFor(part));
  }
}

/**
 * The shopper gave a UTR for a UPI order every part of which was cancelled before it was paid: it paid what
 * the order asked for last, the parts its latest cancel took, owed back once the payment is confirmed.
 */
export function paidBeforeLastCancel(order: ModelOrder): void {
  for (const part of order.parts) {
    if (order.lastCancel?.includes(part.id) && paidFor(part) > 0) part.refundPending = true;
  }
}

/**
 * The operator found the order's whole first total paid: every part cancelled before, for which nothing is
 * owed yet, is owed back once the payment is confirmed, as a part cancelled while it was verified is.
 */
export function paidInFull(order: ModelOrder): void {
  for (const part of order.parts) {
    if (part.state === 'cancelled' && paidFor(part) > 0) part.refundPending = true;
  }
}

/** The payment window passed unpaid: the store cancelled every open part, so nothing was paid or is owed. */
export function paymentExpired(books: Books, order: ModelOrder): void {
  cancelled(
    books,
    order,
    order.parts.filter((part) => part.state === 'placed' || part.state === 'accepted'),
  );
  order.payment = 'expired';
}

/** The operator found no such UTR: nothing came in, so the parts cancelled meanwhile are owed nothing. */
export function paymentRejected(order: ModelOrder): void {
  order.payment = 'awaiting_payment';
  for (const part of order.parts) part.refundPending = false;
}

/**
 * What the first `quantity` hundredths of a line come to: the gross (price × quantity, half up), what the
 * shopper paid for them (the gross's share of what was paid for the line, half up), the coupon's discount
 * as the rest, and the commission; a return takes the difference from what was asked before.
 */
function takenUpTo(line: ModelLine, quantity: number) {
  const grossPaise = lineTotalPaise(line.unitPricePaise, quantity);
  const paidForLine = line.totalPaise - line.discountPaise;
  const paidPaise =
    line.totalPaise === 0 ? 0 : Math.floor((2 * paidForLine * grossPaise + line.totalPaise) / (2 * line.totalPaise));
  const discountPaise = grossPaise - paidPaise;
  return {
    grossPaise,
    discountPaise,
    commissionPaise: commissionPaise(line.fundedBy === 'vendor' ? paidPaise : grossPaise, line.commissionHundredths),
  };
}

/** A return of `quantity` hundredths of a line, as the model prices it. */
export function priceReturn(line: ModelLine, quantity: number) {
  const before = takenUpTo(line, line.asked);
  const after = takenUpTo(line, line.asked + quantity);
  const discountPaise = after.discountPaise - before.discountPaise;
  return {
    amountPaise: after.grossPaise - before.grossPaise - discountPaise,
    commissionPaise: after.commissionPaise - before.commissionPaise,
    marketplaceFundedPaise: line.fundedBy === 'marketplace' ? discountPaise : 0,
  };
}

/**
 * The vendor marked a return refunded: on UPI the marketplace owes the shopper the amount and takes the
 * vendor's net on it back; on cash the vendor paid it and is given the commission back. Either way the
 * marketplace coupon's share the vendor was credited at delivery is taken back, and what was withheld on
 * the returned lines is given back: the withholding on all the part's refunded returns so far less that on
 * those before this one, so that a part returned whole gives back exactly what its delivery withheld.
 */
export function returnRefunded(books: Books, order: ModelOrder, ret: ModelReturn): void {
  ret.state = 'refunded';
  const before = ret.part.returned;
  const after = {
    commissionPaise: before.commissionPaise + ret.commissionPaise,
    grossPaise: before.grossPaise + ret.amountPaise + ret.marketplaceFundedPaise,
  };
  const rate = ret.part.tdsHundredths ?? 0;
  const [was, is] = [withheldOn(before, rate), withheldOn(after, rate)];
  add(books.yearGrossPaise, ret.part.vendorId, before.grossPaise - after.grossPaise);
  withhold(books, ret.part.vendorId, { gstPaise: was.gstPaise - is.gstPaise, tdsPaise: was.tdsPaise - is.tdsPaise });
  ret.part.returned = after;
  const vendorNet = ret.amountPaise + ret.marketplaceFundedPaise - ret.commissionPaise;
  if (order.method === 'upi') {
    add(books.vendorBalance, ret.part.vendorId, -vendorNet);
    if (ret.amountPaise > 0) oweShopper(books, order, ret.amountPaise);
  } else {
    add(books.vendorBalance, ret.part.vendorId, ret.amountPaise - vendorNet);
    order.refundsPaise += ret.amountPaise;
  }
}

/** The operator sent a refund it owed. */
export function refundSent(books: Books, order: ModelOrder, paise: number): void {
  add(books.owedToShopper, order.shopperId, -paise);
  books.refundsSentPaise += paise;
}

/** The operator paid a vendor (`paise` > 0) or collected from one (`paise` < 0). */
export function settled(books: Books, vendorId: string, paise: number): void {
  add(books.vendorBalance, vendorId, -paise);
  if (paise > 0) books.payoutsPaise += paise;
  else books.collectionsPaise -= paise;
}

import type { LoadTarget } from './load';
import { SEARCH_WORD, type Seeded } from './seed';

export interface Scenario {
  name: string;
  target: LoadTarget;
  /** What it is measured beside: bare node:http with the same bytes (a cached page), or the Node floor. */
  yardstick?: 'same bytes' | 'Node floor';
  /**
   * For a change: `count` requests the floor is captured from, on rows the load never touches, rolled
   * back; `before`, requests made for real first, to put those rows in the states the capture needs.
   */
  rolledBackCapture?: { from: LoadTarget; count: number; before?: { from: LoadTarget; count: number } };
  /** Its 201 answers are orders placed. */
  placesOrders?: boolean;
  /**
   * How many of its requests the Node floor is captured from (50 when unset): for a load that moves
   * through more before it repeats, all of them, so that the floor runs the same mix of values.
   */
  floorRequests?: number;
}

/** What Chromium sends: every page a browser asks for, it asks for compressed. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** Hands out the items of a list in turn, from one counter shared by every connection. */
function rotation<T>(items: readonly T[]): () => T {
  if (items.length === 0) throw new Error('nothing to rotate over');
  let next = 0;
  return () => items[next++ % items.length] as T;
}

/** GETs of the paths `paths()` hands out, each as the member `as()` hands out. */
function gets(base: string, paths: () => string, as?: () => { token: string }): LoadTarget {
  return {
    url: `${base}/`,
    next: () => ({ path: paths(), ...(as && { headers: { authorization: `Bearer ${as().token}` } }) }),
  };
}

/** How many rupees a moving price floor steps through before it repeats. */
const PRICE_STEPS = 1000;

/**
 * A catalog query (of the page, or of `/facets`) whose price floor moves by a rupee a request, as a
 * crowd with different filters would send.
 */
const movingFloor = (base: string, query: (rupees: number) => string, of = '') => {
  let sent = 0;
  return gets(base, () => `/api/fabrics${of}?${query(sent++ % PRICE_STEPS)}`);
};

const SHIPPING_ADDRESS = {
  name: 'Bench Customer',
  address: '12 Loom Street',
  city: 'Surat',
  state: 'Gujarat',
  postalCode: '395003',
  country: 'India',
};

function checkout(base: string, seeded: Seeded): LoadTarget {
  const customer = rotation(seeded.customers);
  const fabric = rotation(seeded.fabricIds);
  return {
    url: `${base}/api/checkout`,
    method: 'POST',
    next: () => ({
      path: '/api/checkout',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${customer().token}` },
      body: JSON.stringify({
        items: [{ fabric_id: fabric(), quantity: 1 }],
        paymentMethod: 'cash_on_delivery',
        shippingAddress: SHIPPING_ADDRESS,
      }),
    }),
  };
}

/**
 * Adds one metre of the next fabric to the next shopper's cart, as the product page's button does:
 * the shoppers and fabrics rotate apart, so that a cart gains a new line rather than a longer one.
 */
function addToCart(base: string, seeded: Seeded): LoadTarget {
  const shopper = rotation(seeded.shoppers);
  const fabric = rotation(seeded.fabricIds);
  return {
    url: `${base}/api/cart`,
    method: 'POST',
    next: () => ({
      path: '/api/cart',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${shopper().token}` },
      body: JSON.stringify({ items: [{ fabric_id: fabric(), quantity: 1 }] }),
    }),
  };
}

type Part = Seeded['placedParts'][number];
type PartMove = { part: Part; status: 'accepted' | 'shipped' | 'delivered' };

/** Moves a part makes after the one before it: far enough for that one to have committed under load. */
const MOVE_LAG = 100;

/**
 * Every part accepted, shipped and delivered, the three kinds of move interleaved: part j is accepted,
 * then shipped MOVE_LAG parts later and delivered MOVE_LAG after that. Past the first few hundred
 * moves, any stretch of the load holds as many of each kind as the floor's capture does.
 */
function interleavedMoves(parts: readonly Part[]): PartMove[] {
  const moves: PartMove[] = [];
  const partAt = (index: number) => (index >= 0 ? parts[index] : undefined);
  for (let j = 0; j < parts.length + 2 * MOVE_LAG; j++) {
    const [accept, ship, deliver] = [partAt(j), partAt(j - MOVE_LAG), partAt(j - 2 * MOVE_LAG)];
    if (accept) moves.push({ part: accept, status: 'accepted' });
    if (ship) moves.push({ part: ship, status: 'shipped' });
    if (deliver) moves.push({ part: deliver, status: 'delivered' });
  }
  return moves;
}

/** Sends the moves in turn, each with its own vendor's token; once all are made, 409s follow. */
function statusChanges(base: string, moves: readonly PartMove[]): LoadTarget {
  let sent = 0;
  return {
    url: `${base}/api/orders/vendor/orders`,
    method: 'PATCH',
    next: () => {
      const index = sent++;
      const { part, status } = moves[Math.min(index, moves.length - 1)] ?? {};
      if (!part || !status) throw new Error('no placed part to move');
      const move =
        status === 'shipped' ? { status, carrier: 'India Post', trackingNumber: `BENCH${index}` } : { status };
      return {
        path: `/api/orders/vendor/orders/${part.orderId}/status`,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${part.token}` },
        body: JSON.stringify(move),
      };
    },
  };
}

/**
 * The floor's capture of the status change, on the parts the load never touches: a third of them are
 * first accepted, and a third accepted and shipped, for real; then one move of each kind is captured
 * in turn (accept, ship, deliver), each rolled back, so that the floor replays the three in the
 * proportion the load sends them.
 */
function statusChangeCapture(base: string, kept: readonly Part[]): NonNullable<Scenario['rolledBackCapture']> {
  const third = Math.floor(kept.length / 3);
  const [placed, accepted, shipped] = [
    kept.slice(0, third),
    kept.slice(third, 2 * third),
    kept.slice(2 * third, 3 * third),
  ];
  const made: PartMove[] = [
    ...[...accepted, ...shipped].map((part): PartMove => ({ part, status: 'accepted' })),
    ...shipped.map((part): PartMove => ({ part, status: 'shipped' })),
  ];
  const captured = placed.flatMap((part, i): PartMove[] => {
    const [toShip, toDeliver] = [accepted[i], shipped[i]];
    if (!toShip || !toDeliver) return [];
    return [
      { part, status: 'accepted' },
      { part: toShip, status: 'shipped' },
      { part: toDeliver, status: 'delivered' },
    ];
  });
  return {
    before: { from: statusChanges(base, made), count: made.length },
    from: statusChanges(base, captured),
    count: captured.length,
  };
}

const VENDOR_TABS = [
  '',
  '&status=placed',
  '&status=accepted',
  '&status=shipped',
  '&status=delivered',
  '&status=cancelled',
];

/** The first pages of the busiest vendor's ledger, as a vendor pages back through its statement. */
const LEDGER_PAGES = [1, 2, 3, 4, 5];

/** The query of each list in `statuses` on each of its first three pages, as an operator works through them. */
const firstPagesOf = (statuses: string[]) =>
  statuses.flatMap((status) => [1, 2, 3].map((page) => `status=${status}&page=${page}`));

/** The operator's payment lists: those to verify (the console's default) and those confirmed. */
const PAYMENT_LISTS = firstPagesOf(['verifying', 'paid']);

/** The operator's refund lists: those due, to send, and those sent. */
const REFUND_LISTS = firstPagesOf(['due', 'refunded']);

/** Every scenario against a server at `base` on a seeded database, in the order they run. */
export function buildScenarios(base: string, seeded: Seeded): Scenario[] {
  const fabricId = rotation(seeded.fabricIds);
  const shopper = rotation(seeded.shoppers);
  const busiest = () => seeded.busiestVendor;
  const operator = () => seeded.operator;
  const tab = rotation(VENDOR_TABS);
  const ledgerPage = rotation(LEDGER_PAGES);
  const paymentList = rotation(PAYMENT_LISTS);
  const refundList = rotation(REFUND_LISTS);
  // A tenth of the placed parts (at most 50) is kept from the load, for the floor's capture.
  const kept = Math.min(50, Math.floor(seeded.placedParts.length / 10));
  return [
    { name: 'catalog first page', yardstick: 'same bytes', target: { url: `${base}/api/fabrics?limit=24` } },
    {
      name: 'catalog first page, as a browser asks (Brotli)',
      yardstick: 'same bytes',
      target: { url: `${base}/api/fabrics?limit=24`, headers: BROWSER },
    },
    {
      name: 'filtered page (silk, Rs. 500+–2,000, price asc)',
      yardstick: 'Node floor',
      floorRequests: PRICE_STEPS,
      target: movingFloor(
        base,
        (rupees) => `category=silk&minPrice=${500 + rupees}&maxPrice=2000&sort=price_asc&limit=24`,
      ),
    },
    {
      name: `search "${SEARCH_WORD}"`,
      yardstick: 'Node floor',
      floorRequests: PRICE_STEPS,
      target: movingFloor(base, (rupees) => `q=${SEARCH_WORD}&minPrice=${rupees}&limit=24`),
    },
    {
      name: 'facet counts (silk, Rs. 500+–2,000)',
      yardstick: 'Node floor',
      floorRequests: PRICE_STEPS,
      target: movingFloor(base, (rupees) => `category=silk&minPrice=${500 + rupees}&maxPrice=2000`, '/facets'),
    },
    {
      // A shopper's typed range is mostly whole hundreds, which the price-band counters answer.
      name: 'facet counts (silk, Rs. 500–2,000, whole hundreds)',
      yardstick: 'Node floor',
      target: movingFloor(
        base,
        (rupees) => `category=silk&minPrice=${500 + 100 * (rupees % 10)}&maxPrice=2000`,
        '/facets',
      ),
    },
    {
      name: `facet counts of search "${SEARCH_WORD}"`,
      yardstick: 'Node floor',
      floorRequests: PRICE_STEPS,
      target: movingFloor(base, (rupees) => `q=${SEARCH_WORD}&minPrice=${rupees}`, '/facets'),
    },
    {
      name: 'fabric by id',
      yardstick: 'Node floor',
      floorRequests: seeded.fabricIds.length,
      target: gets(base, () => `/api/fabrics/${fabricId()}`),
    },
    { name: 'add to cart (one metre)', target: addToCart(base, seeded) },
    {
      name: 'checkout (one line, cash on delivery)',
      yardstick: 'Node floor',
      placesOrders: true,
      target: checkout(base, seeded),
    },
    {
      name: 'shopper: My Orders',
      yardstick: 'Node floor',
      floorRequests: seeded.shoppers.length,
      target: gets(base, () => '/api/orders?limit=10', shopper),
    },
    {
      name: 'busiest vendor: order tabs, each in turn',
      yardstick: 'Node floor',
      target: gets(base, () => `/api/orders/vendor/orders?limit=20${tab()}`, busiest),
    },
    {
      name: 'busiest vendor: tab counts',
      yardstick: 'Node floor',
      target: gets(base, () => '/api/orders/vendor/orders/counts', busiest),
    },
    {
      name: 'busiest vendor: dashboard',
      yardstick: 'Node floor',
      target: gets(base, () => '/api/vendor/dashboard', busiest),
    },
    {
      name: 'busiest vendor: ledger page',
      yardstick: 'Node floor',
      target: gets(base, () => `/api/vendor/ledger?page=${ledgerPage()}`, busiest),
    },
    {
      name: 'operator: payments',
      yardstick: 'Node floor',
      target: gets(base, () => `/api/admin/payments?${paymentList()}`, operator),
    },
    {
      name: 'operator: refunds',
      yardstick: 'Node floor',
      target: gets(base, () => `/api/admin/refunds?${refundList()}`, operator),
    },
    {
      name: 'status change: accept → ship → deliver',
      yardstick: 'Node floor',
      target: statusChanges(base, interleavedMoves(seeded.placedParts.slice(kept))),
      rolledBackCapture: statusChangeCapture(base, seeded.placedParts.slice(0, kept)),
    },
  ];
}

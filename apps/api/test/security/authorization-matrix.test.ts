import type { Fabric, Order } from '@fabric-store/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../test-support/database-fingerprint';
import { completeTaxProfile } from '../../test-support/tax-profiles';
import {
  addFabric,
  createTestApp,
  moveOrderPart,
  placeOrder,
  SHIPPING_ADDRESS,
  signUp,
  type TestContext,
  type TestUser,
} from '../../test-support/test-app';
import { drawPhoto, photoUpload } from '../../test-support/test-photos';

/**
 * Calls every route as each kind of caller against objects owned by "A", and checks the status of
 * every cell. A refused call must change nothing, and a call by "B" must never show A's private data.
 * A route added to the app without a row here fails the first test.
 */

const ACTORS = ['visitor', 'customerA', 'customerB', 'vendorA', 'vendorB'] as const;
type Actor = (typeof ACTORS)[number];
type Expected = Record<Actor, number>;

interface World {
  customerA: TestUser;
  customerB: TestUser;
  vendorA: TestUser;
  vendorB: TestUser;
  fabricA: Fabric;
  orderA: Order;
}

interface Row {
  route: string;
  expected: Expected;
  /** Builds the request; runs once per cell, so a destructive cell gets its own fresh object. */
  request: (world: World) => Promise<InjectOptions> | InjectOptions;
}

const all = (status: number): Expected => ({
  visitor: status,
  customerA: status,
  customerB: status,
  vendorA: status,
  vendorB: status,
});
const customerOwned = (ok: number): Expected => ({
  visitor: 401,
  customerA: ok,
  customerB: 403,
  vendorA: 403,
  vendorB: 403,
});
const vendorOwned = (ok: number): Expected => ({
  visitor: 401,
  customerA: 403,
  customerB: 403,
  vendorA: ok,
  vendorB: 404,
});
const vendorList: Expected = { visitor: 401, customerA: 403, customerB: 403, vendorA: 200, vendorB: 200 };

let ctx: TestContext;
let world: World;

function placeOrderForA(w: Omit<World, 'orderA'>, paymentMethod: 'cash_on_delivery' | 'upi' = 'upi'): Promise<Order> {
  return placeOrder(ctx.app, w.customerA, [{ fabric_id: w.fabricA._id, quantity: 1 }], paymentMethod);
}

async function putInCartOfA(w: World, fabricId = w.fabricA._id): Promise<void> {
  await ctx.app.inject({
    method: 'POST',
    url: '/api/cart',
    headers: w.customerA.headers,
    payload: { items: [{ fabric_id: fabricId, quantity: 1 }] },
  });
}

/** An order of A's, paid in cash and delivered by vendor A, so that A may return its line. */
async function deliveredOrderOfA(w: World): Promise<Order> {
  const order = await placeOrderForA(w, 'cash_on_delivery');
  for (const status of ['accepted', 'shipped', 'delivered']) {
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/vendor/orders/${order._id}/status`,
      headers: w.vendorA.headers,
      payload: { status },
    });
  }
  return order;
}

/** A return A asked for of a delivered order, rejected by vendor A when `rejected`. */
async function returnOfA(w: World, rejected = false): Promise<string> {
  const order = await deliveredOrderOfA(w);
  const asked = await ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${order._id}/returns`,
    headers: w.customerA.headers,
    payload: { lines: [{ fabric_id: w.fabricA._id, quantity: 1 }], reason: 'damaged' },
  });
  const id = asked.json<{ _id: string }>()._id;
  if (rejected) {
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/vendor/returns/${id}`,
      headers: w.vendorA.headers,
      payload: { status: 'rejected', reason: 'Matrix' },
    });
  }
  return id;
}

/** The private URL of a photo customer A added to a fresh return of A's. */
async function returnPhotoOfA(w: World): Promise<string> {
  const { payload, headers } = photoUpload(await drawPhoto('jpeg', { width: 64, height: 32 }));
  const added = await ctx.app.inject({
    method: 'POST',
    url: `/api/returns/${await returnOfA(w)}/photos`,
    payload,
    headers: { ...headers, ...w.customerA.headers },
  });
  return added.json<{ photos: { url: string }[] }>().photos[0]?.url ?? '';
}

// Cotton, so that A's fabrics have an HSN code once A is registered for GST (`invoicedPartOfA`).
const COTTON = { composition: [{ fibre: 'cotton' as const, percent: 100 }], weightGsm: 120 };

/** A part of a fresh order of A's that vendor A, its tax profile complete, shipped: it has a tax invoice. */
async function invoicedPartOfA(w: World, delivered = false): Promise<{ orderId: string; partId: string }> {
  await completeTaxProfile(ctx.app, w.vendorA, { invoicePrefix: 'MXA', pan: 'AAPFM1234C' });
  const taxed = await addFabric(ctx.app, w.vendorA, { name: 'Matrix cotton', stock: 50, attributes: COTTON });
  const order = await placeOrder(ctx.app, w.customerA, [{ fabric_id: taxed._id, quantity: 1 }], 'cash_on_delivery');
  const moves = delivered ? ['accepted', 'shipped', 'delivered'] : ['accepted', 'shipped'];
  for (const status of moves) await moveOrderPart(ctx.app, w.vendorA, order._id, status);
  if (delivered) {
    const asked = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/returns`,
      headers: w.customerA.headers,
      payload: { lines: [{ fabric_id: taxed._id, quantity: 1 }], reason: 'damaged' },
    });
    const returnId = asked.json<{ _id: string }>()._id;
    const moves = [
      { status: 'approved' },
      { status: 'received' },
      { status: 'refunded', refundReference: `MX${returnId.slice(0, 8)}` },
    ];
    for (const move of moves) {
      await ctx.app.inject({
        method: 'PATCH',
        url: `/api/orders/vendor/returns/${returnId}`,
        headers: w.vendorA.headers,
        payload: move,
      });
    }
  }
  return { orderId: order._id, partId: order.parts[0]?._id ?? '' };
}

/** The credit note of a refunded return of A's, against its part's invoice. */
async function creditNoteOfA(w: World): Promise<string> {
  const { orderId } = await invoicedPartOfA(w, true);
  const listed = await ctx.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}/tax-documents`,
    headers: w.customerA.headers,
  });
  return listed.json<{ kind: string; href: string }[]>().find((link) => link.kind === 'credit_note')?.href ?? '';
}

/** A fresh coupon of vendor A's (issue 34), for its fabrics, under a code of its own. */
async function couponOfA(w: World): Promise<{ _id: string; code: string }> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/vendor/coupons',
    headers: w.vendorA.headers,
    payload: { code: matrixCode(), kind: 'percent', value: 10 },
  });
  return response.json();
}

const matrixCode = () => `MATRIX${crypto.randomUUID().slice(0, 8)}`;

const freshFabricOfA = (w: World) =>
  addFabric(ctx.app, w.vendorA, { name: 'Matrix spare', stock: 50, attributes: COTTON });

/** A photo uploaded by vendor A to a fresh fabric of A's, in colours of its own so that its variants are its own. */
async function photoOfA(w: World): Promise<{ fabricId: string; _id: string; url: string }> {
  const fabric = await freshFabricOfA(w);
  const { payload, headers } = photoUpload(
    await drawPhoto('jpeg', { width: 64, height: 32, left: `#${crypto.randomUUID().slice(0, 6)}` }),
  );
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/fabrics/vendor/fabrics/${fabric._id}/images`,
    payload,
    headers: { ...headers, ...w.vendorA.headers },
  });
  return { fabricId: fabric._id, ...response.json() };
}

const photoIdsOfA = async (w: World) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/fabrics/${w.fabricA._id}` }))
    .json<Fabric>()
    .images.map((image) => image._id);

const shopperRoute = (ok: number): Expected => ({
  visitor: 401,
  customerA: ok,
  customerB: ok,
  vendorA: 403,
  vendorB: 403,
});

/**
 * Made by the first cell that asks, then shared: refused cells write nothing and the one success cell
 * runs last, so the reviews' rows need one delivered order each instead of one per cell.
 */
function madeOnce<T>(make: (w: World) => Promise<T>): (w: World) => Promise<T> {
  let made: Promise<T> | undefined;
  return (w) => {
    made ??= make(w);
    return made;
  };
}

/** A fabric of vendor A that customer A has received (cash on delivery, delivered by A), ready to review. */
async function receivedFabricOfA(w: World): Promise<string> {
  const fabric = await freshFabricOfA(w);
  const order = await placeOrder(ctx.app, w.customerA, [{ fabric_id: fabric._id, quantity: 1 }]);
  for (const status of ['accepted', 'shipped', 'delivered']) await moveOrderPart(ctx.app, w.vendorA, order._id, status);
  return fabric._id;
}

/** Customer A's review of a fabric of vendor A's, shared by the rows that act on a review. */
const reviewOfA = madeOnce(async (w: World): Promise<{ fabricId: string; reviewId: string }> => {
  const fabricId = await receivedFabricOfA(w);
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/fabrics/${fabricId}/reviews`,
    headers: w.customerA.headers,
    payload: { rating: 4, body: 'Soft and true to colour.' },
  });
  return { fabricId, reviewId: response.json<{ _id: string }>()._id };
});

async function savedAddressOfA(w: World): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/users/addresses',
    headers: w.customerA.headers,
    payload: SAVED_ADDRESS,
  });
  return response.json<{ _id: string }>()._id;
}

const SAVED_ADDRESS = { name: 'Home', ...SHIPPING_ADDRESS };

/** The fabric the POST row reviews: customer A's success cell, which runs last, writes the only review. */
const fabricToReviewOfA = madeOnce(receivedFabricOfA);

const ROWS: Row[] = [
  { route: 'GET /api/health', expected: all(200), request: () => ({ method: 'GET', url: '/api/health' }) },
  {
    route: 'POST /api/auth/register',
    expected: all(201),
    request: () => ({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'New',
        email: `matrix-${crypto.randomUUID()}@test.example`,
        password: 'long-enough',
        phone: '+91 90000 00000',
        address: 'X',
      },
    }),
  },
  {
    route: 'POST /api/auth/login',
    expected: all(401),
    request: (w) => ({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: w.customerA.email, password: 'not-the-password' },
    }),
  },
  {
    // The same answer for any address, an account's or not.
    route: 'POST /api/auth/password/forgot',
    expected: all(202),
    request: () => ({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { email: `matrix-${crypto.randomUUID()}@test.example` },
    }),
  },
  {
    route: 'POST /api/auth/password/reset',
    expected: all(400),
    request: () => ({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token: 'A'.repeat(43), password: 'long-enough' },
    }),
  },
  {
    // Only the caller's own password; a wrong current one is refused, so every actor keeps its token.
    route: 'POST /api/auth/password/change',
    expected: { ...all(400), visitor: 401 },
    request: () => ({
      method: 'POST',
      url: '/api/auth/password/change',
      payload: { currentPassword: 'not-the-password', newPassword: 'long-enough' },
    }),
  },
  {
    // Runs last: it ends every actor's session, and customer A's account is deleted by then.
    route: 'POST /api/auth/sessions/revoke',
    expected: { ...all(200), visitor: 401, customerA: 401 },
    request: () => ({ method: 'POST', url: '/api/auth/sessions/revoke' }),
  },
  { route: 'GET /api/fabrics', expected: all(200), request: () => ({ method: 'GET', url: '/api/fabrics' }) },
  { route: 'GET /api/categories', expected: all(200), request: () => ({ method: 'GET', url: '/api/categories' }) },
  {
    route: 'GET /api/fabrics/facets',
    expected: all(200),
    request: () => ({ method: 'GET', url: '/api/fabrics/facets?colour=blue' }),
  },
  {
    route: 'GET /api/fabrics/:id',
    expected: all(200),
    request: (w) => ({ method: 'GET', url: `/api/fabrics/${w.fabricA._id}` }),
  },
  {
    route: 'GET /api/fabrics/vendor/fabrics',
    expected: vendorList,
    request: () => ({ method: 'GET', url: '/api/fabrics/vendor/fabrics' }),
  },
  {
    route: 'GET /api/fabrics/vendor/fabrics/:id',
    expected: vendorOwned(200),
    request: (w) => ({ method: 'GET', url: `/api/fabrics/vendor/fabrics/${w.fabricA._id}` }),
  },
  {
    route: 'POST /api/fabrics',
    expected: { visitor: 401, customerA: 403, customerB: 403, vendorA: 201, vendorB: 201 },
    request: () => ({
      method: 'POST',
      url: '/api/fabrics',
      payload: { name: 'Matrix', price: 10, stock: 1, category: 'silk' },
    }),
  },
  {
    route: 'PUT /api/fabrics/:id',
    expected: vendorOwned(200),
    request: (w) => ({
      method: 'PUT',
      url: `/api/fabrics/${w.fabricA._id}`,
      payload: { description: 'Edited by its owner' },
    }),
  },
  {
    route: 'DELETE /api/fabrics/:id',
    expected: vendorOwned(200),
    request: async (w) => ({ method: 'DELETE', url: `/api/fabrics/${(await freshFabricOfA(w))._id}` }),
  },
  {
    route: 'POST /api/fabrics/vendor/fabrics/:id/images',
    expected: vendorOwned(201),
    request: async (w) => ({
      method: 'POST',
      url: `/api/fabrics/vendor/fabrics/${w.fabricA._id}/images`,
      ...photoUpload(await drawPhoto('png', { width: 64, height: 32 })),
    }),
  },
  {
    route: 'DELETE /api/fabrics/vendor/fabrics/:id/images/:imageId',
    expected: vendorOwned(200),
    request: async (w) => {
      const photo = await photoOfA(w);
      return { method: 'DELETE', url: `/api/fabrics/vendor/fabrics/${photo.fabricId}/images/${photo._id}` };
    },
  },
  {
    route: 'PUT /api/fabrics/vendor/fabrics/:id/images/order',
    expected: vendorOwned(200),
    request: async (w) => ({
      method: 'PUT',
      url: `/api/fabrics/vendor/fabrics/${w.fabricA._id}/images/order`,
      payload: { order: (await photoIdsOfA(w)).reverse() },
    }),
  },
  {
    route: 'GET /images/:file',
    expected: all(200),
    request: async (w) => ({ method: 'GET', url: (await photoOfA(w)).url }),
  },
  {
    route: 'GET /api/cart',
    expected: customerOwned(200),
    request: (w) => ({ method: 'GET', url: `/api/cart?userId=${w.customerA._id}` }),
  },
  {
    route: 'POST /api/cart',
    expected: customerOwned(200),
    request: (w) => ({
      method: 'POST',
      url: '/api/cart',
      payload: { userId: w.customerA._id, items: [{ fabric_id: w.fabricA._id, quantity: 1 }] },
    }),
  },
  {
    route: 'PUT /api/cart/:fabricId',
    expected: customerOwned(200),
    request: (w) => ({
      method: 'PUT',
      url: `/api/cart/${w.fabricA._id}`,
      payload: { userId: w.customerA._id, fabricId: w.fabricA._id, quantity: 2 },
    }),
  },
  {
    route: 'DELETE /api/cart/:fabricId',
    expected: customerOwned(200),
    request: async (w) => {
      const spare = await freshFabricOfA(w);
      await putInCartOfA(w, spare._id);
      return { method: 'DELETE', url: `/api/cart/${spare._id}`, payload: { userId: w.customerA._id } };
    },
  },
  {
    route: 'DELETE /api/cart/clear',
    expected: customerOwned(200),
    request: async (w) => {
      await putInCartOfA(w);
      return { method: 'DELETE', url: '/api/cart/clear', payload: { userId: w.customerA._id } };
    },
  },
  {
    route: 'POST /api/checkout',
    expected: customerOwned(201),
    request: (w) => ({
      method: 'POST',
      url: '/api/checkout',
      payload: {
        userId: w.customerA._id,
        items: [{ fabric_id: w.fabricA._id, quantity: 1 }],
        paymentMethod: 'cash_on_delivery',
        shippingAddress: SHIPPING_ADDRESS,
      },
    }),
  },
  {
    route: 'POST /api/checkout/cutting-plan',
    expected: customerOwned(200),
    request: (w) => ({
      method: 'POST',
      url: '/api/checkout/cutting-plan',
      payload: { userId: w.customerA._id, items: [{ fabric_id: w.fabricA._id, quantity: 1 }] },
    }),
  },
  {
    route: 'GET /api/orders',
    expected: { visitor: 401, customerA: 200, customerB: 200, vendorA: 200, vendorB: 200 },
    request: () => ({ method: 'GET', url: '/api/orders' }),
  },
  {
    route: 'GET /api/orders/:id',
    expected: { visitor: 401, customerA: 200, customerB: 404, vendorA: 200, vendorB: 404 },
    request: (w) => ({ method: 'GET', url: `/api/orders/${w.orderA._id}` }),
  },
  {
    route: 'GET /api/orders/vendor/orders',
    expected: vendorList,
    request: () => ({ method: 'GET', url: '/api/orders/vendor/orders' }),
  },
  {
    route: 'DELETE /api/orders/vendor/orders/:id',
    expected: vendorOwned(200),
    request: async (w) => ({ method: 'DELETE', url: `/api/orders/vendor/orders/${(await placeOrderForA(w))._id}` }),
  },
  {
    route: 'GET /api/vendor/ledger',
    expected: vendorList,
    request: () => ({ method: 'GET', url: '/api/vendor/ledger' }),
  },
  {
    route: 'GET /api/vendor/ledger.csv',
    expected: vendorList,
    request: () => ({ method: 'GET', url: '/api/vendor/ledger.csv' }),
  },
  {
    // A vendor reads only its own invoice; without commission that month there is none.
    route: 'GET /api/vendor/commission-invoices/:month',
    expected: { visitor: 401, customerA: 403, customerB: 403, vendorA: 404, vendorB: 404 },
    request: () => ({ method: 'GET', url: '/api/vendor/commission-invoices/2026-10' }),
  },
  {
    // A vendor reads only its own credit note; with nothing given back that month there is none.
    route: 'GET /api/vendor/commission-credit-notes/:month',
    expected: { visitor: 401, customerA: 403, customerB: 403, vendorA: 404, vendorB: 404 },
    request: () => ({ method: 'GET', url: '/api/vendor/commission-credit-notes/2026-10' }),
  },
  {
    // A vendor's own TCS and TDS: its lines only, none here.
    route: 'GET /api/vendor/tax/tcs',
    expected: { visitor: 401, customerA: 403, customerB: 403, vendorA: 200, vendorB: 200 },
    request: () => ({ method: 'GET', url: '/api/vendor/tax/tcs?month=2026-11' }),
  },
  {
    route: 'GET /api/vendor/tax/tds',
    expected: { visitor: 401, customerA: 403, customerB: 403, vendorA: 200, vendorB: 200 },
    request: () => ({ method: 'GET', url: '/api/vendor/tax/tds?quarter=2026-Q3' }),
  },
  {
    route: 'GET /api/vendor/commission-invoices/:month.pdf',
    expected: { visitor: 401, customerA: 403, customerB: 403, vendorA: 404, vendorB: 404 },
    request: () => ({ method: 'GET', url: '/api/vendor/commission-invoices/2026-10.pdf' }),
  },
  {
    route: 'GET /api/vendor/commission-credit-notes/:month.pdf',
    expected: { visitor: 401, customerA: 403, customerB: 403, vendorA: 404, vendorB: 404 },
    request: () => ({ method: 'GET', url: '/api/vendor/commission-credit-notes/2026-10.pdf' }),
  },
  {
    route: 'GET /api/orders/vendor/orders/counts',
    expected: vendorList,
    request: () => ({ method: 'GET', url: '/api/orders/vendor/orders/counts' }),
  },
  {
    route: 'PATCH /api/orders/vendor/orders/:orderId/status',
    expected: vendorOwned(200),
    request: async (w) => ({
      method: 'PATCH',
      url: `/api/orders/vendor/orders/${(await placeOrderForA(w))._id}/status`,
      payload: { status: 'accepted' },
    }),
  },
  {
    route: 'POST /api/orders/:id/cancel',
    expected: { visitor: 401, customerA: 200, customerB: 404, vendorA: 403, vendorB: 403 },
    request: async (w) => ({
      method: 'POST',
      url: `/api/orders/${(await placeOrderForA(w))._id}/cancel`,
      payload: { reason: 'Changed my mind' },
    }),
  },
  {
    route: 'POST /api/orders/:id/payment',
    expected: { visitor: 401, customerA: 200, customerB: 404, vendorA: 403, vendorB: 403 },
    request: async (w) => ({
      method: 'POST',
      url: `/api/orders/${(await placeOrderForA(w))._id}/payment`,
      payload: { utr: String(Math.floor(Math.random() * 9e11) + 1e11) },
    }),
  },
  {
    route: 'POST /api/orders/:id/returns',
    expected: { visitor: 401, customerA: 201, customerB: 404, vendorA: 403, vendorB: 403 },
    request: async (w) => ({
      method: 'POST',
      url: `/api/orders/${(await deliveredOrderOfA(w))._id}/returns`,
      payload: { lines: [{ fabric_id: w.fabricA._id, quantity: 1 }], reason: 'damaged' },
    }),
  },
  {
    route: 'POST /api/returns/:id/escalate',
    expected: { visitor: 401, customerA: 200, customerB: 404, vendorA: 403, vendorB: 403 },
    request: async (w) => ({
      method: 'POST',
      url: `/api/returns/${await returnOfA(w, true)}/escalate`,
      payload: { note: 'Matrix' },
    }),
  },
  {
    route: 'POST /api/returns/:id/photos',
    expected: { visitor: 401, customerA: 201, customerB: 404, vendorA: 403, vendorB: 403 },
    request: async (w) => ({
      method: 'POST',
      url: `/api/returns/${await returnOfA(w)}/photos`,
      ...photoUpload(await drawPhoto('jpeg', { width: 64, height: 32 })),
    }),
  },
  {
    route: 'GET /api/returns/:id/photos/:file',
    expected: { visitor: 401, customerA: 200, customerB: 404, vendorA: 200, vendorB: 404 },
    request: async (w) => ({ method: 'GET', url: await returnPhotoOfA(w) }),
  },
  {
    route: 'GET /api/orders/:orderId/parts/:partId/invoice',
    expected: { visitor: 401, customerA: 200, customerB: 404, vendorA: 200, vendorB: 404 },
    request: async (w) => {
      const { orderId, partId } = await invoicedPartOfA(w);
      return { method: 'GET', url: `/api/orders/${orderId}/parts/${partId}/invoice` };
    },
  },
  {
    route: 'GET /api/orders/:orderId/parts/:partId/invoice.pdf',
    expected: { visitor: 401, customerA: 200, customerB: 404, vendorA: 200, vendorB: 404 },
    request: async (w) => {
      const { orderId, partId } = await invoicedPartOfA(w);
      return { method: 'GET', url: `/api/orders/${orderId}/parts/${partId}/invoice.pdf` };
    },
  },
  {
    route: 'GET /api/orders/:orderId/parts/:partId/credit-notes/:id',
    expected: { visitor: 401, customerA: 200, customerB: 404, vendorA: 200, vendorB: 404 },
    request: async (w) => ({ method: 'GET', url: await creditNoteOfA(w) }),
  },
  {
    route: 'GET /api/orders/:orderId/parts/:partId/credit-notes/:id.pdf',
    expected: { visitor: 401, customerA: 200, customerB: 404, vendorA: 200, vendorB: 404 },
    request: async (w) => ({ method: 'GET', url: `${await creditNoteOfA(w)}.pdf` }),
  },
  {
    // Everyone signed in is answered the documents of the order it may read: none for an outsider.
    route: 'GET /api/orders/:orderId/tax-documents',
    expected: { visitor: 401, customerA: 200, customerB: 200, vendorA: 200, vendorB: 200 },
    request: async (w) => ({ method: 'GET', url: `/api/orders/${(await invoicedPartOfA(w)).orderId}/tax-documents` }),
  },
  {
    route: 'GET /api/orders/vendor/returns',
    expected: vendorList,
    request: () => ({ method: 'GET', url: '/api/orders/vendor/returns' }),
  },
  {
    route: 'PATCH /api/orders/vendor/returns/:id',
    expected: vendorOwned(200),
    request: async (w) => ({
      method: 'PATCH',
      url: `/api/orders/vendor/returns/${await returnOfA(w)}`,
      payload: { status: 'approved' },
    }),
  },
  {
    route: 'GET /api/vendor/dashboard',
    expected: vendorList,
    request: () => ({ method: 'GET', url: '/api/vendor/dashboard' }),
  },
  {
    route: 'PUT /api/users/profile/update',
    expected: customerOwned(200),
    request: (w) => ({
      method: 'PUT',
      url: '/api/users/profile/update',
      payload: { userId: w.customerA._id, name: 'A renamed', email: w.customerA.email },
    }),
  },
  {
    route: 'DELETE /api/users/profile/delete',
    expected: customerOwned(200),
    request: (w) => ({ method: 'DELETE', url: '/api/users/profile/delete', payload: { userId: w.customerA._id } }),
  },
  {
    route: 'POST /api/newsletter',
    expected: all(200),
    request: () => ({ method: 'POST', url: '/api/newsletter', payload: { email: 'matrix-reader@test.example' } }),
  },
  {
    // CORS preflight: with no CORS_ORIGINS configured, no other site is let in.
    route: 'OPTIONS *',
    expected: all(404),
    request: () => ({
      method: 'OPTIONS',
      url: '/api/cart',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'DELETE' },
    }),
  },
  {
    route: 'GET /swatches/:file',
    expected: all(200),
    request: () => ({ method: 'GET', url: '/swatches/silk-abc123.svg' }),
  },
  {
    route: 'GET /api/wishlist',
    expected: shopperRoute(200),
    request: () => ({ method: 'GET', url: '/api/wishlist' }),
  },
  {
    route: 'PUT /api/wishlist/:fabricId',
    expected: shopperRoute(200),
    request: (w) => ({ method: 'PUT', url: `/api/wishlist/${w.fabricA._id}` }),
  },
  {
    route: 'DELETE /api/wishlist/:fabricId',
    expected: shopperRoute(200),
    request: async (w) => {
      await ctx.app.inject({ method: 'PUT', url: `/api/wishlist/${w.fabricA._id}`, headers: w.customerA.headers });
      return { method: 'DELETE', url: `/api/wishlist/${w.fabricA._id}` };
    },
  },
  {
    route: 'GET /api/fabrics/:id/reviews',
    expected: all(200),
    request: (w) => ({ method: 'GET', url: `/api/fabrics/${w.fabricA._id}/reviews` }),
  },
  {
    route: 'GET /api/fabrics/:id/reviews/mine',
    expected: { ...all(200), visitor: 401 },
    request: (w) => ({ method: 'GET', url: `/api/fabrics/${w.fabricA._id}/reviews/mine` }),
  },
  {
    route: 'POST /api/fabrics/:id/reviews',
    expected: { ...customerOwned(201) },
    request: async (w) => ({
      method: 'POST',
      url: `/api/fabrics/${await fabricToReviewOfA(w)}/reviews`,
      payload: { rating: 5, body: 'Lovely drape.' },
    }),
  },
  {
    route: 'PUT /api/fabrics/:id/reviews/:reviewId',
    expected: customerOwned(200),
    request: async (w) => {
      const { fabricId, reviewId } = await reviewOfA(w);
      return {
        method: 'PUT',
        url: `/api/fabrics/${fabricId}/reviews/${reviewId}`,
        payload: { rating: 3, body: 'Faded after a wash.' },
      };
    },
  },
  {
    route: 'POST /api/fabrics/:id/reviews/:reviewId/reply',
    expected: { visitor: 401, customerA: 403, customerB: 403, vendorA: 200, vendorB: 403 },
    request: async (w) => {
      const { fabricId, reviewId } = await reviewOfA(w);
      return {
        method: 'POST',
        url: `/api/fabrics/${fabricId}/reviews/${reviewId}/reply`,
        payload: { body: 'Thank you!' },
      };
    },
  },
  {
    route: 'GET /api/users/addresses',
    expected: shopperRoute(200),
    request: () => ({ method: 'GET', url: '/api/users/addresses' }),
  },
  {
    route: 'POST /api/users/addresses',
    expected: shopperRoute(201),
    request: () => ({ method: 'POST', url: '/api/users/addresses', payload: SAVED_ADDRESS }),
  },
  {
    route: 'PUT /api/users/addresses/:id',
    expected: { ...shopperRoute(200), customerB: 404 },
    request: async (w) => ({
      method: 'PUT',
      url: `/api/users/addresses/${await savedAddressOfA(w)}`,
      payload: { ...SAVED_ADDRESS, city: 'Mysuru' },
    }),
  },
  {
    route: 'DELETE /api/users/addresses/:id',
    expected: { ...shopperRoute(200), customerB: 404 },
    request: async (w) => ({ method: 'DELETE', url: `/api/users/addresses/${await savedAddressOfA(w)}` }),
  },
  { route: 'GET /robots.txt', expected: all(200), request: () => ({ method: 'GET', url: '/robots.txt' }) },
  { route: 'GET /sitemap.xml', expected: all(200), request: () => ({ method: 'GET', url: '/sitemap.xml' }) },
  {
    route: 'GET /sitemaps/:file',
    expected: all(200),
    request: () => ({ method: 'GET', url: '/sitemaps/fabrics-1-of-1.xml' }),
  },
  // Issue 34's coupons: each vendor makes and reads its own; a shopper applies one to its own cart.
  {
    route: 'POST /api/vendor/coupons',
    expected: { visitor: 401, customerA: 403, customerB: 403, vendorA: 201, vendorB: 201 },
    request: () => ({
      method: 'POST',
      url: '/api/vendor/coupons',
      payload: { code: matrixCode(), kind: 'fixed', value: 50 },
    }),
  },
  {
    route: 'GET /api/vendor/coupons',
    expected: vendorList,
    request: () => ({ method: 'GET', url: '/api/vendor/coupons' }),
  },
  {
    route: 'POST /api/vendor/coupons/:id/disable',
    expected: vendorOwned(200),
    request: async (w) => ({ method: 'POST', url: `/api/vendor/coupons/${(await couponOfA(w))._id}/disable` }),
  },
  {
    route: 'GET /api/vendor/coupons/:id/uses',
    expected: vendorOwned(200),
    request: async (w) => ({ method: 'GET', url: `/api/vendor/coupons/${(await couponOfA(w))._id}/uses` }),
  },
  {
    // B's cart is empty, so the coupon has nothing to take off there (409).
    route: 'POST /api/cart/coupon',
    expected: { visitor: 401, customerA: 200, customerB: 409, vendorA: 403, vendorB: 403 },
    request: async (w) => {
      await putInCartOfA(w);
      return { method: 'POST', url: '/api/cart/coupon', payload: { code: (await couponOfA(w)).code } };
    },
  },
  {
    route: 'DELETE /api/cart/coupon',
    expected: { visitor: 401, customerA: 200, customerB: 404, vendorA: 403, vendorB: 403 },
    request: async (w) => {
      await putInCartOfA(w);
      const { code } = await couponOfA(w);
      await ctx.app.inject({
        method: 'POST',
        url: '/api/cart/coupon',
        headers: w.customerA.headers,
        payload: { code },
      });
      return { method: 'DELETE', url: '/api/cart/coupon' };
    },
  },
  {
    route: 'GET /api/vendor/standing',
    expected: vendorList,
    request: () => ({ method: 'GET', url: '/api/vendor/standing' }),
  },
  {
    route: 'GET /api/vendor/profile',
    expected: vendorList,
    request: () => ({ method: 'GET', url: '/api/vendor/profile' }),
  },
  {
    // Each vendor writes only its own profile: the caller's identity, never a vendor id from the request.
    route: 'PUT /api/vendor/profile',
    expected: vendorList,
    request: () => ({
      method: 'PUT',
      url: '/api/vendor/profile',
      payload: { legalName: 'Matrix Textiles', pickupAddress: {}, returnAddress: {} },
    }),
  },
  // The operator's console: refused to everyone here (no actor is an operator), changing nothing.
  ...operatorRows(),
  // The OpenAPI description and its reference (Swagger UI's page, its settings and files) are public.
  ...[
    ['GET /api/openapi.json', '/api/openapi.json', 200],
    ['GET /api/docs', '/api/docs', 200],
    ['GET /api/docs/json', '/api/docs/json', 200],
    ['GET /api/docs/yaml', '/api/docs/yaml', 200],
    ['GET /api/docs/static/index.html', '/api/docs/static/index.html', 302],
    ['GET /api/docs/static/swagger-initializer.js', '/api/docs/static/swagger-initializer.js', 200],
    ['GET /api/docs/static/*', '/api/docs/static/swagger-ui.css', 200],
  ].map(([route, url, status]) => ({
    route: String(route),
    expected: all(Number(status)),
    request: () => ({ method: 'GET' as const, url: String(url) }),
  })),
];

/** Every `/api/admin/*` route: 401 to a visitor, 403 to shoppers and vendors. */
function operatorRows(): Row[] {
  const refused: Expected = { visitor: 401, customerA: 403, customerB: 403, vendorA: 403, vendorB: 403 };
  const reason = { reason: 'Matrix' };
  const rows: [string, Row['request']][] = [
    ['GET /api/admin/settings', () => ({ method: 'GET', url: '/api/admin/settings' })],
    [
      'PUT /api/admin/settings',
      () => ({ method: 'PUT', url: '/api/admin/settings', payload: { vendorApproval: 'manual' } }),
    ],
    ['GET /api/admin/commission', () => ({ method: 'GET', url: '/api/admin/commission' })],
    [
      'PUT /api/admin/commission',
      () => ({ method: 'PUT', url: '/api/admin/commission', payload: { defaultPercent: 10 } }),
    ],
    ['GET /api/admin/vendors', () => ({ method: 'GET', url: '/api/admin/vendors' })],
    ['GET /api/admin/vendors/:id', (w) => ({ method: 'GET', url: `/api/admin/vendors/${w.vendorA._id}` })],
    [
      'GET /api/admin/vendors/:id/profile',
      (w) => ({ method: 'GET', url: `/api/admin/vendors/${w.vendorA._id}/profile` }),
    ],
    ['GET /api/admin/balances', () => ({ method: 'GET', url: '/api/admin/balances' })],
    [
      'GET /api/admin/vendors/:id/commission-invoices/:month',
      (w) => ({ method: 'GET', url: `/api/admin/vendors/${w.vendorA._id}/commission-invoices/2026-10` }),
    ],
    [
      'GET /api/admin/vendors/:id/commission-credit-notes/:month',
      (w) => ({ method: 'GET', url: `/api/admin/vendors/${w.vendorA._id}/commission-credit-notes/2026-10` }),
    ],
    [
      'GET /api/admin/vendors/:id/commission-invoices/:month.pdf',
      (w) => ({ method: 'GET', url: `/api/admin/vendors/${w.vendorA._id}/commission-invoices/2026-10.pdf` }),
    ],
    [
      'GET /api/admin/vendors/:id/commission-credit-notes/:month.pdf',
      (w) => ({ method: 'GET', url: `/api/admin/vendors/${w.vendorA._id}/commission-credit-notes/2026-10.pdf` }),
    ],
    ['GET /api/admin/tax/tcs', () => ({ method: 'GET', url: '/api/admin/tax/tcs?month=2026-11' })],
    ['GET /api/admin/tax/tcs.csv', () => ({ method: 'GET', url: '/api/admin/tax/tcs.csv?month=2026-11' })],
    ['GET /api/admin/tax/tds', () => ({ method: 'GET', url: '/api/admin/tax/tds?quarter=2026-Q3' })],
    ['GET /api/admin/tax/tds.csv', () => ({ method: 'GET', url: '/api/admin/tax/tds.csv?quarter=2026-Q3' })],
    ['GET /api/admin/payments', () => ({ method: 'GET', url: '/api/admin/payments' })],
    ['GET /api/admin/refunds', () => ({ method: 'GET', url: '/api/admin/refunds' })],
    [
      'POST /api/admin/refunds/:id/refunded',
      (w) => ({
        method: 'POST',
        url: `/api/admin/refunds/${w.orderA._id}/refunded`,
        payload: { reference: 'MATRIX123' },
      }),
    ],
    ...(['confirm', 'reject'] as const).map((decision): [string, (w: World) => InjectOptions] => [
      `POST /api/admin/orders/:id/payment/${decision}`,
      (w) => ({ method: 'POST', url: `/api/admin/orders/${w.orderA._id}/payment/${decision}`, payload: reason }),
    ]),
    ...(['payouts', 'collections'] as const).map((kind): [string, (w: World) => InjectOptions] => [
      `POST /api/admin/vendors/:id/${kind}`,
      (w) => ({
        method: 'POST',
        url: `/api/admin/vendors/${w.vendorA._id}/${kind}`,
        payload: { amount: 1, reference: 'Matrix' },
      }),
    ]),
    ...(['approve', 'reject', 'suspend', 'reinstate'] as const).map((action): [string, (w: World) => InjectOptions] => [
      `POST /api/admin/vendors/:id/${action}`,
      (w) => ({ method: 'POST', url: `/api/admin/vendors/${w.vendorA._id}/${action}`, payload: reason }),
    ]),
    ['GET /api/admin/fabrics', () => ({ method: 'GET', url: '/api/admin/fabrics' })],
    [
      'POST /api/admin/fabrics/:id/hide',
      (w) => ({ method: 'POST', url: `/api/admin/fabrics/${w.fabricA._id}/hide`, payload: reason }),
    ],
    [
      'POST /api/admin/fabrics/:id/unhide',
      (w) => ({ method: 'POST', url: `/api/admin/fabrics/${w.fabricA._id}/unhide` }),
    ],
    ['GET /api/admin/orders', () => ({ method: 'GET', url: '/api/admin/orders' })],
    ['GET /api/admin/orders/:id', (w) => ({ method: 'GET', url: `/api/admin/orders/${w.orderA._id}` })],
    ['GET /api/admin/orders/:id/money', (w) => ({ method: 'GET', url: `/api/admin/orders/${w.orderA._id}/money` })],
    [
      'POST /api/admin/orders/:id/parts/:partId/cancel',
      (w) => ({
        method: 'POST',
        url: `/api/admin/orders/${w.orderA._id}/parts/${w.orderA.parts[0]?._id}/cancel`,
        payload: reason,
      }),
    ],
    ['GET /api/admin/users', () => ({ method: 'GET', url: '/api/admin/users' })],
    [
      'POST /api/admin/users/:id/make-operator',
      (w) => ({ method: 'POST', url: `/api/admin/users/${w.customerA._id}/make-operator` }),
    ],
    ['GET /api/admin/overview', () => ({ method: 'GET', url: '/api/admin/overview' })],
    ['GET /api/admin/returns', () => ({ method: 'GET', url: '/api/admin/returns' })],
    [
      'POST /api/admin/returns/:id/decide',
      (w) => ({ method: 'POST', url: `/api/admin/returns/${w.orderA._id}/decide`, payload: { decision: 'approve' } }),
    ],
    ['GET /api/admin/coupons', () => ({ method: 'GET', url: '/api/admin/coupons' })],
    [
      'POST /api/admin/coupons',
      () => ({ method: 'POST', url: '/api/admin/coupons', payload: { code: matrixCode(), kind: 'percent', value: 5 } }),
    ],
    [
      'POST /api/admin/coupons/:id/disable',
      (w) => ({ method: 'POST', url: `/api/admin/coupons/${w.orderA._id}/disable` }),
    ],
    ['GET /api/admin/coupons/:id/uses', (w) => ({ method: 'GET', url: `/api/admin/coupons/${w.orderA._id}/uses` })],
    ['GET /api/admin/audit', () => ({ method: 'GET', url: '/api/admin/audit' })],
    [
      'POST /api/admin/categories',
      () => ({ method: 'POST', url: '/api/admin/categories', payload: { name: `matrix ${matrixCode()}` } }),
    ],
    ['GET /api/admin/reviews', () => ({ method: 'GET', url: '/api/admin/reviews' })],
    [
      'POST /api/admin/reviews/:id/hide',
      async (w) => ({
        method: 'POST',
        url: `/api/admin/reviews/${(await reviewOfA(w)).reviewId}/hide`,
        payload: reason,
      }),
    ],
  ];
  return rows.map(([route, request]) => ({ route, expected: refused, request }));
}

/** Private values of A that a call made by B must never return. */
const privateValuesOfA = (w: World) => [w.orderA._id, w.customerA.phone, w.customerA.address, w.customerA.email];

beforeAll(async () => {
  ctx = await createTestApp();
  const [customerA, customerB, vendorA, vendorB] = await Promise.all([
    signUp(ctx.app, 'customer', { name: 'Customer A' }),
    signUp(ctx.app, 'customer', { name: 'Customer B' }),
    signUp(ctx.app, 'vendor', { name: 'Vendor A' }),
    signUp(ctx.app, 'vendor', { name: 'Vendor B' }),
  ]);
  const fabricA = await addFabric(ctx.app, vendorA, { name: 'Fabric of A', stock: 500, attributes: COTTON });
  const partial = { customerA, customerB, vendorA, vendorB, fabricA };
  world = { ...partial, orderA: await placeOrderForA(partial) };
});
afterAll(() => ctx.close());

describe('authorization matrix', () => {
  it('has a row for every route the app serves, and a route for every row', () => {
    const served = ctx.app.registeredRoutes.map((route) => `${route.method} ${route.url}`).sort();
    expect(ROWS.map((row) => row.route).sort()).toEqual(served);
  });

  // The account-deleting row goes last but one, since its successful cell ends customer A, and signing
  // out everywhere last, since it ends every actor's session.
  const endsSessions = (row: Row) => row.route.includes('profile/delete') || row.route.includes('sessions/revoke');
  const ordered = [
    ...ROWS.filter((row) => !endsSessions(row)),
    ...ROWS.filter((row) => row.route.includes('profile/delete')),
    ...ROWS.filter((row) => row.route.includes('sessions/revoke')),
  ];

  it.each(ordered.map((row) => [row.route, row] as const))('%s', async (_route, row) => {
    // Refusals first, so every success cell runs on an untouched world.
    const actors = [...ACTORS].sort((a, b) => Number(row.expected[a] < 400) - Number(row.expected[b] < 400));
    // The refusals share one object, since each must leave it as it was (the fingerprint below);
    // a success, which may use its object up, gets one of its own.
    let refusal: InjectOptions | undefined;
    const refusalRequest = async () => {
      refusal ??= await row.request(world);
      return refusal;
    };
    for (const actor of actors) {
      // Only a refusal is checked for changes: a success that answered a refusal fails on its status first.
      const refused = row.expected[actor] >= 400;
      const options = refused ? await refusalRequest() : await row.request(world);
      const before = refused ? await databaseFingerprint(ctx.database.db) : undefined;
      const headers = actor === 'visitor' ? {} : world[actor].headers;
      const response = await ctx.app.inject({ ...options, headers: { ...options.headers, ...headers } });
      expect({ actor, status: response.statusCode }).toEqual({ actor, status: row.expected[actor] });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      if (refused) {
        expect(typeof response.json().message, `${actor}: error has a message`).toBe('string');
        expect(await databaseFingerprint(ctx.database.db), `${actor}: a refused call changed data`).toBe(before);
      }
      if (actor.endsWith('B')) {
        for (const value of privateValuesOfA(world))
          expect(response.body, `${actor} saw A's data`).not.toContain(value);
      }
    }
  });
});

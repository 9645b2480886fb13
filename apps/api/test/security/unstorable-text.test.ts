import type { Fabric } from '@fabric-store/shared';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../test-support/database-fingerprint';
import {
  addFabric,
  createShopWithUsers,
  messageOf,
  SHIPPING_ADDRESS,
  type TestContext,
  type TestUser,
} from '../../test-support/test-app';

/**
 * Text PostgreSQL cannot store (NUL, a lone UTF-16 surrogate) and control characters are refused at
 * the edge with 400 and a message naming the field; before, NUL reached the database and answered 500.
 */
const UNSTORABLE = { NUL: 'Silk\u0000', 'a lone surrogate': 'Silk \uD800', 'a control character': 'Silk\u0007' };

let ctx: TestContext;
let customer: TestUser;
let vendor: TestUser;
let fabric: Fabric;

beforeAll(async () => {
  const shop = await createShopWithUsers({ customer: 'customer', vendor: 'vendor' });
  ctx = shop;
  ({ customer, vendor } = shop.users);
  fabric = await addFabric(ctx.app, vendor);
});
afterAll(() => ctx.close());

const registration = {
  name: 'Asha',
  email: 'asha-text@test.example',
  password: 'long-enough-1',
  phone: '+91 90000 00000',
  address: 'MG Road',
};
const newFabric = { name: 'Mulmul', price: 120, stock: 5, category: 'cotton', description: 'Soft', image: '/x.png' };
const checkout = () => ({
  items: [{ fabric_id: fabric._id, quantity: 1 }],
  paymentMethod: 'upi',
  shippingAddress: { ...SHIPPING_ADDRESS },
});

type Caller = 'visitor' | 'customer' | 'vendor';
interface BodyCase {
  field: string;
  method: InjectOptions['method'];
  url: () => string;
  caller: Caller;
  body: (text: string) => object;
}

const BODY_CASES: BodyCase[] = [
  ...(['name', 'address'] as const).map((field) => ({
    field: `register ${field}`,
    method: 'POST' as const,
    url: () => '/api/auth/register',
    caller: 'visitor' as const,
    body: (text: string) => ({ ...registration, [field]: text }),
  })),
  ...(['name', 'description', 'category', 'image'] as const).map((field) => ({
    field: `fabric ${field}`,
    method: 'POST' as const,
    url: () => '/api/fabrics',
    caller: 'vendor' as const,
    body: (text: string) => ({ ...newFabric, [field]: field === 'image' ? `/${text}.png` : text }),
  })),
  {
    field: 'fabric update name',
    method: 'PUT',
    url: () => `/api/fabrics/${fabric._id}`,
    caller: 'vendor',
    body: (text) => ({ name: text }),
  },
  {
    field: 'profile name',
    method: 'PUT',
    url: () => '/api/users/profile/update',
    caller: 'customer',
    body: (text) => ({ name: text, email: customer.email }),
  },
  // The state, PIN code and country are chosen from what India has, refused by name before any storing.
  ...(['name', 'address', 'city'] as const).map((field) => ({
    field: `checkout ${field}`,
    method: 'POST' as const,
    url: () => '/api/checkout',
    caller: 'customer' as const,
    body: (text: string) => {
      const body = checkout();
      return { ...body, shippingAddress: { ...body.shippingAddress, [field]: text } };
    },
  })),
];

const headersOf = (caller: Caller) =>
  caller === 'visitor' ? {} : caller === 'customer' ? customer.headers : vendor.headers;

describe('text the database cannot store', () => {
  for (const [kind, text] of Object.entries(UNSTORABLE)) {
    it(`refuses ${kind} in every text field of a request body with 400, a message, and no write`, async () => {
      for (const testCase of BODY_CASES) {
        const before = await databaseFingerprint(ctx.database.db);
        const response = await ctx.app.inject({
          method: testCase.method,
          url: testCase.url(),
          headers: headersOf(testCase.caller),
          payload: testCase.body(text),
        });
        expect(response.statusCode, `${testCase.field}: ${response.body}`).toBe(400);
        expect(messageOf(response), testCase.field).toMatch(/cannot be stored/);
        expect(await databaseFingerprint(ctx.database.db), `${testCase.field} wrote`).toBe(before);
      }
    });
  }

  it('refuses NUL and control characters in the catalog query string with 400 and a message', async () => {
    for (const query of ['q=%00', 'category=%00', 'q=silk%00', 'category=%07']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/fabrics?${query}` });
      expect(response.statusCode, `${query}: ${response.body}`).toBe(400);
      expect(messageOf(response), query).toMatch(/cannot be stored/);
    }
  });

  it('answers a search of percent-escapes that are not UTF-8 as the text it is, without a 5xx', async () => {
    for (const query of ['q=%ED%A0%80', 'q=%FF%FE', 'category=%C0%80']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/fabrics?${query}` });
      expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
      expect(response.json()).toEqual([]);
    }
  });

  it('still takes tabs, line breaks and any language', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/fabrics',
      headers: vendor.headers,
      payload: { ...newFabric, name: 'बनारसी रेशम 🧵', description: 'Line one\n\tLine two' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Fabric>().description).toBe('Line one\n\tLine two');
  });
});

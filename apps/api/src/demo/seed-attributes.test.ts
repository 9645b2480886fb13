import { type Fabric, FabricAttributesSchema } from '@fabric-store/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { asOperator, signInOperator } from '../../test-support/operator';
import { createTestApp, placeOrder, signUp, type TestContext } from '../../test-support/test-app';
import { seedDemoCatalog } from './seed';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoCatalog(ctx.database.db);
});
afterAll(() => ctx.close());

it('gives every demo fabric every attribute, valid and varied', async () => {
  const fabrics = (await ctx.app.inject({ method: 'GET', url: '/api/fabrics' })).json<Fabric[]>();
  expect(fabrics).toHaveLength(32);
  for (const { name, attributes } of fabrics) {
    expect(FabricAttributesSchema.safeParse(attributes).success, name).toBe(true);
    expect(attributes.composition.length, name).toBeGreaterThan(0);
    expect(Object.values(attributes).includes(null), name).toBe(false);
    expect(attributes.careNotes, name).not.toBe('');
  }
  const distinct = (values: unknown[]) => new Set(values).size;
  expect(distinct(fabrics.map((fabric) => fabric.attributes.colourFamily))).toBeGreaterThanOrEqual(10);
  expect(distinct(fabrics.map((fabric) => fabric.attributes.pattern))).toBeGreaterThanOrEqual(7);
  expect(
    distinct(fabrics.flatMap((fabric) => fabric.attributes.composition.map((part) => part.fibre))),
  ).toBeGreaterThan(7);
});

it('names a demo UPI payee, so that a UPI order shows its QR code at once, and only in an empty database', async () => {
  const [silk] = (await ctx.app.inject({ method: 'GET', url: '/api/fabrics' })).json<Fabric[]>();
  const shopper = await signUp(ctx.app, 'customer');
  const order = await placeOrder(ctx.app, shopper, [{ fabric_id: silk?._id ?? '', quantity: 1 }], 'upi');
  expect(order.payment.upiUri).toMatch(/^upi:\/\/pay\?pa=fabricstore%40demo&pn=Fabric%20Store%20\(demo\)&am=/);

  const operator = await signInOperator(ctx.app, ctx.database);
  await asOperator(ctx.app, operator, 'PUT', '/api/admin/settings', { upiVpa: 'ourshop@okaxis' });
  expect(await seedDemoCatalog(ctx.database.db)).toBe(false);
  expect(await asOperator(ctx.app, operator, 'GET', '/api/admin/settings')).toMatchObject({
    upiVpa: 'ourshop@okaxis',
    // The demo marketplace's own tax facts, so its commission invoices are issued and its tax invoices name it.
    marketplaceLegalName: 'Fabric Store Marketplace Private Limited (demo)',
    marketplaceGstin: expect.stringMatching(/^27AABCF4321K1Z[0-9A-Z]$/),
    marketplaceAddress: '4 Mill Lane, Lower Parel, Mumbai, Maharashtra 400013',
  });
});

it('puts a few summer fabrics at half price, so the home page’s “50% OFF Summer Super Sale” holds', async () => {
  const onSale = (await ctx.app.inject({ method: 'GET', url: '/api/fabrics?onSale=true' })).json<Fabric[]>();
  expect(onSale.length).toBeGreaterThanOrEqual(3);
  for (const fabric of onSale) expect(fabric.price, fabric.name).toBeCloseTo((fabric.compareAtPrice ?? 0) / 2, 1);
});

import type { Fabric } from '@fabric-store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from '../../../test-support/database-fingerprint';
import { createShopWithUsers, messageOf, type TestContext, type TestUser } from '../../../test-support/test-app';

let ctx: TestContext;
let vendor: TestUser;
let otherVendor: TestUser;

beforeAll(async () => {
  const shop = await createShopWithUsers({ vendor: 'vendor', otherVendor: 'vendor' });
  ctx = shop;
  ({ vendor, otherVendor } = shop.users);
});
afterAll(() => ctx.close());

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, user: TestUser | null = vendor) =>
  ctx.app.inject({ method, url, ...(user && { headers: user.headers }), ...(payload && { payload }) });

const PRINTED_COTTON = { name: 'Block Print Cotton', price: 320, stock: 40, category: 'cotton' };

async function create(fields: object): Promise<Fabric> {
  const response = await inject('POST', '/api/fabrics', { ...PRINTED_COTTON, ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Fabric>();
}

describe("a metre fabric's pattern repeat and shrinkage", () => {
  it('are stated on create and shown wherever the fabric is: its page, the catalog and the vendor views', async () => {
    const fabric = await create({ patternRepeatCm: 32, shrinkagePercent: 5 });
    const stated = { patternRepeatCm: 32, shrinkagePercent: 5 };
    expect(fabric).toMatchObject(stated);
    expect((await inject('GET', `/api/fabrics/${fabric._id}`, undefined, null)).json<Fabric>()).toMatchObject(stated);
    const catalog = (await inject('GET', '/api/fabrics?q=block', undefined, null)).json<Fabric[]>();
    expect(catalog.find((shown) => shown._id === fabric._id)).toMatchObject(stated);
    expect((await inject('GET', `/api/fabrics/vendor/fabrics/${fabric._id}`)).json<Fabric>()).toMatchObject(stated);
    const own = (await inject('GET', '/api/fabrics/vendor/fabrics')).json<Fabric[]>();
    expect(own.find((shown) => shown._id === fabric._id)).toMatchObject(stated);
  });

  it("are unstated (null) on a fabric created without them, as the spec's client creates fabrics", async () => {
    const fabric = await create({});
    expect(fabric.patternRepeatCm).toBeNull();
    expect(fabric.shrinkagePercent).toBeNull();
  });

  it('change one at a time on update, and null clears one', async () => {
    const fabric = await create({ patternRepeatCm: 64, shrinkagePercent: 3 });
    const repeatOnly = await inject('PUT', `/api/fabrics/${fabric._id}`, { patternRepeatCm: 27 });
    expect(repeatOnly.json<Fabric>()).toMatchObject({ patternRepeatCm: 27, shrinkagePercent: 3 });
    const cleared = await inject('PUT', `/api/fabrics/${fabric._id}`, { shrinkagePercent: null });
    expect(cleared.json<Fabric>()).toMatchObject({ patternRepeatCm: 27, shrinkagePercent: null });
    // The spec's client updates without them: they stay as they are.
    const specUpdate = await inject('PUT', `/api/fabrics/${fabric._id}`, { name: 'Renamed Print', stock: 12 });
    expect(specUpdate.json<Fabric>()).toMatchObject({ patternRepeatCm: 27, shrinkagePercent: null });
  });

  it('refuses a repeat or shrinkage out of range with 400 naming it, writing nothing', async () => {
    const fabric = await create({ patternRepeatCm: 32 });
    const before = await databaseFingerprint(ctx.database.db);
    const refusals: [object, RegExp][] = [
      [{ patternRepeatCm: 0 }, /Pattern repeat must be at least 1 cm/],
      [{ patternRepeatCm: 12.5 }, /Pattern repeat must be a whole number/],
      [{ patternRepeatCm: 301 }, /Pattern repeat must be at most 300 cm/],
      [{ shrinkagePercent: -1 }, /Shrinkage cannot be negative/],
      [{ shrinkagePercent: 25 }, /Shrinkage must be at most 20%/],
      [{ shrinkagePercent: '5' }, /Shrinkage must be a number/],
    ];
    for (const [fields, message] of refusals) {
      const update = await inject('PUT', `/api/fabrics/${fabric._id}`, { name: 'Not Saved', ...fields });
      expect(update.statusCode).toBe(400);
      expect(messageOf(update)).toMatch(message);
      const created = await inject('POST', '/api/fabrics', { ...PRINTED_COTTON, ...fields });
      expect(created.statusCode).toBe(400);
      expect(messageOf(created)).toMatch(message);
    }
    expect(await databaseFingerprint(ctx.database.db)).toBe(before);
  });

  it('are not shown for a fabric sold by the piece, whose pieces are not cut to a length', async () => {
    const fabric = await create({ patternRepeatCm: 32, shrinkagePercent: 5 });
    const pieces = await inject('PUT', `/api/fabrics/${fabric._id}`, { unit: 'per_piece' });
    expect(pieces.json<Fabric>()).toMatchObject({ unit: 'per_piece', patternRepeatCm: null, shrinkagePercent: null });
  });

  it("are changed only by the fabric's own vendor", async () => {
    const fabric = await create({ patternRepeatCm: 32 });
    const attempt = await inject('PUT', `/api/fabrics/${fabric._id}`, { patternRepeatCm: 10 }, otherVendor);
    expect(attempt.statusCode).toBe(404);
    expect((await inject('GET', `/api/fabrics/${fabric._id}`)).json<Fabric>().patternRepeatCm).toBe(32);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from './database-fingerprint';
import { addFabric, createTestApp, signUp, type TestContext } from './test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the database fingerprint the refusal tests compare', () => {
  it('stays the same over reads, and changes with a row added, rewritten even to the same values, or removed', async () => {
    const vendor = await signUp(ctx.app, 'vendor');
    const fabric = await addFabric(ctx.app, vendor, { name: 'Fingerprinted', stock: 5 });
    const db = ctx.database.db;
    const first = await databaseFingerprint(db);
    await ctx.app.inject({ method: 'GET', url: `/api/fabrics/${fabric._id}` });
    expect(await databaseFingerprint(db)).toBe(first);

    await db.execute(sql`update fabrics set name = name where id = ${fabric._id}`);
    const rewritten = await databaseFingerprint(db);
    expect(rewritten).not.toBe(first);

    await db.execute(sql`insert into app_settings (key, value) values ('fingerprint-probe', '1')`);
    const added = await databaseFingerprint(db);
    expect(added).not.toBe(rewritten);

    await db.execute(sql`delete from app_settings where key = 'fingerprint-probe'`);
    expect(await databaseFingerprint(db)).not.toBe(added);
  });
});

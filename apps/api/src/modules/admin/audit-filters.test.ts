import type { AdminAuditPage } from '@fabric-store/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator, signInOperator } from '../../../test-support/operator';
import { createShopWithUsers, messageOf, type TestContext, type TestUser } from '../../../test-support/test-app';
import { adminAudit } from '../../db/schema';

let ctx: TestContext;
let meera: TestUser;
let ravi: TestUser;

beforeAll(async () => {
  const shop = await createShopWithUsers({ vendor: 'vendor' });
  ctx = shop;
  meera = await signInOperator(ctx.app, ctx.database);
  ravi = await signInOperator(ctx.app, ctx.database);
  const vendorId = shop.users.vendor._id;
  await ctx.database.db.insert(adminAudit).values([
    // 23:59 on 27 November in India.
    {
      actorId: meera._id,
      action: 'suspend',
      targetType: 'vendor',
      targetId: vendorId,
      createdAt: new Date('2026-11-27T18:29:00Z'),
    },
    // 00:01 on 28 November in India, still 27 November in UTC.
    {
      actorId: ravi._id,
      action: 'reinstate',
      targetType: 'vendor',
      targetId: vendorId,
      createdAt: new Date('2026-11-27T18:31:00Z'),
    },
    {
      actorId: meera._id,
      action: 'set vendorApproval to manual',
      targetType: 'settings',
      targetId: 'settings',
      createdAt: new Date('2026-11-29T06:00:00Z'),
    },
  ]);
});
afterAll(() => ctx.close());

const actions = async (query: string) =>
  (await asOperator<AdminAuditPage>(ctx.app, meera, 'GET', `/api/admin/audit?${query}`)).items.map(
    (entry) => entry.action,
  );

describe('the audit log’s filters', () => {
  it('filters by who acted', async () => {
    expect(await actions(`actor=${ravi._id}`)).toEqual(['reinstate']);
    expect(await actions(`actor=${meera._id}`)).toEqual(['set vendorApproval to manual', 'suspend']);
  });

  it('filters by words of the action, in any case', async () => {
    expect(await actions('action=VENDORAPPROVAL')).toEqual(['set vendorApproval to manual']);
  });

  it('filters by India dates, both days included', async () => {
    expect(await actions('from=2026-11-28&to=2026-11-28')).toEqual(['reinstate']);
    expect(await actions('to=2026-11-27')).toEqual(['suspend']);
    expect(await actions('from=2026-11-28')).toEqual(['set vendorApproval to manual', 'reinstate']);
    expect(await actions(`from=2026-11-27&to=2026-11-29&actor=${meera._id}&action=sus`)).toEqual(['suspend']);
  });

  it('refuses a date that is not one, and a range that ends before it starts', async () => {
    const call = (query: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers: meera.headers });
    const notADate = await call('from=28-11-2026');
    expect(notADate.statusCode).toBe(400);
    expect(messageOf(notADate)).toMatch(/from must be a date such as 2026-11-29/);
    const backwards = await call('from=2026-11-29&to=2026-11-28');
    expect(backwards.statusCode).toBe(400);
    expect(messageOf(backwards)).toMatch(/from must be on or before to/);
  });
});

import type {
  AdminAuditPage,
  AdminFabricPage,
  AdminOrder,
  AdminOrderPage,
  AdminSettings,
  AdminUserPage,
  AdminVendorPage,
  AdminVendorSummary,
  Fabric,
} from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator } from '../../../test-support/operator';
import { openShop, type Shop } from '../../../test-support/shop';
import { addFabric, messageOf, placeOrder, signUp, TEST_PASSWORD, type TestUser } from '../../../test-support/test-app';
import { hashPassword } from '../auth/service';
import { ensureOperator } from '../users/people';

let ctx: Shop;

beforeAll(async () => {
  ctx = await openShop();
});
afterAll(() => ctx.close());

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: user.headers, ...(payload && { payload }) });

describe('the operator account', () => {
  it('cannot be chosen at registration', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Sneaky',
        email: 'sneaky@test.example',
        password: 'long-enough',
        phone: '+91 90000 00000',
        address: 'X',
        role: 'admin',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toContain('role must be customer or vendor');
  });

  it('signs in as role admin, and has no cart', async () => {
    expect(ctx.operator.role).toBe('admin');
    const cart = await call(ctx.operator, 'GET', '/api/cart');
    expect(cart.statusCode).toBe(403);
  });

  it('is made at start-up from ADMIN_EMAIL; an existing account keeps its password', async () => {
    const shopper = await signUp(ctx.app, 'customer');
    await ensureOperator(ctx.database.db, shopper.email.toUpperCase(), () => hashPassword('another-password'));
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: shopper.email, password: TEST_PASSWORD },
    });
    expect(login.json()).toMatchObject({ role: 'admin', email: shopper.email });
  });

  it('makes a shopper an operator from the console, but not a vendor, and records it', async () => {
    const [shopper, vendor] = await Promise.all([signUp(ctx.app, 'customer'), signUp(ctx.app, 'vendor')]);
    const people = await asOperator<AdminUserPage>(ctx.app, ctx.operator, 'GET', `/api/admin/users?q=${shopper.email}`);
    expect(people.items.map((person) => [person._id, person.role])).toEqual([[shopper._id, 'customer']]);
    expect((await call(ctx.operator, 'POST', `/api/admin/users/${shopper._id}/make-operator`)).statusCode).toBe(200);
    expect((await call(shopper, 'GET', '/api/admin/overview')).statusCode).toBe(200);
    const again = await call(ctx.operator, 'POST', `/api/admin/users/${shopper._id}/make-operator`);
    expect(again.statusCode).toBe(409);
    expect((await call(ctx.operator, 'POST', `/api/admin/users/${vendor._id}/make-operator`)).statusCode).toBe(409);
    const admins = await asOperator<AdminUserPage>(ctx.app, ctx.operator, 'GET', '/api/admin/users?role=admin');
    expect(admins.items.map((person) => person._id)).toContain(shopper._id);
  });
});

describe('vendor approval', () => {
  it('is automatic by default and manual once set: a pending vendor prepares fabrics nobody sees', async () => {
    expect(await asOperator<AdminSettings>(ctx.app, ctx.operator, 'GET', '/api/admin/settings')).toMatchObject({
      vendorApproval: 'automatic',
    });
    expect(
      await asOperator<AdminSettings>(ctx.app, ctx.operator, 'PUT', '/api/admin/settings', {
        vendorApproval: 'manual',
      }),
    ).toMatchObject({ vendorApproval: 'manual' });
    const badSetting = await call(ctx.operator, 'PUT', '/api/admin/settings', { vendorApproval: 'sometimes' });
    expect(badSetting.statusCode).toBe(400);

    const newcomer = await signUp(ctx.app, 'vendor', { name: 'Newcomer Weaves' });
    expect((await call(newcomer, 'GET', '/api/vendor/standing')).json()).toEqual({ status: 'pending', reason: null });
    const fabric = await addFabric(ctx.app, newcomer, { name: 'Newcomer Khadi' });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/fabrics/${fabric._id}` })).statusCode).toBe(404);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/fabrics?q=newcomer' });
    expect(list.json<Fabric[]>()).toEqual([]);

    const pending = await asOperator<AdminVendorPage>(
      ctx.app,
      ctx.operator,
      'GET',
      '/api/admin/vendors?status=pending',
    );
    expect(pending.items.map((vendor) => [vendor.name, vendor.fabricCount])).toEqual([['Newcomer Weaves', 1]]);
    expect((await call(ctx.operator, 'POST', `/api/admin/vendors/${newcomer._id}/approve`)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/fabrics/${fabric._id}` })).statusCode).toBe(200);

    await asOperator(ctx.app, ctx.operator, 'PUT', '/api/admin/settings', { vendorApproval: 'automatic' });
    const later = await signUp(ctx.app, 'vendor');
    expect((await call(later, 'GET', '/api/vendor/standing')).json()).toEqual({ status: 'active', reason: null });
  });

  it('moves a vendor only along the table of moves, with a reason where one is needed', async () => {
    const vendor = await signUp(ctx.app, 'vendor', { name: 'Moving Mills' });
    const move = (action: string, payload?: object) =>
      call(ctx.operator, 'POST', `/api/admin/vendors/${vendor._id}/${action}`, payload);

    const approveActive = await move('approve');
    expect(approveActive.statusCode).toBe(409);
    expect(messageOf(approveActive)).toBe('This vendor is active, so it cannot be approved: you can suspend it.');
    expect((await move('reject', { reason: 'x' })).statusCode).toBe(409);
    expect((await move('reinstate')).statusCode).toBe(409);

    const noReason = await move('suspend', {});
    expect(noReason.statusCode).toBe(400);
    expect(messageOf(noReason)).toContain('A reason is required');
    expect((await move('suspend', { reason: '   ' })).statusCode).toBe(400);
    expect((await move('suspend', { reason: 'Unpaid fees' })).statusCode).toBe(200);
    expect(messageOf(await move('suspend', { reason: 'again' }))).toBe(
      'This vendor is suspended, so it cannot be suspended: you can reinstate it.',
    );
    expect((await move('reinstate')).statusCode).toBe(200);
    const unknown = await call(ctx.operator, 'POST', `/api/admin/vendors/${ctx.operator._id}/suspend`, { reason: 'x' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the console lists', () => {
  it('finds fabrics by name and status, and refuses to hide a fabric twice', async () => {
    const vendor = await signUp(ctx.app, 'vendor', { name: 'Listing Looms' });
    const fabric = await addFabric(ctx.app, vendor, { name: 'Listed Ikat' });
    const hide = (payload?: object) => call(ctx.operator, 'POST', `/api/admin/fabrics/${fabric._id}/hide`, payload);
    expect((await hide({})).statusCode).toBe(400);
    expect((await hide({ reason: 'Misleading photos' })).statusCode).toBe(200);
    expect((await hide({ reason: 'again' })).statusCode).toBe(409);
    const hidden = await asOperator<AdminFabricPage>(
      ctx.app,
      ctx.operator,
      'GET',
      '/api/admin/fabrics?status=hidden&q=ikat',
    );
    expect(hidden.items).toEqual([
      expect.objectContaining({ _id: fabric._id, listed: false, hiddenReason: 'Misleading photos' }),
    ]);
    expect((await call(ctx.operator, 'POST', `/api/admin/fabrics/${fabric._id}/unhide`)).statusCode).toBe(200);
    expect((await call(ctx.operator, 'POST', `/api/admin/fabrics/${fabric._id}/unhide`)).statusCode).toBe(409);
  });

  it('finds any order by id, shopper email or vendor, and opens it with every part and its history', async () => {
    const [vendorA, vendorB, shopper] = await Promise.all([
      signUp(ctx.app, 'vendor', { name: 'Orderly Prints' }),
      signUp(ctx.app, 'vendor', { name: 'Second Shop' }),
      signUp(ctx.app, 'customer'),
    ]);
    const [a, b] = await Promise.all([addFabric(ctx.app, vendorA), addFabric(ctx.app, vendorB)]);
    const order = await placeOrder(ctx.app, shopper, [
      { fabric_id: a._id, quantity: 1 },
      { fabric_id: b._id, quantity: 2 },
    ]);
    for (const q of [order._id, shopper.email, 'orderly']) {
      const found = await asOperator<AdminOrderPage>(ctx.app, ctx.operator, 'GET', `/api/admin/orders?q=${q}`);
      expect(found.items.map((item) => item._id)).toEqual([order._id]);
      expect(found.items[0]?.vendors).toEqual(['Orderly Prints', 'Second Shop']);
    }
    const placed = await asOperator<AdminOrderPage>(ctx.app, ctx.operator, 'GET', '/api/admin/orders?status=placed');
    expect(placed.items.map((item) => item._id)).toContain(order._id);
    const opened = await asOperator<AdminOrder>(ctx.app, ctx.operator, 'GET', `/api/admin/orders/${order._id}`);
    expect(opened).toMatchObject({ _id: order._id, customerEmail: shopper.email, totalPrice: order.totalPrice });
    expect(opened.parts.map((part) => [part.vendor.name, part.history.map((event) => event.status)])).toEqual(
      expect.arrayContaining([
        ['Orderly Prints', ['placed']],
        ['Second Shop', ['placed']],
      ]),
    );
  });
});

describe("a vendor's page in the console", () => {
  it('reads its standing, counts and balance, and only its fabrics, orders and history; anyone but a vendor is 404', async () => {
    const [vendor, other, shopper] = await Promise.all([
      signUp(ctx.app, 'vendor', { name: 'Paged Prints' }),
      signUp(ctx.app, 'vendor', { name: 'Other Looms' }),
      signUp(ctx.app, 'customer'),
    ]);
    const [mine, theirs] = await Promise.all([
      addFabric(ctx.app, vendor, { name: 'Paged Chanderi' }),
      addFabric(ctx.app, other, { name: 'Other Chanderi' }),
    ]);
    const order = await placeOrder(ctx.app, shopper, [{ fabric_id: mine._id, quantity: 1 }]);
    await placeOrder(ctx.app, shopper, [{ fabric_id: theirs._id, quantity: 1 }]);
    await call(ctx.operator, 'POST', `/api/admin/fabrics/${mine._id}/hide`, { reason: 'Blurred photos' });
    await call(ctx.operator, 'POST', `/api/admin/vendors/${vendor._id}/suspend`, { reason: 'Late dispatches' });
    await call(ctx.operator, 'POST', `/api/admin/vendors/${other._id}/suspend`, { reason: 'Not this one' });

    const summary = await asOperator<AdminVendorSummary>(
      ctx.app,
      ctx.operator,
      'GET',
      `/api/admin/vendors/${vendor._id}`,
    );
    expect(summary).toMatchObject({
      _id: vendor._id,
      name: 'Paged Prints',
      status: 'suspended',
      statusReason: 'Late dispatches',
      fabricCount: 1,
      ordersLast30Days: 1,
      balance: 0,
    });
    const fabrics = await asOperator<AdminFabricPage>(
      ctx.app,
      ctx.operator,
      'GET',
      `/api/admin/fabrics?vendorId=${vendor._id}`,
    );
    expect(fabrics.items.map((item) => item.name)).toEqual(['Paged Chanderi']);
    const orders = await asOperator<AdminOrderPage>(
      ctx.app,
      ctx.operator,
      'GET',
      `/api/admin/orders?vendorId=${vendor._id}`,
    );
    expect(orders.items.map((item) => item._id)).toEqual([order._id]);
    const history = await asOperator<AdminAuditPage>(
      ctx.app,
      ctx.operator,
      'GET',
      `/api/admin/audit?about=${vendor._id}`,
    );
    expect(history.items.map((entry) => [entry.action, entry.targetName, entry.reason])).toEqual([
      ['suspend', 'Paged Prints', 'Late dispatches'],
      ['hide', 'Paged Chanderi', 'Blurred photos'],
    ]);

    for (const notVendor of [shopper._id, ctx.operator._id]) {
      const missing = await call(ctx.operator, 'GET', `/api/admin/vendors/${notVendor}`);
      expect([missing.statusCode, messageOf(missing)]).toEqual([404, 'Vendor not found.']);
    }
  });
});

describe('the audit log', () => {
  it('records every operator action with who, what, on what and why, newest first', async () => {
    const vendor = await signUp(ctx.app, 'vendor', { name: 'Audited Atelier' });
    await call(ctx.operator, 'POST', `/api/admin/vendors/${vendor._id}/suspend`, { reason: 'Fake reviews' });
    const refused = await call(ctx.operator, 'POST', `/api/admin/vendors/${vendor._id}/approve`);
    expect(refused.statusCode).toBe(409);
    await call(ctx.operator, 'POST', `/api/admin/vendors/${vendor._id}/reinstate`);
    const log = await asOperator<AdminAuditPage>(ctx.app, ctx.operator, 'GET', '/api/admin/audit');
    const mine = log.items.filter((entry) => entry.targetId === vendor._id);
    expect(mine.map((entry) => [entry.action, entry.targetName, entry.reason, entry.actor._id])).toEqual([
      ['reinstate', 'Audited Atelier', null, ctx.operator._id],
      ['suspend', 'Audited Atelier', 'Fake reviews', ctx.operator._id],
    ]);
    expect(log.items.some((entry) => entry.targetType === 'settings' && entry.action.includes('manual'))).toBe(true);
  });

  it('cannot be changed or deleted, even by a statement written by hand', async () => {
    await expect(ctx.database.db.execute(sql`update admin_audit set reason = 'rewritten'`)).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`delete from admin_audit`)).rejects.toThrow();
    const log = await asOperator<AdminAuditPage>(ctx.app, ctx.operator, 'GET', '/api/admin/audit');
    expect(log.items.length).toBeGreaterThan(0);
    expect(log.items.map((entry) => entry.reason)).not.toContain('rewritten');
  });
});

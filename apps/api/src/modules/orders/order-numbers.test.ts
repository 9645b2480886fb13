import { type AdminOrderPage, formatInIndia, type Order, type VendorOrder } from '@fabric-store/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asOperator, signInOperator } from '../../../test-support/operator';
import {
  addFabric,
  createShopWithUsers,
  placeOrder,
  type TestContext,
  type TestUser,
} from '../../../test-support/test-app';
import { mailOutbox } from '../../db/schema';
import type { MailKind, MailPayloads } from '../mail/kinds';
import { renderMail } from '../mail/messages';

let ctx: TestContext;
let vendor: TestUser;
let shopper: TestUser;
let operator: TestUser;
let first: Order;
let second: Order;

beforeAll(async () => {
  const shop = await createShopWithUsers({ vendor: 'vendor', shopper: { role: 'customer', name: 'Meera Buyer' } });
  ctx = shop;
  ({ vendor, shopper } = shop.users);
  operator = await signInOperator(ctx.app, ctx.database);
  const cotton = await addFabric(ctx.app, vendor, { name: 'Numbered Cotton', price: 300, stock: 10 });
  first = await placeOrder(ctx.app, shopper, [{ fabric_id: cotton._id, quantity: 1 }]);
  second = await placeOrder(ctx.app, shopper, [{ fabric_id: cotton._id, quantity: 2 }], 'upi');
});
afterAll(() => ctx.close());

/** The outbox's mail of `kind` about `orderId`, rendered as it goes out. */
async function renderedMail<K extends MailKind>(kind: K, orderId: string) {
  const rows = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind));
  const row = rows.find((candidate) => (candidate.payload as { orderId?: string } | null)?.orderId === orderId);
  if (!row?.payload) throw new Error(`no ${kind} mail for ${orderId}`);
  return renderMail(kind, row.payload as unknown as MailPayloads[K], 'https://shop.example');
}

describe('short order numbers', () => {
  it('gives each order at checkout a number of the store, the India-time year and month, and a running part', () => {
    const yymm = formatInIndia(first.orderDate, 'sortable').slice(2, 7).replace('-', '');
    expect(first.orderNumber).toMatch(new RegExp(`^FS-${yymm}-\\d{4,}$`));
    expect(second.orderNumber).toMatch(/^FS-\d{4}-\d{4,}$/);
    expect(second.orderNumber).not.toBe(first.orderNumber);
    // The id stays what every path takes.
    expect(first._id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows the number to the shopper, the vendor and the operator', async () => {
    const own = await ctx.app.inject({ method: 'GET', url: `/api/orders/${first._id}`, headers: shopper.headers });
    expect(own.json<Order>()).toMatchObject({ _id: first._id, orderNumber: first.orderNumber });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/orders/vendor/orders', headers: vendor.headers });
    const part = list.json<VendorOrder[]>().find((candidate) => candidate._id === first._id);
    expect(part?.orderNumber).toBe(first.orderNumber);
    const detail = await asOperator<Order>(ctx.app, operator, 'GET', `/api/admin/orders/${first._id}`);
    expect(detail.orderNumber).toBe(first.orderNumber);
  });

  it('answers the vendor its part of one order by ?orderId=, for the packing slip', async () => {
    const one = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/vendor/orders?orderId=${first._id}`,
      headers: vendor.headers,
    });
    expect(one.json<VendorOrder[]>().map((order) => order.orderNumber)).toEqual([first.orderNumber]);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders/vendor/orders?orderId=x',
      headers: vendor.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('finds an order in the operator’s search by its whole number or its running part', async () => {
    const byWhole = await asOperator<AdminOrderPage>(
      ctx.app,
      operator,
      'GET',
      `/api/admin/orders?q=${second.orderNumber.toLowerCase()}`,
    );
    expect(byWhole.items.map((order) => order.orderNumber)).toEqual([second.orderNumber]);
    const runningPart = second.orderNumber.split('-')[2] ?? '';
    const byPart = await asOperator<AdminOrderPage>(ctx.app, operator, 'GET', `/api/admin/orders?q=${runningPart}`);
    expect(byPart.items.map((order) => order._id)).toContain(second._id);
    expect(byPart.items.map((order) => order._id)).not.toContain(first._id);
  });

  it('names the order by its number in the shopper’s and the vendor’s mails', async () => {
    const placed = await renderedMail('order_placed', first._id);
    expect(placed.subject).toBe(`Your Fabric-Store order ${first.orderNumber} is placed`);
    expect(placed.text).toContain(`Order ${first.orderNumber}`);
    expect(placed.text).not.toContain(`#${first._id}`);
    const newPart = await renderedMail('vendor_new_part', first._id);
    expect(newPart.subject).toContain(`New order ${first.orderNumber}`);
  });

  it('refuses a second order with a number already used (the unique constraint)', async () => {
    const duplicate = ctx.database.db.execute(
      sql`update orders set order_number = ${first.orderNumber} where id = ${second._id}`,
    );
    await expect(duplicate).rejects.toThrow();
  });
});

import type { OrderMoney } from '@fabric-store/shared';
import { describe, expect, it } from 'vitest';
import { expectJournalBalanced } from '../../test-support/journal';
import { databaseBeforeMigrationNamed, rowId } from '../../test-support/migrations-before';
import { orderMoney } from '../modules/ledger/order-money';
import { vendorLedgerPage } from '../modules/ledger/vendor-statement';

const oldDatabase = databaseBeforeMigrationNamed('one_journal');

const [WEAVER, PRINTER, SHOPPER, OPERATOR] = [rowId(1), rowId(2), rowId(3), rowId(4)];
const ADDRESS = '{"address":"1 Lane","city":"Pune","state":"MH","postalCode":"411001","country":"India"}';

/** An order of one part or more: [part id, vendor, subtotal, commission, discount, funder, status] each. */
function order(
  n: number,
  method: string,
  paymentStatus: string,
  parts: [number, string, number, number, number, string | null, string][],
) {
  const total = parts.reduce((sum, [, , subtotal, , discount]) => sum + subtotal - discount, 0);
  return `
    insert into orders (id, customer_id, customer_name, customer_email, total_paise, payment_method, payment_status,
      payment_utr, payment_paid_at, shipping_address)
      values ('${rowId(n)}', '${SHOPPER}', 'Shopper', 's@example.com', ${total}, '${method}', '${paymentStatus}',
        ${paymentStatus === 'paid' ? `'${100_000_000_000 + n}', '2026-11-01T10:00:00Z'` : 'null, null'}, '${ADDRESS}');
    ${parts
      .map(
        ([part, vendor, subtotal, commission, discount, funder, status]) => `
    insert into vendor_orders (id, order_id, vendor_id, subtotal_paise, commission_paise, discount_paise, discount_funded_by, status)
      values ('${rowId(part)}', '${rowId(n)}', '${vendor}', ${subtotal}, ${commission}, ${discount}, ${funder ? `'${funder}'` : 'null'}, '${status}');`,
      )
      .join('')}`;
}

const returned = (
  n: number,
  orderN: number,
  part: number,
  vendor: string,
  amount: number,
  commission: number,
  lines = '[]',
) => `
  insert into returns (id, order_id, vendor_order_id, vendor_id, customer_id, lines, reason, status, amount_paise, commission_paise, refund_reference)
    values ('${rowId(n)}', '${rowId(orderN)}', '${rowId(part)}', '${vendor}', '${SHOPPER}', '${lines}', 'changed_mind', 'refunded', ${amount}, ${commission}, 'RET-${n}');`;

const entry = (
  n: number,
  vendor: string,
  kind: string,
  amount: number,
  at: string,
  extra: { order?: number; ret?: number; reference?: string } = {},
) => `
  insert into vendor_ledger (id, vendor_id, kind, amount_paise, order_id, return_id, reference, note, recorded_by, created_at)
    values ('${rowId(n)}', '${vendor}', '${kind}', ${amount}, ${extra.order ? `'${rowId(extra.order)}'` : 'null'},
      ${extra.ret ? `'${rowId(extra.ret)}'` : 'null'}, ${extra.reference ? `'${extra.reference}'` : 'null'}, 'Entry ${n}',
      ${kind === 'payout' || kind === 'collection' ? `'${OPERATOR}'` : 'null'}, '${at}');`;

describe('the migration that opens the journal', () => {
  it("copies every ledger entry of every kind into the journal with each vendor's balance and statement unchanged", async () => {
    const old = oldDatabase();
    const { client, db } = old;
    await client.exec(`
      insert into users (id, name, email, password_hash, role) values
        ('${WEAVER}', 'Weaver', 'w@example.com', 'x', 'vendor'), ('${PRINTER}', 'Printer', 'p@example.com', 'x', 'vendor'),
        ('${SHOPPER}', 'Shopper', 's@example.com', 'x', 'customer'), ('${OPERATOR}', 'Operator', 'o@example.com', 'x', 'admin');
      ${order(101, 'upi', 'paid', [[201, WEAVER, 100000, 10000, 15000, 'marketplace', 'delivered']])}
      ${order(102, 'cash_on_delivery', 'due_on_delivery', [[202, WEAVER, 50000, 4500, 5000, 'vendor', 'delivered']])}
      ${order(103, 'cash_on_delivery', 'due_on_delivery', [[203, PRINTER, 20000, 2000, 3000, 'marketplace', 'delivered']])}
      ${order(104, 'upi', 'paid', [
        [204, PRINTER, 30000, 3000, 0, null, 'delivered'],
        [205, WEAVER, 12345, 1235, 0, null, 'cancelled'],
      ])}
      insert into upi_refunds (order_id, vendor_order_id, amount_paise, status, due_at, refunded_at, refunded_by, reference)
        values ('${rowId(104)}', '${rowId(205)}', 12345, 'refunded', '2026-11-02T10:00:00Z', '2026-11-03T10:00:00Z', '${OPERATOR}', 'NEFT0001');
      ${returned(301, 104, 204, PRINTER, 10000, 1000)}
      ${returned(302, 102, 202, WEAVER, 9000, 900)}
      ${entry(401, WEAVER, 'earning', 90000, '2026-11-05T10:00:00Z', { order: 101 })}
      ${entry(402, WEAVER, 'commission_due', -4500, '2026-11-05T11:00:00Z', { order: 102 })}
      ${entry(403, PRINTER, 'commission_due', 1000, '2026-11-05T12:00:00Z', { order: 103 })}
      ${entry(404, PRINTER, 'earning', 27000, '2026-11-05T13:00:00Z', { order: 104 })}
      ${entry(405, WEAVER, 'payout', -50000, '2026-11-06T10:00:00Z', { reference: 'NEFT-1' })}
      ${entry(406, PRINTER, 'collection', 1000, '2026-11-06T11:00:00Z', { reference: 'CASH-1' })}
      ${entry(407, PRINTER, 'refund', -9000, '2026-11-07T10:00:00Z', { order: 104, ret: 301, reference: 'RET-301' })}
      ${entry(408, WEAVER, 'refund', 900, '2026-11-07T11:00:00Z', { order: 102, ret: 302, reference: 'RET-302' })}
    `);
    const before = await client.query<{ vendor_id: string; balance: number }>(
      `select vendor_id, sum(amount_paise)::float8 as balance from vendor_ledger group by vendor_id order by vendor_id`,
    );

    await old.migrateToLatest();

    const weaver = await vendorLedgerPage(db, WEAVER, 1);
    const printer = await vendorLedgerPage(db, PRINTER, 1);
    expect([weaver.balance, printer.balance]).toEqual(before.rows.map((row) => row.balance / 100));
    expect([weaver.balance, printer.balance]).toEqual([364, 200]);
    expect(
      weaver.entries.map((line) => [line._id, line.kind, line.amount, line.orderId, line.reference, line.note]),
    ).toEqual([
      [rowId(408), 'refund', 9, rowId(102), 'RET-302', 'Entry 408'],
      [rowId(405), 'payout', -500, undefined, 'NEFT-1', 'Entry 405'],
      [rowId(402), 'commission_due', -45, rowId(102), undefined, 'Entry 402'],
      [rowId(401), 'earning', 900, rowId(101), undefined, 'Entry 401'],
    ]);
    expect(printer.entries.map((line) => [line.kind, line.amount, line.at])).toEqual([
      ['refund', -90, '2026-11-07T10:00:00.000Z'],
      ['collection', 10, '2026-11-06T11:00:00.000Z'],
      ['earning', 270, '2026-11-05T13:00:00.000Z'],
      ['commission_due', 10, '2026-11-05T12:00:00.000Z'],
    ]);
    await expectJournalBalanced(db);

    // The orders paid before the journal add up too: their payment and refunds were copied with the entries.
    const upiWithCoupon = await orderMoney(db, rowId(101));
    expect(upiWithCoupon).toMatchObject({ paid: 850, heldForDelivery: 0, marketplace: { keeps: -50 }, balanced: true });
    const cancelledAndReturned: OrderMoney = await orderMoney(db, rowId(104));
    expect(cancelledAndReturned).toMatchObject({
      paid: 423.45,
      refunded: 223.45,
      owedToShopper: 0,
      heldForDelivery: 0,
      balanced: true,
    });
    expect((await orderMoney(db, rowId(102))).balanced).toBe(true);

    // A delivery posted again after the move, by the new code, finds its part already posted.
    await client.exec(`insert into journal_entries (event, event_key) values ('part_delivered', 'part_delivered:${rowId(201)}')
      on conflict (event_key) do nothing`);
    expect((await vendorLedgerPage(db, WEAVER, 1)).total).toBe(4);
    await expect(
      client.exec(`insert into vendor_ledger (vendor_id, kind, amount_paise) values ('${WEAVER}', 'payout', -1)`),
    ).rejects.toThrow(/frozen/);
  });
});

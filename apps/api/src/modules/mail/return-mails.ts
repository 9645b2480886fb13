// A return's mails, enqueued in the transaction of the move they report.
import { fromHundredths, paiseToRupees, type ReturnStatus } from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { ReturnLineColumn } from '../../db/schema';
import type { ReturnMail } from './kinds';
import { enqueueMail } from './outbox';

interface ReturnFacts extends Omit<ReturnMail, 'lines' | 'amount' | 'note' | 'returnAddress'> {
  lines: ReturnLineColumn[];
  amountPaise: number;
  customerId: string;
  customerEmail: string;
  vendorId: string;
  vendorEmail: string;
}

/** The statuses the vendor hears of: a request to answer, an escalation, and the operator's decision. */
const VENDOR_HEARS: readonly ReturnStatus[] = ['requested', 'escalated', 'approved', 'closed'];

/**
 * The return's current move, to the shopper always and to the vendor when it is theirs to act on or an
 * operator decided it; `note` is what was said with the move, `returnAddress` the vendor's (from its tax
 * profile, which the flow reads) where the goods go back. Each status is reached at most once, so the
 * status names the event.
 */
export async function enqueueReturnMails(
  tx: Executor,
  returnId: string,
  by: 'shopper' | 'vendor' | 'operator',
  note: string | null,
  returnAddress: string | null,
): Promise<void> {
  const [facts] = await queryRows<ReturnFacts>(
    tx,
    sql`select r.id as "returnId", r.order_id as "orderId", o.order_number as "orderNumber", o.customer_name as "customerName",
        r.customer_id as "customerId", coalesce(cu.email, o.customer_email) as "customerEmail",
        v.name as "vendorName", v.email as "vendorEmail", r.vendor_id as "vendorId", r.status, r.reason,
        r.lines, r.amount_paise::float8 as "amountPaise", o.payment_method as "paymentMethod"
      from returns r join orders o on o.id = r.order_id join users v on v.id = r.vendor_id
        left join users cu on cu.id = r.customer_id
      where r.id = ${returnId}`,
  );
  if (!facts) throw new Error(`return ${returnId} not found for its mail`);
  const mail: ReturnMail = {
    returnId: facts.returnId,
    orderId: facts.orderId,
    orderNumber: facts.orderNumber,
    customerName: facts.customerName,
    vendorName: facts.vendorName,
    status: facts.status,
    reason: facts.reason,
    lines: facts.lines.map((line) => ({
      name: line.fabricName,
      quantity: fromHundredths(line.quantity),
      unit: line.unit,
      kind: line.kind,
      price: paiseToRupees(line.unitPricePaise),
      total: paiseToRupees(line.amountPaise),
    })),
    amount: paiseToRupees(facts.amountPaise),
    paymentMethod: facts.paymentMethod,
    note,
    returnAddress,
  };
  await enqueueMail(tx, {
    kind: 'return_moved',
    dedupeKey: `return-moved:${facts.returnId}:${facts.status}`,
    to: { email: facts.customerEmail, userId: facts.customerId },
    mail,
  });
  if (by !== 'vendor' && VENDOR_HEARS.includes(facts.status)) {
    await enqueueMail(tx, {
      kind: 'vendor_return',
      dedupeKey: `vendor-return:${facts.returnId}:${facts.status}`,
      to: { email: facts.vendorEmail, userId: facts.vendorId },
      mail,
    });
  }
}

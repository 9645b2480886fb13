// What the seeded orders' money did, written set-based as the app writes it row by row: a share of the
// orders paid by UPI, each payment in the state its part's status allows (flows/place-order.ts,
// payments/service.ts, flows/expire-payment.ts), the refund of each cancelled part of a paid order
// (payments/refunds-owed.ts, flows/send-refund.ts), and the journal's entries of every payment
// confirmed, part delivered (with the register of its withholding) and refund owed and sent
// (ledger/payment-postings.ts, ledger/service.ts `postDelivery`, ledger/posting-rules.ts).
// The seeded parts carry neither commission nor coupon nor tax on their lines, as parts placed before
// those existed do, and no vendor has a tax profile: a delivery paid by UPI withholds TDS at the rate
// without a PAN, never TCS; one paid in cash withholds nothing.
import type pg from 'pg';

/** Most online shoppers in India pay by UPI: this share of the orders, the rest cash on delivery. */
const UPI_SHARE = 0.6;
/** The payment window's default (`upi_payment_window_minutes`): an order unpaid past it is expired. */
const PAYMENT_WINDOW = "interval '1440 minutes'";
/**
 * Only orders this recent still await their payment, so that no payment window passes during a run
 * and the expiry sweep has nothing to do while a scenario is measured.
 */
const AWAITING_HOURS = 12;
/**
 * Of the placed orders of those hours, the shares still awaiting payment (those below REJECTED_SHARE
 * after the operator rejected their UTR) and being verified; the rest are paid.
 */
const RECENT_SHARES = { awaiting: 0.4, rejected: 0.15, verifying: 0.3 };
/** Of the older placed orders paid by UPI, this share is still being verified: the operator's queue. */
const VERIFYING_SHARE = 0.3;
/** Of the cancelled orders paid by UPI, this share was never paid and expired; the rest were paid, then cancelled. */
const EXPIRED_SHARE = 0.15;
/** Of the refunds owed for three days or more, this share is still due; the rest were sent. */
const STILL_DUE_SHARE = 0.3;
/** A part's cancel, as seed.ts writes its history: an hour after the order. */
const CANCELLED_AFTER = "interval '1 hour'";
/** A part's delivery, as seed.ts writes its history: five days after the order. */
const DELIVERED_AFTER = "interval '5 days'";
const EXPIRED_REASON = 'Not paid within the payment window.';
const REJECTED_REASON = 'The UTR is not on the bank statement.';
/** TDS under section 194-O without a PAN, in hundredths of a percent (withholding-rules.ts). */
const TDS_WITHOUT_PAN = 500;

/** Paise as `formatRupees` writes them: 'Rs. 12,34,567.00', Indian digit grouping. */
const rupees = (paise: string) => `('Rs. ' || to_char(${paise} / 100.0, 'FM9,99,99,99,99,990.00'))`;
/** `shareOf` for a non-negative amount: `hundredths` of a percent of it, half up. */
const shareOf = (paise: string, hundredths: string) => `((${paise} * ${hundredths} + 5000) / 10000)`;

/**
 * Picks the orders paid by UPI (each seeded order is one part) and the state of each payment: expired
 * unpaid or paid then cancelled for a cancelled part; awaiting payment (some after a rejected UTR),
 * being verified or paid for a placed one; paid once a part is accepted, as it must be to ship.
 */
async function chooseUpiPayments(client: pg.Client): Promise<void> {
  await client.query(`create temp table bench_upi as
    select c.*, (400000000000 + c.n)::text as utr,
      c.payment = 'awaiting_payment' and c.draw < ${RECENT_SHARES.rejected} as rejected,
      c.order_date + least(interval '10 minutes', c.age / 4) as utr_at,
      c.order_date + least(interval '30 minutes', c.age / 2) as paid_at,
      gen_random_uuid() as entry_id
    from (select chosen.*, row_number() over (order by chosen.order_id) as n,
        case
          when chosen.part_status = 'cancelled' and chosen.age > ${PAYMENT_WINDOW} and chosen.draw < ${EXPIRED_SHARE}
            then 'expired'
          when chosen.part_status = 'placed' and chosen.age < interval '${AWAITING_HOURS} hours' then
            case when chosen.draw < ${RECENT_SHARES.awaiting} then 'awaiting_payment'
              when chosen.draw < ${RECENT_SHARES.awaiting} + ${RECENT_SHARES.verifying} then 'verifying' else 'paid' end
          when chosen.part_status = 'placed' and chosen.draw < ${VERIFYING_SHARE} then 'verifying'
          else 'paid' end as payment
      from (select o.id as order_id, vo.id as part_id, o.customer_id, vo.status as part_status, o.order_date,
          vo.subtotal_paise - vo.discount_paise as paid_paise, now() - o.order_date as age, random() as draw
        from orders o join vendor_orders vo on vo.order_id = o.id
        where random() < ${UPI_SHARE}) as chosen) as c`);
}

/** The chosen orders' payment columns, as checkout, the shopper's UTR and the operator's decision leave them. */
async function markOrdersPaidByUpi(client: pg.Client): Promise<void> {
  const rejectedAt = `u.order_date + least(interval '2 hours', u.age / 2)`;
  const utrGiven = `u.payment in ('verifying', 'paid')`;
  await client.query(`update orders o set payment_method = 'upi', payment_status = u.payment,
      payment_due_by = case when u.rejected then ${rejectedAt} else o.order_date end + ${PAYMENT_WINDOW},
      payment_utr = case when ${utrGiven} then u.utr end, payment_utr_at = case when ${utrGiven} then u.utr_at end,
      payment_paid_at = case when u.payment = 'paid' then u.paid_at end,
      payment_rejected_reason = case when u.rejected then '${REJECTED_REASON}' end
    from bench_upi u where o.id = u.order_id`);
}

/**
 * The chosen orders' parts: a delivered one's cash was never collected by its vendor, and an expired
 * order's part was cancelled by the store when its window passed, not by its vendor.
 */
async function settleUpiParts(client: pg.Client): Promise<void> {
  await client.query(`update vendor_orders vo set payment_collected_at = null
    from bench_upi u where vo.id = u.part_id and vo.status = 'delivered'`);
  await client.query(
    `update vendor_orders vo set cancel_reason = $1::text,
      history = jsonb_build_array(vo.history -> 0, jsonb_build_object('status', 'cancelled',
        'at', u.order_date + ${PAYMENT_WINDOW}, 'actorRole', 'system', 'actorId', null, 'note', $1::text))
    from bench_upi u where vo.id = u.part_id and u.payment = 'expired'`,
    [EXPIRED_REASON],
  );
}

/**
 * Each part cancelled after its order was paid is owed back from its cancel; those owed three days
 * or more were mostly sent, each with the bank's reference and the operator who marked it.
 */
async function oweRefunds(client: pg.Client, operatorId: string): Promise<void> {
  await client.query(
    `insert into upi_refunds (order_id, vendor_order_id, amount_paise, status, created_at, due_at, refunded_at,
        refunded_by, reference)
      select order_id, part_id, paid_paise, case when sent then 'refunded' else 'due' end, cancelled_at, cancelled_at,
        case when sent then cancelled_at + interval '2 days' end, case when sent then $1::uuid end,
        case when sent then (500000000000 + n)::text end
      from (select u.*, u.order_date + ${CANCELLED_AFTER} as cancelled_at,
          u.age > interval '3 days' and random() >= ${STILL_DUE_SHARE} as sent
        from bench_upi u where u.part_status = 'cancelled' and u.payment = 'paid') as cancelled`,
    [operatorId],
  );
}

/** Each confirmed payment's entry: the marketplace holds what the shopper paid until delivery (`paymentConfirmedPostings`). */
async function postPaymentsConfirmed(client: pg.Client): Promise<void> {
  await client.query(`insert into journal_entries (id, event, event_key, order_id, reference, created_at)
    select entry_id, 'upi_payment_confirmed', 'upi_payment_confirmed:' || order_id, order_id, utr, paid_at
    from bench_upi where payment = 'paid'`);
  await client.query(`insert into journal_postings (entry_id, account, party_id, amount_paise, created_at)
    select u.entry_id, leg.account, null, leg.amount, e.created_at from bench_upi u
    join journal_entries e on e.id = u.entry_id
    cross join lateral (values ('upi_collections', -u.paid_paise), ('paid_awaiting_delivery', u.paid_paise))
      as leg(account, amount)
    where u.payment = 'paid' and u.paid_paise <> 0`);
}

/** Every delivered part, cash or UPI, with what its delivery withholds (`deliveryTermsOf`, `withheldOn`). */
async function readDeliveries(client: pg.Client): Promise<void> {
  await client.query(`create temp table bench_deliveries as
    select w.*, w.subtotal_paise - w.commission_paise - w.gst_paise - w.tds_paise as payable_paise
    from (select t.*, ${shareOf('t.commission_paise', '1800')} as gst_paise,
        ${shareOf('t.gross_paise', 't.tds_hundredths')} as tds_paise
      from (select vo.id as part_id, vo.order_id, vo.vendor_id, vo.subtotal_paise, vo.commission_paise,
          o.payment_method = 'upi' as by_upi, vo.order_date + ${DELIVERED_AFTER} as delivered_at,
          vo.seller_gstin, coalesce(vo.seller_state_code = o.place_of_supply_state_code, false) as intra_state,
          case when o.payment_method = 'upi' then ${TDS_WITHOUT_PAN} else 0 end as tds_hundredths,
          case when o.payment_method = 'upi' then vo.subtotal_paise else 0 end as gross_paise,
          gen_random_uuid() as entry_id
        from vendor_orders vo join orders o on o.id = vo.order_id where vo.status = 'delivered') as t) as w`);
}

/** What the vendor's statement says of a delivered part (`deliveryNote`). */
const deliveryNote = `'Subtotal ' || ${rupees('d.subtotal_paise')} || ', commission ' || ${rupees('d.commission_paise')}
  || case when d.by_upi then '' else ', paid in cash to the vendor' end
  || coalesce('; withheld ' || nullif(concat_ws(', ',
    case when d.gst_paise <> 0 then 'GST on commission ' || ${rupees('d.gst_paise')} end,
    case when d.tds_paise <> 0 then 'TDS ' || ${rupees('d.tds_paise')} end), ''), '')`;

/**
 * Each delivered part's entry (`deliveryPostings`): by UPI out of what the shopper paid ahead, in cash
 * out of what the vendor took; the vendor's payable less commission and what is withheld. Beside it
 * the register's row of the withholding, and the vendor's commission invoice of that month marked due.
 */
async function postDeliveries(client: pg.Client): Promise<void> {
  await readDeliveries(client);
  await client.query(`insert into journal_entries (id, event, event_key, order_id, vendor_order_id, note, created_at)
    select d.entry_id, 'part_delivered', 'part_delivered:' || d.part_id, d.order_id, d.part_id, ${deliveryNote},
      d.delivered_at
    from bench_deliveries d`);
  await client.query(`insert into journal_postings (entry_id, account, party_id, amount_paise, created_at)
    select d.entry_id, leg.account, leg.party_id, leg.amount, e.created_at from bench_deliveries d
    join journal_entries e on e.id = d.entry_id
    cross join lateral (values
      (case when d.by_upi then 'paid_awaiting_delivery' else 'vendor_cash' end,
        case when d.by_upi then null else d.vendor_id end, -d.subtotal_paise),
      ('vendor_payable', d.vendor_id, d.payable_paise), ('commission', null, d.commission_paise),
      ('gst_on_commission', null, d.gst_paise), ('tds_194o', null, d.tds_paise)) as leg(account, party_id, amount)
    where leg.amount <> 0`);
  await client.query(`insert into tax_withholdings (entry_id, vendor_id, vendor_order_id, seller_gstin, seller_pan,
      tcs_applies, intra_state, tds_hundredths, commission_paise, gst_on_commission_paise, taxable_paise,
      tcs_igst_paise, tcs_cgst_paise, tcs_sgst_paise, gross_paise, tds_paise, created_at)
    select entry_id, vendor_id, part_id, seller_gstin, null, false, intra_state, tds_hundredths, commission_paise,
      gst_paise, 0, 0, 0, 0, gross_paise, tds_paise, delivered_at
    from bench_deliveries`);
  await client.query(`insert into commission_invoices_due (vendor_id, month)
    select distinct vendor_id, to_char(delivered_at at time zone 'Asia/Kolkata', 'YYYY-MM') from bench_deliveries`);
}

/**
 * Each refund's entries: owed to the shopper out of what the marketplace held (`refundOwedPostings`)
 * and, once sent, paid out (`refundSentPostings`).
 */
async function postRefunds(client: pg.Client): Promise<void> {
  await client.query(`create temp table bench_refunds as
    select r.*, o.customer_id, gen_random_uuid() as owed_entry_id, gen_random_uuid() as sent_entry_id
    from upi_refunds r join orders o on o.id = r.order_id`);
  await client.query(`insert into journal_entries (id, event, event_key, order_id, vendor_order_id, reference,
      recorded_by, created_at)
    select owed_entry_id, 'part_refund_owed', 'part_refund_owed:' || vendor_order_id, order_id, vendor_order_id,
      null, null, due_at
    from bench_refunds
    union all
    select sent_entry_id, 'upi_refund_sent', 'upi_refund_sent:' || id, order_id, vendor_order_id, reference,
      refunded_by, refunded_at
    from bench_refunds where status = 'refunded'`);
  await client.query(`insert into journal_postings (entry_id, account, party_id, amount_paise, created_at)
    select owed_entry_id, leg.account, leg.party_id, leg.amount, e.created_at from bench_refunds
    join journal_entries e on e.id = owed_entry_id
    cross join lateral (values ('paid_awaiting_delivery', null::uuid, -amount_paise),
      ('shopper_refunds_owed', customer_id, amount_paise)) as leg(account, party_id, amount)
    union all
    select sent_entry_id, leg.account, leg.party_id, leg.amount, e.created_at from bench_refunds
    join journal_entries e on e.id = sent_entry_id
    cross join lateral (values ('shopper_refunds_owed', customer_id, -amount_paise),
      ('money_sent', null::uuid, amount_paise)) as leg(account, party_id, amount)
    where status = 'refunded'`);
}

/**
 * Turns a share of the seeded orders into UPI orders and writes what their payments, deliveries and
 * refunds put in the journal; `operatorId` is the operator who marked the refunds sent.
 */
export async function seedMoney(client: pg.Client, operatorId: string): Promise<void> {
  await chooseUpiPayments(client);
  await markOrdersPaidByUpi(client);
  await settleUpiParts(client);
  await oweRefunds(client, operatorId);
  await postPaymentsConfirmed(client);
  await postDeliveries(client);
  await postRefunds(client);
  await client.query('drop table bench_upi, bench_deliveries, bench_refunds');
}

// What a part's delivery withholds and a refunded return gives back, read from the tax facts checkout
// fixed on the part (the vendor's GSTIN and state, the place of supply, each line's taxable value) and
// the vendor's PAN, and written to the register of withholdings beside the journal entry that posts it.
import { shareHalfUp } from '@fabric-store/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { type PartLine, taxWithholdings } from '../../db/schema';
import { markCommissionInvoiceDue } from './commission-invoices';
import type { PaymentMethod } from './posting-rules';
import {
  deliveryTermsOf,
  NOTHING_WITHHELD,
  reversedOnReturn,
  type Withholding,
  type WithholdingBases,
  type WithholdingTerms,
  withheldOn,
} from './withholding-rules';

/** A withholding worked out, and how to register it once its journal entry is appended. */
export interface PendingWithholding {
  withheld: Withholding;
  register: (entryId: string) => Promise<void>;
}

interface PartFacts {
  vendorId: string;
  sellerGstin: string | null;
  sellerPan: string | null;
  yearGrossBeforePaise: number;
  intraState: boolean;
  commissionPaise: number;
  grossPaise: number;
  lines: PartLine[];
}

/**
 * The start of the financial year now is in: 1 April, 00:00 India time (UTC+05:30 all year), found from the
 * clock of the database, so a part's card and its delivery agree on the year.
 */
export const financialYearStartSql = sql`((date_trunc('year', (now() at time zone 'UTC') + interval '5 hours 30 minutes' - interval '3 months')
  + interval '3 months' - interval '5 hours 30 minutes') at time zone 'UTC')`;

/** `panOfIndividualOrHuf` in SQL: the PAN's fourth letter is P or H (false without a PAN). */
export const panOfIndividualOrHufSql = (panSql: SQL) => sql`coalesce(substr(${panSql}, 4, 1) in ('P', 'H'), false)`;

/**
 * The gross of the vendor `vendorSql`'s sales in the register this financial year, less their returns, read
 * only for a PAN whose holder section 194-O(2) may exempt (0 otherwise, as it decides nothing then).
 */
export const yearGrossBeforeSql = (vendorSql: SQL, panSql: SQL) => sql`case when ${panOfIndividualOrHufSql(panSql)}
  then (select coalesce(sum(yw.gross_paise), 0) from tax_withholdings yw
    where yw.vendor_id = ${vendorSql} and yw.created_at >= ${financialYearStartSql}) else 0 end`;

/** The tax facts of a part: its vendor's GSTIN and PAN, whether it ships within its state, its bases. */
async function partFacts(tx: Executor, partId: string): Promise<PartFacts | undefined> {
  const [part] = await queryRows<PartFacts>(
    tx,
    sql`select vo.vendor_id as "vendorId", vo.seller_gstin as "sellerGstin", p.pan as "sellerPan",
        ${yearGrossBeforeSql(sql`vo.vendor_id`, sql`p.pan`)}::float8 as "yearGrossBeforePaise",
        coalesce(vo.seller_state_code = o.place_of_supply_state_code, false) as "intraState",
        vo.commission_paise::float8 as "commissionPaise",
        (vo.subtotal_paise - case when vo.discount_funded_by = 'vendor' then vo.discount_paise else 0 end)::float8 as "grossPaise",
        vo.lines
      from vendor_orders vo join orders o on o.id = vo.order_id
        left join vendor_tax_profiles p on p.vendor_id = vo.vendor_id
      where vo.id = ${partId}`,
  );
  return (
    part && {
      ...part,
      yearGrossBeforePaise: Number(part.yearGrossBeforePaise),
      commissionPaise: Number(part.commissionPaise),
      grossPaise: Number(part.grossPaise),
    }
  );
}

/** The part's taxable value, as checkout fixed it on each line; null when a line carries none. */
export function taxableOf(lines: PartLine[]): number | null {
  let taxable = 0;
  for (const line of lines) {
    if (!line.tax) return null;
    taxable += line.tax.taxablePaise;
  }
  return taxable;
}

function registerRow(
  tx: Executor,
  row: { vendorOrderId: string; returnId: string | null; facts: PartFacts; terms: WithholdingTerms },
  bases: WithholdingBases,
  withheld: Withholding,
) {
  return async (entryId: string) => {
    const [registered] = await tx
      .insert(taxWithholdings)
      .values({
        entryId,
        vendorId: row.facts.vendorId,
        vendorOrderId: row.vendorOrderId,
        returnId: row.returnId,
        sellerGstin: row.facts.sellerGstin,
        sellerPan: row.facts.sellerPan,
        tcsApplies: row.terms.tcs,
        intraState: row.terms.intraState,
        tdsHundredths: row.terms.tdsHundredths,
        ...bases,
        ...withheld,
      })
      .returning({ createdAt: taxWithholdings.createdAt });
    // The month's commission invoice is due from its first withholding.
    if (registered) await markCommissionInvoiceDue(tx, row.facts.vendorId, registered.createdAt);
  };
}

/** What delivering the part withholds, on the terms `deliveryTermsOf` sets from its facts. */
export async function deliveryWithholding(
  tx: Executor,
  partId: string,
  method: PaymentMethod,
): Promise<PendingWithholding> {
  const facts = await partFacts(tx, partId);
  if (!facts) return { withheld: NOTHING_WITHHELD, register: async () => {} };
  const { terms, bases } = deliveryTermsOf({
    ...facts,
    byMarketplace: method === 'upi',
    taxablePaise: taxableOf(facts.lines),
  });
  const withheld = withheldOn(bases, terms);
  return {
    withheld,
    register: registerRow(tx, { vendorOrderId: partId, returnId: null, facts, terms }, bases, withheld),
  };
}

/** A refunded return, as its withholding needs it. */
export interface ReturnedMoney {
  returnId: string;
  commissionPaise: number;
  /** What the returned quantities came to for the vendor: the amount plus a marketplace coupon's share. */
  grossPaise: number;
}

interface DeliveryTerms extends WithholdingTerms {
  vendorOrderId: string;
  sellerPan: string | null;
}

/** The terms the part's delivery withheld on, and the bases of its returns registered before this one. */
async function deliveryAndEarlierReturns(tx: Executor, returnId: string) {
  const [row] = await queryRows<DeliveryTerms & WithholdingBases>(
    tx,
    sql`select d.vendor_order_id as "vendorOrderId", d.seller_pan as "sellerPan", d.tcs_applies as tcs, d.intra_state as "intraState",
        d.tds_hundredths as "tdsHundredths",
        coalesce(-sum(w.commission_paise), 0)::float8 as "commissionPaise",
        coalesce(-sum(w.taxable_paise), 0)::float8 as "taxablePaise",
        coalesce(-sum(w.gross_paise), 0)::float8 as "grossPaise"
      from returns r
        join tax_withholdings d on d.vendor_order_id = r.vendor_order_id and d.return_id is null
        left join tax_withholdings w on w.vendor_order_id = r.vendor_order_id and w.return_id is not null
      where r.id = ${returnId}
      group by d.id`,
  );
  if (!row) return undefined;
  const { vendorOrderId, sellerPan, tcs, intraState, tdsHundredths } = row;
  const before = {
    commissionPaise: Number(row.commissionPaise),
    taxablePaise: Number(row.taxablePaise),
    grossPaise: Number(row.grossPaise),
  };
  return { vendorOrderId, sellerPan, terms: { tcs, intraState, tdsHundredths: Number(tdsHundredths) }, before };
}

/**
 * The taxable value of the return's lines: for each, the share of its line's taxable value of the
 * quantity returned with it and before it (in the part's other refunded returns), less that before it.
 */
async function returnedTaxable(tx: Executor, returnId: string, lines: PartLine[]): Promise<number> {
  const rows = await queryRows<{ fabricId: string; kind: string; quantity: number; before: number }>(
    tx,
    sql`select l->>'fabricId' as "fabricId", l->>'kind' as kind, (l->>'quantity')::int as quantity,
        coalesce((select sum((o->>'quantity')::int) from returns other, jsonb_array_elements(other.lines) o
          where other.vendor_order_id = r.vendor_order_id and other.id <> r.id and other.status = 'refunded'
            and o->>'fabricId' = l->>'fabricId' and o->>'kind' = l->>'kind'), 0)::int as before
      from returns r, jsonb_array_elements(r.lines) l where r.id = ${returnId}`,
  );
  return rows.reduce((sum, row) => {
    const line = lines.find((candidate) => candidate.fabricId === row.fabricId && candidate.kind === row.kind);
    if (!line?.tax) return sum;
    // The taxable value of the first `quantity` hundredths of the line, half up.
    const upTo = (quantity: number) => shareHalfUp(line.tax?.taxablePaise ?? 0, quantity, line.quantity);
    return sum + upTo(row.before + row.quantity) - upTo(row.before);
  }, 0);
}

/**
 * What a refunded return gives back of what its part's delivery withheld, on the terms the delivery
 * withheld on: the withholding on all returned so far less that on what was returned before. A part
 * delivered before withholding began gives back nothing.
 */
export async function returnWithholding(tx: Executor, returned: ReturnedMoney): Promise<PendingWithholding> {
  const delivery = await deliveryAndEarlierReturns(tx, returned.returnId);
  const current = delivery && (await partFacts(tx, delivery.vendorOrderId));
  if (!delivery || !current) return { withheld: NOTHING_WITHHELD, register: async () => {} };
  // The return is registered under the PAN its delivery was, whatever the vendor's profile says now.
  const facts = { ...current, sellerPan: delivery.sellerPan };
  const { terms, before } = delivery;
  const bases = {
    commissionPaise: returned.commissionPaise,
    taxablePaise: terms.tcs ? await returnedTaxable(tx, returned.returnId, facts.lines) : 0,
    grossPaise: returned.grossPaise,
  };
  const reversed = reversedOnReturn(before, bases, terms);
  const negative = <T extends object>(values: T) =>
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, -value])) as T;
  return {
    withheld: reversed,
    register: registerRow(
      tx,
      { vendorOrderId: delivery.vendorOrderId, returnId: returned.returnId, facts, terms },
      negative(bases),
      negative(reversed),
    ),
  };
}

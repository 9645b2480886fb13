// A vendor's tax profile: what it is, what a complete one needs, and the facts checkout and the
// screens read of it. The bank account number leaves this file masked unless its owner just saved it.
import {
  maskedBankAccount,
  STORE_TIME_ZONE,
  stateNamed,
  type VendorTaxProfile,
  type VendorTaxProfileInput,
} from '@fabric-store/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import { conflict } from '../../core/errors';
import { selectBuiltOnce } from '../../db/built-once';
import type { Database, Executor } from '../../db/client';
import { gstRateInForceOn } from '../../db/gst-rate-span';
import { queryRows } from '../../db/query-rows';
import { gstRates, vendorTaxProfiles } from '../../db/schema';

type ProfileRow = typeof vendorTaxProfiles.$inferSelect;

/** What a complete profile holds, in the words the screens use; a GSTIN and a trade name are optional. */
const REQUIRED_PARTS: [string, (row: ProfileRow) => unknown][] = [
  ['Legal name', (row) => row.legalName],
  ['PAN', (row) => row.pan],
  ['Pickup address', (row) => row.pickupAddressLine && row.pickupCity && row.pickupStateCode && row.pickupPin],
  ['Return address', (row) => row.returnAddressLine && row.returnCity && row.returnStateCode && row.returnPin],
  ['Invoice prefix', (row) => row.invoicePrefix],
  ['Account holder', (row) => row.bankHolder],
  ['Account number', (row) => row.bankAccountNumber],
  ['IFSC', (row) => row.bankIfsc],
  ['Authorised signatory', (row) => row.signatoryName],
];

/** The parts a complete profile still needs; every part when the vendor has no profile yet. */
export function missingParts(row: ProfileRow | undefined): string[] {
  return REQUIRED_PARTS.filter(([, given]) => !row || !given(row)).map(([name]) => name);
}

const addressOf = (
  line: string | null,
  city: string | null,
  state: string | null,
  code: string | null,
  pin: string | null,
) => ({
  line,
  city,
  state,
  stateCode: code,
  pin,
});

function profileView(
  row: ProfileRow | undefined,
  showAccountNumber: boolean,
  fabricsWithoutHsnCode: number,
): VendorTaxProfile {
  const missing = missingParts(row);
  const account = row?.bankAccountNumber ?? null;
  return {
    legalName: row?.legalName ?? null,
    tradeName: row?.tradeName ?? null,
    gstin: row?.gstin ?? null,
    pan: row?.pan ?? null,
    pickupAddress: addressOf(
      row?.pickupAddressLine ?? null,
      row?.pickupCity ?? null,
      row?.pickupState ?? null,
      row?.pickupStateCode ?? null,
      row?.pickupPin ?? null,
    ),
    returnAddress: addressOf(
      row?.returnAddressLine ?? null,
      row?.returnCity ?? null,
      row?.returnState ?? null,
      row?.returnStateCode ?? null,
      row?.returnPin ?? null,
    ),
    invoicePrefix: row?.invoicePrefix ?? null,
    bankHolder: row?.bankHolder ?? null,
    bankAccountNumber: account && !showAccountNumber ? maskedBankAccount(account) : account,
    bankIfsc: row?.bankIfsc ?? null,
    signatoryName: row?.signatoryName ?? null,
    turnoverAbove5Crore: row?.turnoverAbove5Crore ?? false,
    registered: Boolean(row?.gstin),
    profileComplete: missing.length === 0,
    missing,
    fabricsWithoutHsnCode,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

async function profileRow(db: Executor, vendorId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(vendorTaxProfiles).where(eq(vendorTaxProfiles.vendorId, vendorId));
  return row;
}

/**
 * How many of a registered vendor's listed fabrics checkout would refuse for want of an HSN code: none, one
 * no rate row covers, or one of 4 digits above Rs. 5 crore (as `line-tax.ts` and `hsn-code.ts` decide).
 */
const todayInIndia = sql`(now() at time zone ${STORE_TIME_ZONE})::date`;

async function fabricsWithoutHsnCode(db: Executor, row: ProfileRow | undefined): Promise<number> {
  if (!row?.gstin || missingParts(row).length > 0) return 0;
  const [counted] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from fabrics f
      where f.vendor_id = ${row.vendorId} and f.deleted_at is null
        and (f.hsn_code is null or (${row.turnoverAbove5Crore} and length(f.hsn_code) < 6)
          or not exists (select 1 from ${gstRates} where f.hsn_code like ${gstRates.hsnPrefix} || '%'
            and ${gstRateInForceOn(todayInIndia)}))`,
  );
  return counted?.count ?? 0;
}

/** A vendor's profile as its screen and the operator's vendor view show it: the bank account masked. */
export async function readTaxProfile(db: Executor, vendorId: string): Promise<VendorTaxProfile> {
  const row = await profileRow(db, vendorId);
  return profileView(row, false, await fabricsWithoutHsnCode(db, row));
}

const stateCodeOf = (stateName: string | null) => (stateName ? (stateNamed(stateName)?.code ?? null) : null);

/**
 * Writes the vendor's whole profile and answers it to its owner with the account number in full, the
 * one time it is shown. An account number left empty keeps the stored one; an invoice prefix another
 * vendor uses is refused (409). The product page says where an unregistered vendor ships (its state),
 * so a saved profile clears the kept catalog pages once it has committed.
 */
export async function saveTaxProfile(
  db: Database,
  catalogChanged: () => void,
  vendorId: string,
  input: VendorTaxProfileInput,
): Promise<VendorTaxProfile> {
  await assertPrefixFree(db, vendorId, input.invoicePrefix);
  const values = {
    legalName: input.legalName,
    tradeName: input.tradeName,
    gstin: input.gstin,
    pan: input.pan,
    pickupAddressLine: input.pickupAddress.line,
    pickupCity: input.pickupAddress.city,
    pickupState: input.pickupAddress.state,
    pickupStateCode: stateCodeOf(input.pickupAddress.state),
    pickupPin: input.pickupAddress.pin,
    returnAddressLine: input.returnAddress.line,
    returnCity: input.returnAddress.city,
    returnState: input.returnAddress.state,
    returnStateCode: stateCodeOf(input.returnAddress.state),
    returnPin: input.returnAddress.pin,
    invoicePrefix: input.invoicePrefix,
    bankHolder: input.bankHolder,
    bankIfsc: input.bankIfsc,
    signatoryName: input.signatoryName,
    turnoverAbove5Crore: input.turnoverAbove5Crore,
    updatedAt: sql`now()`,
    ...(input.bankAccountNumber && { bankAccountNumber: input.bankAccountNumber }),
  };
  const [row] = await db
    .insert(vendorTaxProfiles)
    .values({ vendorId, ...values })
    .onConflictDoUpdate({ target: vendorTaxProfiles.vendorId, set: values })
    .returning();
  catalogChanged();
  return profileView(row, true, await fabricsWithoutHsnCode(db, row));
}

async function assertPrefixFree(db: Executor, vendorId: string, prefix: string | null): Promise<void> {
  if (!prefix) return;
  const [holder] = await db
    .select({ vendorId: vendorTaxProfiles.vendorId })
    .from(vendorTaxProfiles)
    .where(eq(vendorTaxProfiles.invoicePrefix, prefix));
  if (holder && holder.vendorId !== vendorId)
    throw conflict('INVOICE_PREFIX_TAKEN', `Invoice prefix ${prefix} is used by another vendor; choose another`);
}

/** Where a vendor with a complete profile ships from and whether it is registered, as checkout taxes its lines. */
export interface SellerTaxFacts {
  stateCode: string;
  stateName: string;
  /** Null for an unregistered vendor, which sells only within its state. */
  gstin: string | null;
  /** Turnover above Rs. 5 crore: its invoices need HSN codes of 6 digits or more. */
  sixDigitHsn: boolean;
}

// Read by every checkout and fabric page: one shape for any number of vendors, built once.
const profilesOf = selectBuiltOnce('seller_tax_profiles', (qb) =>
  qb
    .select()
    .from(vendorTaxProfiles)
    .where(sql`${vendorTaxProfiles.vendorId} = any(${sql.placeholder('vendorIds')})`),
);

/** The tax facts of those vendors whose profile is complete; a vendor absent from the answer sells untaxed, as before profiles. */
export async function sellerTaxFacts(db: Executor, vendorIds: readonly string[]): Promise<Map<string, SellerTaxFacts>> {
  if (vendorIds.length === 0) return new Map();
  const rows = await profilesOf(db, { vendorIds });
  return new Map(
    rows
      .filter((row) => missingParts(row).length === 0)
      .map((row) => [
        row.vendorId,
        {
          stateCode: row.pickupStateCode ?? '',
          stateName: row.pickupState ?? '',
          gstin: row.gstin,
          sixDigitHsn: row.turnoverAbove5Crore,
        },
      ]),
  );
}

/** Whether the vendor's fabrics need an HSN code of 6 digits or more (turnover above Rs. 5 crore). */
export async function needsSixDigitHsn(db: Executor, vendorId: string): Promise<boolean> {
  return (await profileRow(db, vendorId))?.turnoverAbove5Crore ?? false;
}

/** Whether the vendor's profile is complete: what a tax invoice needs of its seller. */
export async function hasCompleteTaxProfile(db: Executor, vendorId: string): Promise<boolean> {
  return missingParts(await profileRow(db, vendorId)).length === 0;
}

/** Refuses (409, saying what is missing) a listing by a vendor whose profile is not complete. */
export async function assertTaxProfileComplete(db: Executor, vendorId: string): Promise<void> {
  const missing = missingParts(await profileRow(db, vendorId));
  if (missing.length > 0)
    throw conflict(
      'TAX_PROFILE_INCOMPLETE',
      `Complete your tax profile before listing fabrics (Fabric-Store requires it). Missing: ${missing.join(', ')}.`,
    );
}

/**
 * The return address of the vendor `vendorId` (an SQL expression, such as `r.vendor_id`) on one line, as
 * the "Return approved" mail and the shopper's approved return give it: null while its profile has none.
 */
export const returnAddressSql = (vendorId: SQL) => sql`(select case when p.return_address_line is not null
    and p.return_city is not null and p.return_state is not null and p.return_pin is not null
    then concat_ws(', ', p.return_address_line, p.return_city, p.return_state || ' ' || p.return_pin) end
  from vendor_tax_profiles p where p.vendor_id = ${vendorId})`;

/** The vendor's return address on one line, as `returnAddressSql` gives it: null while its profile has none. */
export async function returnAddressOf(tx: Executor, vendorId: string): Promise<string | null> {
  const [row] = await queryRows<{ address: string | null }>(
    tx,
    sql`select ${returnAddressSql(sql`${vendorId}::uuid`)} as address`,
  );
  return row?.address ?? null;
}

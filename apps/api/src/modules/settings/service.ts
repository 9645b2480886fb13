import type { AdminSettings, AdminSettingsUpdate } from '@fabric-store/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { recordAction } from '../../db/audit';
import type { Database, Executor } from '../../db/client';
import { appSettings } from '../../db/schema';

/** The operator's settings, each a row of `app_settings` under its own key, with the value it has until set. */
const SETTINGS = {
  vendorApproval: { key: 'vendor_approval', fallback: 'automatic' },
  upiVpa: { key: 'upi_vpa', fallback: '' },
  upiPayeeName: { key: 'upi_payee_name', fallback: 'Fabric Store' },
  upiPaymentWindowMinutes: { key: 'upi_payment_window_minutes', fallback: '1440' },
  marketplaceLegalName: { key: 'marketplace_legal_name', fallback: 'Fabric Store' },
  marketplaceGstin: { key: 'marketplace_gstin', fallback: '' },
  marketplaceAddress: { key: 'marketplace_address', fallback: '' },
  requireTaxProfile: { key: 'require_tax_profile', fallback: 'false' },
} as const satisfies Record<keyof AdminSettings, { key: string; fallback: string }>;

const NAMES = Object.keys(SETTINGS) as (keyof AdminSettings)[];

export async function readSettings(db: Executor): Promise<AdminSettings> {
  const rows = await db
    .select()
    .from(appSettings)
    .where(
      inArray(
        appSettings.key,
        NAMES.map((name) => SETTINGS[name].key),
      ),
    );
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const text = (name: keyof AdminSettings) => stored.get(SETTINGS[name].key) ?? SETTINGS[name].fallback;
  return {
    vendorApproval: text('vendorApproval') === 'manual' ? 'manual' : 'automatic',
    upiVpa: text('upiVpa'),
    upiPayeeName: text('upiPayeeName'),
    upiPaymentWindowMinutes: Number(text('upiPaymentWindowMinutes')),
    marketplaceLegalName: text('marketplaceLegalName'),
    marketplaceGstin: text('marketplaceGstin'),
    marketplaceAddress: text('marketplaceAddress'),
    requireTaxProfile: text('requireTaxProfile') === 'true',
  };
}

/** Whether listing a fabric needs a complete tax profile. */
export async function taxProfileRequired(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SETTINGS.requireTaxProfile.key));
  return row?.value === 'true';
}

/** A UPI payment's window (minutes) and payee, as checkout fixes them on a UPI order. */
export async function upiSettings(db: Executor) {
  const { upiVpa, upiPayeeName, upiPaymentWindowMinutes } = await readSettings(db);
  return { upiVpa, upiPayeeName, upiPaymentWindowMinutes };
}

/** A vendor registering now starts pending under manual approval, active under automatic. */
export async function newVendorStatus(db: Executor): Promise<'active' | 'pending'> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SETTINGS.vendorApproval.key));
  return row?.value === 'manual' ? 'pending' : 'active';
}

/** Stores one setting's value, in place of any before it. */
async function writeSetting(db: Executor, name: keyof AdminSettings, value: string | number | boolean) {
  await db
    .insert(appSettings)
    .values({ key: SETTINGS[name].key, value: String(value) })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: sql`excluded.value` } });
}

/** The demo's settings, written with the demo data into an empty database: no operator made them, so no audit entry. */
export async function seedSettings(db: Executor, values: AdminSettingsUpdate): Promise<void> {
  for (const name of NAMES) {
    const value = values[name];
    if (value !== undefined) await writeSetting(db, name, value);
  }
}

/** Writes the settings given (the rest keep their values) and an audit entry for each that changed, in one transaction. */
export async function changeSettings(
  db: Database,
  operatorId: string,
  change: AdminSettingsUpdate,
): Promise<AdminSettings> {
  await db.transaction(async (tx) => {
    const before = await readSettings(tx);
    for (const name of NAMES) {
      const value = change[name];
      if (value === undefined || before[name] === value) continue;
      await writeSetting(tx, name, value);
      await recordAction(tx, {
        actorId: operatorId,
        action: `set ${name} to ${value === '' ? 'nothing' : value}`,
        targetType: 'settings',
        targetId: name,
      });
    }
  });
  return readSettings(db);
}

import type { AdminSettings } from '@fabric-store/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { appSettings } from '../../db/schema';
import { recordAction } from './audit';

/** The operator's settings, each a row of `app_settings` under its own key, with the value it has until set. */
const SETTINGS = {
  vendorApproval: { key: 'vendor_approval', fallback: 'automatic' },
} as const satisfies Record<keyof AdminSettings, { key: string; fallback: string }>;

export async function readSettings(db: Executor): Promise<AdminSettings> {
  const rows = await db
    .select()
    .from(appSettings)
    .where(
      inArray(
        appSettings.key,
        Object.values(SETTINGS).map((setting) => setting.key),
      ),
    );
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const vendorApproval = stored.get(SETTINGS.vendorApproval.key);
  return { vendorApproval: vendorApproval === 'manual' ? 'manual' : SETTINGS.vendorApproval.fallback };
}

async function writeSettings(db: Executor, settings: AdminSettings): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: SETTINGS.vendorApproval.key, value: settings.vendorApproval })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: sql`excluded.value` } });
}

/** A vendor registering now starts pending under manual approval, active under automatic. */
export async function newVendorStatus(db: Executor): Promise<'active' | 'pending'> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SETTINGS.vendorApproval.key));
  return row?.value === 'manual' ? 'pending' : 'active';
}

/** Writes the operator's settings and an audit entry for each that changed, in one transaction. */
export async function changeSettings(
  db: Database,
  operatorId: string,
  settings: AdminSettings,
): Promise<AdminSettings> {
  await db.transaction(async (tx) => {
    const before = await readSettings(tx);
    await writeSettings(tx, settings);
    for (const name of Object.keys(settings) as (keyof AdminSettings)[]) {
      if (before[name] === settings[name]) continue;
      await recordAction(tx, {
        actorId: operatorId,
        action: `set ${name} to ${settings[name]}`,
        targetType: 'settings',
        targetId: name,
      });
    }
  });
  return readSettings(db);
}

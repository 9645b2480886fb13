// The operator's commission percents, one JSON value of `app_settings`, read by checkout.
import { type CommissionSettings, CommissionSettingsSchema, type CommissionSettingsView } from '@fabric-store/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { badRequest } from '../../core/errors';
import { recordAction } from '../../db/audit';
import { selectBuiltOnce } from '../../db/built-once';
import type { Database, Executor } from '../../db/client';
import { appSettings, users } from '../../db/schema';
import { listCategories, unknownCategory } from '../categories/service';

const COMMISSION_KEY = 'commission';

/** Until the operator sets one, the marketplace takes nothing. */
const NO_COMMISSION: CommissionSettings = { defaultPercent: 0, categories: {}, vendors: {} };

// Read by every checkout: built once, and prepared on each connection.
const commissionRow = selectBuiltOnce('commission', (qb) =>
  qb.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, COMMISSION_KEY)),
);

/** The percents as set (validated again on the way out, so a hand-edited row cannot price an order wrongly). */
export async function readCommission(db: Executor): Promise<CommissionSettings> {
  const [row] = await commissionRow(db, {});
  if (!row) return NO_COMMISSION;
  const parsed = CommissionSettingsSchema.safeParse(JSON.parse(row.value));
  if (!parsed.success) throw new Error(`app_settings.commission is not valid: ${parsed.error.message}`);
  // Percents saved before keys were matched without case ("Silk") still apply to the fabrics' "silk".
  const categories = Object.entries(parsed.data.categories).map(([name, percent]) => [name.toLowerCase(), percent]);
  return { ...parsed.data, categories: Object.fromEntries(categories) };
}

/**
 * The category percents keyed as fabrics store their category (lower case), each category on the list:
 * an unknown one, or one given twice in two cases, is refused (400) rather than saved and never matched.
 */
async function categoryPercents(db: Executor, given: Record<string, number>): Promise<Record<string, number>> {
  const known = await listCategories(db);
  const keyed: Record<string, number> = {};
  for (const [name, percent] of Object.entries(given)) {
    const category = name.trim().toLowerCase();
    if (!known.includes(category)) throw unknownCategory(name, known);
    if (category in keyed) throw badRequest('CATEGORY_REPEATED', `The category ${category} is given twice.`);
    keyed[category] = percent;
  }
  return keyed;
}

/** The percents with the names of the vendors that have their own, for the operator's console. */
export async function readCommissionView(db: Executor): Promise<CommissionSettingsView> {
  const settings = await readCommission(db);
  const ids = Object.keys(settings.vendors);
  const named =
    ids.length === 0
      ? []
      : await db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(and(inArray(users.id, ids), eq(users.role, 'vendor')));
  return { ...settings, vendorNames: Object.fromEntries(named.map((vendor) => [vendor.id, vendor.name])) };
}

/** Replaces the percents and records the change in the audit log, in one transaction; later orders use them. */
export async function changeCommission(
  db: Database,
  operatorId: string,
  settings: CommissionSettings,
): Promise<CommissionSettingsView> {
  const value = JSON.stringify({ ...settings, categories: await categoryPercents(db, settings.categories) });
  await db.transaction(async (tx) => {
    const before = JSON.stringify(await readCommission(tx));
    await tx
      .insert(appSettings)
      .values({ key: COMMISSION_KEY, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: sql`excluded.value` } });
    if (before === value) return;
    const overrides = Object.keys(settings.categories).length + Object.keys(settings.vendors).length;
    await recordAction(tx, {
      actorId: operatorId,
      action: `set commission to ${settings.defaultPercent}% with ${overrides} override${overrides === 1 ? '' : 's'}`,
      targetType: 'settings',
      targetId: 'commission',
    });
  });
  return readCommissionView(db);
}

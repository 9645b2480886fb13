// The one list of fabric categories: read by the vendor's form, checked by fabrics and commission.
import { asc, eq } from 'drizzle-orm';
import { badRequest, conflict } from '../../core/errors';
import { recordAction } from '../../db/audit';
import type { Database, Executor } from '../../db/client';
import { fabricCategories } from '../../db/schema';

/** Every category by name: the seven the store opened with (alphabetical), then those added, oldest first. */
export async function listCategories(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ name: fabricCategories.name })
    .from(fabricCategories)
    .orderBy(asc(fabricCategories.createdAt), asc(fabricCategories.name));
  return rows.map((row) => row.name);
}

/** The 400 for a category not on the list, naming the ones that are. */
export const unknownCategory = (name: string, known: string[]) =>
  badRequest('CATEGORY_UNKNOWN', `"${name}" is not a category. The categories are: ${known.join(', ')}.`);

/** Refuses (400) a category not on the list; `name` is lower case, as fabrics store it. */
export async function assertKnownCategory(db: Executor, name: string): Promise<void> {
  const [found] = await db
    .select({ name: fabricCategories.name })
    .from(fabricCategories)
    .where(eq(fabricCategories.name, name));
  if (!found) throw unknownCategory(name, await listCategories(db));
}

/** The operator adds a category (409 when it is one already), recorded in the audit log; answers the list. */
export async function addCategory(db: Database, operatorId: string, name: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [added] = await tx
      .insert(fabricCategories)
      .values({ name, addedBy: operatorId })
      .onConflictDoNothing()
      .returning({ name: fabricCategories.name });
    if (!added) throw conflict('CATEGORY_EXISTS', `"${name}" is a category already.`);
    await recordAction(tx, {
      actorId: operatorId,
      action: `added the category ${name}`,
      targetType: 'settings',
      targetId: 'categories',
    });
    return listCategories(tx);
  });
}

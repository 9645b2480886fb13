import type { AdminUserPage, AdminUsersQuerySchema, Role } from '@fabric-store/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { conflict, notFound } from '../../core/errors';
import type { Database, Executor } from '../../db/client';
import { isoDate, nameOrEmailHolds, readPage, whereAll } from '../../db/paging';
import { users } from '../../db/schema';

interface UserRow {
  id: string;
  name: string;
  email: string;
  role: Role;
  createdAt: Date | string;
}

/** Every account still open, newest first, by role and by a part of its name or email. */
export function listPeople(db: Executor, query: z.output<typeof AdminUsersQuerySchema>): Promise<AdminUserPage> {
  const where = whereAll(
    sql`u.deleted_at is null`,
    query.role ? sql`u.role = ${query.role}` : undefined,
    nameOrEmailHolds(query.q),
  );
  return readPage<UserRow, AdminUserPage['items'][number]>(
    db,
    {
      columns: sql`u.id, u.name, u.email, u.role, u.created_at as "createdAt"`,
      from: sql`from users u ${where}`,
      orderBy: sql`u.created_at desc, u.id desc`,
    },
    query.page,
    (row) => ({ _id: row.id, name: row.name, email: row.email, role: row.role, createdAt: isoDate(row.createdAt) }),
  );
}

/**
 * Gives a shopper's account the operator's role, under its row's lock. A vendor's account stays a
 * vendor: its fabrics and orders belong to a shop, and an operator is not one.
 */
export async function promoteToOperator(tx: Executor, userId: string): Promise<void> {
  const [user] = await tx
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update');
  if (!user) throw notFound('ACCOUNT_NOT_FOUND', 'Account not found.');
  if (user.role === 'admin') throw conflict('ALREADY_OPERATOR', 'This account is already an operator.');
  if (user.role === 'vendor') {
    throw conflict(
      'VENDOR_CANNOT_BE_OPERATOR',
      'A vendor account sells on Fabric-Store, so it cannot be an operator: use a shopper account.',
    );
  }
  await tx.update(users).set({ role: 'admin' }).where(eq(users.id, userId));
}

/**
 * Start-up's operator (`ADMIN_EMAIL`, `ADMIN_PASSWORD`): the account with that email becomes an
 * operator, created with that password when there is none; an existing account keeps its password.
 */
export async function ensureOperator(db: Database, email: string, passwordHash: () => Promise<string>) {
  const normalised = email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.email, normalised), isNull(users.deletedAt)));
  if (existing) {
    if (existing.role !== 'admin') await db.update(users).set({ role: 'admin' }).where(eq(users.id, existing.id));
    return;
  }
  await db
    .insert(users)
    .values({ name: 'Fabric-Store operator', email: normalised, passwordHash: await passwordHash(), role: 'admin' })
    .onConflictDoNothing();
}

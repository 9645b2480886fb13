import { MAX_SAVED_ADDRESSES, type SavedAddress, type SavedAddressRequestSchema } from '@fabric-store/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Caller } from '../../core/caller';
import { conflict, forbidden, notFound } from '../../core/errors';
import type { Database, Executor } from '../../db/client';
import { savedAddresses } from '../../db/schema';

type SavedAddressInput = z.output<typeof SavedAddressRequestSchema>;

export const SHOPPERS_ONLY = 'Only shoppers keep addresses for checkout.';
export const ADDRESS_NOT_FOUND = 'Address not found.';
export const TOO_MANY_ADDRESSES = `You can keep up to ${MAX_SAVED_ADDRESSES} addresses; delete one to add another.`;

type SavedAddressRow = typeof savedAddresses.$inferSelect;

function toSavedAddress(row: SavedAddressRow): SavedAddress {
  return {
    _id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    country: row.country,
    phone: row.phone,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}

function assertShopper(caller: Caller): void {
  if (caller.role !== 'customer') throw forbidden('SHOPPERS_ONLY', SHOPPERS_ONLY);
}

const ownAddress = (caller: Caller, id: string) => and(eq(savedAddresses.id, id), eq(savedAddresses.userId, caller.id));

/** Takes the default from the shopper's other addresses, before one becomes the default. */
const clearDefault = (tx: Executor, caller: Caller) =>
  tx
    .update(savedAddresses)
    .set({ isDefault: false })
    .where(and(eq(savedAddresses.userId, caller.id), sql`${savedAddresses.isDefault}`));

/**
 * Serialises one shopper's address writes (the user row's lock), so the count limit and the one
 * default hold when two tabs save at once; the partial unique index backs the default up.
 */
const lockShopper = (tx: Executor, caller: Caller) =>
  tx.execute(sql`select 1 from users where id = ${caller.id} for update`);

/** The shopper's addresses, the default first, then in the order they were added. */
export async function listSavedAddresses(db: Database, caller: Caller): Promise<SavedAddress[]> {
  assertShopper(caller);
  const rows = await db
    .select()
    .from(savedAddresses)
    .where(eq(savedAddresses.userId, caller.id))
    .orderBy(desc(savedAddresses.isDefault), asc(savedAddresses.createdAt), asc(savedAddresses.id));
  return rows.map(toSavedAddress);
}

/** Adds an address; the first one, or one sent with `isDefault: true`, becomes the default. */
export async function addSavedAddress(db: Database, caller: Caller, input: SavedAddressInput): Promise<SavedAddress> {
  assertShopper(caller);
  return db.transaction(async (tx) => {
    await lockShopper(tx, caller);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(savedAddresses)
      .where(eq(savedAddresses.userId, caller.id));
    if (count >= MAX_SAVED_ADDRESSES) throw conflict('TOO_MANY_ADDRESSES', TOO_MANY_ADDRESSES);
    const isDefault = count === 0 || input.isDefault === true;
    if (isDefault) await clearDefault(tx, caller);
    const [row] = await tx
      .insert(savedAddresses)
      .values({ ...input, userId: caller.id, isDefault })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toSavedAddress(row);
  });
}

/** Changes one of the shopper's addresses; `isDefault: true` moves the default to it (false is ignored: one stays default). */
export async function updateSavedAddress(
  db: Database,
  caller: Caller,
  id: string,
  input: SavedAddressInput,
): Promise<SavedAddress> {
  assertShopper(caller);
  return db.transaction(async (tx) => {
    await lockShopper(tx, caller);
    const { isDefault, ...parts } = input;
    const [current] = await tx.select({ id: savedAddresses.id }).from(savedAddresses).where(ownAddress(caller, id));
    if (!current) throw notFound('ADDRESS_NOT_FOUND', ADDRESS_NOT_FOUND);
    if (isDefault === true) await clearDefault(tx, caller);
    const [row] = await tx
      .update(savedAddresses)
      .set({ ...parts, ...(isDefault === true && { isDefault: true }) })
      .where(ownAddress(caller, id))
      .returning();
    if (!row) throw notFound('ADDRESS_NOT_FOUND', ADDRESS_NOT_FOUND);
    return toSavedAddress(row);
  });
}

/** Deletes one of the shopper's addresses; when it was the default, the oldest remaining one takes over. */
export async function deleteSavedAddress(db: Database, caller: Caller, id: string): Promise<void> {
  assertShopper(caller);
  await db.transaction(async (tx) => {
    await lockShopper(tx, caller);
    const [deleted] = await tx
      .delete(savedAddresses)
      .where(ownAddress(caller, id))
      .returning({ isDefault: savedAddresses.isDefault });
    if (!deleted) throw notFound('ADDRESS_NOT_FOUND', ADDRESS_NOT_FOUND);
    if (!deleted.isDefault) return;
    await tx.execute(sql`update saved_addresses set is_default = true where id = (
      select id from saved_addresses where user_id = ${caller.id} order by created_at, id limit 1)`);
  });
}

/** Deletes every address a user saved: they are personal data and go with the account. */
export async function deleteSavedAddressesOf(tx: Executor, userId: string): Promise<void> {
  await tx.delete(savedAddresses).where(eq(savedAddresses.userId, userId));
}

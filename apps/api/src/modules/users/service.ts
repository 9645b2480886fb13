import {
  type AddressParts,
  formatAddressLine,
  type ProfileUpdateRequestSchema,
  type PublicUser,
} from '@fabric-store/shared';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Caller } from '../../core/caller';
import { conflict, notFound } from '../../core/errors';
import type { Database, Executor } from '../../db/client';
import { users } from '../../db/schema';
import type { CatalogChanged } from '../fabrics/catalog-changes';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';

function addressPartsOf(user: Caller): AddressParts {
  return {
    address: user.address,
    city: user.city,
    state: user.state,
    postalCode: user.postalCode,
    country: user.country,
  };
}

/** The user as every response shows it: never the password hash; the spec's `address` is the parts on one line. */
export function toPublicUser(user: Caller): PublicUser {
  const shippingAddress = addressPartsOf(user);
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    address: formatAddressLine(shippingAddress),
    shippingAddress,
    role: user.role,
    language: user.language,
  };
}

/**
 * The address columns a register or profile request writes, or undefined to leave them alone.
 * The parts win when sent. A one-line `address` alone (a client of the spec's shape) becomes the
 * street with the other parts emptied, so nothing is shipped twice; sent back unchanged, exactly as
 * this API formatted it, it changes nothing, so a one-line client never flattens the parts.
 */
export function addressColumns(
  input: { address?: string | undefined; shippingAddress?: AddressParts | undefined },
  current?: Caller,
): AddressParts | undefined {
  if (input.shippingAddress) return input.shippingAddress;
  if (input.address === undefined) return undefined;
  if (current && formatAddressLine(addressPartsOf(current)) === input.address) return undefined;
  return { address: input.address, city: '', state: '', postalCode: '', country: '' };
}

type ProfileUpdate = z.output<typeof ProfileUpdateRequestSchema>;

/**
 * Updates name, email, phone, address and language; the role never changes here. A vendor's name is
 * on each of their fabrics, so a vendor's change clears the kept catalog pages once it has committed.
 */
export async function updateProfile(
  db: Database,
  catalogChanged: CatalogChanged,
  caller: Caller,
  input: ProfileUpdate,
): Promise<PublicUser> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, input.email), ne(users.id, caller.id)));
  if (taken) throw conflict('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);

  const [updated] = await db
    .update(users)
    .set({
      name: input.name,
      email: input.email,
      ...(input.phone !== undefined && { phone: input.phone }),
      ...(input.language !== undefined && { language: input.language }),
      ...addressColumns(input, caller),
    })
    .where(and(eq(users.id, caller.id), isNull(users.deletedAt)))
    .returning();
  if (!updated) throw notFound('ACCOUNT_NOT_FOUND', 'Your account no longer exists.');
  if (updated.role === 'vendor') catalogChanged();
  return toPublicUser(updated);
}

/**
 * Scrubs the account's row of personal data and marks it deleted, which revokes its tokens at once.
 * Orders keep the name, email and address they were placed with, so vendors can still ship them.
 */
export async function scrubAccount(tx: Executor, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({
      name: 'Deleted user',
      email: sql`'deleted-' || ${users.id} || '@deleted.invalid'`,
      passwordHash: '',
      phone: '',
      address: '',
      city: '',
      state: '',
      postalCode: '',
      country: '',
      deletedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

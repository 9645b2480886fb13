import type { LoginRequest, RegisterRequestSchema, SessionUser } from '@fabric-store/shared';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { TokenService } from '../../core/caller';
import { conflict, databaseErrorCode, unauthorized } from '../../core/errors';
import type { Database, Executor } from '../../db/client';
import { users } from '../../db/schema';
import { addressColumns, EMAIL_TAKEN_MESSAGE, toPublicUser } from '../users/service';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';

/** Verified against when the email is unknown, so that a miss takes as long as a wrong password. */
const DECOY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$b+QiTPr6bodIe/MiC1pr5A$Ql8dtF7v9hxZ88sWZ0ytDrDqY1zx8MA65jrmAOCiyvY';

/** argon2id's cost: memory in KiB and passes over it. */
export interface PasswordHashCost {
  memoryKib: number;
  passes: number;
}

/** OWASP's first argon2id setting (19 MiB, 2 passes): what a store uses unless its configuration says otherwise. */
export const OWASP_HASH_COST: PasswordHashCost = { memoryKib: 19_456, passes: 2 };

// Set once per process from its configuration, before the first password is hashed. A hash carries its
// own cost, so a password hashed at one cost is verified under any other.
let hashCost = OWASP_HASH_COST;

export function setPasswordHashCost(cost: PasswordHashCost): void {
  hashCost = cost;
}

export const hashPassword = (password: string) =>
  hash(password, { memoryCost: hashCost.memoryKib, timeCost: hashCost.passes });

/** A new account's row: its password hashed, a vendor's standing as the settings start it. */
export interface NewAccount {
  input: z.output<typeof RegisterRequestSchema>;
  passwordHash: string;
  vendorStatus: 'active' | 'pending' | undefined;
}

/** Writes a new account and answers its row; a taken email is 409 (the unique index decides, under any race). */
export async function insertAccount(tx: Executor, { input, passwordHash, vendorStatus }: NewAccount) {
  try {
    const [row] = await tx
      .insert(users)
      .values({
        name: input.name,
        email: input.email,
        passwordHash,
        phone: input.phone,
        ...addressColumns(input),
        role: input.role,
        ...(input.language && { language: input.language }),
        ...(vendorStatus && { vendorStatus }),
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (error) {
    if (databaseErrorCode(error) === '23505') throw conflict('EMAIL_TAKEN', EMAIL_TAKEN_MESSAGE);
    throw error;
  }
}

/** Checks the password and returns the user with a fresh token: what the web stores as its session. */
export async function loginUser(db: Database, tokens: TokenService, input: LoginRequest): Promise<SessionUser> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, input.email), isNull(users.deletedAt)));
  const matches = await verify(user?.passwordHash || DECOY_HASH, input.password).catch(() => false);
  if (!user || !matches) throw unauthorized('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
  return { ...toPublicUser(user), token: tokens.sign(user.id, user.sessionVersion) };
}

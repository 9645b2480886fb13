import type { Database } from '../src/db/client';
import { users } from '../src/db/schema';
import { hashPassword } from '../src/modules/auth/service';
import { createTokenService, resolveTokenSecret } from '../src/modules/auth/tokens';

/**
 * Creates many users straight in the database and mints their tokens with the secret every
 * process shares, so load tests need neither the login rate limit nor hundreds of argon2 hashes.
 */
export async function createUsersDirectly(
  db: Database,
  count: number,
  role: 'customer' | 'vendor',
): Promise<{ id: string; token: string }[]> {
  const passwordHash = await hashPassword('load-test-password');
  const tag = crypto.randomUUID().slice(0, 8);
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        name: `Load ${role} ${index}`,
        email: `load-${tag}-${role}-${index}@test.example`,
        passwordHash,
        phone: '+91 90000 00000',
        address: 'Load street',
        role,
      })),
    )
    .returning({ id: users.id });
  const tokens = createTokenService(await resolveTokenSecret(db, undefined), 3600);
  return rows.map((row) => ({ id: row.id, token: tokens.sign(row.id) }));
}

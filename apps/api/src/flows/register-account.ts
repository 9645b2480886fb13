// A new account, as named steps in one transaction: a vendor's standing from the operator's approval
// setting, the account written, its welcome mail queued. The password is hashed before the transaction.
import type { PublicUser, RegisterRequestSchema } from '@fabric-store/shared';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { hashPassword, insertAccount } from '../modules/auth/service';
import { enqueueWelcomeMail } from '../modules/mail/account-mails';
import { newVendorStatus } from '../modules/settings/service';
import { toPublicUser } from '../modules/users/service';

/** Registers a shopper or a vendor (pending under manual approval); a taken email is 409. */
export async function registerAccount(
  db: Database,
  input: z.output<typeof RegisterRequestSchema>,
): Promise<PublicUser> {
  const passwordHash = await hashPassword(input.password);
  const created = await db.transaction(async (tx) => {
    const vendorStatus = input.role === 'vendor' ? await newVendorStatus(tx) : undefined;
    const row = await insertAccount(tx, { input, passwordHash, vendorStatus });
    await enqueueWelcomeMail(tx, row);
    return row;
  });
  return toPublicUser(created);
}

import { createHash, randomBytes } from 'node:crypto';
import {
  type ChangePasswordRequest,
  type ChangePasswordResponse,
  RESET_TOKEN_VALID_MINUTES,
  type ResetPasswordRequest,
} from '@fabric-store/shared';
import { verify } from '@node-rs/argon2';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Caller, TokenService } from '../../core/caller';
import { badRequest } from '../../core/errors';
import type { Database } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import { enqueuePasswordChangedMail, enqueuePasswordResetMail } from '../mail/account-mails';
import { hashPassword } from './service';

export const RESET_REQUESTED_MESSAGE = `If an account exists for that email, we have sent it a link to reset the password. The link works for ${RESET_TOKEN_VALID_MINUTES} minutes.`;
export const RESET_LINK_INVALID_MESSAGE =
  'This reset link is invalid, already used or expired. Please ask for a new one.';
export const PASSWORD_RESET_MESSAGE = 'Your password is reset. Please login with your new password.';
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Your current password is not correct.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password is changed. Every other device is signed out.';
export const SIGNED_OUT_EVERYWHERE_MESSAGE = 'You are signed out on every device.';

/** Only the SHA-256 of a reset token is stored: a copy of the database opens no account. */
const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Every earlier token of the account stops working: the version its tokens carry moves on. */
const nextSessionVersion = sql`${users.sessionVersion} + 1`;

/**
 * A reset link for the account at `email`, if there is a live one: a new random token (256 bits)
 * replaces any earlier one, and its mail goes out through the outbox in the same transaction.
 * Nothing is told to the caller: the route answers the same before this runs.
 */
export async function requestPasswordReset(db: Database, email: string): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = tokenHashOf(token);
  const expiresAt = new Date(Date.now() + RESET_TOKEN_VALID_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.email, email), isNull(users.deletedAt)));
    if (!user) return;
    await tx
      .insert(passwordResetTokens)
      .values({ userId: user.id, tokenHash, expiresAt })
      .onConflictDoUpdate({ target: passwordResetTokens.userId, set: { tokenHash, expiresAt, createdAt: sql`now()` } });
    await enqueuePasswordResetMail(tx, user, token, expiresAt);
  });
}

/**
 * Sets a new password with a reset token, which is spent by the same statement that checks it: of two
 * uses, one wins. Signs the account out everywhere and does not sign it in.
 */
export async function resetPassword(db: Database, input: ResetPasswordRequest): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .delete(passwordResetTokens)
      .where(
        and(eq(passwordResetTokens.tokenHash, tokenHashOf(input.token)), gt(passwordResetTokens.expiresAt, sql`now()`)),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw badRequest('RESET_LINK_INVALID', RESET_LINK_INVALID_MESSAGE);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, sessionVersion: nextSessionVersion })
      .where(and(eq(users.id, spent.userId), isNull(users.deletedAt)))
      .returning();
    if (!user) throw badRequest('RESET_LINK_INVALID', RESET_LINK_INVALID_MESSAGE);
    await enqueuePasswordChangedMail(tx, user, 'reset');
  });
}

/**
 * Changes the caller's password after checking the current one. Every other session ends; the caller's
 * goes on with the new token this answers.
 */
export async function changePassword(
  db: Database,
  tokens: TokenService,
  caller: Caller,
  input: ChangePasswordRequest,
): Promise<ChangePasswordResponse> {
  const [current] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, caller.id));
  const matches = await verify(current?.passwordHash ?? '', input.currentPassword).catch(() => false);
  if (!matches) throw badRequest('CURRENT_PASSWORD_WRONG', CURRENT_PASSWORD_WRONG_MESSAGE);
  const passwordHash = await hashPassword(input.newPassword);
  const user = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(users)
      .set({ passwordHash, sessionVersion: nextSessionVersion })
      .where(and(eq(users.id, caller.id), isNull(users.deletedAt)))
      .returning();
    if (!changed) throw badRequest('CURRENT_PASSWORD_WRONG', CURRENT_PASSWORD_WRONG_MESSAGE);
    await enqueuePasswordChangedMail(tx, changed, 'change');
    return changed;
  });
  return { message: PASSWORD_CHANGED_MESSAGE, token: tokens.sign(user.id, user.sessionVersion) };
}

/** Signs the caller's account out on every device, this one included. */
export async function revokeSessions(db: Database, caller: Caller): Promise<void> {
  await db.update(users).set({ sessionVersion: nextSessionVersion }).where(eq(users.id, caller.id));
}

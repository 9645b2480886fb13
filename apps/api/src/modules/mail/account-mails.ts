import type { Role } from '@fabric-store/shared';
import { RESET_TOKEN_VALID_MINUTES } from '@fabric-store/shared';
import type { Executor } from '../../db/client';
import { enqueueMail } from './outbox';

interface Account {
  id: string;
  name: string;
  email: string;
}

export async function enqueueWelcomeMail(tx: Executor, user: Account & { role: Role }) {
  await enqueueMail(tx, {
    kind: 'welcome',
    dedupeKey: `welcome:${user.id}`,
    to: { email: user.email, userId: user.id },
    mail: { name: user.name, role: user.role },
  });
}

/** The reset link's mail; dropped rather than sent once the link it carries no longer works. */
export async function enqueuePasswordResetMail(tx: Executor, user: Account, token: string, expiresAt: Date) {
  await enqueueMail(tx, {
    kind: 'password_reset',
    dedupeKey: `password-reset:${user.id}:${expiresAt.getTime()}:${token.slice(0, 8)}`,
    to: { email: user.email, userId: user.id },
    mail: { name: user.name, token, validMinutes: RESET_TOKEN_VALID_MINUTES },
    expiresAt,
  });
}

/** "Your password was changed", keyed by the session version the change moved the account to. */
export async function enqueuePasswordChangedMail(
  tx: Executor,
  user: Account & { sessionVersion: number },
  by: 'reset' | 'change',
) {
  await enqueueMail(tx, {
    kind: 'password_changed',
    dedupeKey: `password-changed:${user.id}:${user.sessionVersion}`,
    to: { email: user.email, userId: user.id },
    mail: { name: user.name, by },
  });
}

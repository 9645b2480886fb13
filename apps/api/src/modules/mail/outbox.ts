import type { Executor } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { MailKind, MailPayloads } from './kinds';

export interface OutgoingMail<K extends MailKind> {
  kind: K;
  /** Names the event and the recipient: a second enqueue with the same key is ignored. */
  dedupeKey: string;
  to: { email: string; userId: string | null };
  mail: MailPayloads[K];
  /** A mail that is pointless after this (a reset link's validity) is dropped instead of sent late. */
  expiresAt?: Date;
  /** A mail that should wait (a review invite, days after delivery); by default it goes at once. */
  dueAt?: Date;
}

/**
 * Writes a mail to the outbox. Call it with the transaction of the change the mail is about: the mail
 * then exists exactly when the change committed, and the senders deliver it after the commit.
 */
export async function enqueueMail<K extends MailKind>(tx: Executor, outgoing: OutgoingMail<K>): Promise<void> {
  await enqueueMails(tx, [outgoing]);
}

/** Writes several mails of one change to the outbox in one statement (a round trip fewer in its transaction each). */
export async function enqueueMails(tx: Executor, outgoing: OutgoingMail<MailKind>[]): Promise<void> {
  if (outgoing.length === 0) return;
  await tx
    .insert(mailOutbox)
    .values(
      outgoing.map((mail) => ({
        kind: mail.kind,
        dedupeKey: mail.dedupeKey,
        recipient: mail.to.email,
        recipientUserId: mail.to.userId,
        payload: mail.mail as unknown as Record<string, unknown>,
        expiresAt: mail.expiresAt ?? null,
        ...(mail.dueAt && { dueAt: mail.dueAt }),
      })),
    )
    .onConflictDoNothing({ target: mailOutbox.dedupeKey });
}

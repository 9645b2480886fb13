import type { Language } from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { MailKind, MailPayloads } from './kinds';
import { isMailKind, renderMail } from './messages';
import type { MailTransport } from './transport';

/** The part of the app's logger (pino) the sender writes to: what happened to a mail, never its content. */
interface MailLog {
  info(facts: object, message: string): void;
  warn(facts: object, message: string): void;
  error(facts: object, message: string): void;
}

/** How long a claimed mail stays with its process: far above the transport's timeouts. */
const CLAIM_LEASE_SECONDS = 300;
/** A failing mail is retried for at least this long before it is given up. */
const RETRY_FOR_HOURS = 24;
const MAX_RETRY_DELAY_SECONDS = 3600;
const BATCH_SIZE = 20;

interface ClaimedMail {
  id: string;
  kind: string;
  recipient: string;
  payload: unknown;
  recipientUserId: string | null;
  /** The recipient account's language as it is when the mail goes (English for a mail to no account). */
  language: Language;
  attempts: number;
  /** The recipient's account was deleted, or the mail is past its use: it is dropped, not sent. */
  unwanted: boolean;
}

/**
 * How a kind of mail whose facts may change between enqueueing and sending (a review invite due days
 * after a delivery, a sale's mail due at its start) is settled as it goes: the mail as it should go
 * now, or null when it has nothing left to say and is dropped. The modules that write such mails
 * hand these over where the app is put together, so the mailer depends on none of them; every other
 * kind goes as written.
 */
export type MailSettledAtSendTime = {
  [K in MailKind]?: (db: Executor, mail: MailPayloads[K], userId: string | null) => Promise<MailPayloads[K] | null>;
};

export interface DeliveryRound {
  sent: number;
  failed: number;
  dropped: number;
}

export interface MailSender {
  /** Claims the due mails (a batch at a time) and sends them; tests call it to deliver deterministically. */
  deliverDueMails: () => Promise<DeliveryRound>;
  /** How often the mail sender's job looks for due mails (`MAIL_POLL_MS`). */
  pollMs: number;
  /** Lets go of the transport once the job has stopped. */
  close: () => void;
}

/**
 * Claims due mails in a short transaction of its own: `skip locked` lets every process claim at once
 * without two taking one row, and the lease (`claimed_until`) hands a row back if its process dies
 * before it marks the mail sent. The attempt number fences the later updates to this claim.
 */
function claimDueMails(db: Database): Promise<ClaimedMail[]> {
  return queryRows<ClaimedMail>(
    db,
    sql`with due as (
        select id from mail_outbox
        where sent_at is null and dropped_at is null and due_at <= now()
          and (claimed_until is null or claimed_until < now())
        order by due_at limit ${BATCH_SIZE}
        for update skip locked)
      update mail_outbox m
        set claimed_until = now() + ${CLAIM_LEASE_SECONDS} * interval '1 second', attempts = m.attempts + 1
      from due where m.id = due.id
      returning m.id, m.kind, m.recipient, m.payload, m.recipient_user_id as "recipientUserId", m.attempts,
        coalesce((select u.language from users u where u.id = m.recipient_user_id), 'en') as language,
        (coalesce(m.expires_at < now(), false) or exists (select 1 from users u
          where u.id = m.recipient_user_id and u.deleted_at is not null)) as unwanted`,
  );
}

const markSent = (db: Database, mail: ClaimedMail) =>
  db.execute(sql`update mail_outbox set sent_at = now(), claimed_until = null, payload = null, last_error = null
    where id = ${mail.id} and attempts = ${mail.attempts}`);

const markDropped = (db: Database, mail: ClaimedMail, reason: string) =>
  db.execute(sql`update mail_outbox set dropped_at = now(), claimed_until = null, payload = null, last_error = ${reason}
    where id = ${mail.id} and attempts = ${mail.attempts}`);

/** Backs off (doubling, up to an hour) and gives up only once the mail has been retried for a day. */
const markFailed = (db: Database, mail: ClaimedMail, error: string, retryBaseSeconds: number) =>
  db.execute(sql`update mail_outbox set claimed_until = null, last_error = ${error},
      due_at = now() + least(${MAX_RETRY_DELAY_SECONDS}, ${retryBaseSeconds} * power(2, attempts - 1)) * interval '1 second',
      dropped_at = case when created_at < now() - ${RETRY_FOR_HOURS} * interval '1 hour' then now() end
    where id = ${mail.id} and attempts = ${mail.attempts}`);

/** What went wrong, without the mail: the error's code and the server's reply code only. */
export function failureOf(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const name = error instanceof Error ? error.name : 'Error';
  return [typeof code === 'string' ? code : name, typeof responseCode === 'number' ? responseCode : null]
    .filter((part) => part !== null)
    .join(' ');
}

export function createMailSender(
  db: Database,
  transport: MailTransport,
  log: MailLog,
  options: { pollMs: number; retryBaseSeconds: number; linkOrigin: string },
  settledAtSendTime: MailSettledAtSendTime = {},
): MailSender {
  const settle = <K extends MailKind>(kind: K, payload: MailPayloads[K], userId: string | null) => {
    const settler = settledAtSendTime[kind] as MailSettledAtSendTime[K] | undefined;
    return settler ? settler(db, payload, userId) : Promise.resolve(payload);
  };

  async function deliver(mail: ClaimedMail): Promise<keyof DeliveryRound> {
    if (mail.unwanted || !isMailKind(mail.kind) || mail.payload === null) {
      await markDropped(db, mail, mail.unwanted ? 'unwanted' : 'unknown kind');
      return 'dropped';
    }
    try {
      const payload = await settle(mail.kind, mail.payload as MailPayloads[MailKind], mail.recipientUserId);
      if (payload === null) {
        await markDropped(db, mail, 'no longer true');
        return 'dropped';
      }
      const rendered = await renderMail(mail.kind, payload, options.linkOrigin, mail.language);
      const where = await transport.send({ id: mail.id, to: mail.recipient, ...rendered });
      await markSent(db, mail);
      log.info({ mailId: mail.id, kind: mail.kind, where }, 'mail sent');
      return 'sent';
    } catch (error) {
      const failure = failureOf(error);
      await markFailed(db, mail, failure, options.retryBaseSeconds);
      log.warn({ mailId: mail.id, kind: mail.kind, attempts: mail.attempts, failure }, 'mail not sent; will retry');
      return 'failed';
    }
  }

  async function deliverDueMails(): Promise<DeliveryRound> {
    const round: DeliveryRound = { sent: 0, failed: 0, dropped: 0 };
    for (;;) {
      const claimed = await claimDueMails(db);
      const failedBefore = round.failed;
      for (const mail of claimed) round[await deliver(mail)] += 1;
      // A short batch emptied the queue; a failure means the server is likely down: wait for the next round.
      if (claimed.length < BATCH_SIZE || round.failed > failedBefore) return round;
    }
  }

  return { deliverDueMails, pollMs: options.pollMs, close: () => transport.close() };
}

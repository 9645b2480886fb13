// The outbox is the store's one queue of work that must happen once: every process claims due mails
// with `skip locked` and sends them (modules/mail/sender.ts).
import { type Repeating, repeatEvery } from '../core/repeat';
import { failureOf, type MailSender } from '../modules/mail/sender';
import type { JobLog } from './job-log';

/** The job: every process delivers the due mails every `MAIL_POLL_MS`. */
export const mailSenderJob = (mail: MailSender, log: JobLog): Repeating =>
  repeatEvery(
    mail.pollMs,
    () => mail.deliverDueMails(),
    (error) => log.error({ failure: failureOf(error) }, 'the mail sender could not read the outbox'),
  );

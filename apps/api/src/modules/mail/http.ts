import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { siteOrigin } from '../pages/page-server';
import { withMailOrigin } from './mail-origin';
import { createMailSender, type MailSender, type MailSettledAtSendTime } from './sender';
import { createMailTransport, DEFAULT_MAIL_FROM, type MailSettings } from './transport';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's mail sender: its job (jobs/mail-sender.ts) delivers the outbox; tests may deliver due mails themselves. */
    mail: MailSender;
  }
}

/** An app built without mail settings (a test) writes its mails as .eml files in a folder of its own. */
const settingsForTests = (): MailSettings => ({
  smtpUrl: undefined,
  from: DEFAULT_MAIL_FROM,
  dataDir: path.join(tmpdir(), `fabric-store-mail-${process.pid}`),
  pollMs: 1000,
  retryBaseSeconds: 30,
});

/**
 * The store's outgoing mail: each request's origin for the links of the mails it enqueues, and the
 * sender that delivers the outbox, stopped when the app closes.
 */
export function registerMailer(
  app: FastifyInstance,
  db: Database,
  settings: MailSettings | undefined,
  publicUrl: string | undefined,
  settledAtSendTime: MailSettledAtSendTime,
): void {
  // The hook hands the rest of the request to the origin's context, so the handler and its awaits see it.
  app.addHook('onRequest', (request, _reply, done) => withMailOrigin(siteOrigin(request, publicUrl), done));
  const chosen = settings ?? settingsForTests();
  const sender = createMailSender(db, createMailTransport(chosen), app.log, chosen, settledAtSendTime);
  app.decorate('mail', sender);
  // Registered before the jobs' hook, so it runs after it (Fastify closes in reverse): the last round has ended.
  app.addHook('onClose', async () => sender.close());
  if (!chosen.smtpUrl)
    app.log.info({ folder: path.join(chosen.dataDir, 'mail') }, 'SMTP_URL is unset: mails are written as .eml files');
}

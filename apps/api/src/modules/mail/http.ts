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

/** The links of a mail no request wrote (a job's), in a store without PUBLIC_URL: the development server. */
const ORIGIN_WITHOUT_A_REQUEST = 'http://localhost:3000';

/** An app built without mail settings (a test) writes its mails as .eml files in a folder of its own. */
const settingsForTests = (): MailSettings => ({
  smtpUrl: undefined,
  from: DEFAULT_MAIL_FROM,
  dataDir: path.join(tmpdir(), `fabric-store-mail-${process.pid}`),
  pollMs: 1000,
  retryBaseSeconds: 30,
});

/**
 * The store's outgoing mail: the origin of its links (PUBLIC_URL, or without it the origin of the request
 * that enqueued the mail), and the sender that delivers the outbox, stopped when the app closes.
 */
export function registerMailer(
  app: FastifyInstance,
  db: Database,
  settings: MailSettings | undefined,
  publicUrl: string | undefined,
  settledAtSendTime: MailSettledAtSendTime,
): void {
  // Without PUBLIC_URL a mail's links take the origin of the request that wrote it: the hook hands the rest
  // of the request to that origin's context, so the handler and its awaits see it.
  if (publicUrl === undefined)
    app.addHook('onRequest', (request, _reply, done) => withMailOrigin(siteOrigin(request, publicUrl), done));
  const chosen = settings ?? settingsForTests();
  const linkOrigin = publicUrl ?? ORIGIN_WITHOUT_A_REQUEST;
  const sender = createMailSender(
    db,
    createMailTransport(chosen),
    app.log,
    { ...chosen, linkOrigin },
    settledAtSendTime,
  );
  app.decorate('mail', sender);
  // Registered before the jobs' hook, so it runs after it (Fastify closes in reverse): the last round has ended.
  app.addHook('onClose', async () => sender.close());
  if (!chosen.smtpUrl)
    app.log.info({ folder: path.join(chosen.dataDir, 'mail') }, 'SMTP_URL is unset: mails are written as .eml files');
}

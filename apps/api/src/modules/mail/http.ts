import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
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
 * The store's outgoing mail and the sender that delivers the outbox, stopped when the app closes. Every
 * link in a mail goes to PUBLIC_URL, or without it to this machine's own port: never to the host a request
 * names, which anyone can forge (a reset link pointing at another site hands that site the token).
 */
export function registerMailer(
  app: FastifyInstance,
  db: Database,
  settings: MailSettings | undefined,
  publicUrl: string | undefined,
  port: number,
  settledAtSendTime: MailSettledAtSendTime,
): void {
  const chosen = settings ?? settingsForTests();
  const linkOrigin = publicUrl ?? `http://localhost:${port}`;
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

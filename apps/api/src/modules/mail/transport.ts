import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export const DEFAULT_MAIL_FROM = 'Fabric-Store <no-reply@fabric-store.example>';

export interface MailSettings {
  /** `smtp://user:pass@host:port` or `smtps://…`; unset, mails are written as .eml files under `dataDir/mail`. */
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  /** How often each process looks for due mails. */
  pollMs: number;
  /** The first retry's delay; each further one doubles it, up to an hour. */
  retryBaseSeconds: number;
}

export interface OutboundMail {
  /** The outbox row's id: the Message-ID is made from it, so a receiver can tell a resend. */
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface MailTransport {
  /** Hands the mail over; answers where it went (an .eml path, or the SMTP server's reply). */
  send: (mail: OutboundMail) => Promise<string>;
  close: () => void;
}

const messageOf = (from: string, mail: OutboundMail) => ({
  from,
  to: mail.to,
  subject: mail.subject,
  html: mail.html,
  text: mail.text,
  messageId: `<${mail.id}@fabric-store.mail>`,
});

/** Sends through SMTP_URL, or writes .eml files a developer can open when it is unset. */
export function createMailTransport(settings: Pick<MailSettings, 'smtpUrl' | 'from' | 'dataDir'>): MailTransport {
  if (settings.smtpUrl) {
    // Timeouts well under the claim's lease, so a hung server cannot make a second process resend.
    const smtp = nodemailer.createTransport({
      url: settings.smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
    return {
      send: async (mail) => (await smtp.sendMail(messageOf(settings.from, mail))).response,
      close: () => smtp.close(),
    };
  }
  const folder = path.join(settings.dataDir, 'mail');
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const { message } = await files.sendMail(messageOf(settings.from, mail));
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`);
      // Written whole under another name first, so that a reader never sees half a mail.
      const partial = `${file}.${randomUUID()}.part`;
      await writeFile(partial, message as Buffer);
      await rename(partial, file);
      return file;
    },
    close: () => files.close(),
  };
}

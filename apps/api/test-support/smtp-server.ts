import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { MailSettings } from '../src/modules/mail/transport';
import { freePort } from './free-port';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  from: string;
}

export interface TestSmtpServer {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** The mails received for `address`. */
  to: (address: string) => ReceivedMail[];
  /** Waits until `count` mails in all (or matching `where`) have arrived, or fails after `timeoutMs`. */
  waitFor: (count: number, where?: (mail: ReceivedMail) => boolean, timeoutMs?: number) => Promise<ReceivedMail[]>;
  /** Stops listening: connections are refused, as from a server that is down. */
  stop: () => Promise<void>;
  /** Listens again on the same port. */
  start: () => Promise<void>;
}

const addressesOf = (field: ParsedMail['to']) =>
  [field ?? []]
    .flat()
    .flatMap((group) => group.value.map((entry) => entry.address ?? ''))
    .join(', ');

/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1, no TLS and no login, that parses every
 * mail it accepts with `mailparser`: the store sends to it exactly as it would to a provider.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;

  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (parsed) => {
            received.push({
              to: addressesOf(parsed.to),
              from: parsed.from?.text ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              messageId: parsed.messageId ?? '',
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => resolve());
    });
  };
  await start();

  const waitFor = async (count: number, where: (mail: ReceivedMail) => boolean = () => true, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const matching = received.filter(where);
      if (matching.length >= count) return matching;
      if (Date.now() > deadline) {
        throw new Error(`expected ${count} mails, ${matching.length} arrived: ${matching.map((m) => m.subject)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    to: (address) => received.filter((mail) => mail.to === address),
    waitFor,
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    start,
  };
}

/** Mail settings for an app that sends to `smtp`, retrying after `retryBaseSeconds`. */
export const smtpMailSettings = (smtp: TestSmtpServer, retryBaseSeconds = 30): MailSettings => ({
  smtpUrl: smtp.url,
  from: 'Fabric-Store <no-reply@fabric-store.example>',
  dataDir: '/nonexistent',
  pollMs: 100,
  retryBaseSeconds,
});

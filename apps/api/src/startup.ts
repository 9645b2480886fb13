import http from 'node:http';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './plugins/errors';

/** One line in the shape of pino's logs, for the moments before the app (and its logger) exists. */
export function logStartup(level: 'info' | 'warn' | 'error', msg: string, fields: Record<string, unknown> = {}): void {
  const levels = { info: 30, warn: 40, error: 50 };
  process.stderr.write(
    `${JSON.stringify({ level: levels[level], time: Date.now(), pid: process.pid, msg, ...fields })}\n`,
  );
}

const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 10_000;

/**
 * Runs `prepare` (migrations, seed) until it succeeds: a database that is not up yet, or is
 * restarting, delays the start instead of ending it. Waits double from 0.5 s up to 10 s, each logged.
 * Any other failure (a broken migration, a seed that cannot be written) ends the start at once.
 */
export async function retryUntilReady(prepare: () => Promise<void>): Promise<void> {
  for (let wait = FIRST_RETRY_MS; ; wait = Math.min(wait * 2, LONGEST_RETRY_MS)) {
    try {
      await prepare();
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const reason =
        error instanceof Error ? (error.cause instanceof Error ? error.cause : error).message : String(error);
      logStartup('warn', 'database not ready; retrying', { reason, retryInMs: wait });
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/**
 * While the database is being waited for, the port answers every request with 503 and a message, so
 * that a health check or a shopper hears "not yet" instead of a refused connection. `close` frees the
 * port for the real server, which listens a few milliseconds later.
 */
export async function answerStarting(port: number, host: string): Promise<{ close: () => void }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'retry-after': String(RETRY_AFTER_SECONDS),
      connection: 'close',
    });
    response.end(JSON.stringify({ message: 'The store is starting: its database is not reachable yet.' }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    // Every answer says `connection: close`, so the requests still being answered end by themselves;
    // the port is free as soon as the listener closes.
    close: () => {
      server.close();
    },
  };
}

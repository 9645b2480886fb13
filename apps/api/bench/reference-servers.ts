import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_POOL_SIZE } from '../src/db/client';
import { freePort } from '../test-support/free-port';
import type { CapturedRequest } from './capture-statements';

export interface ReferenceServer {
  base: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

/** Starts a reference server script (see serve-in-workers.ts) on a free port; resolves once it listens. */
async function startReferenceServer(script: string, env: Record<string, string>): Promise<ReferenceServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, script)], {
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before it listened`)));
  });
  return { base: `http://127.0.0.1:${port}`, process: child, stop };
}

/** An answer's bytes as they were sent, with the headers that say what they are. */
export interface SentBytes {
  body: Buffer;
  contentType: string;
  contentEncoding: string | undefined;
}

/** bare-catalog-server.ts in `workers` processes, answering `page` to every request. */
export function startBareCatalogServer(page: SentBytes, bodyFile: string, workers: number): Promise<ReferenceServer> {
  writeFileSync(bodyFile, page.body);
  return startReferenceServer('bare-catalog-server.ts', {
    BODY_FILE: bodyFile,
    CONTENT_TYPE: page.contentType,
    ...(page.contentEncoding && { CONTENT_ENCODING: page.contentEncoding }),
    WORKERS: String(workers),
  });
}

/**
 * bare-statements-server.ts in `workers` processes, each with the API's pool, replaying `requests`
 * (captured from the API) on the database at `databaseUrl`, rolled back with `rollBack`.
 */
export function startBareStatementsServer(
  databaseUrl: string,
  requests: CapturedRequest[],
  capturedFile: string,
  { workers, rollBack }: { workers: number; rollBack: boolean },
): Promise<ReferenceServer> {
  writeFileSync(capturedFile, JSON.stringify(requests));
  return startReferenceServer('bare-statements-server.ts', {
    DATABASE_URL: databaseUrl,
    CAPTURED_FILE: capturedFile,
    POOL_SIZE: String(DEFAULT_POOL_SIZE),
    ROLL_BACK: rollBack ? '1' : '0',
    WORKERS: String(workers),
  });
}

import { type ChildProcess, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../src/free-port';

const entry = path.resolve(import.meta.dirname, 'bare-catalog-server.ts');

export interface BareServer {
  base: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

/** Starts bare-catalog-server.ts in `workers` processes serving `body`; resolves once they listen. */
export async function startBareCatalogServer(
  body: Buffer,
  contentType: string,
  bodyFile: string,
  workers: number,
): Promise<BareServer> {
  writeFileSync(bodyFile, body);
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      PORT: String(port),
      BODY_FILE: bodyFile,
      CONTENT_TYPE: contentType,
      WORKERS: String(workers),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code} before it listened`)));
  });
  return { base: `http://127.0.0.1:${port}`, process: child, stop };
}

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AppConfig } from './config';
import { pgliteFolder } from './db/client';

/** The argument with which the server's own script only prepares the database, then exits. */
export const PREPARE_ONLY = '--prepare-only';

/**
 * A new embedded store is prepared in a process of its own: initdb and drawing the demo photos leave
 * hundreds of megabytes in the C allocator that only an exiting process gives back. An existing store,
 * or one on a PostgreSQL server, is prepared in the serving process as before.
 */
export const preparesInChild = (config: AppConfig): boolean =>
  !config.databaseUrl && config.seedDemo && !existsSync(pgliteFolder(config.dataDir));

/**
 * Runs this script again with `--prepare-only` and waits for it. A stop asked for meanwhile (Ctrl+C,
 * SIGTERM) reaches the child too, and this process then exits cleanly, as a stopped server does.
 */
export function prepareInChildProcess(): Promise<void> {
  const script = process.argv[1];
  if (!script) return Promise.reject(new Error('the server script to run again is unknown'));
  const child = spawn(process.execPath, [...process.execArgv, script, PREPARE_ONLY], { stdio: 'inherit' });
  let stopped = false;
  const stop = (signal: NodeJS.Signals) => {
    stopped = true;
    child.kill(signal);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      if (stopped) process.exit(0);
      if (code === 0) resolve();
      else reject(new Error(`preparing the database ended with ${signal ?? `exit code ${code}`}`));
    });
  });
}

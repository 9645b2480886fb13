import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from './free-port';
import { TEST_HASH_COST } from './password-hash-cost';

const serverEntry = path.resolve(import.meta.dirname, '../src/server.ts');
let defaultCommand = ['--import', 'tsx', serverEntry];

/** Server processes start from this built script (`buildServer`) rather than the sources through tsx. */
export function startBuiltServer(script: string | undefined): void {
  if (script) defaultCommand = [script];
}

export interface ServerProcess {
  base: string;
  port: number;
  process: ChildProcess;
  /** Resolves once the process has exited, whatever ended it. */
  exited: Promise<unknown>;
  /** SIGTERM, and wait for the graceful shutdown. */
  stop: () => Promise<void>;
  /** SIGKILL: the process gets no chance to finish anything. */
  kill: () => Promise<void>;
  /** The lines the process has written to stderr so far (they are passed on to the test's stderr too). */
  log: string[];
}

/**
 * Starts `server.ts` as its own process on a free loopback port and waits until /api/health answers
 * 200, or with `until: 'answering'` until it answers at all (a server still waiting for its database).
 */
export async function startServerProcess(
  env: Record<string, string>,
  { until = 'healthy', command = defaultCommand }: { until?: 'healthy' | 'answering'; command?: string[] } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, command, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      PASSWORD_HASH_MEMORY_KIB: String(TEST_HASH_COST.memoryKib),
      PASSWORD_HASH_PASSES: String(TEST_HASH_COST.passes),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const log: string[] = [];
  if (child.stderr) {
    child.stderr.pipe(process.stderr, { end: false });
    // Whole lines, however the pipe cut them into chunks.
    createInterface({ input: child.stderr }).on('line', (line) => log.push(line));
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  for (let attempt = 0; attempt < 900; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was healthy`);
    const healthy = await fetch(`${base}/api/health`).then(
      (response) => response.ok || until === 'answering',
      () => false,
    );
    if (healthy)
      return { base, port, process: child, exited, stop: () => signal('SIGTERM'), kill: () => signal('SIGKILL'), log };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await signal('SIGKILL');
  throw new Error('server did not become healthy within 90 s');
}

/** A JSON request to a server process; answers the status and the parsed body. */
export async function callServer<T = unknown>(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json().catch(() => undefined)) as T };
}

/** The ids of a process's children, such as the workers of a cluster, from /proc. */
export function childProcessIds(parent: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // The command name in parentheses may hold spaces; the parent's pid is the second field after it.
        const afterName = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1];
        return Number(afterName?.split(' ')[1]) === parent;
      } catch {
        return false;
      }
    })
    .map(Number);
}

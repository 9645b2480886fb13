import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { get } from 'node:http';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { DEFAULT_POOL_SIZE, openDatabase } from '../src/db/client';
import { freePort } from '../test-support/free-port';
import { recordStatements } from '../test-support/statement-recorder';
import { BENCH_PUBLIC_URL } from './bench-server';
import type { CapturedStatement, FloorSpec } from './floor-server';
import type { LoadTarget } from './load';

/** A placeholder's value as node-postgres sends it: text (an array as PostgreSQL's array literal). */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) {
    const element = (item: unknown) => {
      const text = asText(item);
      return text === null ? 'NULL' : `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
    };
    return `{${value.map(element).join(',')}}`;
  }
  if (typeof value === 'object') throw new Error(`a captured value cannot be passed as text: ${String(value)}`);
  return String(value);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids a statement answered, cell by cell (null for any other cell), for the floor to follow. */
function returnedIds(rows: unknown[] | undefined): (string | null)[] | undefined {
  const ids = (rows ?? [])
    .flatMap((row) => (Array.isArray(row) ? row : Object.values(row as object)))
    .map((cell) => (typeof cell === 'string' && UUID.test(cell) ? cell : null));
  return ids.some(Boolean) ? ids : undefined;
}

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b/i;

/**
 * A request that runs its own transaction (a status move posts to the ledger in one) runs it as a
 * savepoint of the capture's transaction, so that its COMMIT does not commit the capture's change.
 */
function asSavepoint(text: string): string | undefined {
  const [, control] = TRANSACTION_CONTROL.exec(text) ?? [];
  if (!control) return undefined;
  const lower = control.toLowerCase();
  if (lower === 'begin') return 'savepoint captured_request';
  if (lower === 'commit') return 'release savepoint captured_request';
  return 'rollback to savepoint captured_request';
}

/** A target's next `count` requests, as its load would send them. */
function nextRequests(target: LoadTarget, count: number) {
  const url = new URL(target.url);
  return Array.from({ length: count }, () => {
    const next = target.next?.();
    return {
      path: next?.path ?? `${url.pathname}${url.search}`,
      headers: { ...target.headers, ...next?.headers },
      body: next?.body,
    };
  });
}

/**
 * Runs `count` requests of `target` through the API itself (buildApp on the same database, the
 * catalog cache off) and records every statement it sends for each, so that the floor runs exactly
 * what the API runs, never a retyped copy. With `rollBack` each request runs inside a transaction
 * that is rolled back, so that a change (a status move) is left for the floor to make again.
 */
export async function captureStatements(
  databaseUrl: string,
  jwtSecret: string,
  target: LoadTarget,
  { count = 50, rollBack = false } = {},
): Promise<CapturedStatement[][]> {
  const database = await openDatabase({ databaseUrl, ...(rollBack && { poolSize: 1 }) });
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    JWT_SECRET: jwtSecret,
    CATALOG_CACHE_MS: '0',
    PUBLIC_URL: BENCH_PUBLIC_URL,
  });
  const app = await buildApp(database, { ...config, logLevel: 'silent' });
  try {
    const captured: CapturedStatement[][] = [];
    for (const request of nextRequests(target, count)) {
      if (rollBack) await database.db.execute(sql`begin`);
      const statements = await recordStatements(
        async () => {
          const { statusCode } = await app.inject({
            method: target.method ?? 'GET',
            url: request.path,
            headers: request.headers,
            ...(request.body && { payload: request.body }),
          });
          if (statusCode < 200 || statusCode > 299)
            throw new Error(`${request.path} answered ${statusCode} while captured`);
        },
        rollBack ? asSavepoint : undefined,
      );
      if (rollBack) await database.db.execute(sql`rollback`);
      captured.push(
        statements
          // The floor's own BEGIN and ROLLBACK stand in for the request's transaction.
          .filter(({ text }) => !(rollBack && TRANSACTION_CONTROL.test(text)))
          .map(({ text, values, rows }) => {
            const returned = returnedIds(rows);
            return { text, values: values.map(asText), ...(returned && { returned }) };
          }),
      );
    }
    return captured;
  } finally {
    await app.close();
    await database.close();
  }
}

/** The Node floor on `requests`, with the pool size each API process has. */
export const statementsFloor = (databaseUrl: string, requests: CapturedStatement[][], rollBack = false): FloorSpec => ({
  kind: 'statements',
  databaseUrl,
  poolSize: DEFAULT_POOL_SIZE,
  rollBack,
  requests,
});

/** Bare node:http with the bytes of an answer the API sent, as sent (compressed, if asked so) and labelled. */
export function bytesFloor(url: string, headers: Record<string, string> = {}): Promise<FloorSpec> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`${url} answered ${response.statusCode}`));
        const { 'content-type': type = 'application/json', 'content-encoding': encoding } = response.headers;
        const sent = {
          'content-type': type,
          ...(encoding && { 'content-encoding': encoding, vary: 'accept-encoding' }),
        };
        resolve({ kind: 'bytes', body: Buffer.concat(chunks).toString('base64'), headers: sent });
      });
    }).on('error', reject);
  });
}

/** Starts floor-server.ts on `spec` on a free port; resolves once it listens. */
export async function startFloor(spec: FloorSpec, workDir: string, cpuProfileDir = '') {
  const profiling = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [];
  const file = path.join(workDir, `floor-${crypto.randomUUID()}.json`);
  writeFileSync(file, JSON.stringify(spec));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...profiling, '--import', 'tsx', path.join(import.meta.dirname, 'floor-server.ts'), file],
    {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`floor-server.ts exited with ${code} before it listened`)));
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return { base: `http://127.0.0.1:${port}`, pid: child.pid ?? 0, stop };
}

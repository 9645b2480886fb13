import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import type { ScenarioRequest } from './scenarios';

/** One statement as the API sent it to PostgreSQL: its text with $n placeholders, and their values as text (or null). */
export interface CapturedStatement {
  text: string;
  values: (string | null)[];
}

/** The statements of one API request, in the order the API ran them. */
export type CapturedRequest = CapturedStatement[];

/** A placeholder's value as node-postgres sends it: text, like pgbench's variables. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  throw new Error(`a captured statement has a value pgbench cannot pass as text: ${String(value)}`);
}

/**
 * Runs each request through the API itself (buildApp on the same PostgreSQL database, catalog
 * cache off) and records, from node-postgres's Client.query, every statement it sends for each:
 * what pgbench then replays is exactly what the API runs, never a retyped copy.
 */
export async function captureStatements(
  databaseUrl: string,
  jwtSecret: string,
  requests: ScenarioRequest[],
): Promise<CapturedRequest[]> {
  const database = await openDatabase({ databaseUrl });
  const config = loadConfig({ DATABASE_URL: databaseUrl, JWT_SECRET: jwtSecret, CATALOG_CACHE_MS: '0' });
  const app = await buildApp(database, { ...config, logLevel: 'silent' });
  let current: CapturedRequest | undefined;
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, config: unknown, values?: unknown, ...rest: unknown[]) {
    const named =
      typeof config === 'object' && config !== null ? (config as { text: string; values?: unknown[] }) : undefined;
    const text = named ? named.text : String(config);
    const params = (named?.values ?? (Array.isArray(values) ? values : [])) as unknown[];
    current?.push({ text, values: params.map(asText) });
    return (original as (...args: unknown[]) => unknown).call(this, config, values, ...rest);
  } as typeof original;
  try {
    const captured: CapturedRequest[] = [];
    for (const request of requests) {
      current = [];
      const response = await app.inject({
        method: request.method,
        url: request.path,
        ...(request.headers && { headers: request.headers }),
        ...(request.body && { payload: request.body }),
      });
      if (response.statusCode !== 200) {
        throw new Error(`${request.method} ${request.path} answered ${response.statusCode} while capturing`);
      }
      captured.push(current);
    }
    return captured;
  } finally {
    current = undefined;
    pg.Client.prototype.query = original;
    await app.close();
    await database.close();
  }
}

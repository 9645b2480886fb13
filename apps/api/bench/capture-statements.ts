import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { recordStatements } from '../test-support/statement-recorder';
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
 * Runs each request (method, path, headers, body) through the API itself (buildApp on the same PostgreSQL database, catalog
 * cache off) and records every statement it sends for each (`recordStatements`, from node-postgres's
 * Client.query): what pgbench then replays is exactly what the API runs, never a retyped copy.
 * With `rollBack`, the API gets one connection, and each request runs in a transaction rolled back
 * after it, so that the rows it changes are left for pgbench as the API found them.
 */
export async function captureStatements(
  databaseUrl: string,
  jwtSecret: string,
  requests: ScenarioRequest[],
  { rollBack = false } = {},
): Promise<CapturedRequest[]> {
  const database = await openDatabase({ databaseUrl, ...(rollBack && { poolSize: 1 }) });
  const config = loadConfig({ DATABASE_URL: databaseUrl, JWT_SECRET: jwtSecret, CATALOG_CACHE_MS: '0' });
  const app = await buildApp(database, { ...config, logLevel: 'silent' });
  try {
    const captured: CapturedRequest[] = [];
    for (const request of requests) {
      if (rollBack) await database.db.execute(sql`begin`);
      const statements = await recordStatements(async () => {
        const response = await app.inject({
          method: request.method,
          url: request.path,
          ...(request.headers && { headers: request.headers }),
          ...(request.body && { payload: request.body }),
        });
        if (response.statusCode !== 200) {
          throw new Error(`${request.method} ${request.path} answered ${response.statusCode} while capturing`);
        }
      });
      if (rollBack) await database.db.execute(sql`rollback`);
      // A request's own COMMIT would commit the capture's transaction, and the rows with it.
      if (rollBack && statements.some((statement) => /^\s*(begin|commit)\b/i.test(statement.text))) {
        throw new Error(
          `${request.method} ${request.path} runs its own transaction, so it cannot be captured rolled back`,
        );
      }
      captured.push(statements.map((statement) => ({ text: statement.text, values: statement.values.map(asText) })));
    }
    return captured;
  } finally {
    await app.close();
    await database.close();
  }
}

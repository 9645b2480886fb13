import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** One statement as the API sent it to the database: its text with $n placeholders, and its values. */
export interface RecordedStatement {
  text: string;
  values: unknown[];
}

type Query = (...args: unknown[]) => unknown;

/**
 * Runs `run` (an API request, say) and records every statement the app sends to its database
 * meanwhile, on PGlite or PostgreSQL (node-postgres's Client.query), so that a test examines the
 * exact statements the API runs rather than a copy built for the test.
 */
export async function recordStatements(
  run: () => Promise<unknown>,
  /** node-postgres only: the text to send instead of a statement's (recorded as the app sent it). */
  sendInstead: (text: string) => string | undefined = () => undefined,
): Promise<RecordedStatement[]> {
  const recorded: RecordedStatement[] = [];
  const record = (config: unknown, values: unknown) => {
    const named =
      typeof config === 'object' && config !== null ? (config as { text: string; values?: unknown[] }) : undefined;
    recorded.push({
      text: named ? named.text : String(config),
      values: named?.values ?? (Array.isArray(values) ? values : []),
    });
    const instead = sendInstead(named ? named.text : String(config));
    return instead === undefined || !named ? instead : { ...named, text: instead };
  };
  const pgQuery = pg.Client.prototype.query as unknown as Query;
  const pgliteQuery = PGlite.prototype.query as unknown as Query;
  pg.Client.prototype.query = function (this: unknown, config: unknown, values?: unknown, ...rest: unknown[]) {
    const instead = record(config, values);
    return pgQuery.call(this, instead ?? config, values, ...rest);
  } as typeof pg.Client.prototype.query;
  PGlite.prototype.query = function (this: unknown, text: unknown, values?: unknown, ...rest: unknown[]) {
    record(text, values);
    return pgliteQuery.call(this, text, values, ...rest);
  } as typeof PGlite.prototype.query;
  try {
    await run();
    return recorded;
  } finally {
    pg.Client.prototype.query = pgQuery as unknown as typeof pg.Client.prototype.query;
    PGlite.prototype.query = pgliteQuery as unknown as typeof PGlite.prototype.query;
  }
}

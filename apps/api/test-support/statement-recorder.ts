import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** One statement as the API sent it to the database: its text with $n placeholders, and its values. */
export interface RecordedStatement {
  text: string;
  values: unknown[];
  /** node-postgres only: the rows it answered (arrays or objects, as asked), once it has answered. */
  rows?: unknown[];
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
    const statement: RecordedStatement = {
      text: named ? named.text : String(config),
      values: named?.values ?? (Array.isArray(values) ? values : []),
    };
    recorded.push(statement);
    const instead = sendInstead(named ? named.text : String(config));
    return { statement, instead: instead === undefined || !named ? instead : { ...named, text: instead } };
  };
  const pgQuery = pg.Client.prototype.query as unknown as Query;
  const pgliteQuery = PGlite.prototype.query as unknown as Query;
  pg.Client.prototype.query = function (this: unknown, config: unknown, values?: unknown, ...rest: unknown[]) {
    const { statement, instead } = record(config, values);
    const answer = pgQuery.call(this, instead ?? config, values, ...rest);
    // The rows are kept on the side; the caller's own promise still answers (or fails) as it would.
    if (answer instanceof Promise) {
      answer.then(
        (result: { rows?: unknown[] } | undefined) => {
          statement.rows = result?.rows;
        },
        () => undefined,
      );
    }
    return answer;
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

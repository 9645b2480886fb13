import pg from 'pg';

/**
 * Named statements one connection keeps at most. The catalog's reads come in a few dozen shapes,
 * prepared within the first requests; a search can build many more (one per number of words), and
 * past this many they run unprepared instead of growing the server's plan cache without bound.
 */
const MAX_PREPARED_PER_CONNECTION = 200;

/** A drizzle query prepared under a name, run with the values of its placeholders. */
export interface PreparedQuery<T> {
  execute(placeholders?: Record<string, unknown>): Promise<T>;
}

/** What drizzle's select builders offer: a named prepared form, and running as they are. */
export interface PreparableQuery<T> extends PreparedQuery<T> {
  prepare(name: string): PreparedQuery<T>;
}

interface QueryConfigLike {
  name?: string;
}

const isNamedQueryConfig = (config: unknown): config is Required<QueryConfigLike> =>
  typeof config === 'object' && config !== null && typeof (config as QueryConfigLike).name === 'string';

/** A pg client that prepares at most MAX_PREPARED_PER_CONNECTION named statements, and runs the rest unnamed. */
export class PreparedStatementLimitClient extends pg.Client {
  readonly #prepared = new Set<string>();

  override query = ((config: unknown, ...rest: unknown[]) => {
    const allowed = isNamedQueryConfig(config) ? this.#withinLimit(config) : config;
    return (super.query as (...args: unknown[]) => unknown).call(this, allowed, ...rest);
  }) as pg.Client['query'];

  #withinLimit(config: Required<QueryConfigLike>): QueryConfigLike {
    if (this.#prepared.has(config.name)) return config;
    if (this.#prepared.size >= MAX_PREPARED_PER_CONNECTION) return { ...config, name: undefined };
    this.#prepared.add(config.name);
    return config;
  }
}

/**
 * A pg client for a transaction-mode pooler (PgBouncer's `pool_mode = transaction`): each statement
 * may reach a different server connection, where a statement prepared under a name on another one
 * does not exist. Every query runs unnamed (parsed and planned on each run); the answers are the same.
 */
export class UnnamedStatementClient extends pg.Client {
  override query = ((config: unknown, ...rest: unknown[]) => {
    const unnamed = isNamedQueryConfig(config) ? { ...config, name: undefined } : config;
    return (super.query as (...args: unknown[]) => unknown).call(this, unnamed, ...rest);
  }) as pg.Client['query'];
}

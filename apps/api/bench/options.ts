import path from 'node:path';
import { parseArgs } from 'node:util';

export type DatabaseKind = 'pglite' | 'postgres';

export interface BenchOptions {
  fabrics: number;
  /** Orders seeded for the order scenarios (issue 17); 0 leaves them out. */
  orders: number;
  /** Seconds of measured load per scenario. */
  seconds: number;
  /** Seconds of unmeasured load before each scenario, so the JIT and caches are warm. */
  warmupSeconds: number;
  connections: number;
  databases: DatabaseKind[];
  /** API processes (API_WORKERS) on PostgreSQL; PGlite belongs to one process. */
  postgresWorkers: number;
  /** Words of the scenario names to run (`--only filtered,facets`); empty runs them all. */
  only: string[];
  /**
   * Rounds of each scenario measured beside its yardstick (pgbench, the catalog's first page): the
   * machine's load drifts within a run, so each share is taken within one round and the median kept.
   */
  rounds: number;
  /**
   * Requests per second at which each order scenario and the catalog's first page are also sent one
   * at a time, so that their p95s compare what one request costs rather than the length of the queue
   * 32 connections build in front of the slower one.
   */
  steadyRate: number;
}

const DATABASE_KINDS: readonly DatabaseKind[] = ['pglite', 'postgres'];

function positiveInteger(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a positive whole number`);
  return number;
}

function nonNegativeNumber(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) throw new Error(`--${name} must be a number of seconds, 0 or more`);
  return number;
}

/**
 * Reads `--fabrics 100000 --orders 100000 --duration 5 --warmup 1 --connections 32 --databases pglite,postgres
 * --workers 1 --only filtered,facets --rounds 3 --steady-rate 100`.
 */
export function readOptions(args: string[]): BenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      fabrics: { type: 'string', default: '100000' },
      orders: { type: 'string', default: '100000' },
      duration: { type: 'string', default: '5' },
      warmup: { type: 'string', default: '1' },
      connections: { type: 'string', default: '32' },
      databases: { type: 'string', default: DATABASE_KINDS.join(',') },
      workers: { type: 'string', default: '1' },
      only: { type: 'string', default: '' },
      rounds: { type: 'string', default: '3' },
      'steady-rate': { type: 'string', default: '100' },
    },
  });
  const databases = values.databases.split(',').map((name) => name.trim());
  for (const name of databases) {
    if (!DATABASE_KINDS.includes(name as DatabaseKind)) {
      throw new Error(`--databases takes ${DATABASE_KINDS.join(' and/or ')}, not ${name}`);
    }
  }
  return {
    fabrics: positiveInteger('fabrics', values.fabrics),
    orders: values.orders === '0' ? 0 : positiveInteger('orders', values.orders),
    seconds: positiveInteger('duration', values.duration),
    warmupSeconds: nonNegativeNumber('warmup', values.warmup),
    connections: positiveInteger('connections', values.connections),
    databases: databases as DatabaseKind[],
    postgresWorkers: positiveInteger('workers', values.workers),
    only: values.only
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean),
    rounds: positiveInteger('rounds', values.rounds),
    steadyRate: positiveInteger('steady-rate', values['steady-rate']),
  };
}

export interface ComparisonOptions {
  /** The checkouts whose APIs are compared, each a directory holding the whole repository. */
  trees: string[];
  fabrics: number;
  orders: number;
  seconds: number;
  connections: number;
  only: string[];
  rounds: number;
}

/** Reads `--trees A,B --only "All tab,dashboard" --fabrics 10000 --orders 20000 --duration 4 --connections 32 --rounds 3`. */
export function readComparisonOptions(args: string[]): ComparisonOptions {
  const { values } = parseArgs({
    args,
    options: {
      trees: { type: 'string' },
      fabrics: { type: 'string', default: '10000' },
      orders: { type: 'string', default: '20000' },
      duration: { type: 'string', default: '4' },
      connections: { type: 'string', default: '32' },
      only: { type: 'string', default: '' },
      rounds: { type: 'string', default: '3' },
    },
  });
  // npm runs the script in apps/api; a relative path means one from where npm was run.
  const from = process.env.INIT_CWD ?? process.cwd();
  const trees = (values.trees ?? '')
    .split(',')
    .filter(Boolean)
    .map((tree) => path.resolve(from, tree));
  if (trees.length < 2) throw new Error('--trees takes two or more checkouts, separated by commas');
  const only = values.only
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  if (only.length === 0) throw new Error('--only takes the words of the scenarios to compare');
  return {
    trees,
    fabrics: positiveInteger('fabrics', values.fabrics),
    orders: positiveInteger('orders', values.orders),
    seconds: positiveInteger('duration', values.duration),
    connections: positiveInteger('connections', values.connections),
    only,
    rounds: positiveInteger('rounds', values.rounds),
  };
}

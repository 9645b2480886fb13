import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { ChangeNotices } from './change-notices';
import { PreparedStatementLimitClient, UnnamedStatementClient } from './prepared-statements';
import { ReplicaRoutingPool } from './replica-reads';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: service functions accept both. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs the migrations; on PostgreSQL under an advisory lock so that processes starting together take turns. */
  migrate: () => Promise<void>;
  /**
   * The database for the public reads (catalog, search, facets, fabric pages, sitemaps): a replica when
   * DATABASE_REPLICA_URLS names any (replica-reads.ts), else `db` itself.
   */
  readDb: Database;
  /** The replicas and how far behind each is; undefined without any. */
  replicas: ReplicaRoutingPool | undefined;
  /** NOTIFY and LISTEN across processes; undefined on PGlite, which serves one process. */
  notices: ChangeNotices | undefined;
  close: () => Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');
const MIGRATION_LOCK_ID = 4_201_977;

export interface DatabaseOptions {
  databaseUrl?: string;
  /** A directory for PGlite's files, or undefined for an in-memory database. */
  dataDir?: string;
  /** A PGlite data directory to start from (`dumpDataDir`): the tests open each database as a copy of one migrated once. */
  pgliteTemplate?: Blob;
  poolSize?: number;
  /**
   * `transaction` when DATABASE_URL is a transaction-mode pooler (PgBouncer): statements run unnamed
   * and no setting is sent per connection. `session` (the default) for PostgreSQL itself.
   */
  poolMode?: PoolMode;
  /**
   * PostgreSQL itself, past any pooler: the migrations' advisory lock and `LISTEN` need a session of
   * their own. Unset, DATABASE_URL serves them, which a session pooler or PostgreSQL does.
   */
  directUrl?: string;
  /** Streaming replicas of the primary for the public reads (DATABASE_REPLICA_URLS). */
  replicaUrls?: string[];
  /** A replica further behind than this is skipped (REPLICA_MAX_LAG_MS). */
  replicaMaxLagMs?: number;
}

export const DEFAULT_REPLICA_MAX_LAG_MS = 2000;

export type PoolMode = 'session' | 'transaction';

/** Connections each API process keeps to PostgreSQL unless `poolSize` says otherwise. */
export const DEFAULT_POOL_SIZE = 10;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options)
    : openPglite(options.dataDir, options.pgliteTemplate);
}

/**
 * PGlite touches all of its shared buffers when it starts, so PostgreSQL's default of 128 MB is held
 * for the life of the process. The demo catalog's tables and indexes fit in 32 MB, and a page beyond
 * them is read from the operating system's file cache; the CPU time per request on the catalog,
 * search and product pages was the same with either (docs/decisions/compiled-server-and-memory.md).
 */
const PGLITE_SHARED_BUFFERS = '32MB';

/** Where PGlite keeps a store's files under DATA_DIR: absent until the store's first start. */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // Migration 0001 creates pg_trgm (for a trigram index that 0003 replaced with the word index), so a
  // new database still needs the extension; the system PostgreSQL ships it in contrib.
  const client = await PGlite.create(dataDir ? pgliteFolder(dataDir) : undefined, {
    extensions: { pg_trgm },
    loadDataDir,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder }),
    readDb: db,
    replicas: undefined,
    notices: undefined,
    close: () => client.close(),
  };
}

/** How long one statement may run, and a transaction sit idle, before PostgreSQL ends it. */
export const STATEMENT_TIMEOUT_MS = 15_000;
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;
/**
 * How long a request waits for a connection, a free one in the pool included, before it is told the
 * database is unreachable: long enough for a burst of checkouts to queue, short enough to answer.
 */
const CONNECT_TIMEOUT_MS = 10_000;

export function openPool(connectionString: string, max: number, poolMode: PoolMode = 'session'): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    Client: poolMode === 'transaction' ? UnnamedStatementClient : PreparedStatementLimitClient,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A transaction pooler refuses settings in the start-up message, and its server connections serve
    // every client in turn: the same two timeouts are then the server's own (deploy/postgresql/).
    ...(poolMode === 'session' && {
      statement_timeout: STATEMENT_TIMEOUT_MS,
      idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
    }),
    keepAlive: true,
  });
  // A connection that loses its server (a restart, a failover, a network cut) emits 'error': while
  // idle the pool's listener drops it, and while a request holds it, the listener each client gets
  // here keeps the process alive. The query in flight fails with the reason, and the pool discards
  // the broken client on release and opens a new one for the next request.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

async function openPostgres(connectionString: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const poolMode = options.poolMode ?? 'session';
  const poolSize = options.poolSize ?? DEFAULT_POOL_SIZE;
  const pool = openPool(connectionString, poolSize, poolMode);
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  const replicaUrls = options.replicaUrls ?? [];
  const replicas =
    replicaUrls.length > 0
      ? new ReplicaRoutingPool(
          pool,
          replicaUrls.map((url) => openPool(url, poolSize)),
          options.replicaMaxLagMs ?? DEFAULT_REPLICA_MAX_LAG_MS,
        )
      : undefined;
  await replicas?.start();
  const listenUrl = options.directUrl ?? (poolMode === 'session' ? connectionString : undefined);
  const notices = listenUrl ? new ChangeNotices(pool, listenUrl) : undefined;
  return {
    db,
    kind: 'postgres',
    readDb: replicas ? (drizzleNodePg({ client: replicas as unknown as pg.Pool, schema }) as unknown as Database) : db,
    replicas,
    notices,
    migrate: async () => {
      if (!options.directUrl) return migrateUnderLock(pool);
      const direct = openPool(options.directUrl, 1);
      try {
        await migrateUnderLock(direct);
      } finally {
        await direct.end();
      }
    },
    close: async () => {
      await notices?.close();
      await replicas?.end();
      await pool.end();
    },
  };
}

/** Runs the migrations in one session holding an advisory lock, so that processes starting together take turns. */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}

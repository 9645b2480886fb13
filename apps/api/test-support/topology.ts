import path from 'node:path';
import pg from 'pg';
import { type NginxServer, startNginx } from './nginx-server';
import { type PgBouncerServer, startPgBouncer } from './pgbouncer-server';
import { type PostgresServer, startPostgresServer } from './postgres-server';
import { startReplicaOf } from './replica-server';
import { type ServerProcess, startServerProcess } from './server-process';

const DEPLOY = path.resolve(import.meta.dirname, '../../../deploy');
const DATABASE = 'fabric_store';

export interface Topology {
  primary: PostgresServer;
  replica: PostgresServer;
  pgbouncer: PgBouncerServer;
  apis: ServerProcess[];
  nginx: NginxServer;
  /** PostgreSQL itself, past the pooler: what the API's DATABASE_DIRECT_URL names. */
  directUrl: string;
  stop: () => Promise<void>;
}

export interface TopologyOptions {
  /** API processes behind nginx (three by default). */
  apiProcesses?: number;
  /** Settings for every API process beside the topology's own. */
  env?: Record<string, string>;
  /** How each API process is run: by default `server.ts` through tsx. */
  command?: string[];
  log?: (line: string) => void;
}

/**
 * The store past one machine, all on this one: a PostgreSQL primary, a streaming replica made with
 * `pg_basebackup -R`, PgBouncer in transaction mode before the primary, N API processes each on its
 * own port, and nginx before them on one port, each from its file under deploy/. `stop` ends all of it.
 */
export async function startTopology(options: TopologyOptions = {}): Promise<Topology> {
  const log = options.log ?? (() => {});
  const undo: (() => unknown)[] = [];
  const stop = async () => {
    for (let step = undo.pop(); step; step = undo.pop())
      await Promise.resolve()
        .then(step)
        .catch(() => {});
  };
  try {
    log('starting the PostgreSQL primary…');
    const primary = await startPostgresServer({ include: [path.join(DEPLOY, 'postgresql/primary.conf')] });
    undo.push(primary.stop);
    await createDatabase(primary.url, DATABASE);
    const directUrl = primary.url.replace(/\/postgres$/, `/${DATABASE}`);
    log('making the streaming replica (pg_basebackup -R)…');
    const replica = await startReplicaOf(primary, [path.join(DEPLOY, 'postgresql/replica.conf')]);
    undo.push(replica.stop);
    log('starting PgBouncer (transaction mode)…');
    const pgbouncer = await startPgBouncer(primary.port, DATABASE);
    undo.push(pgbouncer.stop);
    const env = {
      DATABASE_URL: pgbouncer.url,
      DATABASE_POOL_MODE: 'transaction',
      DATABASE_DIRECT_URL: directUrl,
      DATABASE_REPLICA_URLS: replica.url.replace(/\/postgres$/, `/${DATABASE}`),
      TRUST_PROXY: '1',
      ...options.env,
    };
    const count = options.apiProcesses ?? 3;
    log(`starting ${count} API processes…`);
    // The first migrates (and seeds, when asked); the others then start on the migrated database.
    const apis = [await startServerProcess(env, { command: options.command })];
    undo.push(() => Promise.all(apis.map((api) => api.stop())));
    apis.push(
      ...(await Promise.all(
        Array.from({ length: count - 1 }, () => startServerProcess(env, { command: options.command })),
      )),
    );
    log('starting nginx…');
    const nginx = await startNginx(apis.map((api) => api.port));
    undo.push(nginx.stop);
    return { primary, replica, pgbouncer, apis, nginx, directUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function createDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client(serverUrl);
  await client.connect();
  try {
    await client.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

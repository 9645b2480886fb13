import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, chownSync, copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export interface PostgresServer {
  /** A connection string to the server's `postgres` database, as the superuser. */
  url: string;
  /** A fast shutdown, as an operator's restart begins: sessions are ended and new connections refused. */
  halt: () => void;
  /** Starts a halted server again, on the same port and data. */
  resume: () => void;
  stop: () => void;
  port: number;
  /** The temporary directory that holds the data directory and the server's log. */
  dir: string;
  dataDir: string;
  /** Runs one of PostgreSQL's programs as the user the server runs as. */
  run: (command: string, args: string[]) => Buffer;
}

export interface PostgresServerOptions {
  /** Settings files (such as deploy/postgresql/primary.conf) that the server's postgresql.conf includes. */
  include?: string[];
  /** The loopback port to listen on; a free one unless given. */
  port?: number;
  /** Loads pg_stat_statements at start (it must be preloaded), so that a bench can read each statement's time. */
  statementStatistics?: boolean;
}

/** The newest PostgreSQL installed from the system's packages (/usr/lib/postgresql/<version>/bin). */
export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

/**
 * Starts a throwaway PostgreSQL server on a free loopback port, in a temporary directory that
 * `stop` removes. PostgreSQL refuses to run as root, so as root it runs as the `postgres` user
 * that the system package creates. Durability is switched off: nothing here outlives the run.
 */
export async function startPostgresServer(options: PostgresServerOptions = {}): Promise<PostgresServer> {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      'PostgreSQL is not installed: the PostgreSQL test suite needs its server binaries. Install them with `apt-get install -y postgresql` (see README).',
    );
  }
  const { dir, run } = ownedTemporaryDir(bin);
  const dataDir = path.join(dir, 'data');
  const port = options.port ?? (await freePort());
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync']);
  includeSettings(dataDir, options.include ?? []);
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
    ...(options.statementStatistics ? ['-c shared_preload_libraries=pg_stat_statements'] : []),
  ].join(' ');
  return startServerIn({ bin, dir, dataDir, port, run, settings });
}

/** Starts the server of a data directory and answers its controls. */
export function startServerIn(server: {
  bin: string;
  dir: string;
  dataDir: string;
  port: number;
  run: PostgresServer['run'];
  settings: string;
}): PostgresServer {
  const { dir, dataDir, port, run, settings } = server;
  const start = () =>
    run('pg_ctl', ['-D', dataDir, '-o', settings, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  start();
  return {
    port,
    dir,
    dataDir,
    run,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    halt: () => run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    resume: start,
    stop: () => {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A temporary directory for a server's files, and a runner of PostgreSQL's programs: PostgreSQL
 * refuses to run as root, so as root both belong to the `postgres` user the system package creates.
 */
export function ownedTemporaryDir(bin: string): { dir: string; run: PostgresServer['run'] } {
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fabric-store-pg-'));
  if (asRoot) {
    const postgresUser = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const uid = Number(postgresUser.stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    if (postgresUser.status !== 0 || !Number.isInteger(uid))
      throw new Error('running as root needs the postgres system user');
    chownSync(dir, uid, gid);
  }
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, command), args, { stdio: 'pipe' });
  return { dir, run };
}

/** Copies settings files into the data directory and includes them from its postgresql.conf. */
export function includeSettings(dataDir: string, files: string[]): void {
  for (const file of files) {
    const copy = path.join(dataDir, path.basename(file));
    copyFileSync(file, copy);
    appendFileSync(path.join(dataDir, 'postgresql.conf'), `\ninclude '${path.basename(file)}'\n`);
  }
}

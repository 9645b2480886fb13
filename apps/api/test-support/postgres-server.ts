import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
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
export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      'PostgreSQL is not installed: the PostgreSQL test suite needs its server binaries. Install them with `apt-get install -y postgresql` (see README).',
    );
  }
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fabric-store-pg-'));
  const dataDir = path.join(dir, 'data');
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

  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync']);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ');
  const start = () =>
    run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  start();

  return {
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

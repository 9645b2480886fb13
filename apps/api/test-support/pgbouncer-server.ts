import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

const DEPLOY_INI = path.resolve(import.meta.dirname, '../../../deploy/pgbouncer/pgbouncer.ini');
const PGBOUNCER = '/usr/sbin/pgbouncer';

export interface PgBouncerServer {
  /** The pooled database's URL, for DATABASE_URL with DATABASE_POOL_MODE=transaction. */
  url: string;
  /** Stops PgBouncer at once (SIGTERM), dropping its connections, and starts it again on the same port. */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
}

/**
 * PgBouncer in front of one database of a local PostgreSQL, from deploy/pgbouncer/pgbouncer.ini with
 * this machine's ports and paths, and trust authentication (every connection is on the loopback).
 * PgBouncer refuses to run as root, so as root it runs as the `postgres` user.
 */
export async function startPgBouncer(postgresPort: number, database: string): Promise<PgBouncerServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fabric-store-pgbouncer-'));
  const user = runAs();
  if (user) chownSync(dir, user.uid, user.gid);
  const port = await freePort();
  const ini = readFileSync(DEPLOY_INI, 'utf8')
    .replace(/^fabric_store = .*$/m, `${database} = host=127.0.0.1 port=${postgresPort} dbname=${database}`)
    .replace(/^listen_port = .*$/m, `listen_port = ${port}`)
    .replace(/^auth_type = .*$/m, 'auth_type = trust')
    .replace(/^auth_file = .*$/m, `auth_file = ${path.join(dir, 'userlist.txt')}`)
    .replace(/^logfile = .*$/m, `logfile = ${path.join(dir, 'pgbouncer.log')}`)
    .replace(/^pidfile = .*$/m, `pidfile = ${path.join(dir, 'pgbouncer.pid')}`)
    .replace(/^unix_socket_dir = .*$/m, `unix_socket_dir = ${dir}`);
  const iniFile = path.join(dir, 'pgbouncer.ini');
  writeFileSync(iniFile, ini);
  writeFileSync(path.join(dir, 'userlist.txt'), '"postgres" ""\n');

  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawn(PGBOUNCER, [iniFile], { stdio: 'ignore', ...(user ?? {}) });
    child = started;
    await waitForPort(port, started);
  };
  const halt = async () => {
    const running = child;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    restart: async () => {
      await halt();
      await start();
    },
    stop: async () => {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid, gid };
}

/** Waits until something accepts connections on the port, or fails if the process exits first. */
export async function waitForPort(port: number, child: ChildProcess): Promise<void> {
  const net = await import('node:net');
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode} before it listened`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    }).catch(() => false);
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nothing listened on port ${port} within 10 s`);
}

import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port';
import {
  findPostgresBin,
  includeSettings,
  ownedTemporaryDir,
  type PostgresServer,
  startServerIn,
} from './postgres-server';

/**
 * A streaming replica of `primary`, made as an operator makes one: `pg_basebackup -R` copies the
 * primary's data directory and writes standby.signal and primary_conninfo, then the copy starts on a
 * port of its own and replays the primary's log as it streams in.
 */
export async function startReplicaOf(primary: PostgresServer, include: string[] = []): Promise<PostgresServer> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  const { dir, run } = ownedTemporaryDir(bin);
  const dataDir = path.join(dir, 'data');
  run('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primary.port),
    '-U',
    'postgres',
    '-D',
    dataDir,
    '-R',
    '-X',
    'stream',
    '--checkpoint=fast',
    '--no-sync',
  ]);
  includeSettings(dataDir, include);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c max_connections=300',
  ].join(' ');
  return startServerIn({ bin, dir, dataDir, port, run, settings });
}

/**
 * Makes a replica apply each change only `delay` after the primary committed it
 * (`recovery_min_apply_delay`), as a replica far away or overloaded would; '0' ends the delay.
 */
export function delayReplay(replica: PostgresServer, delay: string): void {
  appendFileSync(path.join(replica.dataDir, 'postgresql.auto.conf'), `recovery_min_apply_delay = '${delay}'\n`);
  replica.run('pg_ctl', ['-D', replica.dataDir, 'reload']);
}

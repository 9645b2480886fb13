import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { waitForPort } from './pgbouncer-server';

const DEPLOY_CONF = path.resolve(import.meta.dirname, '../../../deploy/nginx/nginx.conf');
const NGINX = '/usr/sbin/nginx';

export interface NginxServer {
  base: string;
  stop: () => Promise<void>;
}

/**
 * nginx from deploy/nginx/nginx.conf in front of the given API ports: the upstream's servers and the
 * listening port are this machine's, its files under a temporary prefix; everything else as deployed.
 */
export async function startNginx(apiPorts: number[]): Promise<NginxServer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fabric-store-nginx-'));
  // The workers run as nobody under root and write their temporary files under the prefix.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const servers = apiPorts.map((apiPort) => `    server 127.0.0.1:${apiPort} max_fails=2 fail_timeout=3s;`).join('\n');
  const conf = readFileSync(DEPLOY_CONF, 'utf8')
    .replace(/^ {4}server 127\.0\.0\.1:\d+ .*\n/gm, '')
    .replace(/^ {4}keepalive /m, `${servers}\n    keepalive `)
    .replace(/^ {4}listen \d+;/m, `    listen 127.0.0.1:${port};`)
    .replace(
      /^worker_processes auto;/m,
      `worker_processes 1;\npid ${path.join(dir, 'nginx.pid')};\nerror_log ${path.join(dir, 'error.log')} warn;`,
    )
    .replace(/^http \{/m, `http {\n  access_log off;`);
  const confFile = path.join(dir, 'nginx.conf');
  writeFileSync(confFile, conf);
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', confFile, '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  await waitForPort(port, child);
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

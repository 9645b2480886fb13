import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Fabric, SessionUser } from '@fabric-store/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabaseUrl } from './test/test-app';

const serverEntry = path.resolve(import.meta.dirname, 'server.ts');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fabric-store-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(env: Record<string, string>): Promise<{ base: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent', ...env },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 150; attempt++) {
    const healthy = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { base, process: child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy');
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const json = { 'content-type': 'application/json' };

describe('the server process', () => {
  it('seeds the demo catalog once, and keeps data across a restart on the same database', async () => {
    const databaseUrl = await createTestDatabaseUrl();
    const env = { DATA_DIR: dataDir, SEED_DEMO: '1', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };

    const first = await startServer(env);
    const catalog = (await (await fetch(`${first.base}/api/fabrics`)).json()) as Fabric[];
    expect(catalog.length).toBeGreaterThanOrEqual(24);
    expect(new Set(catalog.map((fabric) => fabric.category)).size).toBeGreaterThanOrEqual(5);
    const email = `restart-${Date.now()}@test.example`;
    const registered = await fetch(`${first.base}/api/auth/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        name: 'Stays',
        email,
        password: 'long-enough-1',
        phone: '+91 99999 00000',
        address: 'Here',
      }),
    });
    expect(registered.status).toBe(201);
    const loginResponse = await fetch(`${first.base}/api/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: 'long-enough-1' }),
    });
    const login = (await loginResponse.json()) as SessionUser;
    await stop(first.process);

    const second = await startServer(env);
    try {
      const again = await (await fetch(`${second.base}/api/fabrics`)).json();
      expect(again).toHaveLength(catalog.length);
      const orders = await fetch(`${second.base}/api/orders`, { headers: { authorization: `Bearer ${login.token}` } });
      expect(orders.status).toBe(200);
      const relogin = await fetch(`${second.base}/api/auth/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email, password: 'long-enough-1' }),
      });
      expect(relogin.status).toBe(200);
    } finally {
      await stop(second.process);
    }
  }, 90_000);
});

import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Fabric, SessionUser } from '@fabric-store/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { callServer, startServerProcess } from '../test-support/server-process';
import { createTestDatabaseUrl } from '../test-support/test-app';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fabric-store-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('seeds the demo catalog once, and keeps data across a restart on the same database', async () => {
    const databaseUrl = await createTestDatabaseUrl();
    const env = { DATA_DIR: dataDir, SEED_DEMO: '1', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    const credentials = { email: `restart-${Date.now()}@test.example`, password: 'long-enough-1' };

    const first = await startServerProcess(env);
    const catalog = (await callServer<Fabric[]>(first.base, 'GET', '/api/fabrics')).body;
    expect(catalog.length).toBeGreaterThanOrEqual(24);
    expect(new Set(catalog.map((fabric) => fabric.category)).size).toBeGreaterThanOrEqual(5);
    const registered = await callServer(first.base, 'POST', '/api/auth/register', {
      body: { ...credentials, name: 'Stays', phone: '+91 99999 00000', address: 'Here' },
    });
    expect(registered.status).toBe(201);
    const login = await callServer<SessionUser>(first.base, 'POST', '/api/auth/login', { body: credentials });
    await first.stop();

    const second = await startServerProcess(env);
    try {
      expect((await callServer<Fabric[]>(second.base, 'GET', '/api/fabrics')).body).toHaveLength(catalog.length);
      expect((await callServer(second.base, 'GET', '/api/orders', { token: login.body.token })).status).toBe(200);
      expect((await callServer(second.base, 'POST', '/api/auth/login', { body: credentials })).status).toBe(200);
    } finally {
      await second.stop();
    }
  }, 240_000);
});

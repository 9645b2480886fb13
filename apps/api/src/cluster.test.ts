import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import type { Fabric } from '@fabric-store/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callServer, childProcessIds, type ServerProcess, startServerProcess } from '../test-support/server-process';
import { createTestDatabaseUrl, seedFabricDirectly, usingPostgres } from '../test-support/test-app';

/**
 * Each GET on a connection of its own: node:cluster hands new connections to the workers in turn,
 * so a run of them reaches every worker.
 */
function getOnNewConnection<T>(base: string, path: string): Promise<T> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve(JSON.parse(body) as T));
      })
      .on('error', reject);
  });
}

/** The primary's node children: its workers. */
const workersOf = (primary: number) =>
  childProcessIds(primary).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'node';
    } catch {
      return false;
    }
  });

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** How many workers the primary has logged as listening. */
const listeningWorkers = (server: ServerProcess) =>
  server.log.filter((line) => line.includes('"worker listening"')).length;

async function waitFor(condition: () => boolean, what: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting until ${what}`);
}

/** API_WORKERS=2: one port served by two worker processes on one PostgreSQL (PGlite is one process by design). */
describe.runIf(usingPostgres())('API_WORKERS=2', () => {
  let server: ServerProcess;
  let vendorToken = '';
  let fabricId = '';

  beforeAll(async () => {
    const databaseUrl = (await createTestDatabaseUrl()) ?? '';
    // Each worker keeps the catalog page for a second; nothing passes a change from one to the other.
    server = await startServerProcess({
      DATABASE_URL: databaseUrl,
      SEED_DEMO: '0',
      API_WORKERS: '2',
      CATALOG_CACHE_MS: '1000',
    });
    const seeded = await seedFabricDirectly(databaseUrl, {
      name: 'Cluster silk',
      category: 'silk',
      pricePaise: 100_000,
      stock: 5,
    });
    vendorToken = seeded.vendorToken;
    fabricId = seeded.fabricId;
    // Healthy means one worker serves; the tests below need both (on a busy machine the second is seconds later).
    await waitFor(() => listeningWorkers(server) === 2, 'both workers listen');
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
  });

  const catalogPrices = async () => {
    const pages = await Promise.all(
      Array.from({ length: 6 }, () => getOnNewConnection<Fabric[]>(server.base, '/api/fabrics?category=silk')),
    );
    return pages.map((page) => page.find((fabric) => fabric._id === fabricId)?.price);
  };

  it('shows a price change on every worker within CATALOG_CACHE_MS, though each had the old page cached', async () => {
    expect(await catalogPrices()).toEqual([1000, 1000, 1000, 1000, 1000, 1000]);

    const update = await callServer(server.base, 'PUT', `/api/fabrics/${fabricId}`, {
      token: vendorToken,
      body: { price: 1250 },
    });
    expect(update.status).toBe(200);
    // The writing worker cleared its own cache; the other's page expires within the second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await catalogPrices()).toEqual([1250, 1250, 1250, 1250, 1250, 1250]);
  });

  it('replaces a worker that dies, and keeps serving', async () => {
    const primary = server.process.pid ?? 0;
    const workers = workersOf(primary);
    expect(workers).toHaveLength(2);
    const [killed, survivor] = workers as [number, number];
    process.kill(killed, 'SIGKILL');
    await waitFor(() => !isRunning(killed), 'the killed worker is gone');

    const fabric = await getOnNewConnection<Fabric>(server.base, `/api/fabrics/${fabricId}`);
    expect(fabric.name).toBe('Cluster silk');
    await waitFor(() => listeningWorkers(server) === 3, 'a new worker listens in its place');
    expect(workersOf(primary)).toHaveLength(2);
    expect(workersOf(primary)).toContain(survivor);
    const health = await Promise.all(
      Array.from({ length: 4 }, () => getOnNewConnection<{ status: string }>(server.base, '/api/health')),
    );
    expect(health.map((answer) => answer.status)).toEqual(['ok', 'ok', 'ok', 'ok']);
  }, 60_000);

  it('stops every worker on SIGTERM, then exits', async () => {
    const workers = workersOf(server.process.pid ?? 0);
    expect(workers).toHaveLength(2);
    await server.stop();
    expect(server.process.exitCode).toBe(0);
    await waitFor(() => !workers.some(isRunning), 'every worker has exited');
  }, 30_000);

  it('exits with status 1 when its workers cannot listen, instead of starting new ones for ever', async () => {
    const occupied = createServer();
    await new Promise<void>((resolve) => occupied.listen(0, '127.0.0.1', resolve));
    const address = occupied.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const child = spawn(process.execPath, [inject('serverScript')], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: (await createTestDatabaseUrl()) ?? '',
          SEED_DEMO: '0',
          API_WORKERS: '2',
          LOG_LEVEL: 'silent',
        },
        stdio: 'ignore',
      });
      const code = await new Promise((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
    } finally {
      occupied.close();
    }
  }, 60_000);
});

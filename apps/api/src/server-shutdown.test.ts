import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../test-support/server-process';
import { createTestDatabaseUrl } from '../test-support/test-app';

describe('the server process', () => {
  it('stops on SIGTERM under load: answers the request in flight, closes every connection, then exits 0', async () => {
    const databaseUrl = await createTestDatabaseUrl();
    const stopDir = mkdtempSync(path.join(os.tmpdir(), 'fabric-store-sigterm-'));
    const server = await startServerProcess({
      DATA_DIR: stopDir,
      SEED_DEMO: '0',
      CATALOG_CACHE_MS: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    try {
      let stopping = false;
      const statuses: number[] = [];
      const browse = async (shopper: number) => {
        for (let request = 0; ; request++) {
          try {
            const response = await fetch(`${server.base}/api/fabrics?q=silk&page=${((shopper + request) % 3) + 1}`);
            await response.arrayBuffer();
            statuses.push(response.status);
          } catch {
            // Once the server stops listening new requests are refused, and a keep-alive connection it
            // closed as idle may be reset under a request sent at that instant: both mean "stopped".
            if (stopping) return;
            throw new Error('a request failed before the server was asked to stop');
          }
        }
      };
      const load = Promise.all(Array.from({ length: 20 }, (_, shopper) => browse(shopper)));
      // A request whose body is still arriving when the signal comes: it must be answered all the same.
      // It asks to continue, so that the signal waits until the server has read its head: before that,
      // on a busy machine, its connection is one the server has not yet seen a request on, an idle one.
      const body = JSON.stringify({ email: 'nobody@test.example', password: 'wrong-password-1' });
      const inFlight = http.request(`${server.base}/api/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          expect: '100-continue',
        },
      });
      const headRead = new Promise((resolve) => inFlight.once('continue', resolve));
      const answer = new Promise<number | undefined>((resolve, reject) => {
        inFlight.on('response', (response) => {
          response.resume();
          resolve(response.statusCode);
        });
        inFlight.on('error', reject);
      });
      inFlight.flushHeaders();
      await headRead;
      inFlight.write(body.slice(0, 10));
      // The shoppers' load has been running meanwhile; the count below needs some of it answered.
      while (statuses.length <= 20) await new Promise((resolve) => setTimeout(resolve, 50));

      stopping = true;
      server.process.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      inFlight.end(body.slice(10));

      expect(await answer).toBe(401);
      // 0, not the 1 of a stop cut off by the grace period: the shoppers' keep-alive connections,
      // busy when the signal came, were closed after their last answers.
      expect(await server.exited).toBe(0);
      await load;
      expect(statuses.length).toBeGreaterThan(20);
      expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    } finally {
      await server.kill();
      rmSync(stopDir, { recursive: true, force: true });
    }
  }, 90_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callServer, type ServerProcess, startServerProcess } from '../../test-support/server-process';
import { startTestSmtpServer, type TestSmtpServer } from '../../test-support/smtp-server';
import {
  createTestDatabaseUrl,
  SHIPPING_ADDRESS,
  seedFabricDirectly,
  usingPostgres,
} from '../../test-support/test-app';

/**
 * Every API process runs a mail sender on the one outbox: however many there are, and whether the
 * SMTP server is up or the processes restart, each mail arrives once. PGlite is one process by
 * design, so this file runs in the PostgreSQL pass of the suite.
 */
describe.runIf(usingPostgres())('mail from two API processes on one PostgreSQL', () => {
  let smtp: TestSmtpServer;
  let databaseUrl = '';
  let servers: ServerProcess[] = [];
  let env: Record<string, string> = {};

  const startTwo = async () => {
    servers = [await startServerProcess(env)];
    servers.push(await startServerProcess(env));
  };

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    databaseUrl = (await createTestDatabaseUrl()) ?? '';
    env = {
      DATABASE_URL: databaseUrl,
      SEED_DEMO: '0',
      CHECKOUT_RATE_LIMIT: '1000',
      SMTP_URL: smtp.url,
      MAIL_POLL_MS: '200',
      MAIL_RETRY_BASE_SECONDS: '0.5',
    };
    await startTwo();
  }, 60_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await smtp.stop();
  });

  /**
   * `count` orders, one per buyer, placed alternately through the two processes; answers their order numbers. Cash on
   * delivery, so that each vendor is told at checkout, as the shopper is (a UPI order's vendor is told at payment).
   */
  async function placeOrders(count: number, fabricName: string) {
    const bolt = { name: fabricName, category: 'cotton', pricePaise: 12_345, stock: count };
    const seeded = await seedFabricDirectly(databaseUrl, bolt, count);
    const results = await Promise.all(
      seeded.customers.map((buyer, index) =>
        callServer<{ orderNumber: string }>(servers[index % servers.length]?.base ?? '', 'POST', '/api/checkout', {
          token: buyer.token,
          body: {
            items: [{ fabric_id: seeded.fabricId, quantity: 1 }],
            paymentMethod: 'cash_on_delivery',
            shippingAddress: SHIPPING_ADDRESS,
          },
        }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(Array(count).fill(201));
    return results.map((result) => result.body.orderNumber);
  }

  /** Each order's two mails (the shopper's and the vendor's) arrived, and nothing arrived twice. */
  async function expectEachMailOnce(orderNumbers: string[], timeoutMs = 30_000) {
    const ofOrders = (mail: { subject: string }) => orderNumbers.some((number) => mail.subject.includes(number));
    await smtp.waitFor(orderNumbers.length * 2, ofOrders, timeoutMs);
    // Give a duplicate the time to arrive, were there one.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const arrived = smtp.received.filter(ofOrders);
    expect(arrived).toHaveLength(orderNumbers.length * 2);
    expect(new Set(arrived.map((mail) => mail.messageId)).size).toBe(arrived.length);
    for (const number of orderNumbers) {
      const subjects = arrived
        .filter((mail) => mail.subject.includes(number))
        .map((mail) => mail.subject.split(` ${number}`)[0]);
      expect(subjects.sort()).toEqual(['New order', 'Your Fabric-Store order']);
    }
  }

  it('sends each of the mails of 20 orders exactly once, with both processes sending', async () => {
    const orderNumbers = await placeOrders(20, 'Exactly-once cotton');
    await expectEachMailOnce(orderNumbers);
  }, 90_000);

  it('loses nothing while the SMTP server is down and the processes restart, and sends each mail once after', async () => {
    await smtp.stop();
    const orderNumbers = await placeOrders(10, 'Outage cotton');
    // Let both senders fail a few times, then restart both processes before the server comes back.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await Promise.all(servers.map((server) => server.stop()));
    await smtp.start();
    await startTwo();
    await expectEachMailOnce(orderNumbers);
    const health = await callServer(servers[0]?.base ?? '', 'GET', '/api/health');
    expect(health.status).toBe(200);
  }, 120_000);
});

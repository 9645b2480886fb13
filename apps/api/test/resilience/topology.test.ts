import type { Fabric } from '@fabric-store/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { delayReplay } from '../../test-support/replica-server';
import { SHIPPING_ADDRESS, seedFabricDirectly, usingPostgres } from '../../test-support/test-app';
import { startTopology, type Topology } from '../../test-support/topology';

const INITIAL_METRES = 400;

/** A caller with its own cookies, as a browser keeps them: the read-your-writes cookie rides along. */
class Caller {
  readonly #cookies = new Map<string, string>();
  constructor(
    private readonly base: string,
    private readonly token?: string,
  ) {}

  async call<T>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await fetch(`${this.base}${url}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(this.#cookies.size > 0 ? { cookie: [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.#cookies.set(name, value.join('='));
    }
    return { status: response.status, body: (await response.json().catch(() => undefined)) as T };
  }
}

/**
 * The store on its whole topology (primary, streaming replica, PgBouncer in transaction mode, three
 * API processes, nginx), driven through nginx while each fault happens: a lagging replica, a stopped
 * replica, an API process killed with SIGKILL, PgBouncer restarted. After each: no oversell, every
 * acknowledged order still there, and no 5xx but the documented 503 while the database is unreachable.
 */
describe.runIf(usingPostgres())('the store past one machine, under faults', () => {
  let topology: Topology;
  /** The start itself, so that a start cut off by the hook's timeout is still stopped afterwards. */
  let starting: Promise<Topology> | undefined;
  let fabricId = '';
  let vendor: Caller;
  let buyers: Caller[] = [];
  let direct: pg.Client;
  const acknowledged = new Set<string>();

  beforeAll(async () => {
    const started = performance.now();
    starting = startTopology({
      env: {
        SEED_DEMO: '0',
        AUTH_RATE_LIMIT: '100000',
        CHECKOUT_RATE_LIMIT: '100000',
        // Above the 2 s apply delay below, so that the lagging replica still serves and read-your-writes is what is tested.
        REPLICA_MAX_LAG_MS: '5000',
        LOG_LEVEL: 'error',
      },
      log: (line) => process.stderr.write(`topology ${((performance.now() - started) / 1000).toFixed(1)} s: ${line}\n`),
    });
    topology = await starting;
    const bolt = { name: 'Topology silk', category: 'silk', pricePaise: 80_000, stock: INITIAL_METRES };
    const seeded = await seedFabricDirectly(topology.directUrl, bolt, 3);
    fabricId = seeded.fabricId;
    vendor = new Caller(topology.nginx.base, seeded.vendorToken);
    buyers = seeded.customers.map((customer) => new Caller(topology.nginx.base, customer.token));
    direct = new pg.Client(topology.directUrl);
    await direct.connect();
    process.stderr.write(`topology ${((performance.now() - started) / 1000).toFixed(1)} s: ready\n`);
    // Five servers and three API processes start here: on a quiet 2-core machine well under a minute.
  }, 240_000);
  afterAll(async () => {
    await direct?.end();
    await (await starting?.catch(() => undefined))?.stop();
  }, 240_000);

  /**
   * Readers and buyers through nginx for `ms`: every answer's status is counted, and each order that
   * was acknowledged (201, or 200 for a repeated key) is remembered. A buyer whose attempt got no
   * answer or a 503 tries again with the same Idempotency-Key, as the web app does.
   */
  async function underLoad(ms: number, fault: () => Promise<void>) {
    const statuses: { method: string; status: number }[] = [];
    const until = Date.now() + ms;
    const reader = new Caller(topology.nginx.base);
    // Each caller pauses between requests, as a person does: load, without a loop that only measures the machine.
    const pause = () => new Promise((resolve) => setTimeout(resolve, 20));
    const read = async () => {
      while (Date.now() < until) {
        statuses.push({ method: 'GET', status: (await reader.call('GET', '/api/fabrics?limit=5')).status });
        statuses.push({ method: 'GET', status: (await reader.call('GET', `/api/fabrics/${fabricId}`)).status });
        await pause();
      }
    };
    const buy = async (buyer: Caller) => {
      while (Date.now() < until) {
        const key = crypto.randomUUID();
        for (let attempt = 0; attempt < 20; attempt++) {
          const body = {
            items: [{ fabric_id: fabricId, quantity: 1 }],
            paymentMethod: 'cod',
            shippingAddress: SHIPPING_ADDRESS,
          };
          const answer = await buyer
            .call<{ id: string }>('POST', '/api/checkout', body, { 'idempotency-key': key })
            .catch(() => ({ status: 0, body: undefined }));
          statuses.push({ method: 'POST', status: answer.status });
          if (answer.status === 201 || answer.status === 200) acknowledged.add(answer.body?.id ?? '');
          if (![0, 502, 503].includes(answer.status)) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await pause();
      }
    };
    await Promise.all([read(), read(), ...buyers.map(buy), fault()]);
    return statuses;
  }

  /**
   * The invariants after each fault. `allowed` names the 5xx a fault may cause: 503 while the database
   * is unreachable, and 502 for a POST cut off inside a killed process (nginx never resends a POST;
   * the buyer repeats it with its Idempotency-Key).
   */
  async function expectStoreWhole(statuses: { method: string; status: number }[], allowed: string[] = []) {
    const unexpected = statuses.filter(
      ({ method, status }) => (status >= 500 || status === 0) && !allowed.includes(`${method} ${status}`),
    );
    expect(unexpected).toEqual([]);
    const { rows } = await direct.query<{ stock: number; rolls: number; sold: number; orders: string[] }>(
      `select f.stock::int as stock,
         (select coalesce(sum(length_cm), 0)::int from fabric_rolls r where r.fabric_id = f.id) as rolls,
         (select coalesce(sum(oi.quantity), 0)::int from order_items oi join vendor_orders vo on vo.id = oi.vendor_order_id
           where oi.fabric_id = f.id and vo.status <> 'cancelled') as sold,
         (select coalesce(array_agg(o.id::text), '{}') from orders o) as orders
       from fabrics f where f.id = $1`,
      [fabricId],
    );
    const [row] = rows;
    expect(row?.stock).toBe(row?.rolls);
    expect((row?.stock ?? 0) + (row?.sold ?? 0)).toBe(INITIAL_METRES * 100);
    expect(row?.stock).toBeGreaterThanOrEqual(0);
    const stored = new Set(row?.orders);
    expect([...acknowledged].filter((id) => !stored.has(id))).toEqual([]);
  }

  it('shows every caller its own writes while the replica applies changes 2 s late', async () => {
    delayReplay(topology.replica, '2s');
    const stranger = new Caller(topology.nginx.base);
    let strangerSawOld = 0;
    const statuses = await underLoad(6000, async () => {
      for (let edit = 1; edit <= 4; edit++) {
        const name = `Topology silk, edit ${edit}`;
        expect((await vendor.call('PUT', `/api/fabrics/${fabricId}`, { name })).status).toBe(200);
        // Whichever process nginx picks, and whichever database it reads from.
        for (let read = 0; read < 3; read++) {
          expect((await vendor.call<Fabric>('GET', `/api/fabrics/${fabricId}`)).body.name).toBe(name);
        }
        if ((await stranger.call<Fabric>('GET', `/api/fabrics/${fabricId}`)).body.name !== name) strangerSawOld++;
      }
    });
    // A caller without a write of its own was served by the lagging replica: the check above was a real one.
    expect(strangerSawOld).toBeGreaterThan(0);
    await expectStoreWhole(statuses);
    delayReplay(topology.replica, '0');
  }, 60_000);

  it('falls back to the primary with no failed request when the replica stops', async () => {
    const statuses = await underLoad(4000, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      topology.replica.halt();
    });
    await expectStoreWhole(statuses);
  }, 60_000);

  it('routes around an API process killed with SIGKILL, and loses no acknowledged order', async () => {
    const statuses = await underLoad(4000, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await topology.apis[1]?.kill();
    });
    await expectStoreWhole(statuses, ['POST 502']);
  }, 60_000);

  it('rides out a PgBouncer restart, answering only 503 while it is down', async () => {
    const statuses = await underLoad(5000, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await topology.pgbouncer.restart();
    });
    await expectStoreWhole(statuses, ['GET 503', 'POST 503']);
    // Once it is back, everything answers again.
    const after = await new Caller(topology.nginx.base).call('GET', `/api/fabrics/${fabricId}`);
    expect(after.status).toBe(200);
  }, 60_000);
});

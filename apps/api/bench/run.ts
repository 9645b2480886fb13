// `npm run bench`: seeds a throwaway PostgreSQL, loads the real server with autocannon scenario by
// scenario, each beside its yardstick (bare node:http with the same bytes for a cached page, the
// Node floor for a database-bound one), and prints one table. See docs/performance.md.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { startPostgresServer } from '../test-support/postgres-server';
import { childProcessIds } from '../test-support/server-process';
import { startBenchServer } from './bench-server';
import { bytesFloor, captureStatements, startFloor, statementsFloor } from './floor';
import { type LoadResult, unexpectedAnswers } from './load';
import { timePhotoUploads } from './photo-upload';
import { loadAverage, log, ms, whole } from './report-words';
import { type CostMeter, costMeter, measureWithCost, type RequestCost } from './request-cost';
import { buildScenarios, type Scenario } from './scenarios';
import { INITIAL_STOCK, seed } from './seed';

function readOptions(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      fabrics: { type: 'string', default: '100000' },
      orders: { type: 'string', default: '100000' },
      duration: { type: 'string', default: '5' },
      warmup: { type: 'string', default: '1' },
      connections: { type: 'string', default: '32' },
      rounds: { type: 'string', default: '1' },
      only: { type: 'string', default: '' },
      'pool-mode': { type: 'string', default: 'session' },
      'cpu-prof-dir': { type: 'string', default: '' },
    },
  });
  const count = (name: keyof typeof values, least: number) => {
    const number = Number(values[name]);
    if (!Number.isInteger(number) || number < least)
      throw new Error(`--${name} takes a whole number, ${least} or more`);
    return number;
  };
  return {
    fabrics: count('fabrics', 1),
    orders: count('orders', 1),
    seconds: count('duration', 1),
    warmup: count('warmup', 0),
    connections: count('connections', 1),
    rounds: count('rounds', 1),
    poolMode: poolModeOption(values['pool-mode']),
    // The server and the Node floors each write a V8 CPU profile (`node --cpu-prof`) there when stopped.
    cpuProfileDir: values['cpu-prof-dir'] ? path.resolve(values['cpu-prof-dir']) : '',
    only: values.only
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean),
  };
}
type Options = ReturnType<typeof readOptions>;

/** `--pool-mode transaction` runs the server as behind PgBouncer's transaction mode: every statement unnamed. */
function poolModeOption(value: string | undefined): 'session' | 'transaction' {
  if (value === 'session' || value === 'transaction') return value;
  throw new Error('--pool-mode takes session or transaction');
}

/** Undo steps for everything a run starts, run newest first, each even if an earlier one failed. */
const cleanups: (() => unknown)[] = [];
async function cleanUp(): Promise<void> {
  for (let undo = cleanups.pop(); undo; undo = cleanups.pop()) {
    await Promise.resolve()
      .then(undo)
      .catch((error) => log(`cleanup failed: ${error}`));
  }
}

interface Row {
  name: string;
  load?: LoadResult;
  cost?: RequestCost;
  yardstick?: { name: string; load: LoadResult; cost: RequestCost };
  note: string;
}

/** The server's peak resident memory (VmHWM) in MiB, summed over it and any child processes. */
function peakMemoryMib(pid: number): number {
  const kib = (id: number) => Number(/^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1]);
  return [pid, ...childProcessIds(pid)].reduce((sum, id) => sum + kib(id), 0) / 1024;
}

/**
 * The yardstick of a scenario: bare node:http answering the bytes the API sends for it, or the Node
 * floor running the statements captured from the API for it (rolled back, for a change).
 */
async function startYardstick(
  scenario: Scenario,
  options: Options,
  databaseUrl: string,
  jwtSecret: string,
  workDir: string,
) {
  if (scenario.yardstick === 'same bytes') {
    return startFloor(await bytesFloor(scenario.target.url, scenario.target.headers), workDir, options.cpuProfileDir);
  }
  const { rolledBackCapture: rolledBack } = scenario;
  if (rolledBack?.before) {
    await captureStatements(databaseUrl, jwtSecret, rolledBack.before.from, { count: rolledBack.before.count });
  }
  const captured = rolledBack
    ? await captureStatements(databaseUrl, jwtSecret, rolledBack.from, { count: rolledBack.count, rollBack: true })
    : await captureStatements(databaseUrl, jwtSecret, scenario.target, { count: scenario.floorRequests });
  return startFloor(statementsFloor(databaseUrl, captured, Boolean(rolledBack)), workDir, options.cpuProfileDir);
}

/** Runs a scenario `options.rounds` times beside its yardstick and keeps the round of median ratio. */
async function runScenario(
  scenario: Scenario,
  options: Options,
  meter: CostMeter,
  {
    databaseUrl,
    jwtSecret,
    workDir,
    client,
  }: { databaseUrl: string; jwtSecret: string; workDir: string; client: pg.Client },
) {
  log(`  ${scenario.name}…`);
  const yardstick = scenario.yardstick && (await startYardstick(scenario, options, databaseUrl, jwtSecret, workDir));
  const measured = yardstick && {
    // A plain GET with the scenario's fixed headers: the yardstick ignores the request, and the scenario's
    // own rotation (the next part to move, say) must not be spent on it.
    target: { url: `${yardstick.base}/`, headers: scenario.target.headers },
    // Metered as the API is: beside the API's, what the API's own code and its statements cost a request.
    meter: await costMeter(yardstick.pid, client),
  };
  const rounds: Row[] = [];
  for (let round = 0; round < (yardstick ? options.rounds : 1); round++) {
    const { load, cost } = await measureWithCost(scenario.target, options, meter);
    const beside = measured && (await measureWithCost(measured.target, options, measured.meter));
    // The floor's own failures are named, so that a floor whose statements failed cannot pass for a fast one.
    const floorNote = beside && unexpectedAnswers(beside.load) ? `yardstick: ${unexpectedAnswers(beside.load)}` : '';
    const orders = scenario.placesOrders ? `${whole((load.statuses[201] ?? 0) / load.seconds)} orders/s` : '';
    rounds.push({
      name: scenario.name,
      load,
      cost,
      ...(beside && scenario.yardstick && { yardstick: { name: scenario.yardstick, ...beside } }),
      note: [orders, unexpectedAnswers(load), floorNote].filter(Boolean).join('; '),
    });
  }
  await yardstick?.stop();
  const ratio = (row: Row) => (row.load?.requestsPerSecond ?? 0) / (row.yardstick?.load.requestsPerSecond ?? 1);
  const sorted = [...rounds].sort((a, b) => ratio(a) - ratio(b));
  const median = sorted[Math.floor((sorted.length - 1) / 2)] as Row;
  // Each round's share and the CPU per request in it: on a busy machine the CPU holds better than the share.
  const cpu = ({ cost, yardstick }: Row) =>
    cost && yardstick
      ? ` (API ${ms(cost.apiCpuMs)} + DB ${ms(cost.databaseCpuMs)} ms, yardstick ${ms(yardstick.cost.apiCpuMs)} + DB ${ms(yardstick.cost.databaseCpuMs)} ms)`
      : '';
  const shares = rounds.map((row) => `${(ratio(row) * 100).toFixed(0)}%${cpu(row)}`).join(', ');
  if (rounds.length > 1) median.note = [median.note, `rounds: ${shares}`].filter(Boolean).join('; ');
  return median;
}

/** Every fabric's stock against what the orders not cancelled took of it, and the orders counted. */
async function checkStock(client: pg.Client) {
  const { rows } = await client.query<{ orders: number; mismatched: number }>(`select
    (select count(*) from orders)::int as orders,
    (select count(*) from fabrics f left join (select oi.fabric_id, sum(oi.quantity) as sold from order_items oi
        join vendor_orders vo on vo.id = oi.vendor_order_id where vo.status <> 'cancelled' group by oi.fabric_id) s
      on s.fabric_id = f.id where f.stock <> ${INITIAL_STOCK} - coalesce(s.sold, 0) or f.stock < 0)::int as mismatched`);
  return rows[0] ?? { orders: Number.NaN, mismatched: Number.NaN };
}

function formatTable(rows: Row[]): string {
  const lines = [
    '| Scenario | req/s | p50 ms | p95 ms | p99 ms | API CPU ms/req | DB CPU ms/req | DB statement ms/req | Yardstick | its req/s | its p95 ms | its CPU ms/req | its DB CPU ms/req | API ÷ yardstick | Notes |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const { name, load, cost, yardstick, note } of rows) {
    const api = load ? [whole(load.requestsPerSecond), ms(load.p50), ms(load.p95), ms(load.p99)] : ['', '', '', ''];
    const costs = cost ? [ms(cost.apiCpuMs), ms(cost.databaseCpuMs), ms(cost.databaseMs)] : ['', '', ''];
    const beside = yardstick
      ? [
          yardstick.name === 'same bytes' ? 'bare node:http, same bytes' : 'Node floor',
          whole(yardstick.load.requestsPerSecond),
          ms(yardstick.load.p95),
          ms(yardstick.cost.apiCpuMs),
          ms(yardstick.cost.databaseCpuMs),
          `${(((load?.requestsPerSecond ?? 0) / yardstick.load.requestsPerSecond) * 100).toFixed(0)}%`,
        ]
      : ['', '', '', '', '', ''];
    lines.push(`| ${[name, ...api, ...costs, ...beside, note].join(' | ')} |`);
  }
  return lines.join('\n');
}

async function runBench(options: Options): Promise<boolean> {
  const startLoad = loadAverage();
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'fabric-store-bench-'));
  cleanups.push(() => rmSync(workDir, { recursive: true, force: true }));
  const postgres = await startPostgresServer({ statementStatistics: true });
  cleanups.push(postgres.stop);
  const databaseUrl = postgres.url;
  const jwtSecret = crypto.randomUUID() + crypto.randomUUID();

  log(`seeding ${whole(options.fabrics)} fabrics and ${whole(options.orders)} orders…`);
  const started = performance.now();
  const database = await openDatabase({ databaseUrl, poolSize: 1 });
  await database.migrate().finally(database.close);
  const client = new pg.Client(databaseUrl);
  await client.connect();
  cleanups.push(() => client.end());
  const seeded = await seed(client, options.fabrics, options.orders, jwtSecret);
  const seedSeconds = (performance.now() - started) / 1000;

  log(`seeded in ${seedSeconds.toFixed(1)} s; starting the server`);
  const server = await startBenchServer({ databaseUrl, jwtSecret, ...options });
  cleanups.push(server.stop);
  const meter = await costMeter(server.process.pid ?? 0, client);

  const rows: Row[] = [];
  const chosen = (scenario: Scenario) =>
    options.only.length === 0 || options.only.some((word) => scenario.name.includes(word));
  for (const scenario of buildScenarios(server.base, seeded).filter(chosen)) {
    rows.push(await runScenario(scenario, options, meter, { databaseUrl, jwtSecret, workDir, client }));
  }
  // Last, since the upload's variants are encoded on worker threads that would compete with a load.
  log('  photo upload…');
  const uploads = await timePhotoUploads(server.base, seeded.photoOwner);
  const pid = server.process.pid ?? 0;
  const memory = peakMemoryMib(pid);
  await server.stop();

  const stock = await checkStock(client);
  const oversold = stock.mismatched !== 0;
  rows.push(
    {
      name: 'zero oversell',
      note: oversold
        ? `**FAILED**: ${stock.mismatched} fabrics' stock ≠ initial − units their live orders hold`
        : `every fabric's stock = initial − units its live orders hold (${whole(stock.orders)} orders)`,
    },
    { name: 'photo upload, 12-megapixel JPEG', note: uploads.map((seconds) => `${seconds.toFixed(2)} s`).join(', ') },
    { name: 'server peak memory (VmHWM)', note: `${memory.toFixed(0)} MiB` },
  );
  console.log(`npm run bench -- ${process.argv.slice(2).join(' ')} · ${new Date().toISOString().slice(0, 16)} UTC`);
  console.log(
    `${whole(options.fabrics)} fabrics, ${whole(options.orders)} orders (seeded in ${seedSeconds.toFixed(0)} s) · ` +
      `${options.connections} connections · ${options.seconds} s per load after ${options.warmup} s warm-up · ${options.rounds} round(s)`,
  );
  console.log(
    `${os.cpus().length} CPUs, Node ${process.version}, PostgreSQL · load average ${startLoad} at the start, ${loadAverage()} at the end\n`,
  );
  console.log(formatTable(rows));
  return !oversold;
}

process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
process.once('SIGTERM', () => void cleanUp().finally(() => process.exit(143)));
try {
  if (!(await runBench(readOptions(process.argv.slice(2))))) process.exitCode = 1;
} catch (error) {
  // A failed query's message holds the whole statement; its cause says what went wrong.
  console.error('bench failed:', error instanceof Error && error.cause ? error.cause : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}

import os from 'node:os';
import type { LoadResult } from './load';
import type { OptimisationTiming } from './optimisations';
import type { BenchOptions, DatabaseKind } from './options';
import type { StockCheck } from './stock-invariant';

export interface ScenarioResult {
  name: string;
  /** The scenario's group (`orders` for issue 17's), if it has one. */
  group?: string | undefined;
  load: LoadResult;
  note: string;
}

export interface DatabaseResult {
  kind: DatabaseKind;
  /** API processes serving the port (API_WORKERS); the bare node:http server runs as many. */
  workers: number;
  seedSeconds: number;
  scenarios: ScenarioResult[];
  peakMemoryMib: number;
  stock: StockCheck;
  ordersCreated: number;
  optimisations: OptimisationTiming[];
  /** Seconds per 12-megapixel JPEG upload, request to answer, one after another. */
  photoUploadSeconds: number[];
}

const DATABASE_NAMES: Record<DatabaseKind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

const milliseconds = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : '–');
const whole = (value: number) => Math.round(value).toLocaleString('en-US');

const processes = (workers: number) =>
  workers === 1 ? 'one API process' : `${workers} API processes (API_WORKERS=${workers}), bare node:http as many`;

/** What else a scenario's answers say: anything other than the expected 2xx is worth seeing. */
export function unexpectedAnswers(load: LoadResult): string {
  const other = Object.entries(load.statuses)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, count]) => `${count}× ${status}`);
  if (load.errors > 0) other.push(`${load.errors} errors`);
  return other.join(', ');
}

/** The run's conditions: figures mean little without the machine, its load and the settings. */
export function describeRun(options: BenchOptions): string {
  const [one, five, fifteen] = os.loadavg().map((load) => load.toFixed(2));
  return [
    `Fabrics: ${whole(options.fabrics)} · orders seeded: ${whole(options.orders)} · ${options.connections} connections · ${options.seconds} s per scenario (after ${options.warmupSeconds} s warm-up)`,
    `Machine: ${os.cpus().length} CPUs, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version} · load average ${one} / ${five} / ${fifteen}`,
  ].join('\n');
}

/** The one results table (markdown), then per database the seeding time, memory and stock check. */
export function formatResults(results: DatabaseResult[]): string {
  const lines = [
    '| Database | Scenario | req/s | p50 ms | p95 ms | p99 ms | Notes |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const result of results) {
    for (const { name, load, note } of result.scenarios) {
      lines.push(
        `| ${DATABASE_NAMES[result.kind]} | ${name} | ${whole(load.requestsPerSecond)} | ${milliseconds(load.p50)} | ${milliseconds(load.p95)} | ${milliseconds(load.p99)} | ${note} |`,
      );
    }
  }
  lines.push('');
  for (const result of results) {
    const { stock } = result;
    const oversell = stock.mismatchedFabrics === 0 ? 'zero oversell' : `${stock.mismatchedFabrics} FABRICS MISMATCHED`;
    lines.push(
      `- ${DATABASE_NAMES[result.kind]}: seeded in ${result.seedSeconds.toFixed(1)} s; ${processes(result.workers)}; server peak memory (VmHWM, all its processes) ${result.peakMemoryMib.toFixed(0)} MiB; ` +
        `${whole(stock.orders)} orders in the database (${whole(result.ordersCreated)} answered 201), ${whole(stock.unitsOrdered)} units: ` +
        `every fabric's stock = initial − units ordered → ${oversell}; ` +
        `one 12-megapixel JPEG upload (decode, upright, 3 widths × WebP and AVIF, stored): ${result.photoUploadSeconds.map((seconds) => `${seconds.toFixed(2)} s`).join(', ')}`,
    );
  }
  return lines.join('\n');
}

/** Before/after timings of the catalog's optimisations, measured on each database after its load. */
export function formatOptimisations(results: DatabaseResult[]): string {
  const lines = [
    '| Database | Optimisation | without (ms) | with (ms) | speed-up |',
    '| --- | --- | ---: | ---: | ---: |',
  ];
  for (const result of results) {
    for (const timing of result.optimisations) {
      lines.push(
        `| ${DATABASE_NAMES[result.kind]} | ${timing.name} | ${milliseconds(timing.without)} | ${milliseconds(timing.with)} | ${(timing.without / timing.with).toFixed(0)}× |`,
      );
    }
  }
  return lines.join('\n');
}

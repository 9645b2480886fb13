import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { findPostgresBin } from '../test-support/postgres-server';
import type { CapturedRequest } from './capture-statements';
import { type LoadSettings, percentile } from './load';

const run = promisify(execFile);

export interface PgbenchResult {
  transactionsPerSecond: number;
  p50: number;
  p95: number;
}

/** The captured requests that run the same statements (text for text), keyed by those texts. */
function groupByStatements(requests: CapturedRequest[]): CapturedRequest[][] {
  const groups = new Map<string, CapturedRequest[]>();
  for (const request of requests) {
    const key = request.map((statement) => statement.text).join('\u0000');
    groups.set(key, [...(groups.get(key) ?? []), request]);
  }
  return [...groups.values()];
}

/**
 * One pgbench script for requests that run the same statements, as the API runs them: prepared
 * once per connection and executed on every transaction, as the API's named statements are. A
 * table holds each request's values; each transaction reads one row of it at random (one
 * primary-key read more than the API's) and runs the statements with them. (One script per request
 * made each connection plan each statement afresh on nearly every execution, which the API never
 * does: decision 223.) With `rollBack`, the statements run between BEGIN and ROLLBACK, so that a
 * write finds its rows unchanged on every replay.
 */
async function writeScript(
  client: pg.Client,
  requests: CapturedRequest[],
  rollBack: boolean,
  file: string,
  table: string,
): Promise<string> {
  const [first = []] = requests;
  // A placeholder null in every request is written as NULL (pgbench has no null variable); the others are columns.
  const columns: { statement: number; param: number }[] = [];
  first.forEach((statement, index) => {
    statement.values.forEach((_value, param) => {
      if (requests.some((request) => request[index]?.values[param] !== null)) columns.push({ statement: index, param });
    });
  });
  const rows = requests.map((request) => columns.map(({ statement, param }) => request[statement]?.values[param]));
  if (rows.some((row) => row.some((value) => value === null || value === undefined))) {
    throw new Error(
      `${table}: a placeholder is null in some captured requests and not in others; pgbench cannot pass both`,
    );
  }
  await client.query(`create table ${table} (n integer primary key, v text[] not null)`);
  await client.query(
    `insert into ${table} (n, v) select n, array(select json_array_elements_text(row)) from json_array_elements($1::json) with ordinality as rows (row, n)`,
    [JSON.stringify(rows)],
  );
  await client.query(`analyze ${table}`);
  const variable = (statement: number, param: number) =>
    columns.findIndex((column) => column.statement === statement && column.param === param);
  const statements = first.map(({ text }, index) => {
    const replaced = text.replace(/\$(\d+)/g, (_match, param: string) => {
      const column = variable(index, Number(param) - 1);
      return column < 0 ? 'NULL' : `:v${column + 1}`;
    });
    return `${replaced};`;
  });
  const read = columns.map((_column, index) => `v[${index + 1}] as v${index + 1}`).join(', ');
  const script = [
    `\\set n random(1, ${requests.length})`,
    ...(read ? [`select ${read} from ${table} where n = :n \\gset`] : []),
    ...(rollBack ? ['begin;', ...statements, 'rollback;'] : statements),
  ];
  writeFileSync(file, `${script.join('\n')}\n`);
  return file;
}

/**
 * The scripts of the captured requests, written once per scenario with their value tables: one per
 * group that runs the same statements, weighted by how many requests it holds, so that pgbench's
 * mix is the API's. The answer is pgbench's `-f file@weight` arguments, for every runPgbench of them.
 */
export async function writePgbenchScripts(
  databaseUrl: string,
  requests: CapturedRequest[],
  rollBack: boolean,
  directory: string,
  name: string,
): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const scripts: string[] = [];
    for (const [index, group] of groupByStatements(requests).entries()) {
      const table = `bench_replay_${name.replace(/\W+/g, '_').toLowerCase()}_${index}`;
      const file = await writeScript(client, group, rollBack, path.join(directory, `${name}-${index}.sql`), table);
      scripts.push('-f', `${file}@${group.length}`);
    }
    return scripts;
  } finally {
    await client.end();
  }
}

/**
 * Runs pgbench on the scripts of writePgbenchScripts at the load's connections, duration and rate
 * (when the load has one), after a warm-up.
 */
export async function runPgbench(
  databaseUrl: string,
  scripts: string[],
  settings: LoadSettings & { warmupSeconds: number },
  directory: string,
  name: string,
): Promise<PgbenchResult> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('pgbench needs the PostgreSQL binaries (/usr/lib/postgresql/<version>/bin)');
  const threads = String(Math.min(2, settings.connections));
  const rate = settings.rate ? ['-R', String(settings.rate)] : [];
  const common = ['-n', '-M', 'prepared', '-c', String(settings.connections), '-j', threads, ...rate, ...scripts];
  if (settings.warmupSeconds > 0) {
    await run(path.join(bin, 'pgbench'), [...common, '-T', String(Math.ceil(settings.warmupSeconds)), databaseUrl]);
  }
  const logPrefix = path.join(directory, `${name}-log`);
  const { stdout } = await run(path.join(bin, 'pgbench'), [
    ...common,
    '-T',
    String(settings.seconds),
    '-l',
    `--log-prefix=${logPrefix}`,
    databaseUrl,
  ]);
  const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
  if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
  const latencies = latenciesFromLogs(directory, path.basename(logPrefix));
  return { transactionsPerSecond: Number(tps), p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
}

/**
 * The transactions' latencies in pgbench's per-transaction logs, in ms, sorted. The third column is
 * the latency in µs; at a set rate it counts from the transaction's scheduled start, so the schedule
 * lag (seventh column) is taken off, as autocannon times a paced request from when it is sent.
 */
function latenciesFromLogs(directory: string, prefix: string): number[] {
  const latencies: number[] = [];
  for (const file of readdirSync(directory).filter((entry) => entry.startsWith(`${prefix}.`))) {
    for (const line of readFileSync(path.join(directory, file), 'utf8').split('\n')) {
      const columns = line.split(' ');
      const micros = Number(columns[2]) - Number(columns[6] ?? 0);
      if (line && Number.isFinite(micros)) latencies.push(micros / 1000);
    }
  }
  return latencies.sort((a, b) => a - b);
}

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

/**
 * One pgbench script per captured request: its statements as the API sent them, each $n a pgbench
 * variable (set with -D, so text values pass as they are), prepared once per connection as the
 * API's named statements are. pgbench picks a script at random for each transaction, so one
 * transaction stands for one API request.
 */
function writeScripts(requests: CapturedRequest[], directory: string, name: string) {
  const files: string[] = [];
  const variables: string[] = [];
  requests.forEach((statements, request) => {
    const lines = statements.map((statement, index) => {
      statement.values.forEach((value, param) => {
        if (value !== null) variables.push('-D', `r${request}s${index}p${param + 1}=${value}`);
      });
      // A null cannot be a pgbench variable: it is written into the statement as NULL.
      const text = statement.text.replace(/\$(\d+)/g, (_match, param: string) =>
        statement.values[Number(param) - 1] === null ? 'NULL' : `:r${request}s${index}p${param}`,
      );
      return `${text};`;
    });
    const file = path.join(directory, `${name}-${request}.sql`);
    writeFileSync(file, `${lines.join('\n')}\n`);
    files.push('-f', file);
  });
  return [...files, ...variables];
}

/**
 * A write replayed on many rows, as one script: a table holds each captured request's values, and
 * each transaction reads a row of it at random (one primary-key read more than the API's) and runs
 * the statements with them between BEGIN and ROLLBACK. pgbench takes at most 128 scripts, and a
 * write replayed on few rows by 32 connections would mostly wait for another's lock.
 */
async function writeReplayTable(databaseUrl: string, requests: CapturedRequest[], directory: string, name: string) {
  const [first] = requests;
  const texts = first?.map((statement) => statement.text) ?? [];
  if (requests.some((request) => request.map((statement) => statement.text).join(';') !== texts.join(';'))) {
    throw new Error(
      `the captured requests of ${name} do not run the same statements, so one script cannot replay them`,
    );
  }
  // Each placeholder null in every request is written as NULL; the others are columns of the table.
  const columns: { statement: number; param: number }[] = [];
  first?.forEach((statement, index) => {
    statement.values.forEach((_value, param) => {
      if (requests.some((request) => request[index]?.values[param] !== null)) columns.push({ statement: index, param });
    });
  });
  const table = `bench_replay_${name.replace(/\W+/g, '_').toLowerCase()}`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`create table ${table} (n integer primary key, v text[] not null)`);
    const rows = requests.map((request) => columns.map(({ statement, param }) => request[statement]?.values[param]));
    await client.query(
      `insert into ${table} (n, v) select n, array(select json_array_elements_text(row)) from json_array_elements($1::json) with ordinality as rows (row, n)`,
      [JSON.stringify(rows)],
    );
    await client.query(`analyze ${table}`);
  } finally {
    await client.end();
  }
  const variable = (statement: number, param: number) =>
    columns.findIndex((column) => column.statement === statement && column.param === param);
  const statements = texts.map((text, index) => {
    const replaced = text.replace(/\$(\d+)/g, (_match, param: string) => {
      const column = variable(index, Number(param) - 1);
      return column < 0 ? 'NULL' : `:v${column + 1}`;
    });
    return /^commit$/i.test(text.trim()) ? 'rollback;' : `${replaced};`;
  });
  const explicitTransaction = texts.some((text) => /^begin/i.test(text.trim()));
  const read = columns.map((_column, index) => `v[${index + 1}] as v${index + 1}`).join(', ');
  const script = [
    `\\set n random(1, ${requests.length})`,
    `select ${read} from ${table} where n = :n \\gset`,
    ...(explicitTransaction ? statements : ['begin;', ...statements, 'rollback;']),
  ];
  const file = path.join(directory, `${name}.sql`);
  writeFileSync(file, `${script.join('\n')}\n`);
  return ['-f', file];
}

/**
 * Runs pgbench on the captured requests at the load's connections, duration and rate (when the load
 * has one), after a warm-up; with `rollBack`, each request's statements run in a transaction that
 * ends in ROLLBACK (`writeReplayTable`), so a write replays on unchanged rows.
 */
export async function runPgbench(
  databaseUrl: string,
  requests: CapturedRequest[],
  settings: LoadSettings & { warmupSeconds: number; rollBack?: boolean },
  directory: string,
  name: string,
): Promise<PgbenchResult> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('pgbench needs the PostgreSQL binaries (/usr/lib/postgresql/<version>/bin)');
  const scripts = settings.rollBack
    ? await writeReplayTable(databaseUrl, requests, directory, name)
    : writeScripts(requests, directory, name);
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

import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
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
function writeScripts(requests: CapturedRequest[], directory: string, name: string, rollBack: boolean) {
  const files: string[] = [];
  const variables: string[] = [];
  requests.forEach((statements, request) => {
    const lines = statements.map((statement, index) => {
      if (rollBack && /^commit$/i.test(statement.text.trim())) return 'rollback;';
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
 * Runs pgbench on the captured requests at the load's connections, duration and rate (when the load
 * has one), after a warm-up; with `rollBack`, each request's transaction ends in ROLLBACK, so a
 * write replays on unchanged rows.
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
  const scripts = writeScripts(requests, directory, name, settings.rollBack === true);
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

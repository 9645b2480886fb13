// What one request costs, the figure a capacity plan divides by: the API server's CPU time, the
// database server's CPU time and its statements' execution time over a load, each divided by the
// requests answered. The CPU times depend little on what else the machine runs, since neither counts
// time spent waiting for a CPU; the statement time does count it (it is wall time inside PostgreSQL's
// executor), so it grows with the load's concurrency on a busy machine.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type pg from 'pg';
import { childProcessIds } from '../test-support/server-process';
import { type LoadResult, type LoadTarget, runLoad } from './load';

export interface RequestCost {
  /** The server's CPU milliseconds (user + system, its worker processes included) per request. */
  apiCpuMs: number;
  /** The database's execution milliseconds per request, summed over its top-level statements (triggers included). */
  databaseMs: number;
  /** The database server's CPU milliseconds per request: every backend's and parallel worker's. */
  databaseCpuMs: number;
}

/** A reading of both meters, taken before a load and subtracted from one taken after it. */
interface Reading {
  cpuMs: number;
  databaseMs: number;
  databaseCpuMs: number;
}

const clockTicksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** A process's fields in /proc/<pid>/stat after its command, the first (index 0) being field 3, its state. */
function statFields(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

const ticksMs = (...ticks: (string | undefined)[]) =>
  (ticks.reduce((sum, tick) => sum + Number(tick), 0) * 1000) / clockTicksPerSecond;

/** A process's CPU time so far, as `process.cpuUsage()` reports it inside the process: user and system time. */
const processCpuMs = (pid: number) => {
  const fields = statFields(pid);
  return ticksMs(fields[11], fields[12]);
};

/**
 * The database server's CPU time so far: the postmaster's own, that of its children that have
 * exited (parallel workers, closed connections; fields 16 and 17, counted once the postmaster has
 * reaped them) and that of every child still running.
 */
function postgresCpuMs(postmasterPid: number): number {
  const fields = statFields(postmasterPid);
  const exited = ticksMs(fields[11], fields[12], fields[13], fields[14]);
  return childProcessIds(postmasterPid).reduce((sum, id) => sum + processCpuMs(id), exited);
}

/** The postmaster: the parent of the connection's backend. */
async function postmasterOf(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  return Number(statFields(rows[0]?.pid ?? 0)[1]);
}

/** The execution time of every statement so far; the meter's own reading is left out. */
async function statementMs(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ ms: number }>(
    `select coalesce(sum(total_exec_time), 0)::float8 as ms from pg_stat_statements
      where query not like '%pg_stat_statements%'`,
  );
  return rows[0]?.ms ?? 0;
}

/**
 * Waits (up to a minute) until the database runs no statement of another connection: statements a
 * load's requests left running when it stopped would otherwise be charged to the next load, and slow it.
 */
async function settle(client: pg.Client): Promise<void> {
  for (let waited = 0; waited < 600; waited++) {
    const { rows } = await client.query<{ running: number }>(`select count(*)::int as running from pg_stat_activity
      where state = 'active' and backend_type = 'client backend' and pid <> pg_backend_pid()`);
    if ((rows[0]?.running ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface CostMeter {
  /** The database's upkeep (vacuum and analyse), done between loads so that no load is charged for it. */
  upkeep: () => Promise<void>;
  /** Reads both meters once the database has finished the statements already sent to it. */
  read: () => Promise<Reading>;
  /** The cost per request of `requests` answered between two readings. */
  costBetween: (before: Reading, after: Reading, requests: number) => RequestCost;
}

/**
 * A meter of the server process `pid` and of the database `client` is connected to, which must run
 * on this machine and have started with pg_stat_statements preloaded
 * (`startPostgresServer({ statementStatistics: true })`).
 */
export async function costMeter(pid: number, client: pg.Client): Promise<CostMeter> {
  await client.query('create extension if not exists pg_stat_statements');
  // Autovacuum and autoanalyse would start inside whichever load crossed their thresholds and charge
  // their CPU to it alone (four vacuums and twelve analyses inside one round of checkout, say), so
  // they are off and `upkeep` does their work between loads.
  await client.query('alter system set autovacuum = off');
  await client.query('select pg_reload_conf()');
  const cpuMs = () => [pid, ...childProcessIds(pid)].reduce((sum, id) => sum + processCpuMs(id), 0);
  const postmaster = await postmasterOf(client);
  return {
    upkeep: async () => {
      await client.query('vacuum analyze');
    },
    read: async () => {
      await settle(client);
      return {
        cpuMs: cpuMs(),
        databaseMs: await statementMs(client),
        databaseCpuMs: postgresCpuMs(postmaster),
      };
    },
    // No answer at all has no cost per answer (NaN, shown as –), rather than an infinite one.
    costBetween: (before, after, requests) => ({
      apiCpuMs: requests > 0 ? (after.cpuMs - before.cpuMs) / requests : Number.NaN,
      databaseMs: requests > 0 ? (after.databaseMs - before.databaseMs) / requests : Number.NaN,
      databaseCpuMs: requests > 0 ? (after.databaseCpuMs - before.databaseCpuMs) / requests : Number.NaN,
    }),
  };
}

/** Unmeasured warm-up, then the measured load, with what each of its requests cost the server and the database. */
export async function measureWithCost(
  target: LoadTarget,
  { connections, warmup, seconds }: { connections: number; warmup: number; seconds: number },
  meter: CostMeter,
): Promise<{ load: LoadResult; cost: RequestCost }> {
  if (warmup > 0) await runLoad(target, connections, warmup);
  await meter.upkeep();
  const before = await meter.read();
  const load = await runLoad(target, connections, seconds);
  return { load, cost: meter.costBetween(before, await meter.read(), load.requests) };
}

import type pg from 'pg';
import { callersLastWrite, parseWalPosition, type WalPosition } from './wal-position';

/** How often each process asks the primary and every replica where their logs stand. */
export const REPLICA_POLL_MS = 200;
/** How far back the primary's positions are kept to tell a replica's lag in time. */
const POSITIONS_KEPT_MS = 60_000;

interface Replica {
  pool: pg.Pool;
  /** The last position it had replayed when asked, which only grows while it stays a replica. */
  replayed: WalPosition;
  lagMs: number;
  reachable: boolean;
}

/** SQLSTATE classes of a connection or server going away, rather than of the statement. */
const CONNECTION_LOST = /^(08|57|53)/;
const isConnectionLost = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return typeof code !== 'string' || CONNECTION_LOST.test(code) || !/^[0-9A-Z]{5}$/.test(code);
};

/**
 * What drizzle is given for the public reads: a pool that sends each statement outside a transaction
 * to a replica that has replayed the caller's last write (`callersLastWrite`) and lags at most
 * `maxLagMs`, and everything else to the primary. A transaction always takes a primary connection.
 * A replica that fails a read is marked unreachable until the next poll and the read runs again on the
 * primary (reads are safe to repeat), so no request fails because a replica did. Its name ends in
 * Pool because drizzle opens transactions on `connect()` only for a client it takes for a pool.
 */
export class ReplicaRoutingPool {
  readonly #primary: pg.Pool;
  readonly #replicas: Replica[];
  readonly #maxLagMs: number;
  /** The primary's position over time, oldest first: a replica's lag is how long ago the primary passed it. */
  readonly #primaryPositions: { at: number; position: WalPosition }[] = [];
  readonly #waiting: { position: WalPosition; run: () => void }[] = [];
  #turn = 0;
  #timer: NodeJS.Timeout | undefined;

  constructor(primary: pg.Pool, replicaPools: pg.Pool[], maxLagMs: number) {
    this.#primary = primary;
    this.#replicas = replicaPools.map((pool) => ({ pool, replayed: 0n, lagMs: Infinity, reachable: false }));
    this.#maxLagMs = maxLagMs;
  }

  /** Starts polling; the first answers are awaited, so that reads use the replicas from the start. */
  async start(): Promise<void> {
    if (this.#timer) return;
    await this.#poll();
    const tick = () => {
      this.#timer = setTimeout(() => void this.#poll().finally(() => this.#timer && tick()), REPLICA_POLL_MS);
      this.#timer.unref();
    };
    tick();
  }

  query(config: unknown, values?: unknown): Promise<pg.QueryResult> {
    const replica = this.#choose(callersLastWrite());
    const onPrimary = () =>
      (this.#primary.query as (c: unknown, v: unknown) => Promise<pg.QueryResult>)(config, values);
    if (!replica) return onPrimary();
    return (replica.pool.query as (c: unknown, v: unknown) => Promise<pg.QueryResult>)(config, values).catch(
      (error: unknown) => {
        if (isConnectionLost(error)) replica.reachable = false;
        return onPrimary();
      },
    );
  }

  connect(): Promise<pg.PoolClient> {
    return this.#primary.connect();
  }

  /** Runs `run` once every usable replica has replayed `position` (at once without replicas). */
  whenReplicasReach(position: WalPosition, run: () => void): void {
    this.#waiting.push({ position, run });
    this.#settleWaiting();
  }

  /** Each replica's state as this process last saw it, for the health answer and the tests. */
  states(): { reachable: boolean; lagMs: number }[] {
    return this.#replicas.map(({ reachable, lagMs }) => ({ reachable, lagMs }));
  }

  async end(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    await Promise.all(this.#replicas.map((replica) => replica.pool.end()));
  }

  #usable = (replica: Replica) => replica.reachable && replica.lagMs <= this.#maxLagMs;

  /** The next usable replica in turn that has the caller's last write, or undefined for the primary. */
  #choose(callersWrite: WalPosition): Replica | undefined {
    for (let tried = 0; tried < this.#replicas.length; tried++) {
      const replica = this.#replicas[this.#turn++ % this.#replicas.length] as Replica;
      if (this.#usable(replica) && replica.replayed >= callersWrite) return replica;
    }
    return undefined;
  }

  async #poll(): Promise<void> {
    const now = Date.now();
    try {
      const { rows } = await this.#primary.query<{ position: string }>('select pg_current_wal_lsn()::text as position');
      const position = parseWalPosition(rows[0]?.position ?? '');
      if (position !== undefined) this.#primaryPositions.push({ at: now, position });
    } catch {
      // The primary is down: the replicas' lag cannot grow past what it has written, so the last known stands.
    }
    while (this.#primaryPositions.length > 1 && (this.#primaryPositions[0]?.at ?? now) < now - POSITIONS_KEPT_MS)
      this.#primaryPositions.shift();
    await Promise.all(this.#replicas.map((replica) => this.#measure(replica, now)));
    this.#settleWaiting();
  }

  async #measure(replica: Replica, now: number): Promise<void> {
    try {
      const { rows } = await replica.pool.query<{ position: string | null }>(
        'select pg_last_wal_replay_lsn()::text as position',
      );
      // A server out of recovery (promoted, or a primary named by mistake) is no replica to read from.
      const replayed = parseWalPosition(rows[0]?.position ?? '');
      replica.reachable = replayed !== undefined;
      if (replayed === undefined) return;
      replica.replayed = replayed;
      const passedAt = this.#primaryPositions.find(({ position }) => position > replayed)?.at;
      replica.lagMs = passedAt === undefined ? 0 : now - passedAt;
    } catch {
      replica.reachable = false;
    }
  }

  #settleWaiting(): void {
    const usable = this.#replicas.filter(this.#usable);
    for (let index = this.#waiting.length - 1; index >= 0; index--) {
      const waiting = this.#waiting[index] as { position: WalPosition; run: () => void };
      if (usable.every((replica) => replica.replayed >= waiting.position)) {
        this.#waiting.splice(index, 1);
        waiting.run();
      }
    }
  }
}

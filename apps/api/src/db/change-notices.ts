import pg from 'pg';
import { parseWalPosition, type WalPosition } from './wal-position';

/** How long a lost listener waits before it connects again; meanwhile the caches' expiry serves. */
const RECONNECT_MS = 1000;

/** What a listener hears: where the primary's log stood when the change was announced, or undefined when unknown. */
export type OnNotice = (position: WalPosition | undefined) => void;

/**
 * Changes announced to every API process through PostgreSQL's NOTIFY, heard through LISTEN on a
 * connection of its own straight to PostgreSQL (`directUrl`): a transaction-mode pooler hands each
 * statement any server connection, so a LISTEN through it would hear nothing. Each notice carries the
 * primary's log position, so a listener can tell when a replica has the change too.
 */
export class ChangeNotices {
  readonly #announceOn: pg.Pool;
  readonly #directUrl: string;
  readonly #listeners = new Map<string, OnNotice>();
  #client: pg.Client | undefined;
  #closed = false;

  constructor(announceOn: pg.Pool, directUrl: string) {
    this.#announceOn = announceOn;
    this.#directUrl = directUrl;
  }

  /** Tells every process, this one included, that `channel` changed; a failure only leaves the expiry to do it. */
  async announce(channel: string): Promise<void> {
    await this.#announceOn.query('select pg_notify($1, pg_current_wal_lsn()::text)', [channel]).catch(() => {});
  }

  /** Calls `onNotice` for each announcement on `channel`, and once more after every reconnection (notices may have been missed). */
  async listen(channel: string, onNotice: OnNotice): Promise<void> {
    this.#listeners.set(channel, onNotice);
    const client = this.#client;
    if (client) await client.query(`listen ${pg.escapeIdentifier(channel)}`).catch(() => {});
    else await this.#connect();
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.#client?.end().catch(() => {});
  }

  async #connect(): Promise<void> {
    if (this.#closed || this.#client) return;
    const client = new pg.Client({ connectionString: this.#directUrl, keepAlive: true });
    this.#client = client;
    const lost = () => {
      if (this.#client !== client) return;
      this.#client = undefined;
      client.end().catch(() => {});
      if (!this.#closed) setTimeout(() => void this.#connect(), RECONNECT_MS).unref();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', ({ channel, payload }) =>
      this.#listeners.get(channel)?.(parseWalPosition(payload ?? '')),
    );
    try {
      await client.connect();
      for (const [channel, onNotice] of this.#listeners) {
        await client.query(`listen ${pg.escapeIdentifier(channel)}`);
        onNotice(undefined);
      }
    } catch {
      lost();
    }
  }
}

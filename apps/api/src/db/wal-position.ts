import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A position in PostgreSQL's write-ahead log (an LSN such as `16/B374D848`) as one number: a write
 * committed on the primary at position P is visible on a replica once it has replayed P.
 */
export type WalPosition = bigint;

const LSN = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i;

export function parseWalPosition(text: string): WalPosition | undefined {
  const match = LSN.exec(text);
  if (!match) return undefined;
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

export function formatWalPosition(position: WalPosition): string {
  const high = (position >> 32n).toString(16).toUpperCase();
  const low = (position & 0xffffffffn).toString(16).toUpperCase();
  return `${high}/${low}`;
}

const callersWrites = new AsyncLocalStorage<WalPosition>();

/** Runs `next` (the rest of a request) knowing that its caller wrote up to `position` on the primary. */
export function readingAfter<T>(position: WalPosition, next: () => T): T {
  return callersWrites.run(position, next);
}

/** Where the current request's caller last wrote; 0 for a caller with no recent write. */
export const callersLastWrite = (): WalPosition => callersWrites.getStore() ?? 0n;

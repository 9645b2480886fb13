import type { SessionUser } from '@fabric-store/shared';

/** The spec keeps the session as JSON under this local-storage key. */
export const SESSION_STORAGE_KEY = 'user';

const TEXT_FIELDS = ['_id', 'name', 'email', 'phone', 'address', 'token'] as const;

/**
 * Checks the stored shape by hand rather than with the shared zod schema: this runs before first paint,
 * and zod would more than double the entry script.
 */
function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    TEXT_FIELDS.every((field) => typeof record[field] === 'string') &&
    (record.role === 'customer' || record.role === 'vendor' || record.role === 'admin')
  );
}

const PART_FIELDS = ['address', 'city', 'state', 'postalCode', 'country'] as const;

function hasAddressParts(user: SessionUser): boolean {
  const parts: unknown = user.shippingAddress;
  if (typeof parts !== 'object' || parts === null) return false;
  const record = parts as Record<string, unknown>;
  return PART_FIELDS.every((field) => typeof record[field] === 'string');
}

/**
 * A session stored before addresses had parts has only the one-line address: it becomes the street,
 * the other parts empty, until the next sign-in brings the parts.
 */
function parseStoredUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isSessionUser(parsed)) return null;
    if (hasAddressParts(parsed)) return parsed;
    return {
      ...parsed,
      shippingAddress: { address: parsed.address, city: '', state: '', postalCode: '', country: '' },
    };
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function readStoredUser(): SessionUser | null {
  return parseStoredUser(readRaw());
}

const listeners = new Set<() => void>();

export function writeStoredUser(user: SessionUser | null): void {
  if (user) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
  else localStorage.removeItem(SESSION_STORAGE_KEY);
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: hears this tab's writes and, through the storage event, other tabs'. */
export function subscribeToStoredUser(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

let lastRead: { raw: string | null; user: SessionUser | null } = { raw: null, user: null };

/** The stored user, the same object for as long as the stored text is unchanged (useSyncExternalStore needs that). */
export function storedUserSnapshot(): SessionUser | null {
  const raw = readRaw();
  if (raw !== lastRead.raw) lastRead = { raw, user: parseStoredUser(raw) };
  return lastRead.user;
}

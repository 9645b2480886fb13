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
    (record.role === 'customer' || record.role === 'vendor')
  );
}

export function readStoredUser(): SessionUser | null {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeStoredUser(user: SessionUser | null): void {
  if (user) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
  else localStorage.removeItem(SESSION_STORAGE_KEY);
}

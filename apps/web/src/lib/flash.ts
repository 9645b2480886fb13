/**
 * A toast that must survive a full page load (logout, login and an ended session all reload the app),
 * kept in sessionStorage until the next start shows it.
 */
import type { ToastKind } from './toast';

const FLASH_STORAGE_KEY = 'flash';

/** Shown as a toast of its kind on the next start. */
export interface Flash {
  kind: ToastKind;
  message: string;
}

export function setFlash(flash: Flash): void {
  try {
    sessionStorage.setItem(FLASH_STORAGE_KEY, JSON.stringify(flash));
  } catch {
    // Storage may be unavailable (private mode quotas); losing one message is acceptable.
  }
}

/** Returns the pending flash once and forgets it. */
export function takeFlash(): Flash | null {
  try {
    const raw = sessionStorage.getItem(FLASH_STORAGE_KEY);
    if (!raw) return null;
    sessionStorage.removeItem(FLASH_STORAGE_KEY);
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'message' in parsed &&
      typeof parsed.message === 'string' &&
      'kind' in parsed &&
      (parsed.kind === 'success' || parsed.kind === 'error' || parsed.kind === 'info')
    ) {
      return { kind: parsed.kind, message: parsed.message };
    }
    return null;
  } catch {
    return null;
  }
}

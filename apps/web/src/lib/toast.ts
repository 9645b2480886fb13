/**
 * Toasts without react-toastify on the first-paint path: the library (and its container and styles)
 * loads with the first toast. react-toastify queues toasts raised before its container mounts, so
 * nothing shown early is lost.
 */
import type { ReactNode } from 'react';

export type ToastKind = 'success' | 'error' | 'info';

interface ToastOptions {
  /** A toast with the id of one still on screen is not shown again. */
  toastId?: string;
}

let toastLibrary: Promise<typeof import('react-toastify')> | undefined;
let containerWanted = false;
const containerListeners = new Set<() => void>();

function loadToastLibrary(): Promise<typeof import('react-toastify')> {
  if (!containerWanted) {
    containerWanted = true;
    for (const listener of containerListeners) listener();
  }
  toastLibrary ??= import('react-toastify');
  return toastLibrary;
}

function showToast(kind: ToastKind) {
  return (message: ReactNode, options?: ToastOptions): void => {
    loadToastLibrary().then(
      (library) => library.toast[kind](message, options),
      // A script lost to a new deploy costs the message, never the action that raised it.
      () => undefined,
    );
  };
}

export const toast = { success: showToast('success'), error: showToast('error'), info: showToast('info') };

/** For the app shell: tells it to mount the toast container once a toast has been asked for. */
export function subscribeToToastDemand(listener: () => void): () => void {
  containerListeners.add(listener);
  return () => containerListeners.delete(listener);
}

export function toastsDemanded(): boolean {
  return containerWanted;
}

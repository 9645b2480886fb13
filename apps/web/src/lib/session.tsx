import type { SessionUser } from '@fabric-store/shared';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { onUnauthorized } from './api-client';
import { type Flash, setFlash } from './flash';
import { storedUserSnapshot, subscribeToStoredUser, writeStoredUser } from './session-storage';

interface EndSessionOptions {
  /** Shown after the reload, since a toast shown now would be lost with the page. */
  flash?: Flash;
  to?: string;
}

interface Session {
  user: SessionUser | null;
  setUser: (user: SessionUser | null) => void;
  /** Forgets the stored user and reloads the app at `to`, dropping every cached query of the session. */
  endSession: (options?: EndSessionOptions) => void;
}

const SessionContext = createContext<Session | null>(null);

export const SESSION_EXPIRED_MESSAGE = 'Your session has ended. Please login again.';

function endSession({ flash, to = '/' }: EndSessionOptions = {}): void {
  // React state is left alone on purpose: re-rendering guarded screens as a visitor would flash
  // their "please login" redirects before the reload replaces the page.
  writeStoredUser(null);
  if (flash) setFlash(flash);
  window.location.assign(to);
}

/** The server cannot read local storage, so it renders every page as a visitor sees it. */
const visitorOnServer = () => null;

/**
 * The signed-in user lives in local storage (the spec's `user` key). A page the server rendered is
 * hydrated as the visitor's view it was rendered with, and React then re-renders it with the stored
 * user, so a signed-in shopper's header never makes the hydration mismatch.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const user = useSyncExternalStore(subscribeToStoredUser, storedUserSnapshot, visitorOnServer);

  // The role on the root element, as the entry script set it before the first paint, follows signing in and out.
  useEffect(() => {
    if (user) document.documentElement.dataset.role = user.role;
    else delete document.documentElement.dataset.role;
  }, [user]);

  useEffect(() => {
    onUnauthorized(() => endSession({ flash: { kind: 'error', message: SESSION_EXPIRED_MESSAGE }, to: '/login' }));
    return () => onUnauthorized(undefined);
  }, []);

  const value = useMemo(() => ({ user, setUser: writeStoredUser, endSession }), [user]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}

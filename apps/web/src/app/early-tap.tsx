import { useEffect, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const duringHydration = () => false;

/**
 * Acts on the button a shopper tapped (or pressed Enter on), or the form they sent, before the app
 * had taken over a rendered page, which boot.ts kept from the page until now. Not at hydration's
 * commit: that render is the server's visitor page (no signed-in user yet, Add to Cart would ask
 * them to log in), and its effects (the menu closing on mount) would undo a tap acted on before
 * them. `inBrowser` reads false in that render, like the session's stored user; React re-renders
 * every such value in one render after the commit, and this effect runs once that render is on the page.
 */
export function EarlyTapReplay() {
  const takenOver = useSyncExternalStore(subscribeToNothing, inBrowser, duringHydration);
  useEffect(() => {
    if (!takenOver) return;
    const tap = window.__takeEarlyTap?.();
    // A visitor's button the signed-in page no longer shows has nothing left to act on.
    if (!tap?.isConnected) return;
    if (tap instanceof HTMLFormElement) tap.requestSubmit();
    else tap.click();
  }, [takenOver]);
  return null;
}

import { useEffect, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const duringHydration = () => false;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Acts, in order, on the buttons a shopper tapped (or pressed Enter on) and the forms they sent
 * before the app had taken over a rendered page, which boot.ts kept from the page until now. Each
 * after the one before has been rendered: a handler reads the state of its render, so a double tap
 * on plus, replayed at once, would step from the same length twice.
 */
async function replay(taps: HTMLElement[]): Promise<void> {
  for (const [index, tap] of taps.entries()) {
    if (index > 0) await nextTask();
    // A visitor's button the signed-in page no longer shows has nothing left to act on.
    if (!tap.isConnected) continue;
    if (tap instanceof HTMLFormElement) tap.requestSubmit();
    else tap.click();
  }
}

/**
 * Replays what boot.ts kept, not at hydration's commit: that render is the server's visitor page
 * (no signed-in user yet, Add to Cart would ask them to log in), and its effects (the menu closing
 * on mount) would undo a tap acted on before them. `inBrowser` reads false in that render, like the
 * session's stored user; React re-renders every such value in one render after the commit, and this
 * effect runs once that render is on the page.
 */
export function EarlyTapReplay() {
  const takenOver = useSyncExternalStore(subscribeToNothing, inBrowser, duringHydration);
  useEffect(() => {
    if (takenOver) void replay(window.__takeEarlyTaps?.() ?? []);
  }, [takenOver]);
  return null;
}

import type { Page } from '@playwright/test';

/**
 * A visitor's hand on the page: the pointer moves over it, which is what starts the app on a public
 * page a visitor has not used yet (boot.ts). It does not wait for the app.
 */
export async function moveAHandOverThePage(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
}

/**
 * A hand on the page, then until React has taken the page over. A test that reads what only the
 * running app does (a carousel playing, a client-side visit) starts here, as a shopper would.
 */
export async function handOnThePage(page: Page): Promise<void> {
  await moveAHandOverThePage(page);
  // The app takes the early taps boot.ts kept as it takes the page over, and the boot script then
  // forgets the call.
  await page.waitForFunction(() => (window as { __takeEarlyTaps?: unknown }).__takeEarlyTaps === undefined);
}

/**
 * Holds the app's scripts until the answer is called, so that a test acts on the server-rendered page
 * before the app takes it over; the boot script, which keeps what is done meanwhile, is not held.
 */
export async function holdTheAppsScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    if (/\/assets\/boot-[^/]+\.js$/.test(new URL(route.request().url()).pathname)) return route.continue();
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

import type { Fabric, SessionUser } from '@fabric-store/shared';
import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';

import { pageAtFailure } from './page-at-failure';

export { handOnThePage, holdTheAppsScripts, moveAHandOverThePage } from './hand-on-the-page';

/** Shopper fixtures: each test registers its own customer through the API and removes it afterwards. */

export interface Credentials {
  name: string;
  email: string;
  password: string;
  phone: string;
  address: string;
}

export function uniqueEmail(prefix = 'shopper'): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@e2e.example`;
}

export function newCredentials(name = 'Asha Rao'): Credentials {
  return { name, email: uniqueEmail(), password: 'fabric-e2e-password', phone: '9876543210', address: '4 Loom Street' };
}

export async function registerCustomer(request: APIRequestContext, credentials = newCredentials()) {
  const response = await request.post('/api/auth/register', { data: { ...credentials, role: 'customer' } });
  expect(response.status(), await response.text()).toBe(201);
  return credentials;
}

export async function login(request: APIRequestContext, credentials: Pick<Credentials, 'email' | 'password'>) {
  const response = await request.post('/api/auth/login', {
    data: { email: credentials.email, password: credentials.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as SessionUser;
}

/** Deletes the account if it still exists; a test may already have deleted it through the UI. */
export async function removeAccount(request: APIRequestContext, credentials: Credentials): Promise<void> {
  const response = await request.post('/api/auth/login', {
    data: { email: credentials.email, password: credentials.password },
  });
  if (!response.ok()) return;
  const user = (await response.json()) as SessionUser;
  await request.delete('/api/users/profile/delete', {
    headers: { Authorization: `Bearer ${user.token}` },
    data: { userId: user._id },
  });
}

/** Opens the app already signed in: the session is JSON under the local-storage key `user`. */
export async function signIn(page: Page, user: SessionUser): Promise<void> {
  await page.addInitScript((stored) => {
    // Only on the first load, so a test can still log out and stay logged out after the reload.
    if (!window.sessionStorage.getItem('e2e-signed-in')) {
      window.sessionStorage.setItem('e2e-signed-in', '1');
      window.localStorage.setItem('user', stored);
    }
  }, JSON.stringify(user));
}

/** The toast's close button, in English or Hindi: a Hindi toast left open covers a phone's header for 5 s. */
const CLOSE_TOAST = /^(Close notification|सूचना बंद करें)$/;

/**
 * Waits for a toast with exactly this text, then closes it: toasts pause while the pointer is over them,
 * so one left over a button the test clicks next would never go away.
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  const toast = page
    .locator('.Toastify__toast')
    .filter({ has: page.getByText(text, { exact: true }) })
    .first();
  const seen = watchWhatThePageSays(page);
  await expect(toast)
    .toBeVisible()
    .catch((error: Error) => {
      // What the page said instead (a refusal in a form, another toast, gone before the wait ended) and
      // where it was are what explain the failure.
      error.message += `\nWhile waiting, the page at ${page.url()} said: ${JSON.stringify([...seen.said])}`;
      throw error;
    })
    .finally(seen.stop);
  // It may have closed itself in the meantime, which is just as good.
  await toast
    .getByRole('button', { name: CLOSE_TOAST })
    .click({ timeout: 2000 })
    .catch(() => undefined);
}

/** Collects every alert and toast text the page shows, a few times a second, until stopped. */
function watchWhatThePageSays(page: Page): { said: Set<string>; stop: () => void } {
  const said = new Set<string>();
  let watching = true;
  void (async () => {
    while (watching && !page.isClosed()) {
      const texts = await page
        .locator('[role="alert"], .Toastify__toast')
        .allInnerTexts()
        .catch(() => []);
      for (const text of texts) said.add(text);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  })();
  return {
    said,
    stop: () => {
      watching = false;
    },
  };
}

/** Two presses one straight after the other: a quick double tap, each press to be counted. */
export async function doubleTap(button: Locator): Promise<void> {
  await button.click();
  await button.click();
}

/**
 * Waits until the app has taken over the page as the signed-in user: the server renders every page as a
 * visitor's, so the header offers Logout only once the app runs and knows who is signed in. A control
 * the early-tap script does not keep for the app (a select) works only from then on.
 */
export async function expectAppSignedIn(page: Page): Promise<void> {
  await expect(
    page.getByRole('navigation', { name: 'Fabric-Store' }).getByRole('button', { name: 'Logout' }),
  ).toBeVisible();
}

/**
 * Seeded demo fabrics only: other tests running in parallel add and delete their own fabrics, and
 * the seed dates the demo ones days back, so anything older than an hour is safe to rely on.
 */
export async function demoFabrics(request: APIRequestContext): Promise<Fabric[]> {
  const response = await request.get('/api/fabrics?limit=100');
  expect(response.ok()).toBe(true);
  const hourAgo = Date.now() - 3_600_000;
  const fabrics = ((await response.json()) as Fabric[]).filter((fabric) => Date.parse(fabric.createdAt) < hourAgo);
  expect(fabrics.length).toBeGreaterThanOrEqual(5);
  return fabrics;
}

export const SHIPPING = {
  address: '12 Weavers Lane',
  city: 'Jaipur',
  state: 'Rajasthan',
  postalCode: '302001',
  country: 'India',
};

/** Fills the checkout form with SHIPPING and a payment method, as a shopper would. */
export async function fillCheckoutForm(main: Locator, paymentMethod: 'cash_on_delivery' | 'upi' = 'cash_on_delivery') {
  await main.getByLabel('Address').fill(SHIPPING.address);
  await main.getByLabel('City').fill(SHIPPING.city);
  await main.getByLabel('State').fill(SHIPPING.state);
  await main.getByLabel('Postal Code').fill(SHIPPING.postalCode);
  await main.getByLabel('Country').fill(SHIPPING.country);
  await main.getByLabel('Payment Method').selectOption(paymentMethod);
}

/** A cart line to put in through the API: a fabric and how many metres (or pieces) of it. */
export type CartLine = readonly [fabric: Fabric, quantity: number];

interface Fixtures {
  /** A fresh customer, registered but not signed in. */
  account: Credentials;
  /** The same customer, signed in through the API and stored in the page's session. */
  shopper: SessionUser;
  /** Signs the shopper in (the `shopper` fixture) and puts these lines in their cart through the API, at the shown prices. */
  fillCart: (lines: CartLine[]) => Promise<void>;
  /** Closes the contexts a journey opened for other people (an operator, a vendor) when it ends. */
  closesItsContexts: undefined;
  /** A failed journey's report says whether each of its pages still drew frames and answered. */
  pagesAtFailure: undefined;
}

export const test = base.extend<Fixtures>({
  // Left open, each such page stayed alive for the rest of the worker's journeys, in the one renderer
  // process every page of the worker's browser shares (playwright.config.ts).
  closesItsContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close()));
    },
    { auto: true },
  ],
  // Torn down before the journey's own context: its pages are still open to be asked.
  pagesAtFailure: [
    async ({ context }, use, testInfo) => {
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus) return;
      const pages = (context.browser()?.contexts() ?? [context]).flatMap((open) => open.pages());
      const states = await Promise.all(pages.map(pageAtFailure));
      await testInfo.attach('pages at the failure', { body: states.join('\n'), contentType: 'text/plain' });
    },
    { auto: true },
  ],
  account: async ({ request }, use) => {
    const credentials = await registerCustomer(request);
    await use(credentials);
    await removeAccount(request, credentials);
  },
  shopper: async ({ page, request, account }, use) => {
    const user = await login(request, account);
    await signIn(page, user);
    await use(user);
  },
  fillCart: async ({ request, shopper }, use) => {
    await use(async (lines) => {
      const items = lines.map(([fabric, quantity]) => ({ fabric_id: fabric._id, price: fabric.price, quantity }));
      const added = await request.post('/api/cart', {
        headers: { Authorization: `Bearer ${shopper.token}` },
        data: { userId: shopper._id, items },
      });
      expect(added.ok(), await added.text()).toBe(true);
    });
  },
});

export { expect };

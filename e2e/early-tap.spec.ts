import type { Cart, Fabric } from '@fabric-store/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  demoFabrics,
  doubleTap,
  expect,
  holdTheAppsScripts,
  moveAHandOverThePage,
  test,
  uniqueEmail,
} from './fixtures';

/**
 * A rendered page shows its buttons before the app that works them has loaded and
 * hydrated. A press on one in that time is acted on once the app has taken over the page, exactly
 * once, and as the signed-in shopper the app then knows (the server renders every page as a visitor's).
 */

/** The app's entry and the modules it imports, as the built page's boot script names them. */
async function appScripts(request: APIRequestContext): Promise<string[]> {
  const html = await (await request.get('/about')).text();
  const tag = /<script[^>]* data-app="([^"]+)" data-modules="([^"]*)"/.exec(html);
  if (!tag?.[1]) throw new Error('The built page has no boot script naming the app');
  return [tag[1], ...(tag[2] ?? '').split(' ').filter(Boolean)];
}

/**
 * The moments of a page's start at which the tests press: before the app has loaded (boot.ts alone
 * runs), once the app runs but still loads the screen's code it hydrates with (both held at the
 * network until the press is made), and the moment React commits the hydrated page, before its
 * effects have run (the app knows the signed-in user only from then on).
 */
const MOMENTS = ['before the app has loaded', 'while the app loads the screen', 'as hydration commits'] as const;
type Moment = (typeof MOMENTS)[number];

/** A field to type into, by its label, before the press. */
interface Typed {
  label: string;
  text: string;
}

/**
 * Opens `path` and presses the button named `name` at `moment`, having typed `typed` first if given:
 * `by` Enter, a click or a double tap at the held moments, and by a click from within React's first
 * commit at the last one, through the hook React offers its developer tools (called once a commit is
 * on the page, before its effects run).
 */
async function openAndPress(
  page: Page,
  path: string,
  moment: Moment,
  name: string,
  by: 'Enter' | 'click' | 'double tap',
  typed?: Typed,
) {
  if (moment === 'as hydration commits') {
    await page.addInitScript(
      ({ buttonName, typed }) => {
        let committed = false;
        Object.assign(window, {
          __REACT_DEVTOOLS_GLOBAL_HOOK__: {
            supportsFiber: true,
            inject: () => 1,
            onCommitFiberRoot: () => {
              if (committed) return;
              committed = true;
              if (typed) {
                const label = Array.from(document.querySelectorAll('label')).find(
                  (element) => element.textContent?.trim() === typed.label,
                );
                const field = label
                  ? document.getElementById(label.htmlFor)
                  : document.querySelector(`[aria-label="${typed.label}"]`);
                if (field instanceof HTMLInputElement) field.value = typed.text;
              }
              const target = Array.from(document.querySelectorAll<HTMLElement>('button, a')).find(
                (element) => element.getAttribute('aria-label') === buttonName || element.textContent === buttonName,
              );
              target?.click();
            },
          },
        });
      },
      { buttonName: name, typed },
    );
    await page.goto(path);
    await moveAHandOverThePage(page);
    return;
  }
  const passing = moment === 'before the app has loaded' ? [] : await appScripts(page.request);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let reach = () => {};
  const reached = new Promise<void>((resolve) => {
    reach = resolve;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (/^\/assets\/boot-[^/]+\.js$/.test(pathname) || passing.includes(pathname)) return route.continue();
    // The first script held is the app (boot.ts asks for it) or, at the later moment, the screen.
    reach();
    await released;
    await route.continue().catch(() => undefined);
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  if (moment === 'while the app loads the screen') {
    await moveAHandOverThePage(page);
    await reached;
  }
  if (typed) await page.getByLabel(typed.label, { exact: true }).fill(typed.text);
  const button = page.getByRole('button', { name, exact: true }).first();
  if (by === 'Enter') {
    await button.focus();
    await page.keyboard.press('Enter');
  } else if (by === 'double tap') await doubleTap(button);
  else await button.click();
  release();
}

async function cartOf(request: APIRequestContext, user: { _id: string; token: string }): Promise<Cart> {
  const response = await request.get(`/api/cart?userId=${user._id}`, {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Cart;
}

function toasts(page: Page, text: string) {
  return page.locator('.Toastify__toast').filter({ hasText: text });
}

/** The page's own POSTs to `path` (`/api/cart` adds to a cart). */
function countPosts(page: Page, path: string): () => number {
  let posts = 0;
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === path) posts += 1;
  });
  return () => posts;
}

for (const moment of MOMENTS) {
  test.describe(`a press ${moment}`, () => {
    test('on Add to Cart, by Enter, adds the length typed just before to the signed-in shopper’s cart, once', async ({
      page,
      shopper,
    }) => {
      const fabric = (await demoFabrics(page.request)).find(
        (candidate) => candidate.unit === 'per_metre' && candidate.minCut !== null && candidate.step !== null,
      );
      if (!fabric?.minCut || !fabric.step) throw new Error('The demo catalog should hold a fabric sold by the metre');
      // An allowed cut of two metres or more, so it is not the one metre the page starts at.
      const [minCut, step] = [Math.round(fabric.minCut * 100), Math.round(fabric.step * 100)];
      const length = (minCut + Math.ceil(Math.max(0, 200 - minCut) / step) * step) / 100;
      expect(fabric.stock).toBeGreaterThanOrEqual(length);
      const cartAdds = countPosts(page, '/api/cart');
      await openAndPress(page, `/product/${fabric._id}`, moment, 'Add to Cart', 'Enter', {
        label: 'Length in metres',
        text: String(length),
      });

      const main = page.getByRole('main');
      await expect(toasts(page, `${fabric.name} added to cart!`)).toHaveCount(1);
      await expect(main.getByRole('status').filter({ hasText: `${fabric.name} added to cart.` })).toBeAttached();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
      await expect(main.getByLabel('Length in metres')).toHaveValue(String(length));
      await expect(page.getByTestId('cart-badge')).toHaveText('1');
      // Back to idle ('Added' lasts two seconds), where a second press kept from the start would act.
      await expect(main.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
      expect(cartAdds()).toBe(1);
      const { items } = await cartOf(page.request, shopper);
      expect(items.map((item) => [item.product._id, item.quantity])).toEqual([[fabric._id, length]]);
      await expect(toasts(page, 'Please login first!')).toHaveCount(0);
    });

    test('on Add to Cart adds the pieces typed just before, once', async ({ page, shopper }) => {
      const fabric = (await demoFabrics(page.request)).find(
        (candidate) => candidate.unit === 'per_piece' && candidate.stock >= 3,
      );
      if (!fabric) throw new Error('The demo catalog should hold a fabric sold by the piece');
      await openAndPress(page, `/product/${fabric._id}`, moment, 'Add to Cart', 'click', {
        label: 'Quantity',
        text: '3',
      });

      await expect(toasts(page, `${fabric.name} added to cart!`)).toHaveCount(1);
      await expect(page.getByRole('main').getByLabel('Quantity', { exact: true })).toHaveValue('3');
      const { items } = await cartOf(page.request, shopper);
      expect(items.map((item) => [item.product._id, item.quantity])).toEqual([[fabric._id, 3]]);
    });

    test('on Add to Cart asks a visitor to log in, once', async ({ page }) => {
      const [fabric] = (await demoFabrics(page.request)) as [Fabric];
      const cartAdds = countPosts(page, '/api/cart');
      await openAndPress(page, `/product/${fabric._id}`, moment, 'Add to Cart', 'click');

      await expect(toasts(page, 'Please login first!')).toHaveCount(1);
      expect(cartAdds()).toBe(0);
    });

    test('on Subscribe sends the address typed to the newsletter, once, and stays on the page', async ({ page }) => {
      const email = uniqueEmail('early-reader');
      const sent = countPosts(page, '/api/newsletter');
      await openAndPress(page, '/about', moment, 'Subscribe', 'click', { label: 'Email address', text: email });

      await expect(toasts(page, 'Thank you! You are subscribed to the newsletter.')).toHaveCount(1);
      await expect(page.getByRole('contentinfo').getByLabel('Email address')).toHaveValue('');
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/about');
      expect(sent()).toBe(1);
    });

    test('on the menu button opens the menu and leaves it open', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await openAndPress(page, '/about', moment, 'Menu', 'click');

      const menu = page.getByRole('button', { name: 'Menu' });
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      const menuId = await menu.getAttribute('aria-controls');
      await expect(page.locator(`[id="${menuId}"]`).getByRole('link', { name: 'Products' })).toBeVisible();
    });
  });
}

test('a double tap on a fresh product page’s plus, before the app has loaded, and on its minus counts every press', async ({
  page,
}) => {
  const fabric = (await demoFabrics(page.request)).find(
    (candidate) => candidate.unit === 'per_metre' && candidate.minCut === 0.5 && candidate.step === 0.25,
  );
  if (!fabric) throw new Error('The demo catalog should hold a fabric cut from 0.5 m in steps of 0.25 m');
  await openAndPress(page, `/product/${fabric._id}`, 'before the app has loaded', 'Increase length', 'double tap');

  const main = page.getByRole('main');
  const length = main.getByLabel('Length in metres');
  await expect(length).toHaveValue('1.5');
  await doubleTap(main.getByRole('button', { name: 'Decrease length' }));
  await expect(length).toHaveValue('1');
});

test('a length typed and entered before the app has loaded is rounded to an allowed cut once it takes over', async ({
  page,
}) => {
  const fabric = (await demoFabrics(page.request)).find(
    (candidate) => candidate.unit === 'per_metre' && candidate.minCut === 0.5 && candidate.step === 0.25,
  );
  if (!fabric) throw new Error('The demo catalog should hold a fabric cut from 0.5 m in steps of 0.25 m');
  const release = await holdTheAppsScripts(page);
  await page.goto(`/product/${fabric._id}`, { waitUntil: 'domcontentloaded' });
  const main = page.getByRole('main');
  const length = main.getByLabel('Length in metres');
  await length.fill('1.3');
  await length.press('Enter');
  release();

  await expect(length).toHaveValue('1.25');
  await expect(main.getByText(`so 1.3 m was rounded to 1.25 m.`)).toBeVisible();
  await expect(length).toBeFocused();
});

test('a signed-in shopper’s click on Profile as hydration commits opens the profile, not Login', async ({
  page,
  shopper,
}) => {
  // The header's Profile and Cart links ask a visitor to log in; the server rendered the visitor's header.
  await openAndPress(page, '/', 'as hydration commits', 'Profile', 'click');

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('main').getByRole('heading', { name: shopper.name })).toBeVisible();
  await expect(toasts(page, 'Please login to access this page.')).toHaveCount(0);
});

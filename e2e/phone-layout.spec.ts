import type { Page } from '@playwright/test';
import { demoFabrics, expect, test } from './fixtures';

/** Issue 16: at 375 px nothing is wider than its container, neither the page nor any card in it. */

const PHONE = { width: 375, height: 812 };

/** Cards are the bordered, rounded boxes the screens are built of, their articles and the cart's lines. */
const CARD_SELECTOR = 'main article, main [class*="rounded-2xl"], main [class*="rounded-3xl"], main tr';

async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`the page (${root.scrollWidth} > ${root.clientWidth})`);
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      // One pixel of slack for sub-pixel rounding.
      if (element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1) {
        const text = (element.textContent ?? '').trim().slice(0, 60);
        found.push(`<${element.tagName.toLowerCase()}> "${text}" (${element.scrollWidth} > ${element.clientWidth})`);
      }
    }
    return found;
  }, CARD_SELECTOR);
}

test.use({ viewport: PHONE });

test('no storefront, cart or checkout page at 375 px has anything wider than its container', async ({
  page,
  request,
  shopper,
}) => {
  const fabrics = await demoFabrics(request);
  const longest = [...fabrics].sort((a, b) => b.name.length - a.name.length)[0];
  const dearest = [...fabrics].sort((a, b) => b.price - a.price)[0];
  if (!longest || !dearest) throw new Error('The demo catalog should hold fabrics');
  const headers = { Authorization: `Bearer ${shopper.token}` };
  for (const [fabric, quantity] of [
    [longest, 1],
    [dearest, Math.min(dearest.stock, 9)],
  ] as const) {
    const added = await request.post('/api/cart', {
      headers,
      data: { userId: shopper._id, items: [{ fabric_id: fabric._id, price: fabric.price, quantity }] },
    });
    expect(added.ok(), await added.text()).toBe(true);
  }

  const main = page.getByRole('main');
  const routes: [path: string, heading: string | RegExp][] = [
    ['/', /./],
    ['/products', /./],
    [`/product/${longest._id}`, longest.name],
    ['/about', /./],
    ['/cart', 'Shopping Cart (2)'],
    ['/checkout', 'Checkout'],
    ['/profile', shopper.name],
  ];
  for (const [path, heading] of routes) {
    await page.goto(path);
    await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await overflowingElements(page), path).toEqual([]);
  }

  await page.goto('/cart');
  const line = main.getByRole('row').filter({ hasText: dearest.name });
  await expect(line.getByText('Price', { exact: true })).toBeVisible();
  await expect(line.getByText('Total', { exact: true })).toBeVisible();
  // The line total sits wholly inside the card, not cut at its right edge.
  const card = await main.getByTestId('cart-lines').boundingBox();
  const total = await line
    .getByText(/^Rs\. /)
    .last()
    .boundingBox();
  expect(card && total && total.x + total.width <= card.x + card.width).toBe(true);
});

test('the desktop cart card is as tall as its lines, not stretched to the summary', async ({
  page,
  request,
  shopper,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const [fabric] = await demoFabrics(request);
  if (!fabric) throw new Error('The demo catalog should hold fabrics');
  const added = await request.post('/api/cart', {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: { userId: shopper._id, items: [{ fabric_id: fabric._id, price: fabric.price, quantity: 1 }] },
  });
  expect(added.ok()).toBe(true);
  await page.goto('/cart');
  const card = page.getByTestId('cart-lines');
  await expect(card).toBeVisible();
  const table = await card.locator('table').boundingBox();
  const box = await card.boundingBox();
  // The card's height is its table's plus its border: no empty band below the last line.
  expect(box && table && box.height - table.height).toBeLessThanOrEqual(4);
});

test('the New Arrivals cards line up with the edges of their heading and section', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Reduced motion holds the carousel still, so the cards are measured where they rest.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const section = page.getByRole('region', { name: 'New Arrivals' });
  const heading = await section.getByRole('heading', { name: 'New Arrivals' }).boundingBox();
  const viewAll = await section.getByRole('link', { name: 'View all' }).boundingBox();
  // Slides out of view are hidden from the accessibility tree, so these are the five in view.
  const cards = section.getByRole('listitem').getByRole('link');
  await expect(cards).toHaveCount(5);
  const first = await cards.first().boundingBox();
  const last = await cards.last().boundingBox();
  if (!heading || !viewAll || !first || !last) throw new Error('The New Arrivals section should be laid out');
  expect(Math.abs(first.x - heading.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(last.x + last.width - (viewAll.x + viewAll.width))).toBeLessThanOrEqual(1);
});

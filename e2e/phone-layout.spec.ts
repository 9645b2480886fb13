import type { Locator, Page } from '@playwright/test';
import { demoFabrics, signIn } from './fixtures';
import { addFabricThroughApi, buyThroughApi, expect, test } from './vendor-fixtures';

/** Issue 16: at 375 px nothing is wider than its container, neither the page nor any card in it. */

const PHONE = { width: 375, height: 812 };

/** Cards are the bordered, rounded boxes the screens are built of, their articles, and the cart's lines and their cells. */
const CARD_SELECTOR = 'main article, main [class*="rounded-2xl"], main [class*="rounded-3xl"], main tr, main td';

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

/** Opens each page and lists what is wider than its container on any of them. */
async function overflowOnPages(page: Page, routes: [path: string, heading: string | RegExp][]): Promise<string[]> {
  const found: string[] = [];
  for (const [path, heading] of routes) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    found.push(...(await overflowingElements(page)).map((element) => `${path}: ${element}`));
  }
  return found;
}

/** The element is one line of text high: nothing in it wrapped. */
async function expectOnOneLine(text: Locator): Promise<void> {
  const box = await text.boundingBox();
  const lineHeight = await text.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
  if (!box) throw new Error('The text should be laid out');
  expect(box.height).toBeLessThanOrEqual(lineHeight + 1);
}

const MISSING = '00000000-0000-4000-8000-000000000000';

/** A name as long as a vendor might give, to wrap on every card and line. */
const LONG_NAME = 'Handwoven Kanchipuram Silk with Zari Border, Temple Red';

test('no visitor page at 375 px has anything wider than its container', async ({ page }) => {
  expect(
    await overflowOnPages(page, [
      ['/login', 'Login'],
      ['/register', 'Register'],
      ['/no-such-page', 'Page not found'],
      [`/product/${MISSING}`, 'Page not found'],
    ]),
  ).toEqual([]);
});

test('no storefront, cart, checkout, order or profile page at 375 px has anything wider than its container', async ({
  page,
  request,
  shopper,
  fillCart,
}) => {
  const fabrics = await demoFabrics(request);
  const longest = [...fabrics].sort((a, b) => b.name.length - a.name.length)[0];
  const dearest = [...fabrics].sort((a, b) => b.price - a.price)[0];
  // A piece fabric's price reads "Rs. 1,450.00/piece", the longest a cart line's price gets.
  const byThePiece = fabrics.find((fabric) => fabric.unit === 'per_piece' && fabric.price >= 1000 && fabric.stock >= 2);
  if (!longest || !dearest || !byThePiece) throw new Error('The demo catalog should hold fabrics');
  const order = await buyThroughApi(request, shopper, longest._id, 1);
  await fillCart([
    [longest, 1],
    [dearest, Math.min(dearest.stock, 9)],
    [byThePiece, 2],
  ]);

  const main = page.getByRole('main');
  expect(
    await overflowOnPages(page, [
      ['/', /./],
      ['/products', /./],
      [`/product/${longest._id}`, longest.name],
      ['/about', /./],
      ['/cart', 'Shopping Cart (3)'],
      ['/checkout', 'Checkout'],
      [`/order-confirmation/${order._id}`, 'Order Confirmed!'],
      ['/orders', 'My Orders'],
      [`/orders/${order._id}`, 'Your order'],
      ['/profile', shopper.name],
    ]),
  ).toEqual([]);

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

test('no vendor page at 375 px has anything wider than its container, the opened order included', async ({
  page,
  request,
  accounts,
}) => {
  const vendor = await accounts.register('vendor', 'Meera Loomhouse');
  const shopper = await accounts.register('customer', 'Asha Rao');
  const fabric = await addFabricThroughApi(request, vendor, {
    name: LONG_NAME,
    price: 1540,
    stock: 40,
    category: 'silk',
  });
  await buyThroughApi(request, shopper, fabric._id, 12);
  await signIn(page, vendor);
  expect(
    await overflowOnPages(page, [
      ['/vendor', `Welcome, ${vendor.name}!`],
      ['/vendor/products', 'Your Products'],
      ['/vendor/add-product', 'Add New Product'],
      [`/vendor/fabric/${fabric._id}`, LONG_NAME],
      [`/vendor/product/edit/${fabric._id}`, 'Edit Product'],
      [`/vendor/fabric/${MISSING}`, 'Page not found'],
      ['/profile', vendor.name],
      ['/vendor/orders', 'Your Orders'],
    ]),
  ).toEqual([]);

  const card = page.getByRole('article').first();
  await card.getByRole('button', { name: 'View' }).click();
  await expect(card.getByRole('region', { name: 'Order details' })).toBeVisible();
  expect(await overflowingElements(page)).toEqual([]);
  // Each price, and the order id, stays on one line rather than breaking inside.
  await expectOnOneLine(card.getByRole('list', { name: 'Your items' }).getByText('Rs. 18,480.00'));
  await expectOnOneLine(card.getByText(/^#/));
});

test('the desktop cart card is as tall as its lines, not stretched to the summary', async ({
  page,
  request,
  fillCart,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const [fabric] = await demoFabrics(request);
  if (!fabric) throw new Error('The demo catalog should hold fabrics');
  await fillCart([[fabric, 1]]);
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

test('a long fabric name wraps to two lines, by one rule, on the storefront card and the vendor card', async ({
  page,
  request,
  accounts,
}) => {
  const vendor = await accounts.register('vendor', 'Meera Loomhouse');
  const word = `Zarivastra${Date.now().toString(36)}`;
  const name = `${word} Handwoven Kanchipuram Silk Saree Fabric with a Broad Temple Border in Red and Gold`;
  await addFabricThroughApi(request, vendor, { name, price: 1540, stock: 40, category: 'silk' });
  // The catalog is public, so the vendor sees the storefront's card too.
  await signIn(page, vendor);

  async function nameOnCard(path: string): Promise<{ lines: number; style: string }> {
    await page.goto(path);
    const heading = page.getByRole('main').getByRole('heading', { name });
    await expect(heading).toBeVisible();
    return heading.evaluate((element) => {
      const style = getComputedStyle(element);
      const lines = Math.round(element.getBoundingClientRect().height / Number.parseFloat(style.lineHeight));
      return {
        lines,
        style: [style.fontFamily, style.fontSize, style.lineHeight, style.fontWeight, style.webkitLineClamp].join(
          ' | ',
        ),
      };
    });
  }

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(viewport);
    const storefront = await nameOnCard(`/products?q=${word}`);
    const own = await nameOnCard('/vendor/products');
    expect(storefront).toEqual({ lines: 2, style: own.style });
    expect(own.lines).toBe(2);
  }
});

test('on a short page the footer sits at the foot of the viewport, with no band above it and no layout shift', async ({
  page,
  request,
  accounts,
}) => {
  const [fabric] = await demoFabrics(request);
  if (!fabric) throw new Error('The demo catalog should hold fabrics');
  const vendor = await accounts.register('vendor', 'Meera Loomhouse');
  await signIn(page, vendor);
  // Every layout shift of the page's life, as Chrome reports them for Cumulative Layout Shift.
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { layoutShifts: shifts });
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        // Each shift with what moved, so a failure says where to look.
        const moved = entry.sources.map((source) =>
          source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : String(source.node?.nodeName),
        );
        if (!entry.hadRecentInput) shifts.push(`${entry.value.toFixed(4)}: ${moved.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.setViewportSize({ width: 1280, height: 900 });

  for (const [path, heading] of [
    ['/profile', vendor.name],
    ['/vendor', `Welcome, ${vendor.name}!`],
    [`/product/${fabric._id}`, fabric.name],
    ['/no-such-page', 'Page not found'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await page.waitForLoadState('networkidle');
    const layout = await page.evaluate(() => {
      const main = document.getElementById('main');
      const footer = document.querySelector('footer');
      if (!main || !footer) throw new Error('The page should have a main and a footer');
      const contentBottom = Math.max(
        ...Array.from(main.children).map(
          (child) => child.getBoundingClientRect().bottom + Number.parseFloat(getComputedStyle(child).marginBottom),
        ),
      );
      const footerBox = footer.getBoundingClientRect();
      return {
        footerBottom: footerBox.bottom + window.scrollY,
        // Where the footer would end with nothing between the page's content and it but its own margin.
        snugBottom:
          contentBottom + window.scrollY + Number.parseFloat(getComputedStyle(footer).marginTop) + footerBox.height,
        viewport: window.innerHeight,
        shifts: (window as unknown as { layoutShifts: string[] }).layoutShifts,
      };
    });
    expect(layout.footerBottom, path).toBeCloseTo(Math.max(layout.viewport, layout.snugBottom), 0);
    expect(layout.shifts, path).toEqual([]);
  }
});

import type { SessionUser } from '@fabric-store/shared';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { axeViolations, violationLines } from './axe';
import { demoFabrics, signIn } from './fixtures';
import { tooWide } from './too-wide';
import { type Accounts, addFabricThroughApi, buyThroughApi, expect, test } from './vendor-fixtures';

/**
 * axe-core finds nothing on any screen of the spec, for a visitor, a shopper and a vendor, on a
 * desktop and on a phone. Every rule axe runs by default counts, whatever its impact, minor included.
 * On the phone, 375 px wide, nothing is wider than its container either, neither the page nor any card in it.
 * Each screen is loaded once and audited at both widths: the window is narrowed in place, as the
 * layout's media queries and the carousel's width both follow a resize.
 */

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;
type Size = (typeof WIDTHS)[number];

/**
 * Each audience's screens are audited in three journeys, every third screen in each: a journey of two or three
 * screens (each loaded, settled and audited at both widths, about three seconds on a quiet machine) stays well
 * within the timeout on a busy one. A screen built from the same template as one audited (a second not-found page,
 * a guard's redirect to Login, a second help page) is not audited again: it would find the same.
 */
const PARTS = [1, 2, 3] as const;
type Part = (typeof PARTS)[number];
const partOf = (screens: Screen[], part: Part) => screens.filter((_, index) => index % PARTS.length === part - 1);
const partName = (part: Part) =>
  `on a desktop and on a phone, screens ${part} of ${PARTS.length}, nothing too wide on the phone`;

/** The element is one line of text high: nothing in it wrapped. */
async function expectOnOneLine(text: Locator): Promise<void> {
  const box = await text.boundingBox();
  const lineHeight = await text.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight));
  if (!box) throw new Error('The text should be laid out');
  expect(box.height).toBeLessThanOrEqual(lineHeight + 1);
}

// Each audit stands alone: they share the workers with the other files rather than queue in one.
test.describe.configure({ mode: 'parallel' });

interface Screen {
  path: string;
  /** The page's h1 once it has loaded: where the route really landed, and that its data arrived. */
  heading: string | RegExp;
  /** The name the browser's tab shows, where the screen sets one of its own. */
  title?: string;
  /** Something to do on the page before a second look, for states a click opens. */
  open?: (page: Page) => Promise<void>;
  /** Switched to Hindi in the header once open, as a reader does; switched back to English once audited. */
  hindi?: true;
}

/** A heading in Devanagari: the screen speaks Hindi. */
const IN_HINDI = /[\u0900-\u097F]/;

/**
 * One line per violation and element, so a failure names the rule, the page and where to look; on the
 * phone, one per element wider than its container too.
 */
async function problemsOn(page: Page, label: string, size: Size): Promise<string[]> {
  const violations = violationLines(await axeViolations(page), label);
  const overflowing = size.name === 'phone' ? await tooWide(page) : [];
  return [...violations, ...overflowing.map((element) => `${label}: wider than its container: ${element}`)];
}

/**
 * Waits until every image in view has loaded or failed, so that axe sees the page as it settles (a lazy
 * image out of view does not load until scrolled to).
 */
async function expectImagesSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => {
      if (image.complete) return true;
      const box = image.getBoundingClientRect();
      const inView = box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
      return image.loading === 'lazy' && !inView;
    }),
  );
}

/** Sizes the window, waits for the page to lay itself out again and its images in view to settle. */
async function resizeTo(page: Page, size: Size): Promise<void> {
  await page.setViewportSize({ width: size.width, height: size.height });
  // Two frames: the resize's layout, then whatever React renders for the new width.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))),
  );
  await expectImagesSettled(page);
}

/**
 * Opens each screen once, on a desktop, and lists what axe finds on it there and on a phone, and what
 * overflows on the phone; a screen with something to open is audited opened as well, at both widths.
 */
async function auditScreens(page: Page, screens: Screen[]): Promise<string[]> {
  const [desktop, phone] = WIDTHS;
  const found: string[] = [];
  const audit = async (label: string, size: Size) =>
    found.push(...(await problemsOn(page, `${label} at ${size.name}`, size)));
  for (const screen of screens) {
    await page.setViewportSize({ width: desktop.width, height: desktop.height });
    await page.goto(screen.path);
    if (screen.hindi) await switchLanguage(page, 'हिन्दी', 'hi');
    await expect(page.getByRole('heading', { level: 1, name: screen.heading }), screen.path).toBeVisible();
    if (screen.title) await expect(page, screen.path).toHaveTitle(screen.title);
    await expectImagesSettled(page);
    await audit(screen.path, desktop);
    await resizeTo(page, phone);
    await audit(screen.path, phone);
    if (screen.open) {
      await screen.open(page);
      await audit(`${screen.path} opened`, phone);
      await resizeTo(page, desktop);
      await audit(`${screen.path} opened`, desktop);
    }
    if (screen.hindi) {
      await page.setViewportSize({ width: desktop.width, height: desktop.height });
      await switchLanguage(page, 'English', 'en');
    }
  }
  return found;
}

/**
 * Presses the header's language switch, as a reader does: it keeps the choice for the visit and the account
 * (a press before the app has taken over the page is kept for it).
 */
async function switchLanguage(page: Page, word: string, language: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^${word}`) })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** A name as long as a vendor might give, to wrap on every card and line. */
const LONG_NAME = 'Handwoven Kanchipuram Silk with Zari Border, Temple Red';

/**
 * A vendor with a silk whose long name tests wrapping, and one order of 12 m of it by `shopper` (Rs.
 * 18,480.00, a long price): what the shopper's and the vendor's screens show.
 */
async function sellSilk(request: APIRequestContext, accounts: Accounts, shopper: SessionUser) {
  const vendor = await accounts.register('vendor', 'Meera Loomhouse');
  const fabric = await addFabricThroughApi(request, vendor, {
    name: LONG_NAME,
    price: 1540,
    stock: 40,
    category: 'silk',
  });
  const order = await buyThroughApi(request, shopper, fabric._id, 12);
  return { vendor, fabric, order };
}

for (const part of PARTS) {
  test(`a visitor meets no accessibility violation ${partName(part)}`, async ({ page, request }) => {
    const [fabric] = await demoFabrics(request);
    if (!fabric) throw new Error('The demo catalog should hold fabrics');
    const screens: Screen[] = [
      { path: '/', heading: /./ },
      { path: '/products', heading: 'All Products' },
      { path: `/product/${fabric._id}`, heading: fabric.name },
      { path: '/about', heading: 'Woven by many hands' },
      { path: '/login', heading: 'Login' },
      { path: '/register', heading: 'Register' },
      { path: '/forgot-password', heading: 'Forgot password?' },
      { path: '/reset-password?token=e2e-token', heading: 'Choose a new password' },
      { path: '/no-such-page', heading: 'Page not found' },
      // Hindi runs longer than English: the screens a shopper browses, again in Hindi.
      { path: '/', heading: IN_HINDI, hindi: true },
      { path: '/products', heading: IN_HINDI, hindi: true },
      { path: `/product/${fabric._id}`, heading: /./, hindi: true },
    ];
    expect(await auditScreens(page, partOf(screens, part))).toEqual([]);
  });
}

// The footer's help pages, a test of their own, so that each audit stays within its time.
test(`the footer's help pages meet no accessibility violation on a desktop and on a phone, nothing too wide on the phone`, async ({
  page,
}) => {
  // One template of text, and the vendor's invitation with its own call to action.
  const screens: Screen[] = [
    { path: '/shipping', heading: 'Shipping' },
    { path: '/sell', heading: 'Sell with us' },
  ];
  expect(await auditScreens(page, screens)).toEqual([]);
});

for (const part of PARTS) {
  test(`a shopper meets no accessibility violation ${partName(part)}${part === 1 ? ', and on the phone the cart line names its price and total' : ''}`, async ({
    page,
    request,
    accounts,
    shopper,
    fillCart,
  }) => {
    const fabrics = await demoFabrics(request);
    const longest = [...fabrics].sort((a, b) => b.name.length - a.name.length)[0];
    const dearest = [...fabrics].sort((a, b) => b.price - a.price)[0];
    // A piece fabric's price reads "Rs. 1,450.00/piece", the longest a cart line's price gets.
    const byThePiece = fabrics.find(
      (fabric) => fabric.unit === 'per_piece' && fabric.price >= 1000 && fabric.stock >= 2,
    );
    if (!longest || !dearest || !byThePiece) throw new Error('The demo catalog should hold fabrics');
    const { order } = await sellSilk(request, accounts, shopper);
    await fillCart([
      [longest, 1],
      [dearest, Math.min(dearest.stock, 9)],
      [byThePiece, 2],
    ]);

    // The catalog, the home and about pages and the not-found page show a shopper what they show a visitor,
    // audited above; the shopper's header is audited on every screen here.
    const screens: Screen[] = [
      { path: `/product/${longest._id}`, heading: longest.name },
      { path: '/cart', heading: 'Shopping Cart (3)' },
      { path: '/checkout', heading: 'Checkout' },
      { path: `/order-confirmation/${order._id}`, heading: 'Order Confirmed!' },
      { path: '/orders', heading: 'My Orders' },
      { path: `/orders/${order._id}`, heading: 'Your order' },
      { path: '/profile', heading: shopper.name },
      { path: '/cart', heading: IN_HINDI, hindi: true },
      { path: '/checkout', heading: IN_HINDI, hindi: true },
      { path: `/orders/${order._id}`, heading: IN_HINDI, hindi: true },
    ];
    expect(await auditScreens(page, partOf(screens, part))).toEqual([]);
    if (part !== 1) return;

    // On the phone, the cart line names its price and total, and the total sits wholly inside the card.
    await page.setViewportSize({ width: WIDTHS[1].width, height: WIDTHS[1].height });
    await page.goto('/cart');
    const main = page.getByRole('main');
    const line = main.getByRole('row').filter({ hasText: dearest.name });
    await expect(line.getByText('Price', { exact: true })).toBeVisible();
    await expect(line.getByText('Total', { exact: true })).toBeVisible();
    const card = await main.getByTestId('cart-lines').boundingBox();
    const total = await line
      .getByText(/^Rs\. /)
      .last()
      .boundingBox();
    expect(card && total && total.x + total.width <= card.x + card.width).toBe(true);
  });
}

for (const part of PARTS) {
  test(`a vendor meets no accessibility violation, each tab naming its screen, ${partName(part)}${part === 1 ? ', and on the phone each price on one line' : ''}`, async ({
    page,
    request,
    accounts,
  }) => {
    const shopper = await accounts.register('customer', 'Asha Rao');
    const { vendor, fabric } = await sellSilk(request, accounts, shopper);
    await addFabricThroughApi(request, vendor, {
      name: 'Organic Cotton Poplin',
      price: 310,
      stock: 0,
      category: 'cotton',
    });
    await signIn(page, vendor);

    const screens: Screen[] = [
      { path: '/vendor', heading: `Welcome, ${vendor.name}!`, title: 'Vendor Dashboard · Fabric-Store' },
      { path: '/vendor/products', heading: 'Your Products', title: 'Your Products · Fabric-Store' },
      { path: '/vendor/add-product', heading: 'Add New Product', title: 'Add Product · Fabric-Store' },
      {
        path: '/vendor/orders',
        heading: 'Your Orders',
        title: 'Your Orders · Fabric-Store',
        open: async (ordersPage) => {
          await ordersPage.getByRole('article').first().getByRole('button', { name: 'View' }).click();
          await expect(ordersPage.getByRole('button', { name: 'Hide' })).toBeVisible();
        },
      },
      { path: `/vendor/fabric/${fabric._id}`, heading: fabric.name, title: 'Product Details · Fabric-Store' },
      { path: `/vendor/product/edit/${fabric._id}`, heading: 'Edit Product', title: 'Edit Product · Fabric-Store' },
      { path: '/profile', heading: vendor.name },
    ];
    expect(await auditScreens(page, partOf(screens, part))).toEqual([]);
    if (part !== 1) return;

    // On the phone, each price of the opened order, and its order number, stays on one line rather than breaking inside.
    await page.setViewportSize({ width: WIDTHS[1].width, height: WIDTHS[1].height });
    await page.goto('/vendor/orders');
    const card = page.getByRole('article').first();
    await card.getByRole('button', { name: 'View' }).click();
    await expect(card.getByRole('region', { name: 'Order details' })).toBeVisible();
    await expectOnOneLine(card.getByRole('list', { name: 'Your items' }).getByText('Rs. 18,480.00'));
    await expectOnOneLine(card.getByText(/^FS-\d{4}-\d+$/));
  });
}

/** WCAG's relative luminance of a computed `rgb(…)` colour. */
function luminance(rgb: string): number {
  const channels = rgb
    .match(/[\d.]+/g)
    ?.slice(0, 3)
    .map(Number);
  if (channels?.length !== 3) throw new Error(`Not an rgb() colour: ${rgb}`);
  const [red = 0, green = 0, blue = 0] = channels.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

test('the disabled Place Order is readable: its label has at least 4.5:1 contrast', async ({
  page,
  request,
  fillCart,
}) => {
  // axe leaves disabled controls out of its contrast rule, so this one is measured here.
  const [fabric] = await demoFabrics(request);
  if (!fabric) throw new Error('The demo catalog should hold fabrics');
  await fillCart([[fabric, 1]]);
  await page.goto('/checkout');
  const placeOrder = page.getByRole('main').getByRole('button', { name: 'Place Order' });
  await expect(placeOrder).toBeDisabled();
  const colours = await placeOrder.evaluate((button) => {
    const style = getComputedStyle(button);
    return { text: style.color, background: style.backgroundColor, opacity: style.opacity };
  });
  expect(colours.opacity).toBe('1');
  const [lighter, darker] = [luminance(colours.text), luminance(colours.background)].sort((a, b) => b - a);
  expect(((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05)).toBeGreaterThanOrEqual(4.5);
});

test('the audit itself finds what it is there to find: an image without a text, grey on white, a field without a label', async ({
  page,
}) => {
  await page.setContent(`<html lang="en"><head><title>Audit</title></head><body><main><h1>Audit</h1>
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    <p style="color:#bbb;background:#fff">Faint text</p>
    <input type="text"></main></body></html>`);
  const found = (await axeViolations(page)).map((violation) => violation.id);
  expect(found).toEqual(expect.arrayContaining(['image-alt', 'color-contrast', 'label']));
});

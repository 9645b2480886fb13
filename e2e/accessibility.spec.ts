import AxeBuilder from '@axe-core/playwright';
import type { SessionUser } from '@fabric-store/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoFabrics, signIn } from './fixtures';
import { type Accounts, addFabricThroughApi, buyThroughApi, expect, test } from './vendor-fixtures';

/**
 * Issue 16: axe-core finds nothing on any screen of the spec, for a visitor, a shopper and a vendor, on a
 * desktop and on a phone. Every rule axe runs by default counts, whatever its impact, minor included.
 */

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 812 },
] as const;

test.describe.configure({ timeout: 300_000 });

const MISSING = '00000000-0000-4000-8000-000000000000';

interface Screen {
  path: string;
  /** The page's h1 once it has loaded: where the route really landed, and that its data arrived. */
  heading: string | RegExp;
  /** Something to do on the page before a second look, for states a click opens. */
  open?: (page: Page) => Promise<void>;
}

/** One line per violation and element, so a failure names the rule, the page and where to look. */
async function violationsOn(page: Page, label: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${label}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? violation.help}`,
    ),
  );
}

/** Opens each screen at each width, once, and lists what axe finds on all of them. */
async function auditScreens(page: Page, screens: Screen[]): Promise<string[]> {
  const found: string[] = [];
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const screen of screens) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading }), screen.path).toBeVisible();
      await page.waitForLoadState('networkidle');
      found.push(...(await violationsOn(page, `${screen.path} at ${size.name}`)));
      if (screen.open) {
        await screen.open(page);
        found.push(...(await violationsOn(page, `${screen.path} opened at ${size.name}`)));
      }
    }
  }
  return found;
}

const notFoundScreens: Screen[] = [
  { path: '/no-such-page', heading: 'Page not found' },
  { path: `/product/${MISSING}`, heading: 'Page not found' },
];

/**
 * A vendor with a silk whose long name tests wrapping, and one order of it by `shopper`: what the
 * shopper's and the vendor's screens show.
 */
async function sellSilk(request: APIRequestContext, accounts: Accounts, shopper: SessionUser) {
  const vendor = await accounts.register('vendor', 'Meera Loomhouse');
  const fabric = await addFabricThroughApi(request, vendor, {
    name: 'Handwoven Kanchipuram Silk with Zari Border, Temple Red',
    price: 1540,
    stock: 30,
    category: 'silk',
  });
  const order = await buyThroughApi(request, shopper, fabric._id, 2);
  return { vendor, fabric, order };
}

test('a visitor meets no accessibility violation on any screen, on a desktop or a phone', async ({ page, request }) => {
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
    // A guarded screen sends a visitor to Login with a toast saying why.
    { path: '/cart', heading: 'Login' },
    ...notFoundScreens,
  ];
  expect(await auditScreens(page, screens)).toEqual([]);
});

test('a shopper meets no accessibility violation on any screen, on a desktop or a phone', async ({
  page,
  request,
  accounts,
  shopper,
  fillCart,
}) => {
  const [demo] = await demoFabrics(request);
  if (!demo) throw new Error('The demo catalog should hold fabrics');
  const { order } = await sellSilk(request, accounts, shopper);
  await fillCart([[demo, 2]]);

  const screens: Screen[] = [
    { path: '/', heading: /./ },
    { path: '/products', heading: 'All Products' },
    { path: `/product/${demo._id}`, heading: demo.name },
    { path: '/about', heading: 'Woven by many hands' },
    { path: '/cart', heading: /Shopping Cart/ },
    { path: '/checkout', heading: 'Checkout' },
    { path: `/order-confirmation/${order._id}`, heading: 'Order Confirmed!' },
    { path: '/orders', heading: 'My Orders' },
    { path: `/orders/${order._id}`, heading: 'Your order' },
    { path: '/profile', heading: shopper.name },
    { path: `/order-confirmation/${MISSING}`, heading: 'Page not found' },
    ...notFoundScreens,
  ];
  expect(await auditScreens(page, screens)).toEqual([]);
});

test('a vendor meets no accessibility violation on any screen, on a desktop or a phone', async ({
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
    { path: '/vendor', heading: `Welcome, ${vendor.name}!` },
    { path: '/vendor/products', heading: 'Your Products' },
    { path: '/vendor/add-product', heading: 'Add New Product' },
    {
      path: '/vendor/orders',
      heading: 'Your Orders',
      open: async (ordersPage) => {
        await ordersPage.getByRole('article').first().getByRole('button', { name: 'View' }).click();
        await expect(ordersPage.getByRole('button', { name: 'Hide' })).toBeVisible();
      },
    },
    { path: `/vendor/fabric/${fabric._id}`, heading: fabric.name },
    { path: `/vendor/product/edit/${fabric._id}`, heading: 'Edit Product' },
    { path: '/profile', heading: vendor.name },
    { path: `/vendor/fabric/${MISSING}`, heading: 'Page not found' },
  ];
  expect(await auditScreens(page, screens)).toEqual([]);
});

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

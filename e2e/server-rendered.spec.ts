import type { Fabric } from '@fabric-store/shared';
import type { Page } from '@playwright/test';
import { demoFabrics, expect, handOnThePage, test } from './fixtures';

/** The public pages arrive rendered, and hydrate on React without a word in the console. */

function rupees(amount: number): string {
  return `Rs. ${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows the hero and the new arrivals, the catalog pages through with links, and a product shows everything a shopper reads', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Fabric-Store · Fabrics from independent mills');
    await expect(
      page.getByRole('heading', { name: 'Step into Style: Your Ultimate Fashion Destination' }),
    ).toBeVisible();
    await expect(page.locator('[aria-roledescription="carousel"]').getByRole('link')).toHaveCount(5);

    await page.goto('/products');
    await expect(page.getByRole('heading', { name: 'All Products' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Fabrics found' }).getByRole('listitem')).toHaveCount(24);
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/products\?page=2$/);
    await expect(page).toHaveTitle('All Products, page 2 · Fabric-Store');
    const cards = page.getByRole('list', { name: 'Fabrics found' }).getByRole('listitem');
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/products');

    const demo = await demoFabrics(request);
    const fabric = demo.at(-1) as Fabric;
    await page.goto(`/product/${fabric._id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: fabric.name })).toBeVisible();
    await expect(main.getByText(rupees(fabric.price), { exact: true })).toBeVisible();
    await expect(main.getByText(fabric.description)).toBeVisible();
    await expect(main.getByText(fabric.vendor.name, { exact: true })).toBeVisible();
    await expect(
      main.getByText(fabric.stock > 0 ? String(fabric.stock) : 'Out of stock', { exact: true }),
    ).toBeVisible();

    const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    const product = structured.find((data) => data['@type'] === 'Product') as {
      name: string;
      image: string[];
      offers: { price: string; priceCurrency: string; availability: string; seller: { name: string } };
    };
    expect(product.name).toBe(fabric.name);
    // Every demo fabric has photos, so its image is its cover photo.
    expect(product.image[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\/[0-9a-f]{32}\.webp$/);
    expect(Number(product.offers.price)).toBe(fabric.price);
    expect(product.offers.priceCurrency).toBe('INR');
    expect(product.offers.availability).toBe(
      fabric.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    );
    expect(product.offers.seller.name).toBe(fabric.vendor.name);
    expect(structured.some((data) => data['@type'] === 'BreadcrumbList')).toBe(true);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', product.image[0] ?? '');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/product/${fabric._id}$`));
  });
});

/** Once the browser is idle: what the app fetches as it takes a page over has been asked for by then. */
async function untilIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

/** The scripts the page has loaded, from its own resource timings (cached or not). */
async function scriptsRun(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => new URL(name).pathname.endsWith('.js')),
  );
}

/** Every console error or warning, and every uncaught error, while the page loads and hydrates. */
function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

const publicPages = async (page: Page) => {
  const [fabric] = await demoFabrics(page.request);
  return ['/', '/products', '/products?page=2&sort=price_asc', `/product/${fabric?._id}`, '/about', '/no/such/page'];
};

test('every public page, once a hand is on it, hydrates for a visitor with nothing in the console, and fetches none of the data it was rendered with', async ({
  page,
}) => {
  const problems = collectConsoleProblems(page);
  const apiCalls: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/')) apiCalls.push(sent.url());
  });
  const [fabric] = await demoFabrics(page.request);
  const renderedWithAllTheirData = ['/', `/product/${fabric?._id}`, '/about'];
  for (const path of await publicPages(page)) {
    const callsBefore = apiCalls.length;
    // The not-found page answers 404, which Chromium reports in the console as a failed load.
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(path.startsWith('/no/') ? 404 : 200);
    // Only read, the page has run no script but the boot script.
    expect(await scriptsRun(page), path).toEqual([expect.stringMatching(/\/assets\/boot-[^/]+\.js$/)]);
    await handOnThePage(page);
    await untilIdle(page);
    await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
    if (renderedWithAllTheirData.includes(path)) expect(apiCalls.slice(callsBefore), path).toEqual([]);
  }
  // In Hindi the browser's first render must say what the server's did, facets and photos included.
  await page.goto('/products?lang=hi&colour=blue', { waitUntil: 'networkidle' });
  await handOnThePage(page);
  await expect(page.getByRole('heading', { name: 'सभी कपड़े' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'रंग' }).getByRole('link', { name: /^नीला/ })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.goto(`/product/${fabric?._id}?lang=hi`, { waitUntil: 'networkidle' });
  await handOnThePage(page);
  await expect(page.getByRole('button', { name: 'बड़ा करके देखें' })).toBeVisible();
  expect(problems.filter((problem) => !problem.includes('404 (Not Found)'))).toEqual([]);
});

test('every public page hydrates for a signed-in shopper, whose header and cart badge then show', async ({
  page,
  shopper,
}) => {
  const [fabric] = await demoFabrics(page.request);
  const added = await page.request.post('/api/cart', {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: { userId: shopper._id, items: [{ fabric_id: fabric?._id, price: fabric?.price, quantity: 2 }] },
  });
  expect(added.ok()).toBe(true);
  const problems = collectConsoleProblems(page);
  for (const path of await publicPages(page)) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
  }
  expect(problems.filter((problem) => !problem.includes('404 (Not Found)'))).toEqual([]);
});

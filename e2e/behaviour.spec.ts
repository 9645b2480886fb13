import { demoFabrics, expectToast, handOnThePage, signIn, uniqueEmail } from './fixtures';
import { bearer, expect, test } from './vendor-fixtures';

/** the newsletter, Clear Cart, images that fail or have yet to arrive, and signed-in users kept off Login. */

test('the newsletter keeps an address, says so, and refuses a bad one', async ({ page, request }) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  const email = uniqueEmail('reader');
  await footer.getByLabel('Email address').fill('not-an-address');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expectToast(page, 'Please enter a valid email address.');
  await footer.getByLabel('Email address').fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expectToast(page, 'Thank you! You are subscribed to the newsletter.');
  await expect(footer.getByLabel('Email address')).toHaveValue('');
  // A second submission of the same address is harmless.
  const again = await request.post('/api/newsletter', { data: { email } });
  expect(again.status()).toBe(200);
});

test('Clear Cart asks first, and says when the cart is empty', async ({ page, request, fillCart }) => {
  const [fabric] = await demoFabrics(request);
  if (!fabric) throw new Error('The demo catalog should hold fabrics');
  await fillCart([[fabric, 1]]);
  await page.goto('/cart');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Shopping Cart (1)' })).toBeVisible();

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Remove every fabric from your cart?');
    void dialog.dismiss();
  });
  await main.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(main.getByRole('heading', { name: 'Shopping Cart (1)' })).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await main.getByRole('button', { name: 'Clear Cart' }).click();
  await expectToast(page, 'Your cart has been cleared.');
  await expect(main.getByText('Your cart is empty.')).toBeVisible();
});

test('while images are on their way each card shows its fabric\'s colour, never "Image unavailable"', async ({
  page,
  request,
}) => {
  const red = (await demoFabrics(request)).find((fabric) => fabric.attributes.colourFamily === 'red');
  if (!red) throw new Error('The demo catalog should hold a red fabric');
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/about');
  await handOnThePage(page);
  // Held back from here on: every image is still on its way when the cards are looked at.
  await page.route('**/images/**', () => new Promise(() => undefined));
  // A client-side visit, so the cards are drawn by the running app, whose checks for a failed image have run.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/products?colour=red');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const image = page.getByRole('main').getByRole('img', { name: red.name, exact: true });
  await expect(image).toHaveCSS('background-color', 'rgb(179, 32, 42)');
  await expect(page.getByText('Image unavailable')).toHaveCount(0);
});

test('an image that fails to load says "Image unavailable" on the storefront and the vendor card', async ({
  page,
  request,
  accounts,
}) => {
  const vendor = await accounts.register('vendor', 'Meera Loomhouse');
  const word = `Lostimage${Date.now().toString(36)}`;
  const name = `${word} Chanderi, Leaf Green`;
  const created = await request.post('/api/fabrics', {
    headers: bearer(vendor),
    data: {
      name,
      price: 640,
      stock: 20,
      category: 'cotton',
      description: 'Its picture has gone missing.',
      image: `/images/${'0'.repeat(32)}.webp`,
      attributes: { colourFamily: 'green' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await signIn(page, vendor);

  // The storefront's page is rendered by the server: its image may fail before the script runs.
  for (const path of [`/products?q=${word}`, '/vendor/products']) {
    await page.goto(path);
    const missing = page.getByRole('main').getByRole('img', { name: `${name}: image unavailable` });
    await expect(missing, path).toBeVisible();
    await expect(missing).toContainText('Image unavailable');
  }
});

test('a signed-in user who opens Login or Register is sent home, a shopper to the store and a vendor to the dashboard', async ({
  page,
  accounts,
}) => {
  const shopper = await accounts.register('customer', 'Asha Rao');
  await signIn(page, shopper);
  for (const path of ['/login', '/register']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/$/);
    await expectToast(page, 'You are already signed in.');
  }

  const vendor = await accounts.register('vendor', 'Meera Loomhouse');
  await page.evaluate((stored) => window.localStorage.setItem('user', stored), JSON.stringify(vendor));
  for (const path of ['/login', '/register']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/vendor$/);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${vendor.name}!` })).toBeVisible();
    await expectToast(page, 'You are already signed in.');
  }
});

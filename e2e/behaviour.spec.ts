import { demoFabrics, expect, expectToast, test, uniqueEmail } from './fixtures';

/** Issue 16: the footer's Shop links, the newsletter and Clear Cart do what they say. */

test('the footer Shop links open the catalog of their category', async ({ page }) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  for (const category of ['Cotton', 'Silk', 'Linen', 'Wool']) {
    await expect(footer.getByRole('link', { name: category, exact: true })).toHaveAttribute(
      'href',
      `/products?category=${category.toLowerCase()}`,
    );
  }
  await footer.getByRole('link', { name: 'Silk', exact: true }).click();
  await expect(page).toHaveURL(/\/products\?category=silk$/);
});

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

import type { Page } from '@playwright/test';
import { axeViolations, violationLines } from './axe';
import { capture } from './capture';
import { expectToast, signIn } from './fixtures';
import { addFabricThroughApi, bearer, expect, test } from './vendor-fixtures';

/** A shopper comes back, saves a fabric, checks out to a saved address, reviews it; the vendor replies. */

async function expectNoAxeViolations(page: Page) {
  expect(violationLines(await axeViolations(page))).toEqual([]);
}

test('a returning shopper saves a fabric, checks out to a saved address, reviews it, and the vendor replies', async ({
  page,
  browser,
  request,
  accounts,
}) => {
  const vendor = await accounts.register('vendor', 'Chanderi Looms');
  const shopper = await accounts.register('customer', 'Meera Iyer');
  // A name of its own, so the search finds this fabric alone; the same every run, so the screenshots are too.
  const name = 'Zari Border Chanderi Dupatta';
  const fabric = await addFabricThroughApi(request, vendor, { name, price: 890, stock: 40, category: 'silk' });
  await signIn(page, shopper);
  const main = page.getByRole('main');
  const card = main.getByRole('listitem').filter({ has: page.getByRole('link', { name: new RegExp(name) }) });

  // The heart on the fabric's card saves it; /wishlist lists it with Add to Cart.
  await page.goto(`/products?q=${encodeURIComponent(name)}`);
  const heart = card.getByRole('button', { name: `Save ${name}` });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expectToast(page, `${name} saved to your wishlist.`);

  await page.goto('/profile');
  await main.getByRole('link', { name: 'Saved fabrics' }).click();
  await expect(main.getByRole('heading', { name: 'Saved fabrics' })).toBeVisible();
  await expect(main.getByRole('heading', { name })).toBeVisible();
  await expectNoAxeViolations(page);
  await capture(page, 'wishlist');
  await main.getByRole('button', { name: 'Add to Cart' }).click();
  // The capture hid the toasts of this page; the button says it too.
  await expect(main.getByRole('button', { name: 'Added' })).toBeVisible();

  // A saved address, the default, which checkout fills in.
  await page.goto('/addresses');
  await main.getByRole('button', { name: 'Add an address' }).click();
  await main.getByLabel('Label or recipient (optional)').fill('Home');
  await main.getByLabel('Address', { exact: true }).fill('7 Temple Street');
  await main.getByLabel('City').fill('Madurai');
  await main.getByLabel('State').fill('Tamil Nadu');
  await main.getByLabel('Postal Code').fill('625001');
  await main.getByLabel('Country').fill('India');
  await main.getByRole('button', { name: 'Save address' }).click();
  await expectToast(page, 'Address saved.');
  await expect(main.getByText('Default')).toBeVisible();
  await expectNoAxeViolations(page);
  await capture(page, 'saved-addresses');

  await page.goto('/checkout');
  await expect(main.getByLabel('City')).toHaveValue('Madurai');
  await expect(main.getByLabel('Address', { exact: true })).toHaveValue('7 Temple Street');
  await main.getByLabel('Payment Method').selectOption('cash_on_delivery');
  await main.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\//);
  const orderId = page.url().split('/').at(-1) ?? '';

  // The vendor delivers (its order screens are the order-lifecycle journey's); then the shopper may review.
  for (const status of ['accepted', 'shipped', 'delivered']) {
    const moved = await request.patch(`/api/orders/vendor/orders/${orderId}/status`, {
      headers: bearer(vendor),
      data: { status },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }

  await page.goto(`/product/${fabric._id}`);
  const reviews = main.getByRole('region', { name: 'Reviews' });
  await reviews.locator('label', { hasText: '5 stars' }).click();
  await reviews.getByLabel('Your review').fill('Light as air and the zari catches the light. True to the photos.');
  await reviews.getByRole('button', { name: 'Post review' }).click();
  await expectToast(page, 'Thank you! Your review is posted.');
  await expect(reviews.getByText('Verified purchase')).toBeVisible();

  // The vendor replies once, from the same product page.
  const vendorPage = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signIn(vendorPage, vendor);
  await vendorPage.goto(`/product/${fabric._id}`);
  await vendorPage.getByLabel('Reply to Meera Iyer').fill('Thank you, Meera! Dry clean to keep the zari bright.');
  await vendorPage.getByRole('button', { name: 'Post reply' }).click();
  await expect(vendorPage.getByText('Reply from Chanderi Looms')).toBeVisible();
  await vendorPage.context().close();

  await page.reload();
  await expect(reviews.getByText('Dry clean to keep the zari bright.')).toBeVisible();
  await expect(reviews.getByRole('img', { name: 'Rated 5.0 out of 5 from 1 review' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The reload kept the page scrolled; the picture starts at its top, under the header.
  await page.evaluate(() => window.scrollTo(0, 0));
  await capture(page, 'reviews');

  // The card in the catalog shows the stars and the count.
  await page.goto(`/products?q=${encodeURIComponent(name)}`);
  await expect(card.getByRole('img', { name: 'Rated 5.0 out of 5 from 1 review' })).toBeVisible();
});

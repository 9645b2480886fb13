import type { Locator, Page } from '@playwright/test';
import { demoFabrics, expect, SHIPPING, test } from './fixtures';

/** Presses Tab until `target` has focus, as a keyboard user would, failing if it takes more than `maxPresses`. */
async function tabTo(page: Page, target: Locator, maxPresses = 15) {
  for (let press = 0; press < maxPresses; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** where keyboard focus goes, and what a screen reader hears, along the purchase journey. */

test('a purchase by keyboard alone: focus stays on Add to Cart, the toast names its close button, focus moves to each new page heading, and returns to Menu after Escape', async ({
  page,
  request,
  shopper,
}) => {
  const [fabric] = await demoFabrics(request);
  if (!fabric) throw new Error('The demo catalog should hold fabrics');
  const main = page.getByRole('main');

  await page.goto(`/product/${fabric._id}`);
  const heading = main.getByRole('heading', { level: 1, name: fabric.name });
  await expect(heading).toBeVisible();
  // The first, server-rendered load leaves focus where the browser put it.
  await expect(heading).not.toBeFocused();

  // Pressed as soon as it shows, whether or not the app has taken over the page yet: a press while it
  // hydrates is kept and acted on as the signed-in shopper (e2e/early-tap.spec.ts).
  const add = main.getByRole('button', { name: 'Add to Cart' });
  await add.focus();
  await page.keyboard.press('Enter');
  const added = main.getByRole('button', { name: 'Added' });
  await expect(added).toHaveAttribute('aria-disabled', 'true');
  await expect(added).toBeFocused();
  await expect(main.getByRole('status').filter({ hasText: `${fabric.name} added to cart.` })).toBeAttached();

  // The toast's close button says what it closes, and shows its focus ring to a keyboard user.
  const close = page.getByRole('button', { name: 'Close notification' }).first();
  await expect(close).toBeVisible();
  await page.keyboard.press('Shift');
  await close.focus();
  expect(await close.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');

  // A client-side route change puts focus on the new page's main heading.
  await page.getByRole('navigation', { name: 'Fabric-Store' }).getByRole('link', { name: /cart/i }).click();
  await expect(main.getByRole('heading', { level: 1, name: /Shopping Cart/ })).toBeFocused();
  await main.getByRole('button', { name: 'Proceed to Checkout' }).press('Enter');
  await expect(main.getByRole('heading', { level: 1, name: 'Checkout' })).toBeFocused();
  expect(shopper.role).toBe('customer');

  // The rest of the purchase by keyboard alone: Tab into each field and type, arrows for the method, Enter to place.
  const addressParts = [
    ['Address', SHIPPING.address],
    ['City', SHIPPING.city],
    ['State', SHIPPING.state],
    ['Postal Code', SHIPPING.postalCode],
    ['Country', SHIPPING.country],
  ] as const;
  for (const [label, value] of addressParts) {
    await tabTo(page, main.getByLabel(label));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(value);
  }
  const paymentMethod = main.getByLabel('Payment Method');
  await tabTo(page, paymentMethod);
  await page.keyboard.press('ArrowDown');
  await expect(paymentMethod).toHaveValue('cash_on_delivery');
  await tabTo(page, main.getByRole('button', { name: 'Place Order' }));
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeFocused();
  await expect(main.getByText(SHIPPING.address)).toBeVisible();

  await page.setViewportSize({ width: 375, height: 812 });
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
});

test('a missing page, product or order is one designed state with a heading and a way on', async ({
  page,
  shopper,
}) => {
  const main = page.getByRole('main');
  expect(shopper.role).toBe('customer');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Fabric-Store');
  await expect(page.getByRole('navigation', { name: 'Fabric-Store' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/order-confirmation/00000000-0000-4000-8000-000000000000');
  await expect(main.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(main.getByText('Order not found.')).toBeVisible();
  await main.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Reached by a client-side navigation, the product page is rendered by the browser.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/product/00000000-0000-4000-8000-000000000000');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(main.getByRole('heading', { level: 1, name: 'Page not found' })).toBeFocused();
  await expect(main.getByText('Product not found.')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Browse all fabrics' })).toHaveAttribute('href', '/products');
});

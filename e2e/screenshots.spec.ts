import { capture } from './capture';
import { demoFabrics, expect, fillCheckoutForm, test } from './fixtures';

/** The shopper screens pictured for docs/screenshots (`npm run screenshots`). */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

test('screenshots of the shopper screens', async ({ page, request, shopper }) => {
  const [first, second] = await demoFabrics(request);
  if (!first || !second) throw new Error('The demo catalog should hold fabrics');
  const main = page.getByRole('main');

  await page.goto('/');
  await expect(page.locator('[aria-roledescription="carousel"]').getByRole('link')).toHaveCount(5);
  await capture(page, 'home');

  await page.setViewportSize(PHONE);
  await page.reload();
  await page.getByRole('button', { name: 'Menu' }).click();
  await capture(page, 'home-mobile');
  await page.setViewportSize(DESKTOP);

  await page.goto('/products');
  await expect(main.getByRole('listitem').first()).toBeVisible();
  await capture(page, 'products');

  await page.goto(`/product/${first._id}`);
  await expect(main.getByRole('heading', { name: first.name })).toBeVisible();
  await capture(page, 'product');
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(main.getByRole('heading', { name: first.name })).toBeVisible();
  await capture(page, 'product-mobile');
  await page.setViewportSize(DESKTOP);

  const headers = { Authorization: `Bearer ${shopper.token}` };
  for (const [fabric, quantity] of [
    [first, 2],
    [second, 1],
  ] as const) {
    const added = await request.post('/api/cart', {
      headers,
      data: { userId: shopper._id, items: [{ fabric_id: fabric._id, price: fabric.price, quantity }] },
    });
    expect(added.ok()).toBe(true);
  }
  await page.goto('/cart');
  await expect(main.getByRole('heading', { name: 'Shopping Cart (2)' })).toBeVisible();
  await capture(page, 'cart');
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(main.getByRole('heading', { name: 'Shopping Cart (2)' })).toBeVisible();
  await capture(page, 'cart-mobile');
  await page.setViewportSize(DESKTOP);
  await page.reload();
  await expect(main.getByRole('heading', { name: 'Shopping Cart (2)' })).toBeVisible();

  await main.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await fillCheckoutForm(main);
  await capture(page, 'checkout');

  await main.getByRole('button', { name: 'Place Order' }).click();
  await expect(main.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await capture(page, 'order-confirmation');
});

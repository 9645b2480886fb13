import type { Fabric, Order } from '@fabric-store/shared';
import type { Page } from '@playwright/test';
import { expectToast, signIn } from './fixtures';
import { addFabricThroughApi, bearer, buyThroughApi, expect, test } from './vendor-fixtures';

/**
 * a vendor's whole journey, isolation between vendors, and the guards that keep
 * shoppers and visitors out.
 */

const GUARDED_BY_BROWSER = ['/vendor', '/vendor/product/edit/00000000-0000-4000-8000-000000000000'] as const;

async function fillFabricForm(page: Page, fabric: { name: string; price: string; stock: string; category?: string }) {
  await page.getByLabel('Name', { exact: true }).fill(fabric.name);
  await page.getByLabel('Price (Rs.)').fill(fabric.price);
  await page.getByLabel('Stock', { exact: true }).fill(fabric.stock);
  if (fabric.category) await page.getByLabel('Category').selectOption(fabric.category);
}

/** Accepts the next window.confirm after checking its question. */
function acceptNextConfirm(page: Page, question: string): void {
  page.once('dialog', async (dialog) => {
    expect(dialog.type()).toBe('confirm');
    expect(dialog.message()).toBe(question);
    await dialog.accept();
  });
}

test('a vendor lists, edits and deletes fabrics, then sees and deletes the order a shopper placed', async ({
  page,
  request,
  accounts,
}) => {
  const vendor = await accounts.register('vendor', 'Kavya Looms');
  const vendorAccount = vendor.credentials;
  const cartCalls: string[] = [];
  page.on('request', (call) => {
    if (new URL(call.url()).pathname.startsWith('/api/cart')) cartCalls.push(call.url());
  });

  await test.step('login lands on the vendor dashboard with the vendor navigation', async () => {
    await page.goto('/login');
    const form = page.getByRole('main');
    await form.getByLabel('Email', { exact: true }).fill(vendorAccount.email);
    await form.getByLabel('Password', { exact: true }).fill(vendorAccount.password);
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/vendor$/);
    await expect(page.getByRole('heading', { name: `Welcome, ${vendorAccount.name}!` })).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Fabric-Store' });
    for (const [label, href] of [
      ['Home', '/vendor'],
      ['All Products', '/vendor/products'],
      ['Add Product', '/vendor/add-product'],
      ['Orders', '/vendor/orders'],
    ] as const) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Products', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Wishlist' })).toHaveCount(0);
    await expect(page.getByTestId('cart-badge')).toHaveText('0');

    const tiles = page.getByRole('main').getByRole('list');
    await expect(tiles.getByRole('link', { name: /All Products/ })).toHaveAttribute('href', '/vendor/products');
    await expect(tiles.getByRole('link', { name: /Add Product/ })).toHaveAttribute('href', '/vendor/add-product');
    await expect(tiles.getByRole('link', { name: /Orders/ })).toHaveAttribute('href', '/vendor/orders');
  });

  await test.step('a new vendor has no products yet and is led to Add Product', async () => {
    await page.getByRole('navigation', { name: 'Fabric-Store' }).getByRole('link', { name: 'All Products' }).click();
    await expect(page.getByRole('heading', { name: 'Your Products' })).toBeVisible();
    await expect(page.getByText('You have not listed any fabrics yet.')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Add Product' }).click();
    await expect(page).toHaveURL(/\/vendor\/add-product$/);
  });

  await test.step('the add form explains what is missing and then adds two fabrics', async () => {
    await expect(page.getByRole('heading', { name: 'Add New Product' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Category is required')).toBeVisible();

    // Sold by the piece, so a stock of 2.5 is refused (a metre fabric's stock may be 2.5 m).
    await page.getByLabel('The piece (pre-cut packs, fat quarters)').check();
    await fillFabricForm(page, { name: 'Indigo Linen', price: '450.50', stock: '2.5', category: 'linen' });
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Stock must be a whole number')).toBeVisible();
    await page.getByLabel('Stock', { exact: true }).fill('25');
    await page.getByLabel('Description (optional)').fill('Hand-woven linen dyed with indigo.');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expectToast(page, 'Product added successfully!');
    await expect(page).toHaveURL(/\/vendor\/products$/);

    await page.goto('/vendor/add-product');
    await fillFabricForm(page, { name: 'Saffron Silk', price: '1200', stock: '8', category: 'silk' });
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page).toHaveURL(/\/vendor\/products$/);
  });

  await test.step('the list shows both fabrics with price and stock', async () => {
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(2);
    const linen = cards.filter({ hasText: 'Indigo Linen' });
    await expect(linen).toContainText('Rs. 450.50');
    await expect(linen).toContainText('Stock: 25');
    await expect(linen.getByRole('img', { name: 'Indigo Linen' })).toBeVisible();
    await expect(cards.filter({ hasText: 'Saffron Silk' })).toContainText('Rs. 1,200.00');
  });

  let linenId = '';
  await test.step('view a fabric, then update its price', async () => {
    await page.getByRole('link', { name: /Indigo Linen/ }).click();
    await expect(page).toHaveURL(/\/vendor\/fabric\/[0-9a-f-]{36}$/);
    linenId = page.url().split('/').pop() ?? '';
    await expect(page.getByRole('heading', { name: 'Indigo Linen' })).toBeVisible();
    await expect(page.getByText('Rs. 450.50')).toBeVisible();

    await page.getByRole('link', { name: 'Update' }).click();
    await expect(page).toHaveURL(`/vendor/product/edit/${linenId}`);
    await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Indigo Linen');
    await expect(page.getByLabel('Price (Rs.)')).toHaveValue('450.5');
    await expect(page.getByLabel('Stock', { exact: true })).toHaveValue('25');
    await expect(page.getByLabel('Category')).toHaveCount(0);

    await page.getByLabel('Price (Rs.)').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Price is required')).toBeVisible();
    await page.getByLabel('Price (Rs.)').fill('520');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Product updated successfully!');
    await expect(page).toHaveURL(`/vendor/fabric/${linenId}`);
    await expect(page.getByText('Rs. 520.00')).toBeVisible();
  });

  await test.step('delete the other fabric after confirming', async () => {
    await page.goto('/vendor/products');
    await page.getByRole('link', { name: /Saffron Silk/ }).click();
    await expect(page.getByRole('heading', { name: 'Saffron Silk' })).toBeVisible();
    acceptNextConfirm(page, 'Are you sure you want to delete this product?');
    await page.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Product deleted successfully!');
    await expect(page).toHaveURL(/\/vendor\/products$/);
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('main')).not.toContainText('Saffron Silk');
  });

  const shopper = await accounts.register('customer', 'Asha Rao');
  const shopperAccount = shopper.credentials;
  const order = await buyThroughApi(request, shopper, linenId, 2);

  await test.step("the vendor sees the shopper's order with their own line and total", async () => {
    await page.getByRole('navigation', { name: 'Fabric-Store' }).getByRole('link', { name: 'Orders' }).click();
    await expect(page.getByRole('heading', { name: 'Your Orders' })).toBeVisible();
    const card = page.locator(`article#order-${order._id}`);
    await expect(card).toContainText(shopperAccount.name);
    const line = card
      .getByRole('list', { name: 'Your items' })
      .getByRole('listitem')
      .filter({ hasText: 'Indigo Linen' });
    await expect(line).toContainText('Qty 2 × Rs. 520.00');
    await expect(line).toContainText('Rs. 1,040.00');

    await card.getByRole('button', { name: 'View' }).click();
    const details = card.getByRole('region', { name: 'Order details' });
    await expect(details).toContainText(shopperAccount.email);
    await expect(details).toContainText('UPI');
    await expect(details.locator('address')).toContainText('12 Weavers LaneJaipur, Rajasthan 302001India');
    await expect(details.getByRole('list', { name: 'History of this order' })).toContainText('placed');
  });

  await test.step('the vendor deletes the order after confirming', async () => {
    acceptNextConfirm(page, 'Are you sure you want to delete this order?');
    await page.getByRole('article').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Order deleted successfully!');
    await expect(page.getByText('No orders yet.')).toBeVisible();
  });

  expect(cartCalls, 'the cart is never loaded for a vendor').toEqual([]);
});

test("a second vendor sees none of the first vendor's products or orders", async ({ page, request, accounts }) => {
  const firstVendor = await accounts.register('vendor', 'First Loom');
  const secondVendor = await accounts.register('vendor', 'Second Loom');
  const shopper = await accounts.register('customer', 'Ravi Shopper');
  const fabric = await addFabricThroughApi(request, firstVendor, {
    name: 'Private Velvet, Wine',
    price: 999,
    stock: 5,
    category: 'velvet',
  });
  const order = await buyThroughApi(request, shopper, fabric._id, 1);

  await test.step('through the API', async () => {
    const asSecond = { headers: bearer(secondVendor) };
    expect(await (await request.get('/api/fabrics/vendor/fabrics', asSecond)).json()).toEqual([]);
    expect((await request.get(`/api/fabrics/vendor/fabrics/${fabric._id}`, asSecond)).status()).toBe(404);
    expect(await (await request.get('/api/orders/vendor/orders', asSecond)).json()).toEqual([]);
    expect((await request.get(`/api/orders/${order._id}`, asSecond)).status()).toBe(404);
    const update = await request.put(`/api/fabrics/${fabric._id}`, { ...asSecond, data: { price: 1 } });
    expect([403, 404]).toContain(update.status());
    expect([403, 404]).toContain((await request.delete(`/api/fabrics/${fabric._id}`, asSecond)).status());
    expect([403, 404]).toContain((await request.delete(`/api/orders/vendor/orders/${order._id}`, asSecond)).status());

    // The first vendor still has both, untouched by the second vendor's attempts.
    const own = await request.get(`/api/fabrics/vendor/fabrics/${fabric._id}`, { headers: bearer(firstVendor) });
    expect(((await own.json()) as Fabric).price).toBe(999);
    const orders = (await (
      await request.get('/api/orders/vendor/orders', { headers: bearer(firstVendor) })
    ).json()) as Order[];
    expect(orders.map(({ _id }) => _id)).toEqual([order._id]);
  });

  await test.step('in the UI', async () => {
    await signIn(page, secondVendor);
    await page.goto('/vendor/products');
    await expect(page.getByText('You have not listed any fabrics yet.')).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(fabric.name);

    await page.goto(`/vendor/fabric/${fabric._id}`);
    await expect(page.getByText('Product not found.')).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(fabric.name);

    await page.goto(`/vendor/product/edit/${fabric._id}`);
    await expect(page.getByText('Product not found.')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveCount(0);

    await page.goto('/vendor/orders');
    await expect(page.getByText('No orders yet.')).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(order._id);
  });
});

// The route table's guard covers every vendor path (router.test.tsx); in the browser, the dashboard and a
// deep link to a fabric's edit form, for a visitor and for a shopper, and the API behind them.
test('a visitor is sent to login and a shopper to the storefront from the vendor pages, and the API refuses both', async ({
  page,
  request,
  accounts,
}) => {
  for (const path of GUARDED_BY_BROWSER) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expectToast(page, 'Please login to access this page.');
  }
  expect((await request.get('/api/fabrics/vendor/fabrics')).status()).toBe(401);
  expect((await request.get('/api/orders/vendor/orders')).status()).toBe(401);

  const shopper = await accounts.register('customer', 'Nisha Shopper');
  await signIn(page, shopper);
  for (const path of GUARDED_BY_BROWSER) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('.Toastify').getByText('That page is for vendor accounts.')).toBeVisible();
  }
  expect((await request.get('/api/fabrics/vendor/fabrics', { headers: bearer(shopper) })).status()).toBe(403);
  expect((await request.get('/api/orders/vendor/orders', { headers: bearer(shopper) })).status()).toBe(403);
  const create = await request.post('/api/fabrics', {
    headers: bearer(shopper),
    data: { name: 'Not mine', price: 10, stock: 1, category: 'cotton' },
  });
  expect(create.status()).toBe(403);
});

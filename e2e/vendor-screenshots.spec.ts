import { documentScreen } from './capture';
import { signIn } from './fixtures';
import { addFabricThroughApi, buyThroughApi, expect, test } from './vendor-fixtures';

/** The vendor screens pictured for docs/screenshots (`npm run screenshots`). */

test('vendor screens, captured for the docs', async ({ page, request, accounts }) => {
  const vendor = await accounts.register('vendor', 'Meera Loomhouse');
  const shopper = await accounts.register('customer', 'Asha Rao');
  const fabrics = [
    { name: 'Indigo Hand-block Linen', price: 520, stock: 40, category: 'linen' },
    { name: 'Banarasi Silk, Saffron', price: 2450.5, stock: 12, category: 'silk' },
    { name: 'Organic Cotton Poplin', price: 310, stock: 120, category: 'cotton' },
    { name: 'Merino Wool Suiting', price: 1890, stock: 0, category: 'wool' },
  ];
  const [linen, silk] = await Promise.all(fabrics.map((fabric) => addFabricThroughApi(request, vendor, fabric)));
  if (!linen || !silk) throw new Error('The fabrics for the screenshots were not created.');
  await buyThroughApi(request, shopper, linen._id, 3);
  await buyThroughApi(request, shopper, silk._id, 1);

  await signIn(page, vendor);

  await page.goto('/vendor');
  await expect(page.getByRole('heading', { name: 'Welcome, Meera Loomhouse!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your sales' })).toBeVisible();
  await expect(page.getByTestId('revenue-chart')).toBeVisible();
  await documentScreen(page, 'vendor-dashboard', { fullPage: true });

  await page.goto('/vendor/products');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('main').getByRole('img', { name: 'Merino Wool Suiting' })).toBeVisible();
  await documentScreen(page, 'vendor-products', { fullPage: true });

  await page.goto('/vendor/add-product');
  await page.getByLabel('Name', { exact: true }).fill('Chiffon, Blush Pink');
  await page.getByLabel('Price (Rs.)').fill('980.5.0');
  await page.getByLabel('Category').selectOption('chiffon');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Price must be a number such as 450 or 450.50')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).focus();
  await documentScreen(page, 'vendor-add-product', { fullPage: true });

  await page.goto('/vendor/orders');
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByRole('article').first().getByRole('button', { name: 'View' }).click();
  await documentScreen(page, 'vendor-orders', { fullPage: true });

  // The same order opened on a phone.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await page.getByRole('article').first().getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('region', { name: 'Order details' })).toBeVisible();
  await documentScreen(page, 'vendor-orders-mobile', { fullPage: true });
});

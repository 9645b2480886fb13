import type { APIRequestContext, Page } from '@playwright/test';
import { documentScreen } from './capture';
import { expectToast, fillCheckoutForm, signIn } from './fixtures';
import { type Accounts, addFabricThroughApi, bearer, buyThroughApi, expect, pageFor, test } from './vendor-fixtures';

/** The vendor's card for this order on /vendor/orders, under the given tab (the tabs switch in the page). */
async function vendorOrderCard(page: Page, tab: string, orderId: string) {
  if (new URL(page.url()).pathname !== '/vendor/orders') await page.goto('/vendor/orders');
  await page
    .getByRole('navigation', { name: 'Orders by status' })
    .getByRole('link', { name: new RegExp(`^${tab}`) })
    .click();
  const card = page.locator(`article#order-${orderId}`);
  await expect(card).toBeVisible();
  return card;
}

/** Seller A, Aarav Looms, with 30 m of its khadi cotton, and the shopper who buys it. */
async function sellerACottonAndShopper(request: APIRequestContext, accounts: Accounts) {
  const sellerA = await accounts.register('vendor', 'Aarav Looms');
  const shopper = await accounts.register('customer', 'Nisha Kapoor');
  const cotton = await addFabricThroughApi(request, sellerA, {
    name: 'Aarav Khadi Cotton',
    price: 420,
    stock: 30,
    category: 'cotton',
  });
  return { sellerA, shopper, cotton };
}

test('an order from two sellers: one ships, the other cancels, and everyone sees it', async ({
  page,
  browser,
  request,
  accounts,
}) => {
  const { sellerA, shopper, cotton } = await sellerACottonAndShopper(request, accounts);
  const sellerB = await accounts.register('vendor', 'Bela Silks');
  const silk = await addFabricThroughApi(request, sellerB, {
    name: 'Bela Tussar Silk',
    price: 1850.5,
    stock: 8,
    category: 'silk',
  });

  // The shopper buys 3 m of A's cotton and 2 m of B's silk.
  const cart = await request.post('/api/cart', {
    headers: bearer(shopper),
    data: {
      items: [
        { fabric_id: cotton._id, quantity: 3 },
        { fabric_id: silk._id, quantity: 2 },
      ],
    },
  });
  expect(cart.ok()).toBe(true);
  await signIn(page, shopper);
  await page.goto('/checkout');
  const main = page.getByRole('main');
  await fillCheckoutForm(main);
  await main.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  const orderId = page.url().split('/').at(-1) ?? '';
  await page.getByRole('link', { name: 'Track this order' }).click();
  await expect(page).toHaveURL(`/orders/${orderId}`);
  await expect(main.getByTestId('order-status').first()).toHaveText('placed');
  await expect(main.getByRole('button', { name: 'Cancel order' })).toBeVisible();
  const silkPage = await request.get(`/api/fabrics/${silk._id}`);
  expect((await silkPage.json()).stock).toBe(6);

  // Seller A accepts, then ships with a tracking number.
  const pageA = await pageFor(browser, sellerA);
  await pageA.goto('/vendor/orders');
  await expect(pageA.getByTestId('tab-count-to-accept')).toHaveText('1');
  let card = await vendorOrderCard(pageA, 'To accept', orderId);
  await card.getByRole('button', { name: 'Accept' }).click();
  await expectToast(pageA, 'Order accepted.');
  card = await vendorOrderCard(pageA, 'To ship', orderId);
  await card.getByRole('button', { name: 'Mark shipped' }).click();
  await card.getByLabel('Carrier (optional)').fill('Blue Dart');
  await card.getByLabel('Tracking number (optional)').fill('BD123456789IN');
  await card.getByRole('button', { name: 'Confirm shipped' }).click();
  await expectToast(pageA, 'Order marked as shipped.');
  await expect(pageA.getByTestId('tab-count-shipped')).toHaveText('1');

  // Seller B cancels, with a reason.
  const pageB = await pageFor(browser, sellerB);
  card = await vendorOrderCard(pageB, 'To accept', orderId);
  await card.getByRole('button', { name: 'Cancel order' }).click();
  await card
    .getByLabel('Reason for cancelling (the shopper will see it)')
    .fill('The last roll had a flaw in the weave');
  await card.getByRole('button', { name: 'Confirm cancel' }).click();
  await expectToast(pageB, 'Order cancelled.');
  await expect(pageB.getByTestId('tab-count-cancelled')).toHaveText('1');

  // The shopper sees "partly shipped", A's tracking and B's cancellation, and can no longer cancel.
  await page.goto('/orders');
  const row = page.getByRole('list', { name: 'Your orders' }).locator(`a[href="/orders/${orderId}"]`);
  await expect(row).toContainText('partly shipped');
  // Two cuts are two items (a cut of a metre fabric counts once, whatever its length).
  await expect(row).toContainText('2 items');
  await expect(row).toContainText('Rs. 4,961.00');
  await documentScreen(page, 'my-orders', { fullPage: true });
  await row.click();
  await expect(page).toHaveURL(`/orders/${orderId}`);
  const partOfA = main.getByRole('article', { name: 'From Aarav Looms' });
  const partOfB = main.getByRole('article', { name: 'From Bela Silks' });
  await expect(partOfA.getByTestId('tracking-number')).toHaveText('BD123456789IN');
  await expect(partOfA).toContainText('Blue Dart');
  await expect(partOfA.getByRole('list', { name: /Progress/ }).getByRole('listitem')).toHaveCount(3);
  await expect(partOfB).toContainText('Cancelled: The last roll had a flaw in the weave');
  await expect(partOfB.getByRole('list', { name: /Progress/ })).toContainText('cancelled by the seller');
  await expect(main.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await documentScreen(page, 'order', { fullPage: true });

  // B's silk is back in stock on its product page.
  await page.goto(`/product/${silk._id}`);
  await expect(main.getByText('In stock').locator('xpath=following-sibling::dd[1]')).toHaveText('8');

  await pageA.context().close();
  await pageB.context().close();
});

test('a seller marks a shipped order delivered, and the dashboard counts the sale and charts it', async ({
  browser,
  request,
  accounts,
}) => {
  const { sellerA, shopper, cotton } = await sellerACottonAndShopper(request, accounts);
  const { _id: orderId } = await buyThroughApi(request, shopper, cotton._id, 3, 'cash_on_delivery');
  for (const move of [{ status: 'accepted' }, { status: 'shipped', carrier: 'Blue Dart' }]) {
    const moved = await request.patch(`/api/orders/vendor/orders/${orderId}/status`, {
      headers: bearer(sellerA),
      data: move,
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }

  const pageA = await pageFor(browser, sellerA);
  const card = await vendorOrderCard(pageA, 'Shipped', orderId);
  await card.getByRole('button', { name: 'Mark delivered' }).click();
  await expectToast(pageA, 'Order marked as delivered.');
  await pageA.goto('/vendor/orders?tab=delivered');
  await expect(pageA.locator(`article#order-${orderId}`)).toBeVisible();
  await expect(pageA.getByTestId('tab-count-delivered')).toHaveText('1');
  await documentScreen(pageA, 'vendor-orders-tabs', { fullPage: true });

  await pageA.goto('/vendor');
  await expect(pageA.getByRole('heading', { name: 'Welcome, Aarav Looms!' })).toBeVisible();
  const figures = pageA.getByTestId('sales-figures');
  for (const label of ['Revenue delivered', 'Revenue (all not cancelled)']) {
    await expect(figures.getByRole('row', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) })).toHaveText(
      `${label}Rs. 1,260.00Rs. 1,260.00`,
    );
  }
  await expect(figures.getByRole('row', { name: /^Units sold/ })).toHaveText('Units sold33');
  await expect(pageA.getByRole('list', { name: 'Best sellers' })).toContainText('Aarav Khadi Cotton');
  const chart = pageA.getByTestId('revenue-chart');
  await expect(chart.locator('.recharts-bar-rectangle path, .recharts-bar-rectangle').first()).toBeVisible();
  await expect(pageA.getByRole('table', { name: 'Revenue per day for the last 30 days' })).toContainText(
    'Rs. 1,260.00',
  );
  await documentScreen(pageA, 'vendor-sales', { fullPage: true });
  await pageA.context().close();
});

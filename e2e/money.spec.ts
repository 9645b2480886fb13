import { readFile } from 'node:fs/promises';
import type { CommissionSettingsView, Order, SessionUser, VendorStanding } from '@fabric-store/shared';
import type { APIRequestContext } from '@playwright/test';
import { documentScreen } from './capture';
import { expectToast, login, signIn } from './fixtures';
import { axeProblems, OPERATOR, pageOf } from './operator-fixtures';
import { type Accounts, addFabricThroughApi, bearer, buyThroughApi, expect, test } from './vendor-fixtures';

const VENDOR_NAME = 'Meera Block Prints';

// Each journey sets a commission percent for its own vendor only, so the other journeys' amounts stay as they
// were; the two run one after the other, since each saves the whole table of percents.
test.describe.configure({ mode: 'default' });

/** A vendor, approved, with a fabric of Rs. 640/m; a shopper; and the operator. */
async function vendorShopperAndOperator(request: APIRequestContext, accounts: Accounts) {
  const [vendor, shopper, operator] = await Promise.all([
    accounts.register('vendor', VENDOR_NAME),
    accounts.register('customer', 'Ira Sen'),
    login(request, OPERATOR),
  ]);
  // The operator journey, running beside this one, makes new vendors wait for approval for a moment.
  const standing = await request.get('/api/vendor/standing', { headers: bearer(vendor) });
  if (((await standing.json()) as VendorStanding).status === 'pending') {
    await request.post(`/api/admin/vendors/${vendor._id}/approve`, { headers: bearer(operator), data: {} });
  }
  const fabric = await addFabricThroughApi(request, vendor, {
    name: 'Meera Dabu Cotton',
    price: 640,
    stock: 20,
    category: 'cotton',
  });
  return { vendor, shopper, operator, fabric };
}

/** The shopper orders 2 m by UPI and pays; the operator confirms the payment (the UPI screens have a journey of their own). */
async function paidUpiOrder(request: APIRequestContext, shopper: SessionUser, operator: SessionUser, fabricId: string) {
  const order = await buyThroughApi(request, shopper, fabricId, 2, 'upi');
  const utr = String(100_000_000_000 + Math.floor(Math.random() * 899_999_999_999));
  const paid = await request.post(`/api/orders/${order._id}/payment`, { headers: bearer(shopper), data: { utr } });
  expect(paid.status(), await paid.text()).toBe(200);
  const confirmed = await request.post(`/api/admin/orders/${order._id}/payment/confirm`, { headers: bearer(operator) });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return order;
}

test('a UPI order delivered: the vendor sees its net on the order, and is owed it on its Payments page and statement', async ({
  page,
  browser,
  request,
  accounts,
}) => {
  const violations: string[] = [];
  const { vendor, shopper, operator, fabric } = await vendorShopperAndOperator(request, accounts);

  // The operator gives this vendor a commission of its own on the Commission screen.
  await signIn(page, operator);
  await page.goto('/admin/commission');
  await expect(page.getByRole('heading', { name: 'Commission', level: 1 })).toBeVisible();
  await page.getByLabel('Find a vendor by name or email').fill(vendor.email);
  await page.keyboard.press('Enter');
  await page
    .getByRole('list', { name: 'Vendors found' })
    .getByRole('button', { name: `Add ${VENDOR_NAME}` })
    .click();
  await page.getByLabel(`${VENDOR_NAME} (%)`).fill('12.5');
  await page.getByRole('button', { name: 'Save commission' }).click();
  await expectToast(page, 'Commission saved. It applies to orders placed from now on.');
  violations.push(...(await axeProblems(page, 'commission', 'main')));
  // Saving scrolled to the button; the picture starts at the top, where the sticky header belongs.
  await page.evaluate(() => window.scrollTo(0, 0));
  await documentScreen(page, 'admin-commission', { fullPage: true });

  const order = await paidUpiOrder(request, shopper, operator, fabric._id);

  // The vendor sees the commission, what delivery withholds and its net on the order, then ships and delivers it.
  const vendorPage = await pageOf(browser, vendor);
  await vendorPage.goto('/vendor/orders');
  const card = vendorPage.locator(`article#order-${order._id}`);
  await expect(card.getByText('Commission 12.5%: Rs. 160.00')).toBeVisible();
  await expect(card.getByText('TDS 5% of Rs. 1,280.00').locator('xpath=following-sibling::dd[1]')).toHaveText(
    '−Rs. 64.00',
  );
  await expect(card.getByText('You receive').locator('xpath=following-sibling::dd[1]')).toHaveText('Rs. 1,027.20');
  await card.getByRole('button', { name: 'Accept' }).click();
  await expectToast(vendorPage, 'Order accepted.');
  await card.getByRole('button', { name: 'Mark shipped' }).click();
  await card.getByRole('button', { name: 'Confirm shipped' }).click();
  await expectToast(vendorPage, 'Order marked as shipped.');
  await card.getByRole('button', { name: 'Mark delivered' }).click();
  await expectToast(vendorPage, 'Order marked as delivered.');

  // Its Payments page: what the marketplace owes it once the part is delivered is its net less what the
  // marketplace withholds for the taxes: 1,280.00 − 160.00 commission − 28.80 GST on it (18%) − 64.00 TDS
  // (5% of the sale: this vendor has given no PAN) = 1,027.20.
  await vendorPage.getByRole('navigation', { name: 'Fabric-Store' }).getByRole('link', { name: 'Payments' }).click();
  await expect(vendorPage).toHaveTitle('Payments · Fabric-Store');
  await expect(vendorPage.getByTestId('vendor-balance')).toHaveText('The marketplace owes you Rs. 1,027.20.');
  const earning = vendorPage.getByRole('row').filter({ hasText: 'UPI order delivered: your net' });
  await expect(earning).toContainText('+Rs. 1,027.20');
  await expect(earning.getByRole('link', { name: `Order ${order.orderNumber}` })).toBeVisible();
  // The quarter's TDS as the marketplace's return reports it, which the vendor finds in its Form 26AS.
  const tds = vendorPage.getByTestId('tds-withheld');
  await expect(tds.getByText('PAN not given, at 5%')).toBeVisible();
  await expect(tds.getByText('TDS deducted').locator('xpath=following-sibling::dd[1]')).toHaveText('Rs. 64.00');
  violations.push(...(await axeProblems(vendorPage, 'vendor payments', 'main')));
  await documentScreen(vendorPage, 'vendor-payments', { fullPage: true });
  const download = vendorPage.waitForEvent('download');
  await vendorPage.getByRole('link', { name: 'Download CSV' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toBe('fabric-store-statement.csv');
  expect(await readFile(await csv.path(), 'utf8')).toContain(`,earning,1027.20,${order._id},`);
  expect(violations).toEqual([]);
});

test('the operator pays a vendor its whole balance; the vendor, the overview and the order page then agree on the money', async ({
  page,
  browser,
  request,
  accounts,
}) => {
  const violations: string[] = [];
  const { vendor, shopper, operator, fabric } = await vendorShopperAndOperator(request, accounts);
  // The same 12.5% as the journey before sets on the Commission screen, here through the API.
  const percents = (await (
    await request.get('/api/admin/commission', { headers: bearer(operator) })
  ).json()) as CommissionSettingsView;
  const saved = await request.put('/api/admin/commission', {
    headers: bearer(operator),
    data: {
      defaultPercent: percents.defaultPercent,
      categories: percents.categories,
      vendors: { ...percents.vendors, [vendor._id]: 12.5 },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const order: Order = await paidUpiOrder(request, shopper, operator, fabric._id);
  for (const status of ['accepted', 'shipped', 'delivered']) {
    const moved = await request.patch(`/api/orders/vendor/orders/${order._id}/status`, {
      headers: bearer(vendor),
      data: { status },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  const vendorPage = await pageOf(browser, vendor);
  await vendorPage.goto('/vendor/payments');
  await expect(vendorPage.getByTestId('vendor-balance')).toHaveText('The marketplace owes you Rs. 1,027.20.');

  // The operator finds the vendor in Balances and records a payout of the whole balance.
  await signIn(page, operator);
  await page.goto('/admin/balances');
  await page.getByLabel('Search vendors by name or email').fill(vendor.email);
  await page.keyboard.press('Enter');
  const row = page.getByRole('row').filter({ hasText: vendor.email });
  await expect(row).toContainText('The marketplace owes Rs. 1,027.20');
  const payout = row.getByRole('button', { name: `Record payout to ${VENDOR_NAME}` });
  const dialog = page.getByRole('dialog', { name: `Record a payout to ${VENDOR_NAME}` });
  // Escape closes the dialog and leaves the balance as it was.
  await payout.click();
  await expect(dialog.getByLabel('Amount (Rs.)')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await payout.click();
  await expect(dialog.getByLabel('Amount (Rs.)')).toHaveValue('1027.20');
  const reference = `UTIB${Date.now()}`;
  await dialog.getByLabel('Reference').fill(reference);
  // The header and footer are the accessibility journey's; here the screen's own part.
  violations.push(...(await axeProblems(page, 'payout dialog', 'dialog')));
  await documentScreen(page, 'admin-balances-payout');
  await dialog.getByRole('button', { name: 'Record payout' }).click();
  await expectToast(page, `Payout to ${VENDOR_NAME} of Rs. 1,027.20 recorded.`);
  await expect(row).toContainText('Settled');
  await expect(row.getByRole('button')).toHaveCount(0);

  // The vendor's balance is settled, and the payout is on its statement.
  await vendorPage.reload();
  await expect(vendorPage.getByTestId('vendor-balance')).toHaveText(
    'You and the marketplace are settled: nothing is owed either way.',
  );
  await expect(vendorPage.getByRole('row').filter({ hasText: 'Paid to you by the marketplace' })).toContainText(
    `${reference}−Rs. 1,027.20`,
  );

  // The overview shows the money each way, from the same ledgers (its axe check is the operator journey's).
  await page.goto('/admin');
  const money = page.getByRole('region', { name: 'Money' });
  for (const label of ['Commission earned', 'Owed to vendors', 'Owed by vendors']) {
    await expect(money.getByText(label)).toBeVisible();
  }

  // The order's own page says where the shopper's money went, to the paisa, from the same journal.
  await page.goto(`/admin/orders/${order._id}`);
  const orderMoney = page.getByRole('region', { name: 'Money' });
  await expect(orderMoney.getByText('Adds up to the paisa.')).toBeVisible();
  await expect(orderMoney.getByText('The shopper paid').locator('xpath=following-sibling::dd[1]')).toHaveText(
    'Rs. 1,280.00',
  );
  await expect(orderMoney.getByText(`${VENDOR_NAME} keeps`).locator('xpath=following-sibling::dd[1]')).toHaveText(
    'Rs. 1,027.20',
  );
  await expect(
    orderMoney.getByText('The marketplace keeps (commission)').locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('Rs. 160.00');
  violations.push(...(await axeProblems(page, 'order money', 'main')));
  expect(violations).toEqual([]);
});

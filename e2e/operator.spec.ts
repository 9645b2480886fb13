import type { APIRequestContext, Page } from '@playwright/test';
import { documentScreen } from './capture';
import { expectToast, login, signIn } from './fixtures';
import { axeProblems, OPERATOR, pageOf } from './operator-fixtures';
import { type Accounts, addFabricThroughApi, bearer, buyThroughApi, expect, test } from './vendor-fixtures';

const VENDOR_NAME = 'Kavya Handlooms';
// The later journeys' own vendors, each named once among the console's vendors.
const TOURED_VENDOR = 'Devi Kalamkari House';
const CANCELLING_VENDOR = 'Ananya Block Prints';
const FABRIC_NAME = 'Kavya Kalamkari Cotton';
const REASON = 'Shoppers report the kalamkari is screen-printed, not hand-painted';
const CANCEL_REASON = 'The shopper called: the order was placed twice';

// The first journey switches vendor approval to manual for a moment, and the tour reads its suspension in
// the audit log: one after another, each within the journeys' timeout.
test.describe.configure({ mode: 'serial' });

/** A vendor of this name selling the kalamkari, approved as vendors are by default, with one order of 2 m. */
async function soldKalamkari(request: APIRequestContext, accounts: Accounts, vendorName: string) {
  const vendor = await accounts.register('vendor', vendorName);
  const fabric = await addFabricThroughApi(request, vendor, {
    name: FABRIC_NAME,
    price: 640,
    stock: 30,
    category: 'cotton',
    description: 'Hand-painted kalamkari on organic cotton.',
  });
  const shopper = await accounts.register('customer', 'Nisha Kapoor');
  const order = await buyThroughApi(request, shopper, fabric._id, 2);
  return { vendor, fabric, shopper, order };
}

/** The operator's page, signed in through the API. */
async function signInOperator(page: Page, request: APIRequestContext): Promise<void> {
  await signIn(page, await login(request, OPERATOR));
}

test('the operator approves a vendor, suspends it with a reason and reinstates it', async ({
  page,
  request,
  browser,
  accounts,
}) => {
  // The operator signs in and lands in the console.
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(OPERATOR.email);
  await page.getByLabel('Password', { exact: true }).fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Overview · Fabric-Store console');
  const operator = await login(request, OPERATOR);

  // Manual approval on: the vendor registering now waits for the operator.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Settings' }).click();
  await page.getByLabel('Manual').check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expectToast(page, 'Settings saved.');
  const vendor = await accounts.register('vendor', VENDOR_NAME);
  // Back to automatic at once, so that the other journeys' new vendors sell as the spec's journey needs.
  await request.put('/api/admin/settings', { headers: bearer(operator), data: { vendorApproval: 'automatic' } });

  const fabric = await addFabricThroughApi(request, vendor, {
    name: FABRIC_NAME,
    price: 640,
    stock: 30,
    category: 'cotton',
    description: 'Hand-painted kalamkari on organic cotton.',
  });
  expect((await request.get(`/api/fabrics/${fabric._id}`)).status()).toBe(404);

  const shopper = await accounts.register('customer', 'Nisha Kapoor');
  const shopperPage = await pageOf(browser, shopper);
  await shopperPage.goto('/products?q=kalamkari');
  await expect(shopperPage.getByRole('heading', { name: FABRIC_NAME })).toHaveCount(0);

  // The operator approves the vendor from the pending tab.
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Vendors' }).click();
  await expect(page.getByRole('tab', { name: 'pending' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: `Approve ${VENDOR_NAME}` }).click();
  await expectToast(page, `${VENDOR_NAME} approved: its fabrics are in the storefront.`);

  // The shopper finds it and buys it, and puts more in the cart.
  await shopperPage.goto('/products?q=kalamkari');
  await expect(shopperPage.getByRole('link', { name: new RegExp(FABRIC_NAME) }).first()).toBeVisible();
  await buyThroughApi(request, shopper, fabric._id, 2);
  await request.post('/api/cart', {
    headers: bearer(shopper),
    data: { items: [{ fabric_id: fabric._id, quantity: 1 }] },
  });

  // The operator suspends the vendor, giving the reason in the dialog.
  await page.getByRole('tab', { name: 'active' }).click();
  await page.getByRole('button', { name: `Suspend ${VENDOR_NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: `Suspend ${VENDOR_NAME}` });
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(dialog.getByText('A reason is required')).toBeVisible();
  await dialog.getByLabel('Reason').fill(REASON);
  expect(await axeProblems(page, 'reason dialog')).toEqual([]);
  await documentScreen(page, 'admin-suspend-dialog');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expectToast(page, `${VENDOR_NAME} suspended: its fabrics left the storefront.`);

  // The fabric is gone for shoppers, and the cart says its line is unavailable.
  expect((await request.get(`/api/fabrics/${fabric._id}`)).status()).toBe(404);
  await shopperPage.goto('/cart');
  await expect(shopperPage.getByText('No longer available: remove it to check out.')).toBeVisible();

  // The vendor sees why.
  const vendorPage = await pageOf(browser, vendor);
  await vendorPage.goto('/vendor');
  const standing = vendorPage.getByTestId('vendor-standing');
  await expect(standing.getByRole('heading', { name: 'Fabric-Store has suspended your shop' })).toBeVisible();
  await expect(standing.getByText(`Reason: ${REASON}`)).toBeVisible();

  // The operator reinstates it, and the fabric is back.
  await page.getByRole('tab', { name: 'suspended' }).click();
  await page.getByRole('button', { name: `Reinstate ${VENDOR_NAME}` }).click();
  await expectToast(page, `${VENDOR_NAME} reinstated: its fabrics are back in the storefront.`);
  expect((await request.get(`/api/fabrics/${fabric._id}`)).status()).toBe(200);
  await shopperPage.reload();
  await expect(shopperPage.getByText('No longer available: remove it to check out.')).toHaveCount(0);
});

test('every console screen has its title, no axe violation and a screenshot, the order page too', async ({
  page,
  request,
  accounts,
}) => {
  const { shopper } = await soldKalamkari(request, accounts, TOURED_VENDOR);
  await signInOperator(page, request);
  // Every console screen: its title, no axe violation, and a screenshot for the docs.
  const screens: [string, string, string][] = [
    ['/admin', 'Overview', 'overview'],
    ['/admin/vendors', 'Vendors', 'vendors'],
    ['/admin/fabrics', 'Fabrics', 'fabrics'],
    ['/admin/reviews', 'Reviews', 'reviews'],
    ['/admin/orders', 'Orders', 'orders'],
    ['/admin/people', 'People', 'people'],
    ['/admin/settings', 'Settings', 'settings'],
    ['/admin/audit', 'Audit log', 'audit'],
  ];
  const violations: string[] = [];
  for (const [url, title, name] of screens) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`${title} · Fabric-Store console`);
    await expect(page.getByRole('status')).toHaveCount(0);
    if (name === 'overview') await expect(page.getByTestId('overview-chart')).toBeVisible();
    if (name === 'audit') await expect(page.getByRole('cell', { name: REASON })).toBeVisible();
    violations.push(...(await axeProblems(page, name)));
    await documentScreen(page, `admin-${name}`, { fullPage: true });
  }
  await page.goto('/admin/orders');
  await page.getByRole('button', { name: 'Search' }).focus();
  await page.getByLabel('Order id, shopper email or vendor').fill(shopper.email);
  await page.keyboard.press('Enter');
  await page.getByRole('link', { name: /^FS-/ }).first().click();
  await expect(
    page
      .getByRole('heading', { name: `${TOURED_VENDOR}: accepted` })
      .or(page.getByRole('heading', { name: `${TOURED_VENDOR}: placed` })),
  ).toBeVisible();
  violations.push(...(await axeProblems(page, 'order')));
  await documentScreen(page, 'admin-order', { fullPage: true });
  expect(violations).toEqual([]);
});

test('the operator cancels a part: refused once its vendor cancelled it first, then done with a reason; the vendors on a phone', async ({
  page,
  request,
  accounts,
}) => {
  const { vendor, fabric, shopper, order } = await soldKalamkari(request, accounts, CANCELLING_VENDOR);
  await signInOperator(page, request);
  await page.goto(`/admin/orders/${order._id}`);
  await expect(
    page
      .getByRole('heading', { name: `${CANCELLING_VENDOR}: accepted` })
      .or(page.getByRole('heading', { name: `${CANCELLING_VENDOR}: placed` })),
  ).toBeVisible();
  const violations: string[] = [];

  // The operator cancels the vendor's part, but the vendor cancels it first: the dialog says what is possible now.
  await page.getByRole('button', { name: `Cancel part from ${CANCELLING_VENDOR}` }).click();
  const cancelDialog = page.getByRole('dialog', { name: `Cancel the part from ${CANCELLING_VENDOR}` });
  await cancelDialog.getByLabel('Reason').fill('no');
  await cancelDialog.getByRole('button', { name: 'Cancel part' }).click();
  await expect(cancelDialog.getByText('Reason must be at least 3 characters')).toBeVisible();
  await cancelDialog.getByLabel('Reason').fill(CANCEL_REASON);
  const byVendor = await request.patch(`/api/orders/vendor/orders/${order._id}/status`, {
    headers: bearer(vendor),
    data: { status: 'cancelled', reason: 'Out of this print' },
  });
  expect(byVendor.ok(), await byVendor.text()).toBe(true);
  await cancelDialog.getByRole('button', { name: 'Cancel part' }).click();
  await expect(cancelDialog.getByRole('alert')).toHaveText('This order is cancelled; it cannot change any more.');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: `${CANCELLING_VENDOR}: cancelled` })).toBeVisible();

  // A second order's part the operator cancels: the history says the marketplace did, and why.
  const second = await buyThroughApi(request, shopper, fabric._id, 1);
  await page.goto(`/admin/orders/${second._id}`);
  await page.getByRole('button', { name: `Cancel part from ${CANCELLING_VENDOR}` }).click();
  await cancelDialog.getByLabel('Reason').fill(CANCEL_REASON);
  await cancelDialog.getByRole('button', { name: 'Cancel part' }).click();
  await expectToast(page, `${CANCELLING_VENDOR}'s part cancelled: the shopper and the seller are told.`);
  await expect(page.getByRole('heading', { name: `${CANCELLING_VENDOR}: cancelled` })).toBeVisible();
  await expect(page.getByText(`Cancelled by the marketplace: ${CANCEL_REASON}`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Cancel part from ${CANCELLING_VENDOR}` })).toHaveCount(0);

  // On a phone.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/admin/vendors');
  await page.getByRole('tab', { name: 'all' }).click();
  await expect(page.getByRole('button', { name: `Suspend ${CANCELLING_VENDOR}` })).toBeVisible();
  violations.push(...(await axeProblems(page, 'vendors on a phone')));
  await documentScreen(page, 'admin-vendors-mobile', { fullPage: true });
  expect(violations).toEqual([]);
});

import type { Fabric } from '@fabric-store/shared';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { documentScreen } from './capture';
import { demoFabrics, expect, expectToast, fillCheckoutForm, login, signIn, test } from './fixtures';
import { axeProblems, OPERATOR } from './operator-fixtures';

/** Rupees as the app prints them: 'Rs. 1,234.50'. */
const rupees = (amount: number) =>
  `Rs. ${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The seeded demo vendors' logins, by the name their fabrics show. */
const DEMO_VENDOR_EMAILS: Record<string, string> = {
  'Meera Iyer (Loom House)': 'meera@loomhouse.example',
  'Arjun Mehta (Indigo Works)': 'arjun@indigoworks.example',
  'Tenzin Dolma (Himalayan Threads)': 'tenzin@himalayanthreads.example',
};

/** The shopper checks out the cart with UPI and lands on the confirmation: the new order's id and number. */
async function placeUpiOrder(page: Page): Promise<{ orderId: string; orderNumber: string }> {
  await page.goto('/checkout');
  const main = page.getByRole('main');
  await fillCheckoutForm(main, 'upi');
  await main.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
  return {
    orderId: page.url().split('/').pop() ?? '',
    orderNumber: await page.getByTestId('order-number').innerText(),
  };
}

/** The operator, signed in on a desktop-sized page of its own. */
async function operatorPageOf(browser: Browser, request: APIRequestContext): Promise<Page> {
  const operatorPage = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signIn(operatorPage, await login(request, OPERATOR));
  return operatorPage;
}

/** The bearer header of the demo vendor whose fabric this is. */
async function demoVendorHeaders(request: APIRequestContext, fabric: Fabric) {
  const vendorEmail = DEMO_VENDOR_EMAILS[fabric.vendor.name];
  if (!vendorEmail) throw new Error(`No demo login for ${fabric.vendor.name}`);
  const vendor = await login(request, { email: vendorEmail, password: 'fabric-demo-1' });
  return { Authorization: `Bearer ${vendor.token}` };
}

test('a shopper pays a UPI order by its QR code and UTR, the operator confirms it, and refunds it once its vendor cancels', async ({
  page,
  request,
  browser,
  fillCart,
}) => {
  // A demo fabric: its vendor is active whatever the other operator journey does to vendor approval meanwhile.
  const [fabric] = await demoFabrics(request);
  if (!fabric) throw new Error('no demo fabric');
  await fillCart([[fabric, 1]]);
  const amount = rupees(fabric.price);
  const utr = String(Date.now()).slice(-12).padStart(12, '7');
  const violations: string[] = [];

  // The shopper checks out with UPI and lands on the confirmation with the payment panel.
  const { orderId, orderNumber } = await placeUpiOrder(page);
  const panel = page.getByTestId('upi-payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Pay ${amount} by UPI before` })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Pay by UPI' })).toBeVisible();
  await expect(panel.getByTestId('upi-id')).toHaveText('fabricstore@demo');
  await expect(panel.getByTestId('upi-amount')).toHaveText(amount);
  await expect(panel.getByRole('img', { name: `QR code to pay ${amount} by UPI` })).toBeVisible();
  // The demo store's payee, the amount and the order in the NPCI link every UPI app reads.
  await expect(panel.getByRole('link', { name: 'Pay with a UPI app' })).toHaveAttribute(
    'href',
    `upi://pay?pa=fabricstore%40demo&pn=Fabric%20Store%20(demo)&am=${fabric.price.toFixed(2)}&cu=INR&tr=${orderId.replace(/-/g, '')}&tn=Fabric%20Store%20order%20${orderNumber}`,
  );
  violations.push(...(await axeProblems(page, 'UPI panel', '[data-testid="upi-payment"]')));
  await documentScreen(panel, 'upi-panel');

  // A UTR of the wrong length is refused on the spot; the right one moves the payment to verifying.
  const utrField = panel.getByLabel('UTR (12-digit bank reference)');
  await utrField.fill('12345');
  await panel.getByRole('button', { name: 'I have paid' }).click();
  await expect(panel.getByText('The UTR is the 12-digit number your UPI app shows after paying.')).toBeVisible();
  await utrField.fill(utr);
  await panel.getByRole('button', { name: 'I have paid' }).click();
  await expect(panel.getByRole('heading', { name: 'We are checking your payment' })).toBeVisible();
  await expect(panel).toContainText(`with the UTR ${utr}`);

  // The operator finds it among the payments to verify and confirms it.
  const operatorPage = await operatorPageOf(browser, request);
  await operatorPage.goto('/admin/payments');
  await expect(operatorPage).toHaveTitle('Payments · Fabric-Store console');
  await expect(
    operatorPage.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Payments' }),
  ).toHaveAttribute('aria-current', 'page');
  const row = operatorPage.getByRole('row').filter({ hasText: utr });
  await expect(row).toContainText(amount);
  await expect(row.getByRole('link', { name: orderNumber })).toHaveAttribute('href', `/admin/orders/${orderId}`);
  violations.push(...(await axeProblems(operatorPage, 'payments', 'main')));
  await documentScreen(operatorPage, 'admin-payments');
  await row.getByRole('button', { name: `Confirm the payment of order ${orderNumber}` }).click();
  await expectToast(operatorPage, `Payment of order ${orderNumber} confirmed: its sellers may ship it.`);
  await expect(operatorPage.getByRole('row').filter({ hasText: utr })).toHaveCount(0);

  // The shopper's order now shows it paid, and so does My Orders.
  await page.goto(`/orders/${orderId}`);
  await expect(panel.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await page.getByRole('link', { name: '← My Orders' }).click();
  await expect(page.locator(`a[href="/orders/${orderId}"]`).getByTestId('payment-status')).toHaveText('Paid');

  await test.step('its vendor cancels the paid part, and the operator refunds it', async () => {
    // Its vendor cannot supply it after all and cancels its part: the money paid is owed back.
    const vendorHeaders = await demoVendorHeaders(request, fabric);
    const cancelled = await request.patch(`/api/orders/vendor/orders/${orderId}/status`, {
      headers: vendorHeaders,
      data: { status: 'cancelled', reason: 'The last of this bolt was damaged' },
    });
    expect(cancelled.ok()).toBe(true);
    // Leave the demo vendor's list as it was for other runs.
    expect((await request.delete(`/api/orders/vendor/orders/${orderId}`, { headers: vendorHeaders })).ok()).toBe(true);

    // The operator sees it among the refunds due, sends it back and records the bank's reference.
    await operatorPage.reload();
    const refunds = operatorPage.getByRole('region', { name: 'Refunds due' });
    const refundRow = refunds.getByRole('row').filter({ hasText: orderNumber });
    await expect(refundRow).toContainText(amount);
    await refunds.scrollIntoViewIfNeeded();
    violations.push(...(await axeProblems(operatorPage, 'refunds due', 'main')));
    await documentScreen(operatorPage, 'refunds-due');
    await refundRow.getByRole('button', { name: `Mark refunded: ${amount} for order ${orderNumber}` }).click();
    const dialog = operatorPage.getByRole('dialog', { name: `Refund ${amount} for order ${orderNumber}` });
    const reference = `RF${Date.now()}`;
    await dialog.getByLabel('Bank reference').fill(reference);
    await dialog.getByRole('button', { name: 'Mark refunded' }).click();
    await expectToast(operatorPage, `Refund of ${amount} for order ${orderNumber} recorded: the shopper is told.`);
    await expect(refundRow).toHaveCount(0);

    // The shopper's order shows the part cancelled and refunded, with the reference.
    await page.goto(`/orders/${orderId}`);
    await expect(page.getByTestId('part-refund')).toHaveText(new RegExp(`^Refunded on .+, reference ${reference}$`));
  });
  expect(violations).toEqual([]);
});

test('a shopper who paid and then cancelled gives the UTR on the cancelled order, and the operator’s confirmation owes it back', async ({
  page,
  request,
  browser,
  fillCart,
}) => {
  const [, fabric] = await demoFabrics(request);
  if (!fabric) throw new Error('no demo fabric');
  await fillCart([[fabric, 1]]);
  const amount = rupees(fabric.price);
  const utr = String(Date.now() + 7)
    .slice(-12)
    .padStart(12, '8');

  const { orderId, orderNumber } = await placeUpiOrder(page);

  // The shopper paid by the link, then changed their mind and cancelled the order before giving the UTR.
  await page.goto(`/orders/${orderId}`);
  await page.getByRole('main').getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('main').getByRole('button', { name: 'Yes, cancel order' }).click();
  await expectToast(page, 'Order cancelled.');
  const panel = page.getByTestId('upi-payment');
  await expect(panel.getByRole('heading', { name: 'Nothing to pay' })).toBeVisible();
  await expect(panel).toContainText('Paid for it before it was cancelled?');
  await panel.getByLabel('UTR (12-digit bank reference)').fill(utr);
  await panel.getByRole('button', { name: 'I have paid' }).click();
  await expect(panel.getByRole('heading', { name: 'We are checking your payment' })).toBeVisible();

  // The operator finds it on the statement: the row says the order was cancelled, and confirming owes it back.
  const operatorPage = await operatorPageOf(browser, request);
  await operatorPage.goto('/admin/payments');
  const row = operatorPage.getByRole('row').filter({ hasText: utr });
  await expect(row).toContainText(amount);
  await expect(row).toContainText('Order cancelled: what came in is owed back');
  await row.getByRole('button', { name: `Confirm the payment of order ${orderNumber}` }).click();
  await expectToast(
    operatorPage,
    `Payment of order ${orderNumber} confirmed: the order was cancelled, so the money is owed back to the shopper.`,
  );
  const refunds = operatorPage.getByRole('region', { name: 'Refunds due' });
  const refundRow = refunds.getByRole('row').filter({ hasText: orderNumber });
  await expect(refundRow).toContainText(amount);

  // The shopper sees the payment received and its refund on the way; the operator then sends it back.
  await page.reload();
  await expect(panel.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(panel).toContainText('This order was cancelled, so the marketplace sends the money back');
  await refundRow.getByRole('button', { name: `Mark refunded: ${amount} for order ${orderNumber}` }).click();
  const dialog = operatorPage.getByRole('dialog', { name: `Refund ${amount} for order ${orderNumber}` });
  await dialog.getByLabel('Bank reference').fill(`RF${Date.now()}`);
  await dialog.getByRole('button', { name: 'Mark refunded' }).click();
  await expect(refundRow).toHaveCount(0);

  // Leave the demo vendor's list as it was for other runs.
  const removed = await request.delete(`/api/orders/vendor/orders/${orderId}`, {
    headers: await demoVendorHeaders(request, fabric),
  });
  expect(removed.ok()).toBe(true);
});

import type { Order } from '@fabric-store/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { capture, documentPdfPage } from './capture';
import { demoFabrics, expect, fillCheckoutForm, login, SHIPPING, test } from './fixtures';
import { OPERATOR, pageOf } from './operator-fixtures';

/** The shopper screens pictured for docs/screenshots (`npm run screenshots`), and the tax documents they lead to. */

const DEMO_VENDOR_EMAILS: Record<string, string> = {
  'Meera Iyer (Loom House)': 'meera@loomhouse.example',
  'Arjun Mehta (Indigo Works)': 'arjun@indigoworks.example',
  'Tenzin Dolma (Himalayan Threads)': 'tenzin@himalayanthreads.example',
};

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

/** Answers the call as `token`'s user, failing the journey with the server's message when refused. */
async function call<T>(request: APIRequestContext, token: string, method: 'post' | 'patch', url: string, data = {}) {
  const response = await request[method](url, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** Downloads the PDF the link on the page names and returns where the browser saved it. */
async function downloadedPdf(page: Page, linkName: RegExp): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: linkName }).click(),
  ]);
  return download.path();
}

test('screenshots of the shopper screens', async ({ page, browser, request, shopper }) => {
  // A dozen full-page pictures in two languages and an order to the tax screen: over a minute on a busy machine.
  test.setTimeout(180_000);
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

  // The store in Hindi as a visitor opens it at its Hindi address (the shopper's account says English,
  // which their pages follow). Pictured with a Devanagari font installed (Debian's fonts-lohit-deva).
  const visitor = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await visitor.goto('/?lang=hi');
  await expect(visitor.getByRole('heading', { name: 'अपने अंदाज़ का कपड़ा, एक ही जगह' })).toBeVisible();
  await expect(visitor.locator('[aria-roledescription="carousel"]').getByRole('link')).toHaveCount(5);
  await capture(visitor, 'home-hi');
  await visitor.goto(`/product/${first._id}?lang=hi`);
  await expect(visitor.getByRole('button', { name: 'कार्ट में डालें' })).toBeVisible();
  await capture(visitor, 'product-hi');
  await visitor.context().close();

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

  // A UPI order the operator confirms paid and a registered demo vendor ships and delivers: its tax invoice,
  // and the TCS and TDS it leaves on the operator's Tax screen.
  const vendorEmail = DEMO_VENDOR_EMAILS[first.vendor.name];
  if (!vendorEmail) throw new Error(`No demo login for ${first.vendor.name}`);
  const [operator, vendor] = await Promise.all([
    login(request, OPERATOR),
    login(request, { email: vendorEmail, password: 'fabric-demo-1' }),
  ]);
  const order = await call<Order>(request, shopper.token, 'post', '/api/checkout', {
    items: [{ fabric_id: first._id, quantity: 2 }],
    paymentMethod: 'upi',
    shippingAddress: SHIPPING,
  });
  const utr = String(100_000_000_000 + Math.floor(Math.random() * 899_999_999_999));
  await call(request, shopper.token, 'post', `/api/orders/${order._id}/payment`, { utr });
  await call(request, operator.token, 'post', `/api/admin/orders/${order._id}/payment/confirm`);
  const status = `/api/orders/vendor/orders/${order._id}/status`;
  await call(request, vendor.token, 'patch', status, { status: 'accepted' });
  await call(request, vendor.token, 'patch', status, {
    status: 'shipped',
    carrier: 'Delhivery',
    trackingNumber: 'DL4123',
  });
  await call(request, vendor.token, 'patch', status, { status: 'delivered' });

  await page.goto(`/orders/${order._id}`);
  documentPdfPage(await downloadedPdf(page, /Tax invoice \(PDF\)/), 'tax-invoice');

  const operatorPage = await pageOf(browser, operator);
  await operatorPage.goto('/admin/tax');
  await expect(operatorPage.getByRole('region', { name: 'TCS (GSTR-8)' }).getByRole('table')).toBeVisible();
  await expect(operatorPage.getByRole('region', { name: 'TDS (section 194-O)' }).getByRole('table')).toBeVisible();
  await capture(operatorPage, 'admin-tax');
});

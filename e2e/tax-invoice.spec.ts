import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { buildGstin, type Fabric, type Order, type Return, type SessionUser } from '@fabric-store/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { SHIPPING } from './fixtures';
import { bearer, expect, pageFor, test } from './vendor-fixtures';

async function call<T>(
  request: APIRequestContext,
  user: SessionUser,
  method: 'post' | 'put' | 'patch',
  url: string,
  data: object,
) {
  const response = await request[method](url, { headers: bearer(user), data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** Downloads the PDF the link names and reads its text back as a person would, through pdftotext. */
async function downloadedText(page: Page, linkName: RegExp): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: linkName }).click(),
  ]);
  const file = await download.path();
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: readFileSync(file) }).toString('utf8');
}

test('a shopper in another state buying with a GSTIN downloads the tax invoice of the shipped part, and a credit note after a refunded return', async ({
  browser,
  request,
  accounts,
}) => {
  const vendor = await accounts.register('vendor', 'Lakshmi Handlooms');
  const shopper = await accounts.register('customer', 'Kiran Rao');
  // A prefix of its own per run: prefixes are unique among vendors.
  const prefix = `${String.fromCharCode(65 + Math.floor(Math.random() * 26))}${String.fromCharCode(65 + Math.floor(Math.random() * 26))}${String.fromCharCode(65 + Math.floor(Math.random() * 26))}`;
  const pan = `AAPF${prefix[0]}1234C`;
  const address = { line: '12 Kalbadevi Road', city: 'Mumbai', state: 'Maharashtra', pin: '400002' };
  await call(request, vendor, 'put', '/api/vendor/profile', {
    legalName: 'Lakshmi Handlooms Private Limited',
    tradeName: 'Lakshmi Handlooms',
    gstin: buildGstin('27', pan),
    pan,
    pickupAddress: address,
    returnAddress: address,
    invoicePrefix: prefix,
    bankHolder: 'Lakshmi Handlooms',
    bankAccountNumber: '123456789012',
    bankIfsc: 'HDFC0001234',
    signatoryName: 'Lakshmi Iyer',
  });
  const fabric = await call<Fabric>(request, vendor, 'post', '/api/fabrics', {
    name: 'Ikat cotton',
    price: 1050,
    stock: 20,
    category: 'cotton',
    description: 'Handwoven ikat.',
    image: '',
    attributes: { composition: [{ fibre: 'cotton', percent: 100 }], weightGsm: 120 },
  });
  const buyerGstin = buildGstin('29', 'ABCDE1234F');
  const order = await call<Order>(request, shopper, 'post', '/api/checkout', {
    items: [{ fabric_id: fabric._id, quantity: 2 }],
    paymentMethod: 'cash_on_delivery',
    shippingAddress: { ...SHIPPING, city: 'Bengaluru', state: 'Karnataka', postalCode: '560025' },
    buyerGstin,
  });
  const status = `/api/orders/vendor/orders/${order._id}/status`;
  await call(request, vendor, 'patch', status, { status: 'accepted' });
  await call(request, vendor, 'patch', status, { status: 'shipped', carrier: 'Delhivery', trackingNumber: 'DL123' });

  const page = await pageFor(browser, shopper);
  await page.goto(`/orders/${order._id}`);
  const invoiceText = await downloadedText(page, /Tax invoice \(PDF\)/);
  expect(invoiceText).toMatch(new RegExp(`${prefix}/\\d{4}/000001`));
  expect(invoiceText).toMatch(/IGST \(₹\)\s+100\.00/);
  expect(invoiceText).toContain(buyerGstin);
  expect(invoiceText).toContain('Rupees Two Thousand One Hundred Only');

  await call(request, vendor, 'patch', status, { status: 'delivered' });
  const ret = await call<Return>(request, shopper, 'post', `/api/orders/${order._id}/returns`, {
    lines: [{ fabric_id: fabric._id, quantity: 1 }],
    reason: 'damaged',
  });
  for (const move of [
    { status: 'approved' },
    { status: 'received' },
    { status: 'refunded', refundReference: `UTR${prefix}42` },
  ]) {
    await call(request, vendor, 'patch', `/api/orders/vendor/returns/${ret._id}`, move);
  }
  await page.reload();
  const noteText = await downloadedText(page, /Credit note \(PDF\)/);
  expect(noteText).toMatch(new RegExp(`${prefix}/\\d{4}/C00001`));
  expect(noteText).toContain('Rupees One Thousand Fifty Only');
});

test("an individual selling within Rs. 5 lakh this year sees on the order's card that no TDS is taken, and why", async ({
  browser,
  request,
  accounts,
}) => {
  const vendor = await accounts.register('vendor', 'Meena Block Prints');
  const shopper = await accounts.register('customer', 'Farah Khan');
  const letter = String.fromCharCode(65 + Math.floor(Math.random() * 26));
  // The PAN's fourth letter, P, says its holder is an individual.
  const pan = `ABCP${letter}4821K`;
  const address = { line: '9 Block Print Lane', city: 'Jaipur', state: 'Rajasthan', pin: '302001' };
  await call(request, vendor, 'put', '/api/vendor/profile', {
    legalName: 'Meena Chhipa',
    tradeName: 'Meena Block Prints',
    gstin: buildGstin('08', pan),
    pan,
    pickupAddress: address,
    returnAddress: address,
    invoicePrefix: `MB${letter}`,
    bankHolder: 'Meena Chhipa',
    bankAccountNumber: '123456789012',
    bankIfsc: 'HDFC0001234',
    signatoryName: 'Meena Chhipa',
  });
  const fabric = await call<Fabric>(request, vendor, 'post', '/api/fabrics', {
    name: 'Dabu block-printed cotton',
    price: 1050,
    stock: 20,
    category: 'cotton',
    description: 'Mud-resist printed by hand.',
    image: '',
    attributes: { composition: [{ fibre: 'cotton', percent: 100 }], weightGsm: 120 },
  });
  const order = await call<Order>(request, shopper, 'post', '/api/checkout', {
    items: [{ fabric_id: fabric._id, quantity: 2 }],
    paymentMethod: 'cash_on_delivery',
    shippingAddress: SHIPPING,
  });

  const page = await pageFor(browser, vendor);
  await page.goto('/vendor/orders');
  const card = page.locator(`article#order-${order._id}`);
  await expect(
    card.getByText('No TDS: your sales this financial year are within Rs. 5 lakh (section 194-O(2))'),
  ).toBeVisible();
  await expect(card.getByText(/^TDS /)).toHaveCount(0);
});

import type { Fabric, Order, SessionUser } from '@fabric-store/shared';
import { attributeLabel } from '@fabric-store/shared/fabric-attribute-values';
import { formatMetres, lineTotalPaise } from '@fabric-store/shared/lengths';
import { demoFabrics, doubleTap, expectToast, fillCheckoutForm, login, signIn } from './fixtures';
import { bearer, expect, test } from './vendor-fixtures';

/** Fabric sold by the metre, with swatches, from the product page to the vendor's order. */

function rupees(amount: number): string {
  return `Rs. ${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** A line's total by the store's rule, in rupees. */
const lineTotal = (price: number, metres: number) =>
  lineTotalPaise(Math.round(price * 100), Math.round(metres * 100)) / 100;

const DEMO_VENDOR_EMAILS: Record<string, string> = {
  'Meera Iyer (Loom House)': 'meera@loomhouse.example',
  'Arjun Mehta (Indigo Works)': 'arjun@indigoworks.example',
  'Tenzin Dolma (Himalayan Threads)': 'tenzin@himalayanthreads.example',
};

test('a shopper finds a fabric by colour and fibre, orders 2.5 m of it and a swatch of another, and every screen shows the lengths and totals', async ({
  page,
  request,
  shopper,
}) => {
  const demo = await demoFabrics(request);
  // A fabric cut in quarter metres, and a swatch of another fabric of the same vendor.
  const cut = demo.find((fabric) => fabric.unit === 'per_metre' && fabric.step === 0.25 && fabric.minCut === 0.5);
  const sampled = demo.find(
    (fabric) => fabric.swatchOffered && fabric._id !== cut?._id && fabric.vendor._id === cut?.vendor._id,
  );
  if (!cut || !sampled) throw new Error('The demo catalog should hold metre fabrics with swatches');
  const main = page.getByRole('main');
  const cutLine = `2.5 m × ${rupees(cut.price)}/m`;
  const swatchLine = `Swatch × ${rupees(sampled.swatchPrice)}`;
  const cutTotal = lineTotal(cut.price, 2.5);
  const total = cutTotal + sampled.swatchPrice;

  await test.step('the shopper narrows /products by the fabric’s colour and fibre and opens it', async () => {
    const colour = cut.attributes.colourFamily;
    const fibre = cut.attributes.composition[0]?.fibre;
    if (!colour || !fibre) throw new Error(`${cut.name} should have a colour family and a fibre`);
    await page.goto('/products');
    const filters = page.getByRole('navigation', { name: 'Filters' });
    await filters
      .getByRole('region', { name: 'Colour' })
      .getByRole('link', { name: new RegExp(`^${attributeLabel(colour)}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/products\\?colour=${colour}$`));
    await filters
      .getByRole('region', { name: 'Fibre' })
      .getByRole('link', { name: new RegExp(`^${attributeLabel(fibre)}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/products\\?colour=${colour}&fibre=${fibre}$`));
    await page.getByRole('list', { name: 'Fabrics found' }).getByRole('link', { name: cut.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/product/${cut._id}$`));
  });

  await test.step('the product page cuts from the minimum in steps, counts each press of a double tap, and rounds a typed length with a note', async () => {
    await expect(main.getByText(`From 0.5 m, in steps of 0.25 m`)).toBeVisible();
    await expect(main.getByText('/m', { exact: true })).toBeVisible();
    const length = main.getByLabel('Length in metres');
    await expect(length).toHaveValue('1');
    // Double taps (about 100 ms apart), pressed as soon as the page is there: each press counts.
    await doubleTap(main.getByRole('button', { name: 'Increase length' }));
    await expect(length).toHaveValue('1.5');
    await doubleTap(main.getByRole('button', { name: 'Decrease length' }));
    await expect(length).toHaveValue('1');
    await length.fill('2.4');
    await length.press('Enter');
    await expect(length).toHaveValue('2.5');
    await expect(
      main.getByText(`${cut.name} is cut from 0.5 m in steps of 0.25 m, so 2.4 m was rounded to 2.5 m.`),
    ).toBeVisible();
    await main.getByRole('button', { name: 'Add to Cart' }).click();
    await expectToast(page, `${cut.name} added to cart!`);
    // A cut is one item, however long.
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
  });

  await test.step('Add swatch puts one swatch of another fabric in the cart', async () => {
    await page.goto(`/product/${sampled._id}`);
    await main.getByRole('button', { name: `Add swatch · ${rupees(sampled.swatchPrice)}` }).click();
    await expectToast(page, `A swatch of ${sampled.name} is in your cart.`);
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
  });

  await test.step('the cart shows the cut and the swatch, moves the cut by its step, and totals them', async () => {
    await page.goto('/cart');
    await expect(main.getByRole('heading', { name: 'Shopping Cart (2)' })).toBeVisible();
    await expect(main.getByText(cutLine)).toBeVisible();
    await expect(main.getByText(swatchLine)).toBeVisible();
    await expect(main.getByTestId('cart-total')).toHaveText(rupees(total));
    await main.getByRole('button', { name: `Increase quantity of ${cut.name}` }).click();
    await expect(main.getByLabel(`Quantity of ${cut.name}`, { exact: true })).toHaveText('2.75 m');
    await expect(main.getByTestId('cart-total')).toHaveText(rupees(lineTotal(cut.price, 2.75) + sampled.swatchPrice));
    await main.getByRole('button', { name: `Decrease quantity of ${cut.name}` }).click();
    await expect(main.getByLabel(`Quantity of ${cut.name}`, { exact: true })).toHaveText('2.5 m');
    await expect(main.getByTestId('cart-total')).toHaveText(rupees(total));
  });

  let orderId = '';
  await test.step('checkout lists the same lines and places the order', async () => {
    await main.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(main.getByText(cutLine)).toBeVisible();
    await expect(main.getByText(swatchLine)).toBeVisible();
    await expect(main.getByText(rupees(cutTotal), { exact: true })).toBeVisible();
    await expect(main.getByTestId('cart-total')).toHaveText(rupees(total));
    await fillCheckoutForm(main, 'upi');
    await main.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
    orderId = page.url().split('/').pop() ?? '';
  });

  await test.step('the confirmation shows the cut, the swatch and the total', async () => {
    // A UPI order not yet paid: under the spec's heading, the page says what to pay and by when.
    await expect(main.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: `Pay ${rupees(total)} by UPI before` })).toBeVisible();
    await expect(main.getByText(cutLine)).toBeVisible();
    await expect(main.getByText(swatchLine)).toBeVisible();
    await expect(main.getByText(rupees(cutTotal), { exact: true })).toBeVisible();
    await expect(main.getByTestId('order-total')).toHaveText(rupees(total));
    await expect(page.getByTestId('cart-badge')).toHaveText('0');
    const fabric = (await (await request.get(`/api/fabrics/${cut._id}`)).json()) as Fabric;
    expect(fabric.stock).toBe(Math.round((cut.stock - 2.5) * 100) / 100);
    const orders = (await (await request.get('/api/orders', { headers: bearer(shopper) })).json()) as Order[];
    expect(orders[0]).toMatchObject({ _id: orderId, itemCount: 2, totalPrice: total });
  });

  await test.step('the vendor’s order shows the same lines and total', async () => {
    const email = DEMO_VENDOR_EMAILS[cut.vendor.name];
    if (!email) throw new Error(`No demo login for ${cut.vendor.name}`);
    const vendor: SessionUser = await login(request, { email, password: 'fabric-demo-1' });
    await page.evaluate((stored) => localStorage.setItem('user', stored), JSON.stringify(vendor));
    await page.goto('/vendor/orders');
    const card = page.locator(`article#order-${orderId}`);
    const lines = card.getByRole('list', { name: 'Your items' }).getByRole('listitem');
    await expect(lines.filter({ hasText: cut.name })).toContainText(cutLine);
    await expect(lines.filter({ hasText: cut.name })).toContainText(rupees(cutTotal));
    await expect(lines.filter({ hasText: sampled.name })).toContainText(swatchLine);
    await expect(card).toContainText(rupees(total));
    // Leave the demo vendor's list as it was for other runs.
    const archived = await request.delete(`/api/orders/vendor/orders/${orderId}`, { headers: bearer(vendor) });
    expect(archived.ok()).toBe(true);
  });
});

test('a vendor lists a metre fabric with a minimum cut, a step, a swatch and its attributes, and the shop sells it so', async ({
  page,
  request,
  accounts,
}) => {
  const vendor = await accounts.register('vendor', 'Ruhi Handlooms');
  await signIn(page, vendor);
  const main = page.getByRole('main');

  await test.step('the add form takes the stock in metres, the cut lengths, the swatch and the attributes', async () => {
    await page.goto('/vendor/add-product');
    await main.getByLabel('Name', { exact: true }).fill('Kota Doria, Marigold');
    await main.getByLabel('Price (Rs.)').fill('289.50');
    await main.getByLabel('Stock', { exact: true }).fill('40.5');
    await main.getByLabel('Category').selectOption('cotton');
    await expect(main.getByLabel('The metre (cut to length)')).toBeChecked();
    await main.getByLabel('Minimum cut (m)').fill('0.75');
    await main.getByLabel('Step (m)').fill('0.3333');
    await main.getByLabel('Offer a swatch').check();
    await main.getByLabel('Swatch price (Rs.)').fill('45');
    const made = main.getByRole('group', { name: 'What it is made of' });
    await made.getByLabel('Fibre 1', { exact: true }).selectOption('Cotton');
    await made.getByLabel('Percent 1', { exact: true }).fill('100');
    await made.getByLabel('Width (cm)').fill('112');
    await made.getByLabel('Weight (GSM)').fill('55');
    await made.getByLabel('Weave or knit').selectOption('Woven');
    await made.getByLabel('Pattern').selectOption('Check');
    await made.getByLabel('Colour family').selectOption('Yellow');
    await main.getByRole('button', { name: 'Add Product' }).click();
    await expect(main.getByText('Step must be in metres, such as 0.5 or 0.25')).toBeVisible();
    await main.getByLabel('Step (m)').fill('0.25');
    await main.getByRole('button', { name: 'Add Product' }).click();
    await expectToast(page, 'Product added successfully!');
    await expect(page).toHaveURL(/\/vendor\/products$/);
    await expect(main.getByRole('listitem').filter({ hasText: 'Kota Doria, Marigold' })).toContainText('Stock: 40.5 m');
  });

  await test.step('its page in the vendor area and in the shop show how it is cut and sampled', async () => {
    await main.getByRole('link', { name: /Kota Doria, Marigold/ }).click();
    await expect(main.getByText('The metre, from 0.75 m in steps of 0.25 m')).toBeVisible();
    await expect(main.getByText(rupees(45), { exact: true })).toBeVisible();
    const id = page.url().split('/').pop() ?? '';
    const fabric = (await (await request.get(`/api/fabrics/${id}`)).json()) as Fabric;
    expect(fabric).toMatchObject({ unit: 'per_metre', minCut: 0.75, step: 0.25, swatchOffered: true, swatchPrice: 45 });
    expect(fabric.attributes).toMatchObject({
      composition: [{ fibre: 'cotton', percent: 100 }],
      widthCm: 112,
      weightGsm: 55,
      construction: 'woven',
      pattern: 'check',
      colourFamily: 'yellow',
    });
    expect(fabric.stock).toBe(40.5);

    await page.goto(`/product/${id}`);
    await expect(main.getByText(`From ${formatMetres(0.75)} m, in steps of 0.25 m`)).toBeVisible();
    // Vendors cannot buy, so the page says so instead of offering the stepper.
    await expect(main.getByText('Vendor accounts cannot buy')).toBeVisible();
    const specification = main.getByRole('table', { name: 'Specification' });
    await expect(specification.getByRole('row', { name: /Composition/ })).toContainText('100% Cotton');
    await expect(specification.getByRole('row', { name: /Colour/ })).toContainText('Yellow');
  });
});

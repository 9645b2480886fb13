import type { Fabric, SessionUser } from '@fabric-store/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations, violationLines } from './axe';
import { documentScreen } from './capture';
import { expectToast, fillCheckoutForm, signIn } from './fixtures';
import { bearer, buyThroughApi, expect, pageFor, test } from './vendor-fixtures';

/** Rolls and the continuous-cut guarantee, the vendor’s cutting list, and a remnant sold whole. */

/** Axe on the part of the page this issue added (the rest of each page is the accessibility spec's). */
async function expectNoAxeViolations(page: Page, part: string): Promise<void> {
  expect(violationLines(await axeViolations(page, part))).toEqual([]);
}

const NAME = 'Two Lot Mulmul';

/** The fabric the vendor's form makes below: two rolls, 5 m and 2.3 m, of two dye lots, at Rs. 400/m. */
async function addTwoRollsThroughApi(request: APIRequestContext, vendor: SessionUser): Promise<Fabric> {
  const created = await request.post('/api/fabrics', {
    headers: bearer(vendor),
    data: {
      name: NAME,
      price: 400,
      stock: 7.3,
      category: 'cotton',
      description: 'Woven for the e2e run.',
      image: '',
      unit: 'per_metre',
      minCut: 0.5,
      step: 0.5,
      rolls: [
        { length: 5, dyeLot: 'Lot A' },
        { length: 2.3, dyeLot: 'Lot B' },
      ],
      remnantDiscount: 30,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as Fabric;
}

test('a vendor adds a fabric of two rolls, 5 m and 2.3 m, of two dye lots', async ({ browser, request, accounts }) => {
  const vendor = await accounts.register('vendor', 'Roll House Weavers');
  const vendorPage = await pageFor(browser, vendor);
  const name = NAME;
  await vendorPage.goto('/vendor/add-product');
  await vendorPage.getByLabel('Name', { exact: true }).fill(name);
  await vendorPage.getByLabel('Price (Rs.)').fill('400');
  await vendorPage.getByLabel('Category').selectOption('cotton');
  await vendorPage.getByRole('button', { name: 'Add roll' }).click();
  await vendorPage.getByLabel('Roll 1 length (m)').fill('5');
  await vendorPage.getByLabel('Roll 1 dye lot (optional)').fill('Lot A');
  await vendorPage.getByRole('button', { name: 'Add roll' }).click();
  await vendorPage.getByLabel('Roll 2 length (m)').fill('2.3');
  await vendorPage.getByLabel('Roll 2 dye lot (optional)').fill('Lot B');
  await expect(vendorPage.getByLabel('Stock', { exact: true })).toHaveValue('7.3');
  await expectNoAxeViolations(vendorPage, 'form');
  await vendorPage.getByRole('button', { name: 'Add Product' }).click();
  await expectToast(vendorPage, 'Product added successfully!');
  const listed = await request.get('/api/fabrics/vendor/fabrics', { headers: bearer(vendor) });
  const added = ((await listed.json()) as Fabric[]).find((fabric) => fabric.name === name);
  expect(added?.rolls?.map((roll) => [roll.length, roll.dyeLot])).toEqual([
    [5, 'Lot A'],
    [2.3, 'Lot B'],
  ]);
  await vendorPage.context().close();
});

test('a fabric of two rolls: a shopper sees the longest piece, and the cutting list names each cut’s roll', async ({
  page,
  browser,
  request,
  accounts,
}) => {
  const vendor = await accounts.register('vendor', 'Roll House Weavers');
  const shopper = await accounts.register('customer', 'Kavya Menon');
  const otherShopper = await accounts.register('customer', 'Rohan Das');
  const fabricId = (await addTwoRollsThroughApi(request, vendor))._id;
  // Tall enough for the cutting list's two cards in one screenshot.
  const vendorPage = await pageFor(browser, vendor, 1100);
  await signIn(page, shopper);
  const main = page.getByRole('main');
  const name = NAME;

  await test.step('a shopper sees the longest piece, cannot pick more, and buys 2.5 m', async () => {
    await page.goto(`/product/${fabricId}`);
    await expect(main.getByText('Longest piece')).toBeVisible();
    await expect(main.getByText('5 m', { exact: true })).toBeVisible();
    const length = main.getByLabel('Length in metres');
    await length.fill('6');
    await length.press('Enter');
    await expect(length).toHaveValue('5');
    await expect(
      main.getByText(
        `The longest piece of ${name} is 5 m: each length is cut in one piece from one roll, so 6 m became 5 m.`,
      ),
    ).toBeVisible();
    await length.fill('2.5');
    await length.press('Enter');
    await main.getByRole('button', { name: 'Add to Cart' }).click();
    await expectToast(page, `${name} added to cart!`);
    await page.goto('/checkout');
    await fillCheckoutForm(main);
    await main.getByRole('button', { name: 'Place Order' }).click();
    await expect(main.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  });

  await test.step('another shopper buys 2 m, cut from the shorter roll', async () => {
    await buyThroughApi(request, otherShopper, fabricId, 2, 'cash_on_delivery');
  });

  await test.step('the vendor’s cutting list names the roll and dye lot of each order', async () => {
    await vendorPage.goto('/vendor/orders');
    const cards = vendorPage.getByRole('article');
    await expect(cards.filter({ hasText: 'Kavya Menon' })).toContainText('Cut from Roll 1, dye lot Lot A');
    await expect(cards.filter({ hasText: 'Rohan Das' })).toContainText('Cut from Roll 2, dye lot Lot B');
    await vendorPage.evaluate(() => window.scrollTo(0, 0));
    await documentScreen(vendorPage, 'cutting-list');
  });

  await vendorPage.context().close();
});

/**
 * The same two rolls after the same two sales, made through the API: 2.5 m is cut from roll 1 (5 m), 2 m from
 * roll 2 (2.3 m), which leaves 0.3 m on it, under the 0.5 m minimum cut.
 */
test('the 0.3 m left on a roll is listed as a remnant to its vendor and sold whole to a shopper at 30% off, once', async ({
  page,
  browser,
  request,
  accounts,
}) => {
  const vendor = await accounts.register('vendor', 'Roll House Weavers');
  const shopper = await accounts.register('customer', 'Kavya Menon');
  const otherShopper = await accounts.register('customer', 'Rohan Das');
  const name = NAME;
  const fabric = await addTwoRollsThroughApi(request, vendor);
  await buyThroughApi(request, shopper, fabric._id, 2.5, 'cash_on_delivery');
  await buyThroughApi(request, otherShopper, fabric._id, 2, 'cash_on_delivery');
  const vendorPage = await pageFor(browser, vendor);
  await signIn(page, shopper);
  const main = page.getByRole('main');

  await test.step('the vendor’s product page lists both rolls with what is left after the two sales', async () => {
    await vendorPage.goto(`/vendor/fabric/${fabric._id}`);
    const rolls = vendorPage.getByRole('region', { name: 'Rolls' });
    await expect(rolls.getByRole('row', { name: /^Roll 1/ })).toHaveText('Roll 1Lot A2.5 m');
    await expect(rolls.getByRole('row', { name: /^Roll 2/ })).toHaveText(
      'Roll 2Lot B0.3 mRemnant: under the 0.5 m minimum cut, sold whole for Rs. 84.00',
    );
    await expectNoAxeViolations(vendorPage, 'section[aria-labelledby="vendor-rolls-heading"]');
  });

  await test.step('the 0.3 m left on roll 2 is a remnant, sold whole at 30% off, once', async () => {
    await page.goto(`/product/${fabric._id}`);
    // Rs. 400/m less 30% is Rs. 280/m: 0.3 m comes to Rs. 84.00.
    const remnants = main.getByRole('region', { name: 'Remnants' });
    await expect(remnants.getByText('Remnant: 0.3 m for Rs. 84.00')).toBeVisible();
    await documentScreen(page, 'remnant', { fullPage: true });
    await expectNoAxeViolations(page, 'section[aria-labelledby="remnants-heading"]');
    await remnants.getByRole('button', { name: 'Add remnant of 0.3 m to cart' }).click();
    await expectToast(page, `The 0.3 m remnant of ${name} is in your cart.`);
    await page.goto('/checkout');
    await expect(main.getByText('Remnant 0.3 m × Rs. 280.00/m')).toBeVisible();
    await expect(main.getByLabel('Match my earlier order (optional)')).toBeVisible();
    await expectNoAxeViolations(page, 'section[aria-label="Dye lots"]');
    await fillCheckoutForm(main);
    await main.getByRole('button', { name: 'Place Order' }).click();
    await expect(main.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await page.goto(`/product/${fabric._id}`);
    await expect(main.getByRole('heading', { name: name })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Remnants' })).toHaveCount(0);
  });
  await vendorPage.context().close();
});

import type { Cart, Fabric } from '@fabric-store/shared';
import { axeViolations, violationLines } from './axe';
import { documentScreen } from './capture';
import { expectAppSignedIn, expectToast } from './fixtures';
import { bearer, expect, test } from './vendor-fixtures';

/** "How much do I need?": a metre fabric's calculator answers a kurta's length and sets the stepper to it. */

test('a visitor works out a length, is asked to log in by a link in the toast, and after logging in is back on the fabric with that length', async ({
  page,
  request,
  accounts,
  account,
}) => {
  test.setTimeout(180_000);
  const vendor = await accounts.register('vendor', 'Calculator Prints');
  const created = await request.post('/api/fabrics', {
    headers: bearer(vendor),
    data: {
      name: `Mulmul ${Date.now()}`,
      price: 280,
      stock: 20,
      category: 'cotton',
      unit: 'per_metre',
      minCut: 0.5,
      step: 0.25,
      attributes: { widthCm: 112 },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const fabric = (await created.json()) as Fabric;
  const main = page.getByRole('main');
  const calculator = main.getByRole('region', { name: 'How much do I need?' });

  await page.goto(`/product/${fabric._id}`);
  await expect(async () => {
    await calculator.getByLabel('Garment').selectOption('Kurta');
    await expect(calculator.getByLabel('Size')).toBeVisible({ timeout: 500 });
  }).toPass();
  await calculator.getByLabel('Size').selectOption('M');
  await calculator.getByRole('button', { name: 'Use this length' }).click();
  // The stepper takes the worked-out length once the app has re-rendered: waited for, not read at once.
  const lengthField = main.getByLabel('Length in metres');
  await expect.poll(async () => Number(await lengthField.inputValue())).toBeGreaterThan(1);
  const worked = await lengthField.inputValue();
  await main.getByRole('button', { name: 'Add to Cart' }).click();

  const toast = page
    .locator('.Toastify__toast')
    .filter({ has: page.getByText('Please login first!', { exact: true }) });
  await expect(toast).toBeVisible();
  // Held open under the pointer (toasts pause while hovered) while axe looks at it.
  await toast.hover();
  expect(violationLines(await axeViolations(page))).toEqual([]);
  await toast.getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(new RegExp(`/product/${fabric._id}\\?quantity=`));
  await expect(page.getByRole('heading', { level: 1, name: fabric.name })).toBeVisible();
  await expect(main.getByLabel('Length in metres')).toHaveValue(worked);
  await main.getByRole('button', { name: 'Add to Cart' }).click();
  await expectToast(page, `${fabric.name} added to cart!`);
});

test('a shopper asks how much of a 112 cm printed cotton a kurta in M takes, and by her own measurements, uses the M length and buys it', async ({
  page,
  request,
  accounts,
  shopper,
}) => {
  const vendor = await accounts.register('vendor', 'Calculator Prints');
  const created = await request.post('/api/fabrics', {
    headers: bearer(vendor),
    data: {
      name: `Block Print Cotton ${Date.now()}`,
      price: 320,
      stock: 20,
      category: 'cotton',
      description: 'Hand block printed on 112 cm cotton.',
      unit: 'per_metre',
      minCut: 0.5,
      step: 0.25,
      attributes: { widthCm: 112, composition: [{ fibre: 'cotton', percent: 100 }] },
      patternRepeatCm: 32,
      shrinkagePercent: 5,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const fabric = (await created.json()) as Fabric;
  const main = page.getByRole('main');
  const calculator = main.getByRole('region', { name: 'How much do I need?' });

  await test.step('the calculator shows the fabric’s width, repeat and shrinkage, and answers a kurta in M', async () => {
    await page.goto(`/product/${fabric._id}`);
    await expect(calculator.getByText('112 cm (44 in)')).toBeVisible();
    await expect(calculator.getByText('32 cm')).toBeVisible();
    // The page is server-rendered; its calculator answers once the app has taken it over.
    await expectAppSignedIn(page);
    await calculator.getByLabel('Garment').selectOption('Kurta');
    await calculator.getByLabel('Size').selectOption('M');
    // 2.5 m from the chart, 3 repeats of 32 cm (3.46 m), ÷ 0.95 for shrinkage (3.65 m), up to a 0.25 m step.
    await expect(calculator.getByText('You need 3.75 m')).toBeVisible();
    const reasons = calculator.getByRole('list', { name: 'How this was reached' });
    await expect(reasons).toContainText('Kurta, size M (knee length, full sleeves): 2.5 m');
    await expect(reasons).toContainText('3 extra repeats');
    await expect(reasons).toContainText('It may shrink 5% in the first wash, so 3.46 m ÷ 0.95 = 3.65 m.');
    await expect(reasons).toContainText('Cuts go from 0.5 m in steps of 0.25 m, so buy 3.75 m.');
  });

  await test.step('yards for who prefers them, and nothing axe can find', async () => {
    await calculator.getByLabel('Yards').check();
    await expect(calculator.getByText('You need 4.1 yd (3.75 m)')).toBeVisible();
    await documentScreen(calculator, 'calculator');
    expect(violationLines(await axeViolations(page))).toEqual([]);
  });

  await test.step('by her own measurements: a 117 cm kurta for a 97 cm chest takes 4 m, in centimetres or inches', async () => {
    await calculator.getByLabel('Metres').check();
    await calculator.getByLabel('My measurements').check();
    await expect(calculator.getByLabel('Size')).toHaveCount(0);
    // The chart's own length (107 cm) at size M's chest (97 cm) answers what size M does.
    await expect(calculator.getByLabel('Garment length (cm)')).toHaveValue('107');
    await expect(calculator.getByLabel('Chest (cm)')).toHaveValue('97');
    await expect(calculator.getByText('You need 3.75 m')).toBeVisible();
    await calculator.getByLabel('Garment length (cm)').fill('117');
    // Two 61 cm body pieces do not fit side by side on 112 cm cloth: 10 cm over the chart counts twice (2.7 m),
    // then the repeats (3.66 m) and the shrinkage (3.86 m), up to a 0.25 m step.
    await expect(calculator.getByText('You need 4 m')).toBeVisible();
    const reasons = calculator.getByRole('list', { name: 'How this was reached' });
    await expect(reasons).toContainText(
      "A 97 cm chest is within size M (up to 97 cm), so the chart's figure for M is the start.",
    );
    await expect(reasons).toContainText(
      "the length is laid 2 times: 117 cm is 10 cm over the chart's 107 cm, 2 × 10 cm more makes 2.7 m.",
    );
    await calculator.getByLabel('Yards').check();
    await expect(calculator.getByLabel('Garment length (in)')).toHaveValue('46.1');
    await expect(calculator.getByText('You need 4.37 yd (4 m)')).toBeVisible();
    await documentScreen(calculator, 'calculator-measurements');
    expect(violationLines(await axeViolations(page))).toEqual([]);
    await calculator.getByLabel('The chart (S–XXL)').check();
  });

  await test.step('Use this length sets the stepper, and Add to Cart puts 3.75 m in the cart', async () => {
    await calculator.getByRole('button', { name: 'Use this length' }).click();
    await expect(main.getByLabel('Length in metres')).toHaveValue('3.75');
    await main.getByRole('button', { name: 'Add to Cart' }).click();
    await expectToast(page, `${fabric.name} added to cart!`);
    const cart = (await (await request.get('/api/cart', { headers: bearer(shopper) })).json()) as Cart;
    expect(cart.items.map((item) => [item.product._id, item.quantity])).toEqual([[fabric._id, 3.75]]);
  });
});

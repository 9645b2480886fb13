import type { Fabric } from '@fabric-store/shared';
import { expectToast, signIn } from './fixtures';
import { addFabricThroughApi, expect, test } from './vendor-fixtures';

/** fabric found by what it is made of, and described by it. */

test('a shopper filters /products by colour and fibre and opens a fabric whose specification shows them', async ({
  page,
  request,
}) => {
  await page.goto('/products');
  const filters = page.getByRole('navigation', { name: 'Filters' });
  const count = page.getByRole('status').filter({ hasText: /fabrics?$/ });

  await test.step('the shopper picks Blue, then Cotton; each choice said how many fabrics it would give', async () => {
    const blue = filters.getByRole('region', { name: 'Colour' }).getByRole('link', { name: /^Blue/ });
    const blueCount = Number((await blue.innerText()).replace(/\D/g, ''));
    await blue.click();
    await expect(page).toHaveURL(/\/products\?colour=blue$/);
    await expect(count).toHaveText(`${blueCount} fabrics`);

    const cotton = filters.getByRole('region', { name: 'Fibre' }).getByRole('link', { name: /^Cotton/ });
    await expect(cotton).toHaveText(/Cotton\s*\d+/);
    const cottonCount = Number((await cotton.innerText()).replace(/\D/g, ''));
    expect(cottonCount).toBeGreaterThan(1);
    expect(cottonCount).toBeLessThan(blueCount);
    await cotton.click();
    await expect(page).toHaveURL(/\/products\?colour=blue&fibre=cotton$/);
    await expect(count).toHaveText(`${cottonCount} fabrics`);
    await expect(filters.getByRole('link', { name: /^Blue/ })).toHaveAttribute('aria-current', 'true');
  });

  await test.step('the page is the same rendered on the server, filters and all', async () => {
    const html = await (await request.get('/products?colour=blue&fibre=cotton')).text();
    expect(html).toMatch(/aria-current="true"[^>]*>[\s\S]{0,400}Blue/);
    expect(html).toContain('Cotton Poplin, Sky Stripes');
    expect(html).not.toContain('Mysore Crepe Silk, Peacock Blue');
  });

  await test.step('the fabric opened shows blue and cotton in its specification', async () => {
    await page
      .getByRole('link', { name: /Cotton Poplin, Sky Stripes/ })
      .first()
      .click();
    const specification = page.getByRole('table', { name: 'Specification' });
    await expect(specification.getByRole('row', { name: /Composition/ })).toContainText('100% Cotton');
    await expect(specification.getByRole('row', { name: /Colour/ })).toContainText('Blue');
    await expect(specification.getByRole('row', { name: /Width/ })).toContainText('147 cm (58 in)');
    await expect(specification.getByRole('row', { name: /Pattern/ })).toContainText('Stripe');
  });
});

test('a vendor sets the attributes of a fabric, and the shopper finds it by them', async ({
  page,
  request,
  accounts,
}) => {
  const vendor = await accounts.register('vendor', 'Hemp & Co');
  const name = `Attribute Journey Hemp ${Date.now()}`;
  const fabric = await addFabricThroughApi(request, vendor, { name, price: 640, stock: 30, category: 'linen' });

  await test.step('the vendor fills in the composition, which must add up to 100, and the rest', async () => {
    await signIn(page, vendor);
    await page.goto(`/vendor/product/edit/${fabric._id}`);
    const section = page.getByRole('group', { name: 'What it is made of' });
    await section.getByLabel('Fibre 1', { exact: true }).selectOption('Hemp');
    await section.getByLabel('Percent 1', { exact: true }).fill('60');
    await section.getByRole('button', { name: 'Add a fibre' }).click();
    await section.getByLabel('Fibre 2', { exact: true }).selectOption('Cotton');
    await section.getByLabel('Percent 2', { exact: true }).fill('30');
    await section.getByLabel('Width (cm)').fill('150');
    await section.getByLabel('Weight (GSM)').fill('210');
    await section.getByLabel('Weave or knit').selectOption('Woven');
    await section.getByLabel('Pattern').selectOption('Check');
    await section.getByLabel('Colour family').selectOption('Purple');
    await section.getByLabel('Care notes').fill('Machine wash cold; line dry.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(section.getByRole('alert')).toHaveText('Composition must add up to 100% (it adds up to 90%)');

    await section.getByLabel('Percent 2', { exact: true }).fill('40');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Product updated successfully!');
  });

  await test.step('the shopper finds it under Purple and Hemp and reads its specification', async () => {
    const saved = (await (await request.get(`/api/fabrics/${fabric._id}`)).json()) as Fabric;
    expect(saved.attributes).toMatchObject({ widthCm: 150, colourFamily: 'purple', pattern: 'check' });
    await page.goto('/products?colour=purple&fibre=hemp');
    await page.getByRole('link', { name }).first().click();
    const specification = page.getByRole('table', { name: 'Specification' });
    await expect(specification.getByRole('row', { name: /Composition/ })).toContainText('60% Hemp, 40% Cotton');
    await expect(specification.getByRole('row', { name: /Weight/ })).toContainText('210 GSM');
    await expect(specification.getByRole('row', { name: /Weave or knit/ })).toContainText('Woven');
    await expect(specification.getByRole('row', { name: /Care/ })).toContainText('Machine wash cold; line dry.');
  });
});

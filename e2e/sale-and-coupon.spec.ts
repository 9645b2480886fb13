import type { Fabric, SessionUser } from '@fabric-store/shared';
import type { Browser, Page } from '@playwright/test';
import { axeViolations, violationLines } from './axe';
import { documentScreen } from './capture';
import { expectToast, fillCheckoutForm, login, signIn } from './fixtures';
import { addFabricThroughApi, expect, test } from './vendor-fixtures';

/** A vendor puts a fabric on sale, a shopper pays the sale price less a coupon's discount. */

const OPERATOR = { email: 'admin@fabric-store.example', password: 'fabric-demo-1' };

/** Accessibility problems axe finds on the page, one line each. */
const axeProblems = async (page: Page): Promise<string[]> => violationLines(await axeViolations(page));

async function pageOf(browser: Browser, user: SessionUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user);
  return page;
}

test('a vendor puts a fabric on sale; a shopper applies a coupon in the cart and pays the discounted total', async ({
  browser,
  page,
  request,
  accounts,
  fillCart,
}) => {
  const vendor = await accounts.register('vendor', 'Sale Weaver');
  const name = `Sale Mulmul ${Date.now()}`;
  const fabric = await addFabricThroughApi(request, vendor, { name, price: 500, stock: 20, category: 'cotton' });
  const code = `SAVE${Date.now().toString(36).toUpperCase()}`;

  await test.step('the vendor sets a sale price in the fabric form', async () => {
    const vendorPage = await pageOf(browser, vendor);
    await vendorPage.goto(`/vendor/product/edit/${fabric._id}`);
    await vendorPage.getByLabel('On sale for (Rs.)').fill('375');
    await vendorPage.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(vendorPage, 'Product updated successfully!');
    await vendorPage.context().close();
  });

  await test.step('the operator creates a marketplace coupon in the console', async () => {
    const operatorPage = await pageOf(browser, await login(request, OPERATOR));
    await operatorPage.goto('/admin/coupons');
    const form = operatorPage.getByRole('form', { name: 'New coupon' });
    await form.getByLabel('Code').fill(code);
    await form.getByLabel('Value').fill('10');
    await form.getByRole('button', { name: 'Create coupon' }).click();
    await expectToast(operatorPage, `Coupon ${code} created.`);
    await expect(operatorPage.getByRole('heading', { name: code })).toBeVisible();
    await documentScreen(operatorPage, 'admin-coupons');
    expect(await axeProblems(operatorPage)).toEqual([]);
    await operatorPage.context().close();
  });

  const main = page.getByRole('main');
  await test.step('the card shows the sale price, the regular price and -25%', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: '50% OFF Summer Super Sale' }).click();
    await expect(page).toHaveURL(/\/products\?onSale=true$/);
    const card = main.getByRole('link').filter({ hasText: name });
    await expect(card).toContainText('Rs. 375.00');
    await expect(card).toContainText('Regular price Rs. 500.00');
    await expect(card).toContainText('-25%');
    await documentScreen(card, 'sale-card');
  });

  await test.step('the shopper applies the coupon in the cart', async () => {
    const onSale = (await (await request.get(`/api/fabrics/${fabric._id}`)).json()) as Fabric;
    await fillCart([[onSale, 2]]);
    await page.goto('/cart');
    await main.getByLabel('Coupon code').fill('NOSUCHCODE');
    await main.getByRole('button', { name: 'Apply' }).click();
    await expect(main.getByRole('alert')).toHaveText('There is no coupon with the code NOSUCHCODE.');
    await main.getByLabel('Coupon code').fill(code.toLowerCase());
    await main.getByRole('button', { name: 'Apply' }).click();
    await expectToast(page, `Coupon ${code} applied.`);
    // 2 m at Rs. 375.00 is Rs. 750.00; 10% off is Rs. 75.00.
    await expect(main.getByTestId('cart-discount')).toHaveText('-Rs. 75.00');
    await expect(main.getByTestId('cart-total')).toHaveText('Rs. 675.00');
    await documentScreen(page, 'cart-coupon');
    expect(await axeProblems(page)).toEqual([]);
  });

  await test.step('checkout places the order with the discount, shown on the confirmation and the order', async () => {
    await main.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(main.getByTestId('cart-total')).toHaveText('Rs. 675.00');
    await fillCheckoutForm(main);
    await main.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/order-confirmation\/[0-9a-f-]{36}$/);
    await expect(main.getByTestId('order-discount')).toHaveText('-Rs. 75.00');
    await expect(main.getByTestId('order-total')).toHaveText('Rs. 675.00');
    await main.getByRole('link', { name: 'Track this order' }).click();
    await expect(main.getByTestId('order-discount')).toContainText(`Rs. 75.00 (coupon ${code})`);
  });
});

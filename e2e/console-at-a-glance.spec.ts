import { demoFabrics, login, signIn } from './fixtures';
import { axeProblems, OPERATOR } from './operator-fixtures';
import { bearer, buyThroughApi, expect, test } from './vendor-fixtures';

/** What a newcomer to the console needs first: every section reachable on a phone, the most urgent task on top. */

test('on a phone the console shows every section in a menu naming the open one', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, await login(request, OPERATOR));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  const consoleNav = page.getByRole('navigation', { name: 'Console' });
  const menu = consoleNav.getByRole('button', { name: /Overview/ });
  await expect(consoleNav.getByRole('link', { name: 'Audit' })).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const sections = ['Overview', 'Vendors', 'Fabrics', 'Reviews', 'Orders', 'Payments', 'Returns', 'People', 'Balances'];
  for (const name of [...sections, 'Commission', 'Coupons', 'Settings', 'Audit']) {
    await expect(consoleNav.getByRole('link', { name, exact: true })).toBeInViewport();
  }
  expect(await axeProblems(page, 'console menu')).toEqual([]);
  await consoleNav.getByRole('link', { name: 'Balances', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/balances$/);
  await expect(consoleNav.getByRole('button', { name: /Balances/ })).toHaveAttribute('aria-expanded', 'false');
  await expect(consoleNav.getByRole('link', { name: 'Audit' })).toBeHidden();
});

test('the overview leads with the payments waiting to be verified, and its chart labels stay on one line', async ({
  page,
  request,
  accounts,
}) => {
  test.setTimeout(180_000);
  const [fabric] = await demoFabrics(request);
  if (!fabric) throw new Error('The demo catalog should hold fabrics');
  const shopper = await accounts.register('customer', 'Asha Rao');
  const order = await buyThroughApi(request, shopper, fabric._id, Math.min(10, Math.floor(fabric.stock)));
  const utr = String(Date.now()).slice(-12).padStart(12, '5');
  const paid = await request.post(`/api/orders/${order._id}/payment`, { headers: bearer(shopper), data: { utr } });
  expect(paid.ok(), await paid.text()).toBe(true);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, await login(request, OPERATOR));
  await page.goto('/admin');
  const urgent = page.getByTestId('payments-to-verify');
  await expect(urgent).toContainText(/^[1-9]\d* payments? waiting to be verified\./);
  await expect(urgent.getByRole('link', { name: 'Verify payments' })).toHaveAttribute('href', '/admin/payments');

  const ticks = page.locator(
    '[data-testid="overview-chart"] .recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value',
  );
  await expect(ticks.first()).toBeVisible();
  for (const tick of await ticks.all()) {
    // A wrapped label is drawn as one <tspan> a line.
    await expect(tick.locator('tspan')).toHaveCount(1);
  }
  expect(await axeProblems(page, 'overview')).toEqual([]);
  await urgent.getByRole('link', { name: 'Verify payments' }).click();
  await expect(page).toHaveURL(/\/admin\/payments$/);
});

import { expect, expectToast, login, test } from './fixtures';
import { mailTo } from './mail-fixtures';

/** The whole reset journey, with the link from the mail the real server wrote. */

const NEW_PASSWORD = 'a-brand-new-secret';

test('a shopper who forgot the password resets it from the mailed link and logs in with the new one', async ({
  page,
  request,
  account,
}) => {
  const main = page.getByRole('main');
  await page.goto('/login');
  await main.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The address changes before the new page replaces the login form, whose Email field has the same name.
  await expect(main.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
  await main.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  const sent =
    'If an account exists for that email, we have sent it a link to reset the password. The link works for 30 minutes.';
  await expectToast(page, sent);
  await expect(page.getByRole('status').filter({ hasText: sent })).toBeVisible();

  const mail = await mailTo(account.email, 'Reset your Fabric-Store password');
  const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeDefined();
  expect(mail.html).toContain('Choose a new password');

  await page.goto(link ?? '');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill('not-the-same-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('The passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expectToast(page, 'Your password is reset. Please login with your new password.');
  await expect(page).toHaveURL(/\/login$/);
  account.password = NEW_PASSWORD;

  await main.getByLabel('Email', { exact: true }).fill(account.email);
  await main.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await main.getByRole('button', { name: 'Login' }).click();
  await expectToast(page, 'Login successful!');

  // The link works once.
  await page.goto(link ?? '');
  await page.getByLabel('New password', { exact: true }).fill('yet-another-password');
  await page.getByLabel('Confirm new password').fill('yet-another-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expectToast(page, 'This reset link is invalid, already used or expired. Please ask for a new one.');
  await expect(page).toHaveURL(/\/reset-password\?token=/);

  const changed = await mailTo(account.email, 'Your Fabric-Store password was changed');
  expect(changed.text).toContain('reset with a link');
  expect((await request.post('/api/auth/login', { data: { email: account.email, password: NEW_PASSWORD } })).ok()).toBe(
    true,
  );
});

test('a shopper changes the password in the profile, then signs out everywhere', async ({
  page,
  request,
  account,
  shopper,
}) => {
  const otherDevice = await login(request, account);
  await page.goto('/profile');
  const security = page.getByRole('form', { name: 'Change password' });
  await security.getByLabel('Current password').fill('not-my-password');
  await security.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await security.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await security.getByRole('button', { name: 'Change password' }).click();
  await expectToast(page, 'Your current password is not correct.');

  await security.getByLabel('Current password').fill(account.password);
  await security.getByRole('button', { name: 'Change password' }).click();
  await expectToast(page, 'Your password is changed. Every other device is signed out.');
  account.password = NEW_PASSWORD;
  // The other device's token is spent; this page goes on with the new one.
  const auth = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
  expect((await request.get('/api/orders', auth(otherDevice.token))).status()).toBe(401);
  expect((await request.get('/api/orders', auth(shopper.token))).status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('heading', { name: shopper.name })).toBeVisible();

  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expectToast(page, 'You are signed out on every device.');
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page
      .getByRole('link', { name: 'Login' })
      .or(page.getByRole('button', { name: 'Login' }))
      .first(),
  ).toBeVisible();
});

import { expect, signUpViaApi, test } from './support/fixtures.ts';

test('the profile is live: a rename elsewhere shows at once', async ({ page, browser }) => {
  const user = await signUpViaApi(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(`Welcome, ${user.name.split(' ')[0]}.`)).toBeVisible();
  const other = await browser.newContext();
  const res = await other.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
  });
  expect(res.status()).toBe(200);
  const patch = await other.request.patch('/api/me', { data: { name: 'Zed Renamed' } });
  expect(patch.status()).toBe(200);
  await expect(page.getByText('Welcome, Zed.')).toBeVisible({ timeout: 2000 });
  // deactivation elsewhere confines this tab too
  await other.request.post('/api/me/deactivate');
  await expect(page.getByRole('heading', { name: /deactivated/i })).toBeVisible({ timeout: 2000 });
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await other.close();
});

test('profile: rename, sessions, change password', async ({ page, browser }) => {
  const user = await signUpViaApi(page);
  const other = await browser.newContext();
  await other.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
  });
  await page.goto('/profile');
  await expect(page.getByText('This device')).toBeVisible();
  await page.getByLabel('Name').fill('');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Enter your name')).toBeVisible();
  await page.getByLabel('Name').fill('New Name');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name was saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('New Name');

  await expect(page.getByRole('button', { name: /End the session on/ })).toHaveCount(1);
  await page.getByRole('button', { name: /End the session on/ }).click();
  await expect(page.getByRole('button', { name: /End the session on/ })).toHaveCount(0);

  await page.getByLabel('Current password').fill('wrong-password-123');
  await page.getByLabel('New password').fill('another-secret-pass-9');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not correct')).toBeVisible();
  await page.getByLabel('Current password').fill(user.password);
  await page.getByLabel('New password').fill(user.email.toUpperCase());
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('This password contains your email address.')).toBeVisible();
  await page.getByLabel('New password').fill('another-secret-pass-9');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/Your password was changed/)).toBeVisible();
  await other.close();
});

test('offline and back online are announced', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.context().setOffline(true);
  await expect(page.getByText(/You are offline/)).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByText('Back online.')).toBeVisible();
});

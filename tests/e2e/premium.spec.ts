// Premium end to end with the sandbox provider (no Stripe keys in the e2e server): upgrade →
// checkout → test payment → live confirmation; the cancel path; and the site admin granting and
// revoking premium while the person's tab updates live. Each step is a helper, so later specs
// (plan limits → upgrade → expiry) can reuse them.
import type { Browser, Page } from '@playwright/test';
import { extendExpiry, passes, type PassId } from '../../src/domain/plans/plans.ts';
import { expect, signInAsSiteAdmin, signUpViaApi, test } from './support/fixtures.ts';
import { siteAdminEmails } from './support/env.ts';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const formatDate = (d: Date) => dateFormat.format(d);

/** The plan badge in the app shell's header. */
const headerBadge = (page: Page) => page.getByRole('banner').getByText(/^(Premium|Free plan)/);

/** From /upgrade to the sandbox checkout page for a pass. */
async function openCheckout(page: Page, passId: PassId) {
  const pass = passes[passId];
  await page.goto('/upgrade');
  await page.getByRole('link', { name: `Choose ${pass.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?pass=${passId}$`));
  await expect(page.getByTestId('checkout-price')).toHaveText(
    pass.amount === 7900 ? '$79.00' : '$9.99',
  );
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/sbx_/);
  await expect(page.getByRole('heading', { name: 'Test payment — no money moves' })).toBeVisible();
}

/** Buys a pass through the sandbox; returns the "Premium until" date it should show. */
export async function buyPremium(page: Page, passId: PassId) {
  await openCheckout(page, passId);
  const expected = formatDate(extendExpiry(null, new Date(), passes[passId].months));
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/pay-success\?order=/);
  await expect(page.getByRole('heading', { name: `Premium until ${expected}` })).toBeVisible();
  return expected;
}

async function signUpAdmin(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsSiteAdmin(page, siteAdminEmails[0]!);
  return { context, page };
}

test('a free user buys the 12-month pass and sees Premium without reloading', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/upgrade');
  await expect(page.getByRole('heading', { name: 'Upgrade to Tempo Premium' })).toBeVisible();
  await expect(headerBadge(page)).toHaveText('Free plan');
  const compare = page.getByRole('table', { name: 'Free and Premium compared' });
  await expect(compare.getByRole('row', { name: /Teams per season/ })).toContainText('12');
  await expect(compare.getByRole('row', { name: /Playoff brackets/ })).toContainText('Yes');
  await expect(page.getByText('$9.99')).toBeVisible();

  const expected = formatDate(extendExpiry(null, new Date(), 12));
  await page.getByRole('link', { name: 'Choose Premium — 12 months' }).click();
  await expect(page.getByTestId('checkout-new-expiry')).toHaveText(expected);

  const shown = await buyPremium(page, 'premium-12m');
  expect(shown).toBe(expected);
  await expect(headerBadge(page)).toHaveText(`Premium until ${expected}`);

  await page.goto('/profile');
  await expect(page.getByRole('main').getByText(`Premium until ${expected}`)).toBeVisible();
});

test('cancelling the checkout says nothing was charged', async ({ page }) => {
  await signUpViaApi(page);
  await openCheckout(page, 'premium-1m');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/upgrade\?cancelled=1$/);
  await expect(page.getByText('Payment cancelled — you were not charged.')).toBeVisible();
  await expect(headerBadge(page)).toHaveText('Free plan');
});

test('a site admin grants and revokes premium; the user’s open tab follows live', async ({
  page,
  browser,
}) => {
  const user = await signUpViaApi(page);
  await page.goto('/dashboard');
  await expect(headerBadge(page)).toHaveText('Free plan');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Site admin' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const admin = await signUpAdmin(browser);
  try {
    const a = admin.page;
    await a.goto('/dashboard');
    await a.getByRole('button', { name: 'Account menu' }).click();
    await a.getByRole('menuitem', { name: 'Site admin' }).click();
    await expect(a).toHaveURL(/\/admin$/);

    await a.getByLabel('Search by email or name').fill(user.email);
    await expect(a.getByRole('table', { name: 'Users' }).getByRole('row')).toHaveCount(2);
    await a.getByRole('button', { name: `Manage ${user.email}` }).click();
    const dialog = a.getByRole('dialog');
    await dialog.getByLabel('Months of premium').fill('12');
    await dialog.getByRole('button', { name: 'Grant premium' }).click();

    const until = formatDate(extendExpiry(null, new Date(), 12));
    await expect(dialog.getByText(`Premium until ${until}`)).toBeVisible();
    await expect(headerBadge(page)).toHaveText(`Premium until ${until}`);

    await dialog.getByRole('button', { name: 'Revoke premium' }).click();
    await expect(dialog.getByText('Free', { exact: true })).toBeVisible();
    await expect(headerBadge(page)).toHaveText('Free plan');

    await a.keyboard.press('Escape');
    const audit = a.getByRole('table', { name: 'Audit log' });
    // Other runs may have written to the log too: look at this person's rows only.
    const rows = audit.getByRole('row').filter({ hasText: user.email });
    await expect(rows.filter({ hasText: 'Revoked premium' })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'Granted premium' })).toContainText(
      `12 months, until ${until}`,
    );
  } finally {
    await admin.context.close();
  }
});

test('blocked at the tournament limit → premium → allowed → the pass ends → blocked again, nothing lost', async ({
  page,
  browser,
}) => {
  await signUpViaApi(page);
  const first = await page.request.post('/api/tournaments', { data: { name: 'First league' } });
  expect(first.status()).toBe(201);

  const createTournament = async (name: string) => {
    await page.goto('/tournaments/create');
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByRole('button', { name: 'Create tournament' }).click();
  };
  await createTournament('Second league');
  const prompt = page.getByRole('alert').filter({ hasText: 'Upgrade to Tempo Premium' });
  await expect(prompt).toContainText('Your Free plan includes 1 tournament');
  await prompt.getByRole('link', { name: 'See Premium' }).click();
  await expect(page).toHaveURL(/\/upgrade$/);

  await buyPremium(page, 'premium-1m');
  await createTournament('Second league');
  await expect(page.getByRole('heading', { name: 'Second league', level: 1 })).toBeVisible();

  // The pass runs out a few seconds from now (a site admin sets its end): the open tab turns
  // free at that moment without a reload, and creating is refused again.
  const me = (await (await page.request.get('/api/me')).json()) as { id: string };
  await page.goto('/tournaments');
  await expect(headerBadge(page)).toHaveText(/^Premium until/);
  const admin = await browser.newContext();
  try {
    const a = await admin.newPage();
    await signInAsSiteAdmin(a, siteAdminEmails[1]!);
    const set = await a.request.post(`/api/admin/users/${me.id}/premium`, {
      data: { action: 'set-expiry', expiresAt: new Date(Date.now() + 4_000).toISOString() },
    });
    expect(set.status(), await set.text()).toBe(200);
  } finally {
    await admin.close();
  }
  await expect(headerBadge(page)).toHaveText('Free plan', { timeout: 15_000 });

  await createTournament('Third league');
  await expect(prompt).toContainText('Your Free plan includes 1 tournament');
  await page.goto('/tournaments');
  await expect(page.getByRole('link', { name: 'First league' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Second league' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Third league' })).toHaveCount(0);
});

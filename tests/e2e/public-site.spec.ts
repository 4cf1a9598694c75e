// The public site's settings end to end: an organiser publishes the league under an address
// (the full URL shown as they type), sees a taken address refused at the field, chooses how
// names appear, and the public JSON answers at once — and stops answering when the site is off.
import { randomUUID } from 'node:crypto';
import { expect, signUpViaApi, test } from './support/fixtures.ts';
import { post } from './support/live-game.ts';

test('publish a league’s site, choose its address and names, and take it down', async ({
  page,
  browser,
}) => {
  const slug = `pier-${randomUUID().slice(0, 8)}`;
  // Another organiser already has an address.
  const rival = await browser.newPage();
  await signUpViaApi(rival);
  const taken = `bay-${randomUUID().slice(0, 8)}`;
  const other = await post<{ id: string }>(rival, '/api/tournaments', { name: 'Bay League' });
  const claim = await rival.request.patch(`/api/tournaments/${other.id}/public-site`, {
    data: { slug: taken },
  });
  expect(claim.status()).toBe(200);
  await rival.close();

  await signUpViaApi(page);
  const { id } = await post<{ id: string }>(page, '/api/tournaments', { name: 'Pier League' });
  await page.goto(`/tournaments/${id}/settings`);
  const publish = page.getByRole('switch', { name: 'Publish the league’s site' });
  const address = page.getByRole('textbox', { name: 'Address' });
  const save = page.getByRole('button', { name: 'Save public site' });
  await expect(publish).not.toBeChecked();

  // On without an address: the server's reason, at the field.
  await publish.check();
  await save.click();
  await expect(page.getByText('Choose an address for the site before publishing it')).toBeVisible();

  await address.fill('Pier League');
  await save.click();
  await expect(page.getByText(/letters, digits and single hyphens/)).toBeVisible();

  await address.fill(taken);
  await save.click();
  await expect(page.getByText('That address is taken')).toBeVisible();

  await address.fill(slug);
  await expect(page.getByText(new RegExp(`/leagues/${slug}$`))).toBeVisible();
  await page.getByRole('textbox', { name: 'Players’ names in public' }).click();
  await page.getByRole('option', { name: 'Jersey number only (#23)' }).click();
  await save.click();
  await expect(page.getByText('The public site was saved.')).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`/leagues/${slug}$`) })).toBeVisible();

  const home = await page.request.get(`/api/public/leagues/${slug}`);
  expect(home.status()).toBe(200);
  expect((await home.json()) as unknown).toMatchObject({
    league: { slug, name: 'Pier League', nameDisplay: 'jersey' },
  });

  await page.reload();
  await expect(publish).toBeChecked();
  await expect(address).toHaveValue(slug);
  await publish.uncheck();
  await save.click();
  await expect(page.getByText('The public site is off.')).toBeVisible();
  expect((await page.request.get(`/api/public/leagues/${slug}`)).status()).toBe(404);
});

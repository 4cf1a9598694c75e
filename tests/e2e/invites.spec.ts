// Invites end to end: an organiser invites a scorekeeper through the Members tab; a visitor with
// no account opens the join link, registers, comes back to the same page, joins and gets exactly
// the scorekeeper's view (edits games, not members); revoked and unknown codes answer in words.
import type { Page } from '@playwright/test';
import { confirmSubject } from '../support/mail-outbox.ts';
import {
  confirmLinkIn,
  expect,
  newUser,
  signUpViaApi,
  test,
  waitForMail,
} from './support/fixtures.ts';

/** The second browser's page fails the test on browser errors too, like the fixture's page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (
      msg.type() === 'error' &&
      !/Failed to load resource: the server responded with a status of 4\d\d/.test(msg.text())
    ) {
      errors.push(`console.error: ${msg.text()}`);
    }
  });
  return errors;
}

async function createTournamentViaUi(page: Page, name: string): Promise<string> {
  await page.goto('/tournaments/create');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Create tournament' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const id = /\/tournaments\/([^/?#]+)$/.exec(new URL(page.url()).pathname)?.[1];
  expect(id, page.url()).toBeTruthy();
  return id!;
}

async function createInviteViaUi(page: Page, tournamentId: string): Promise<string> {
  await page.goto(`/tournaments/${tournamentId}`);
  await page.getByRole('link', { name: 'Members' }).click();
  await expect(page.getByRole('heading', { name: 'Invites' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Role', exact: true })).toHaveValue('Scorekeeper');
  await page.getByRole('button', { name: 'Create invite' }).click();
  const row = page.locator('tr[data-invite-code]').first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('Scorekeeper');
  await expect(row).toContainText('Active');
  const code = await row.getAttribute('data-invite-code');
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
  return code!;
}

/** A season with two teams and one game, made through the API; answers the game page's path. */
async function createGameViaApi(page: Page, tournamentId: string): Promise<string> {
  const created = async (path: string, data: object) => {
    const res = await page.request.post(path, { data });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const seasonId = await created(`/api/tournaments/${tournamentId}/seasons`, { name: 'Spring' });
  const team = (name: string, shortName: string) =>
    created(`/api/seasons/${seasonId}/teams`, {
      name,
      shortName,
      primaryColor: '#1e40af',
      secondaryColor: '#ffffff',
    });
  const homeTeamId = await team('Harbour Hawks', 'HAW');
  const awayTeamId = await team('Pier Pumas', 'PIE');
  const gameId = await created(`/api/seasons/${seasonId}/games`, { homeTeamId, awayTeamId });
  return `/tournaments/${tournamentId}/seasons/${seasonId}/games/${gameId}`;
}

test('a scorekeeper invite: register from the join page, join, and see only what a scorekeeper may', async ({
  page,
  browser,
}) => {
  await signUpViaApi(page, newUser('organiser'));
  const name = `Invite Cup ${Date.now()}`;
  const tournamentId = await createTournamentViaUi(page, name);
  const gamePath = await createGameViaApi(page, tournamentId);
  const code = await createInviteViaUi(page, tournamentId);

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  const guestErrors = watchErrors(guest);
  await guest.goto(`/join-tournament/${code}`);
  await expect(guest.getByRole('heading', { name: 'Join a tournament' })).toBeVisible();
  await expect(guest.getByText(`You are invited to ${name} as Scorekeeper.`)).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Sign in to join' })).toBeVisible();

  await guest.getByRole('link', { name: 'Create an account' }).click();
  await expect(guest).toHaveURL(/\/register\?redirectTo=/);
  const scorekeeper = newUser('scorekeeper');
  await guest.getByLabel('Name', { exact: true }).fill(scorekeeper.name);
  await guest.getByLabel('Email').fill(scorekeeper.email);
  await guest.getByLabel('Password', { exact: true }).fill(scorekeeper.password);
  await guest.getByRole('button', { name: 'Create account' }).click();
  await expect(guest.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  // The mailed link confirms the address and leads to sign in, then back to the invite.
  await guest.goto(
    confirmLinkIn(await waitForMail(scorekeeper.email, { subject: confirmSubject })),
  );
  await expect(guest.getByText('Your email address is confirmed.')).toBeVisible();
  await guest.getByLabel('Email').fill(scorekeeper.email);
  await guest.getByLabel('Password', { exact: true }).fill(scorekeeper.password);
  await guest.getByRole('button', { name: 'Sign in' }).click();

  await expect(guest).toHaveURL(new RegExp(`/join-tournament/${code}$`));
  await guest.getByRole('button', { name: `Join ${name}` }).click();
  await expect(guest).toHaveURL(new RegExp(`/tournaments/${tournamentId}$`));
  await expect(guest.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(guest.getByText('Scorekeeper', { exact: true })).toBeVisible();

  // A scorekeeper is not offered the members and settings, and the API refuses them too.
  const sections = guest.getByRole('navigation', { name: 'Tournament sections' });
  await expect(sections.getByRole('link', { name: 'Games' })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Members' })).toHaveCount(0);
  await expect(sections.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  const members = await guest.request.get(`/api/tournaments/${tournamentId}/members`);
  expect(members.status()).toBe(403);
  await guest.goto(`/tournaments/${tournamentId}/members`);
  await expect(guest.getByText("You don't have permission to see this")).toBeVisible();

  // …but edits games.
  await guest.goto(gamePath);
  await guest.getByRole('button', { name: 'Edit game' }).click();
  await guest.getByLabel('Venue').fill('Riverside Arena');
  await guest.getByRole('button', { name: 'Save game' }).click();
  await expect(guest.getByText('Riverside Arena')).toBeVisible();

  // Opening the link again tells the member they are in already.
  await guest.goto(`/join-tournament/${code}`);
  await expect(guest.getByText(`You're already a member of ${name} as Scorekeeper.`)).toBeVisible();

  // The organiser sees the new member and the use counted.
  await page.reload();
  await expect(page.getByRole('cell', { name: scorekeeper.email })).toBeVisible();
  await expect(page.locator(`tr[data-invite-code="${code}"]`)).toContainText('1');

  // Removing the member asks first, naming who loses access to what; Cancel keeps them.
  await page.getByRole('button', { name: `Remove ${scorekeeper.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Remove ${scorekeeper.name}?` });
  await expect(dialog).toContainText(
    `${scorekeeper.name} (${scorekeeper.email}) stops being a scorekeeper of ${name}`,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('cell', { name: scorekeeper.email })).toBeVisible();
  await page.getByRole('button', { name: `Remove ${scorekeeper.name}` }).click();
  await dialog.getByRole('button', { name: 'Remove member' }).click();
  await expect(page.getByRole('cell', { name: scorekeeper.email })).toHaveCount(0);
  expect((await guest.request.get(`/api/tournaments/${tournamentId}`)).status()).not.toBe(200);

  expect(guestErrors, 'the guest browser reported errors').toEqual([]);
  await guestContext.close();
});

test('revoked, unknown and malformed codes are explained, never a crash', async ({
  page,
  browser,
}) => {
  await signUpViaApi(page, newUser('organiser'));
  const tournamentId = await createTournamentViaUi(page, `Revoke Cup ${Date.now()}`);
  const code = await createInviteViaUi(page, tournamentId);
  await page.getByRole('button', { name: `Revoke invite ${code}` }).click();
  await expect(page.locator(`tr[data-invite-code="${code}"]`)).toContainText('Revoked');

  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  const guestErrors = watchErrors(guest);
  await guest.goto(`/join-tournament/${code}`);
  await expect(guest.getByRole('alert')).toContainText('This invite was revoked');
  await expect(guest.getByRole('button', { name: /^Join/ })).toHaveCount(0);

  await guest.goto('/join-tournament/ZZZZ-ZZZZ');
  await expect(guest.getByRole('alert')).toContainText('No invite has this code');

  await guest.goto('/join-tournament/abc');
  await expect(guest.getByRole('alert')).toContainText('An invite code has 8 characters');

  expect(guestErrors, 'the guest browser reported errors').toEqual([]);
  await guestContext.close();
});

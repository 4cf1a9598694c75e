// Accessibility: axe-core audits every signed-in page of a tournament with real data in it (a
// season with teams, standings, a player and a finished game), the billing pages, the admin page
// and the join page of a real invite. Any violation fails, whatever its impact.
import { AxeBuilder } from '@axe-core/playwright';
import type { APIResponse, Page } from '@playwright/test';
import { siteAdminEmails } from './support/env.ts';
import { expect, newUser, signInAsSiteAdmin, signUpViaApi, test } from './support/fixtures.ts';

async function created(response: APIResponse): Promise<{ id: string } & Record<string, unknown>> {
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

/** A tournament with a season, three teams, a player and a final game, made through the API. */
async function seedTournament(page: Page) {
  const post = async (path: string, data: unknown) =>
    created(await page.request.post(path, { data }));
  const t = (await post('/api/tournaments', { name: 'Access League' })).id;
  const s = (await post(`/api/tournaments/${t}/seasons`, { name: 'Autumn', status: 'active' })).id;
  const team = (name: string, shortName: string, primaryColor: string) =>
    post(`/api/seasons/${s}/teams`, { name, shortName, primaryColor, secondaryColor: '#ffffff' });
  const owls = (await team('Owls', 'OWL', '#1e40af')).id;
  const foxes = (await team('Foxes', 'FOX', '#b91c1c')).id;
  await team('Bears', 'BEA', '#166534');
  const player = (
    await post(`/api/teams/${owls}/players`, {
      firstName: 'Ada',
      lastName: 'Hoop',
      jersey: '7',
      position: 'PG',
      active: true,
    })
  ).id;
  const game = (
    await post(`/api/seasons/${s}/games`, {
      homeTeamId: owls,
      awayTeamId: foxes,
      status: 'final',
      homeScore: 81,
      awayScore: 77,
    })
  ).id;
  const invite = (await post(`/api/tournaments/${t}/invites`, { role: 'scorekeeper' })) as {
    code?: string;
  };
  const tournament = `/tournaments/${t}`;
  const season = `${tournament}/seasons/${s}`;
  return {
    tournament,
    season,
    team: `${season}/teams/${owls}`,
    player: `${season}/teams/${owls}/players/${player}`,
    game: `${season}/games/${game}`,
    inviteCode: invite.code!,
  };
}

/** Waits for the page's heading and for every spinner to go, then audits it. */
async function violationsOn(page: Page, label: string): Promise<string[]> {
  await expect(page.getByRole('heading', { level: 1 }).first(), label).toBeVisible();
  await expect(page.locator('.mantine-Loader-root'), label).toHaveCount(0);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (v) =>
      `${label} — ${v.id} (${v.impact}): ${v.help}: ${v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`)
        .join(' | ')}`,
  );
}

async function auditPath(page: Page, path: string, ready?: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready?.(page);
  return violationsOn(page, path);
}

const visible = (name: string | RegExp) => async (p: Page) => {
  await expect(p.getByText(name).first()).toBeVisible();
};

// Seventeen audits are split in three tests so that none comes near its timeout on a busy machine.
test('the tournament pages have no axe violation', async ({ page }) => {
  await signUpViaApi(page, newUser('axe'));
  const at = await seedTournament(page);
  const found: string[] = [];
  found.push(...(await auditPath(page, '/tournaments', visible('Access League'))));
  found.push(...(await auditPath(page, '/tournaments/create')));
  found.push(...(await auditPath(page, at.tournament, visible(/81 ?– ?77/))));
  found.push(...(await auditPath(page, `${at.tournament}/seasons`, visible('Autumn'))));
  found.push(...(await auditPath(page, `${at.tournament}/members`, visible(at.inviteCode))));
  found.push(...(await auditPath(page, `${at.tournament}/settings`)));
  expect(found).toEqual([]);
});

test('the season pages and the schedule generator have no axe violation', async ({ page }) => {
  await signUpViaApi(page, newUser('axe'));
  const at = await seedTournament(page);
  const found: string[] = [];
  found.push(...(await auditPath(page, `${at.season}/teams`, visible('Bears'))));
  found.push(...(await auditPath(page, `${at.season}/games`, visible(/81 ?– ?77/))));
  found.push(...(await auditPath(page, `${at.season}/schedule`, visible('Owls vs Foxes'))));
  await page.getByRole('button', { name: 'Generate a round-robin schedule' }).click();
  await page.getByLabel('Start date').fill('2026-09-05');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('table', { name: 'Schedule preview' })).toBeVisible();
  // The final game is already in the season: the preview says the new ones come beside it.
  await expect(
    page.getByText('This season already has 1 game; creating adds 3 more beside them.'),
  ).toBeVisible();
  found.push(...(await violationsOn(page, 'schedule generator with a preview')));
  found.push(...(await auditPath(page, `${at.season}/settings`)));
  found.push(...(await auditPath(page, `${at.season}/console`)));
  expect(found).toEqual([]);
});

test('the team, player and game pages have no axe violation', async ({ page }) => {
  await signUpViaApi(page, newUser('axe'));
  const at = await seedTournament(page);
  const found: string[] = [];
  found.push(...(await auditPath(page, at.team, visible('Hoop'))));
  found.push(...(await auditPath(page, at.player, visible('Hoop'))));
  found.push(...(await auditPath(page, `${at.player}/edit`)));
  found.push(...(await auditPath(page, at.game, visible('81'))));
  expect(found).toEqual([]);
});

test('the billing pages have no axe violation', async ({ page }) => {
  await signUpViaApi(page, newUser('axe'));
  const found: string[] = [];
  found.push(...(await auditPath(page, '/upgrade')));
  found.push(...(await auditPath(page, '/checkout?pass=premium-12m')));
  expect(found).toEqual([]);
});

test('the join page of a real invite, signed out, has no axe violation', async ({
  page,
  browser,
}) => {
  await signUpViaApi(page, newUser('axe'));
  const at = await seedTournament(page);
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  const found = await auditPath(guest, `/join-tournament/${at.inviteCode}`, async (p) => {
    await expect(p.getByText('You are invited to Access League as Scorekeeper.')).toBeVisible();
  });
  await guestContext.close();
  expect(found).toEqual([]);
});

test('the admin page has no axe violation', async ({ page }) => {
  await signInAsSiteAdmin(page, siteAdminEmails[2]!);
  expect(await auditPath(page, '/admin')).toEqual([]);
});

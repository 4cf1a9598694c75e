// Tournaments end to end: create, add a season, rename, archive and unarchive, delete with the
// confirmation that lists what goes with it; the Free plan's one-tournament limit, shown
// before it is hit and enforced when forced; a save made offline kept as the banner promises;
// and a deleted game gone from the season's list and count at once.
import { expect, signUpViaApi, test } from './support/fixtures.ts';
import { post } from './support/live-game.ts';

test('create, add a season, rename, archive, unarchive and delete a tournament', async ({
  page,
}) => {
  await signUpViaApi(page);
  const sections = page.getByRole('navigation', { name: 'Tournament sections' });
  await page.goto('/tournaments');
  await expect(page.getByRole('heading', { name: 'No tournaments yet' })).toBeVisible();
  await expect(page.getByText('0 of 1 tournaments on the Free plan')).toBeVisible();

  await page.getByRole('link', { name: 'Create tournament' }).click();
  await page.getByRole('button', { name: 'Create tournament' }).click();
  await expect(page.getByText('Enter a name')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Spring League');
  await page.getByLabel('Description').fill('Saturday games at the community centre.');
  await page.getByRole('button', { name: 'Create tournament' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spring League' })).toBeVisible();
  await expect(page.getByText('Owner', { exact: true })).toBeVisible();
  const tournamentUrl = page.url();

  // A season through its create page, with a rulebook preset.
  await sections.getByRole('link', { name: 'Seasons' }).click();
  await expect(page.getByRole('heading', { name: 'No seasons yet' })).toBeVisible();
  await page.getByRole('link', { name: 'New season' }).click();
  await expect(page.getByRole('heading', { name: 'Create a season' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('2026');
  await page.getByLabel('Start date').fill('2026-03-01');
  await page.getByLabel('End date').fill('2026-02-01');
  await page.getByRole('button', { name: 'Create season' }).click();
  await expect(page.getByText('The end date is before the start date')).toBeVisible();
  await page.getByLabel('End date').fill('2026-06-30');
  await page.getByRole('textbox', { name: 'Rules', exact: true }).click();
  await page.getByRole('option', { name: 'NBA' }).click();
  await page.getByRole('button', { name: 'Create season' }).click();
  await expect(page).toHaveURL(/\/seasons\/[^/]+(\/teams)?$/);
  const seasons = await page.request.get(
    `${new URL(tournamentUrl).pathname.replace('/tournaments', '/api/tournaments')}/seasons`,
  );
  const body = (await seasons.json()) as {
    seasons: Array<{ name: string; rules: { preset: string } }>;
  };
  expect(body.seasons.map((s) => [s.name, s.rules.preset])).toEqual([['2026', 'nba']]);

  await page.goto(tournamentUrl);
  await sections.getByRole('link', { name: 'Seasons' }).click();
  await expect(page.getByRole('link', { name: '2026' })).toBeVisible();
  await expect(page.getByText('1 of 1 open seasons on the Free plan')).toBeVisible();
  await page.getByRole('link', { name: 'New season' }).click();
  await page.getByLabel('Name', { exact: true }).fill('2027');
  await page.getByRole('button', { name: 'Create season' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Upgrade to Tempo Premium' }),
  ).toBeVisible();
  await page.goto(tournamentUrl);

  // Rename.
  await sections.getByRole('link', { name: 'Settings' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Spring League 2026');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spring League 2026' })).toBeVisible();

  // Archive: read-only, and out of the list unless archived ones are shown.
  await page.getByRole('button', { name: 'Archive tournament' }).click();
  await expect(page.getByText('This tournament is archived')).toBeVisible();
  await page.getByRole('link', { name: 'Tournaments', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'No tournaments yet' })).toBeVisible();
  // The switch follows the URL, which updates in a transition: click, then wait for the state
  // (check() looks once, right after its click, and can see the old value on a busy machine).
  await page.getByLabel('Show archived').click();
  await expect(page.getByLabel('Show archived')).toBeChecked();
  await page.getByRole('link', { name: 'Spring League 2026' }).click();
  await sections.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Unarchive tournament' }).click();
  await expect(page.getByText('This tournament is archived')).toHaveCount(0);

  // Delete: the first click says what goes with it; only the second deletes.
  await page.getByRole('button', { name: 'Delete tournament' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this tournament?' });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog.getByText(/also deletes 1 season/)).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'What goes with it' })).toContainText('1 season');
  await dialog.getByRole('button', { name: 'Delete everything' }).click();
  await expect(page).toHaveURL(/\/tournaments$/);
  await expect(page.getByRole('heading', { name: 'No tournaments yet' })).toBeVisible();

  await page.goto(tournamentUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Tournament not found' })).toBeVisible();
});

test('a Free user at one tournament sees the limit, and a forced attempt gets the upgrade prompt', async ({
  page,
}) => {
  await signUpViaApi(page);
  const created = await page.request.post('/api/tournaments', { data: { name: 'My only league' } });
  expect(created.status()).toBe(201);

  await page.goto('/tournaments');
  await expect(page.getByRole('link', { name: 'My only league' })).toBeVisible();
  const limit = page.getByText('1 of 1 tournaments on the Free plan');
  await expect(limit).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create tournament' })).toBeDisabled();
  await limit.getByRole('link', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/upgrade$/);

  await page.goto('/tournaments/create');
  await page.getByLabel('Name', { exact: true }).fill('A second league');
  await page.getByRole('button', { name: 'Create tournament' }).click();
  const prompt = page.getByRole('alert').filter({ hasText: 'Upgrade to Tempo Premium' });
  await expect(prompt).toContainText('Your Free plan includes 1 tournament');
  await prompt.getByRole('link', { name: 'See Premium' }).click();
  await expect(page).toHaveURL(/\/upgrade$/);
});

test('a Free season at 12 teams shows the limit, and a thirteenth team gets the upgrade prompt', async ({
  page,
}) => {
  await signUpViaApi(page);
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(path, { data });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const t = await post('/api/tournaments', { name: 'Twelve League' });
  const s = await post(`/api/tournaments/${t}/seasons`, { name: 'Full season' });
  for (let i = 0; i < 12; i++) {
    await post(`/api/seasons/${s}/teams`, {
      name: `Team ${i + 1}`,
      shortName: `T${String.fromCharCode(65 + i)}`,
      primaryColor: '#1e40af',
      secondaryColor: '#ffffff',
    });
  }

  await page.goto(`/tournaments/${t}/seasons/${s}/teams`);
  await expect(page.getByText('12 of 12 teams on the Free plan')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add team' })).toHaveCount(0);

  await page.goto(`/tournaments/${t}/seasons/${s}/teams/create`);
  await page.getByLabel('Team name').fill('Team 13');
  await page.getByLabel('Short name').fill('TM');
  await page.getByRole('button', { name: 'Create team' }).click();
  const prompt = page.getByRole('alert').filter({ hasText: 'Upgrade to Tempo Premium' });
  await expect(prompt).toContainText('Your Free plan includes 12 teams per season');
  await page.goto(`/tournaments/${t}/seasons/${s}/teams`);
  await expect(page.getByRole('link', { name: 'Team 13' })).toHaveCount(0);
});

test('the games of a tournament filter by status and team, and the dashboard lists what is coming', async ({
  page,
}) => {
  await signUpViaApi(page);
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(path, { data });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const t = await post('/api/tournaments', { name: 'Harbour League' });
  const s = await post(`/api/tournaments/${t}/seasons`, { name: 'Winter', status: 'active' });
  const team = (name: string, shortName: string) =>
    post(`/api/seasons/${s}/teams`, {
      name,
      shortName,
      primaryColor: '#1e40af',
      secondaryColor: '#ffffff',
    });
  const sharks = await team('Sharks', 'SHK');
  const gulls = await team('Gulls', 'GUL');
  const crabs = await team('Crabs', 'CRB');
  const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString();
  await post(`/api/seasons/${s}/games`, {
    homeTeamId: sharks,
    awayTeamId: gulls,
    scheduledAt: tomorrow,
    timezone: 'Europe/Lisbon',
    court: 'Court 1',
  });
  await post(`/api/seasons/${s}/games`, {
    homeTeamId: gulls,
    awayTeamId: crabs,
    status: 'final',
    homeScore: 70,
    awayScore: 64,
  });

  await page.goto(`/tournaments/${t}`);
  const rows = page.getByRole('table', { name: 'Games of Harbour League' }).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Status', exact: true }).click();
  await page.getByRole('option', { name: 'Final' }).click();
  await expect(page).toHaveURL(/status=final/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('70 – 64');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByRole('textbox', { name: 'Team', exact: true }).click();
  await page.getByRole('option', { name: 'Sharks' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Court 1');
  await page.getByRole('link', { name: 'Open Sharks vs Gulls' }).click();
  await expect(page).toHaveURL(new RegExp(`/tournaments/${t}/seasons/${s}/games/[^/]+$`));

  await page.goto('/dashboard');
  const upcoming = page.getByRole('table', { name: 'Upcoming games' });
  await expect(upcoming).toContainText('Sharks');
  await expect(upcoming).toContainText('Harbour League · Winter');
  await expect(page.getByRole('table', { name: 'Recent results' })).toContainText('70 – 64');
  await expect(page.getByText('No game is live right now.')).toBeVisible();
});

test('offline, a save waits as the banner says, and is made once the connection is back', async ({
  page,
  context,
}) => {
  await signUpViaApi(page);
  const { id } = await post<{ id: string }>(page, '/api/tournaments', { name: 'Pier League' });
  await page.goto(`/tournaments/${id}/settings`);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Pier League');

  await context.setOffline(true);
  await expect(
    page.getByText('You are offline. What you save waits and is sent when the connection is back.'),
  ).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Pier League 2026');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await context.setOffline(false);
  await expect(page.getByText('Back online.')).toBeVisible();
  const renamed = page.getByRole('heading', { level: 1, name: 'Pier League 2026' });
  await expect(renamed).toBeVisible();
  await page.reload();
  await expect(renamed).toBeVisible();
});

test('a deleted game leaves the season’s list and count at once', async ({ page }) => {
  await signUpViaApi(page);
  const t = await post<{ id: string }>(page, '/api/tournaments', { name: 'Bay League' });
  const s = await post<{ id: string }>(page, `/api/tournaments/${t.id}/seasons`, {
    name: 'Summer',
  });
  const team = (name: string, shortName: string) =>
    post<{ id: string }>(page, `/api/seasons/${s.id}/teams`, {
      name,
      shortName,
      primaryColor: '#1e40af',
      secondaryColor: '#ffffff',
    });
  await post(page, `/api/seasons/${s.id}/games`, {
    homeTeamId: (await team('Sharks', 'SHK')).id,
    awayTeamId: (await team('Gulls', 'GUL')).id,
  });

  await page.goto(`/tournaments/${t.id}/seasons/${s.id}/games`);
  await expect(page.getByText('2 teams · 1 game')).toBeVisible();
  await page.getByRole('link', { name: 'Open game Sharks vs Gulls' }).click();
  await page.getByRole('button', { name: 'Delete game' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('The game was deleted.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/seasons/${s.id}/games$`));
  await expect(page.getByText('2 teams · 0 games')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open game Sharks vs Gulls' })).toHaveCount(0);
});

// Season statistics for a fan (docs/product/league-pages.md): an organiser records two games of the season
// fixture (tests/support/season-fixture.ts) through the events API, a viewer who joined by invite
// code opens the teams tab, sees the points leader, follows the link to the player's page and
// finds the game log and the season averages.
import { apiPath, liveGamePaths, managementPaths } from '../../src/contract/api-paths.ts';
import { eventsOf, fixtureGames, fixtureLog, seedFixtureTeams } from '../support/season-fixture.ts';
import { expect, newUser, signUpViaApi, test } from './support/fixtures.ts';
import { makePremiumViaSandbox, post } from './support/live-game.ts';

test('a viewer sees a stat leader, opens the player page and reads the game log', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const organiser = await browser.newPage();
  await signUpViaApi(organiser, newUser('organiser'));
  await makePremiumViaSandbox(organiser);
  const tournament = await post<{ id: string }>(organiser, managementPaths.tournaments, {
    name: `Stats League ${Date.now().toString(36)}`,
  });
  const season = await post<{ id: string }>(
    organiser,
    apiPath(managementPaths.seasons, { tournamentId: tournament.id }),
    { name: 'Fixture Season', status: 'active' },
  );
  // Alpha and Bravo, and their two games: Alpha wins 36–24 at home (with its Sixth man) and
  // 26–24 away.
  const { teamIds, idOf } = await seedFixtureTeams([0, 1], {
    team: async (team) =>
      (
        await post<{ id: string }>(
          organiser,
          apiPath(managementPaths.seasonTeams, { seasonId: season.id }),
          { ...team, primaryColor: '#1d4ed8', secondaryColor: '#ffffff' },
        )
      ).id,
    player: async (teamId, fields) =>
      (
        await post<{ id: string }>(organiser, apiPath(managementPaths.teamPlayers, { teamId }), {
          ...fields,
          position: null,
        })
      ).id,
  });
  const games = fixtureGames().filter((g) => g.home + g.away === 1);
  for (const g of games) {
    const game = await post<{ id: string }>(
      organiser,
      apiPath(managementPaths.seasonGames, { seasonId: season.id }),
      { homeTeamId: teamIds[g.home], awayTeamId: teamIds[g.away], scheduledAt: g.scheduledAt },
    );
    await post(organiser, apiPath(liveGamePaths.events, { gameId: game.id }), {
      deviceId: 'e2e-stats-device',
      console: 'statstwo',
      events: eventsOf(fixtureLog(g, idOf)),
    });
  }
  const invite = await post<{ code: string }>(
    organiser,
    apiPath(managementPaths.invites, { tournamentId: tournament.id }),
    { role: 'viewer' },
  );
  await organiser.close();

  // The fan joins with the code, then opens the season's teams tab.
  await signUpViaApi(page, newUser('fan'));
  await post(page, apiPath(managementPaths.inviteJoin, { code: invite.code }), {});
  await page.goto(`/tournaments/${tournament.id}/seasons/${season.id}/teams`);
  await expect(page.getByRole('heading', { name: 'Stat leaders' })).toBeVisible();
  await expect(page.getByText('At least 1 game played (half of the team’s 2')).toBeVisible();
  const points = page.getByRole('region', { name: 'Points' });
  await expect(points.getByRole('listitem').first()).toContainText('Guard Alpha');
  await expect(points.getByRole('listitem').first()).toContainText('18.0');
  await expect(page.getByRole('table', { name: 'Player stats' })).toContainText('Sixth Alpha');

  await points.getByRole('link', { name: 'Guard Alpha' }).click();
  await expect(page.getByRole('heading', { name: '#1 Guard Alpha' })).toBeVisible();
  const averages = page.getByRole('table', { name: 'Season averages and totals' });
  const perGame = averages.getByRole('row', { name: /Per game/ });
  // 18 points a game: 8 of 10 from the field, 2 of 2 free throws.
  await expect(perGame).toContainText('18.0');
  await expect(perGame).toContainText('8.0-10.0');
  await expect(averages.getByRole('row', { name: /Totals/ })).toContainText('36');
  const log = page.getByRole('table', { name: 'Game log' });
  const rows = log.getByRole('row');
  await expect(rows).toHaveCount(3);
  // Newest first: the second leg at Bravo, then the first at home.
  await expect(rows.nth(1)).toContainText('@ BRA');
  await expect(rows.nth(1)).toContainText('W 26–24');
  await expect(rows.nth(2)).toContainText('vs BRA');
  await expect(rows.nth(2)).toContainText('W 36–24');
  await rows.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/games\/[^/]+$/);
});

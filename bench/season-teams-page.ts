// The season teams page as its organiser first opens it, for the transferred-bytes figure.
import type { PageTarget } from './first-visit-pages.ts';
import { seedLeague } from './league-fixture.ts';
import type { SeedTarget } from './sign-up.ts';

export async function seasonTeamsPage(server: SeedTarget): Promise<PageTarget> {
  const league = await seedLeague(server);
  return {
    label: '/tournaments/:id/seasons/:sid/teams, signed in',
    path: `/tournaments/${league.tournamentId}/seasons/${league.seasonId}/teams`,
    cookies: league.client.cookies,
  };
}

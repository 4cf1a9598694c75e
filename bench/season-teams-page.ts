// The season teams page as its organiser first opens it, for the page-JS figure.
import { seedLeague } from './league-fixture.ts';
import type { PageTarget } from './page-js.ts';
import type { SeedTarget } from './sign-up.ts';

export async function seasonTeamsPage(server: SeedTarget): Promise<PageTarget> {
  const league = await seedLeague(server);
  return {
    path: `/tournaments/${league.tournamentId}/seasons/${league.seasonId}/teams`,
    cookies: league.client.cookies,
  };
}

// The season teams page as its organiser first opens it, for the page-JS figure.
import { seedLeague } from './league-fixture.ts';
import type { PageTarget } from './page-js.ts';

export async function seasonTeamsPage(serverUrl: string): Promise<PageTarget> {
  const league = await seedLeague(serverUrl);
  return {
    path: `/tournaments/${league.tournamentId}/seasons/${league.seasonId}/teams`,
    cookies: league.client.cookies,
  };
}

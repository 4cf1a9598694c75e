// The public scoreboard of a started game, as an anonymous viewer (a phone, a projector, OBS)
// first opens it, for the page-JS figure.
import { seedLiveGames } from './live-fixture.ts';
import type { PageTarget } from './page-js.ts';
import type { SeedTarget } from './sign-up.ts';

export async function liveScoreboardPage(server: SeedTarget): Promise<PageTarget> {
  const { tournamentId, seasonId, games } = await seedLiveGames(server);
  return {
    path: `/tournaments/${tournamentId}/seasons/${seasonId}/games/${games[0]!.id}/output/scoreboard`,
  };
}

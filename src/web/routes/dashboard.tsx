import { myGamesQueryOptions } from '../features/games/api/get-my-games.ts';
import { tournamentsQueryOptions } from '../features/tournaments/api/get-tournaments.ts';
import { loadQueries } from '../lib/route-data.ts';

export function loader() {
  return loadQueries(tournamentsQueryOptions(false), myGamesQueryOptions);
}

export { DashboardPage as Component } from '../features/dashboard/dashboard-page.tsx';

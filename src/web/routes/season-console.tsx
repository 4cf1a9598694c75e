import type { LoaderFunctionArgs } from 'react-router';
import { seasonGamesQueryOptions } from '../features/games/api/get-season-games.ts';
import { seasonQueryOptions } from '../features/seasons/api/get-season.ts';
import { tournamentQueryOptions } from '../features/tournaments/api/get-tournament.ts';
import { loadQueries } from '../lib/route-data.ts';
import { routeParams } from '../lib/route-params.ts';

export function loader({ params }: LoaderFunctionArgs) {
  const p = routeParams(params, 'tournamentId', 'seasonId');
  return loadQueries(
    tournamentQueryOptions(p.tournamentId),
    seasonQueryOptions(p.seasonId),
    seasonGamesQueryOptions(p.seasonId),
  );
}

export { SeasonConsoleTab as Component } from '../features/games/components/season-console-tab.tsx';

import type { LoaderFunctionArgs } from 'react-router';
import { seasonsQueryOptions } from '../features/seasons/api/get-seasons.ts';
import { tournamentGameFilters } from '../features/tournaments/components/tournament-games-tab.tsx';
import { tournamentGamesQueryOptions } from '../features/games/api/get-tournament-games.ts';
import { tournamentQueryOptions } from '../features/tournaments/api/get-tournament.ts';
import { loadQueries } from '../lib/route-data.ts';
import { routeParams } from '../lib/route-params.ts';

export function loader({ params, request }: LoaderFunctionArgs) {
  const p = routeParams(params, 'tournamentId');
  const filters = tournamentGameFilters(new URL(request.url).searchParams);
  return loadQueries(
    tournamentQueryOptions(p.tournamentId),
    seasonsQueryOptions(p.tournamentId),
    tournamentGamesQueryOptions(p.tournamentId, filters),
    tournamentGamesQueryOptions(p.tournamentId, { seasonId: filters.seasonId }),
  );
}

export { TournamentGamesTab as Component } from '../features/tournaments/components/tournament-games-tab.tsx';

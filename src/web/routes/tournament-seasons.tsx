import type { LoaderFunctionArgs } from 'react-router';
import { seasonsQueryOptions } from '../features/seasons/api/get-seasons.ts';
import { tournamentQueryOptions } from '../features/tournaments/api/get-tournament.ts';
import { loadQueries } from '../lib/route-data.ts';
import { routeParams } from '../lib/route-params.ts';

export function loader({ params }: LoaderFunctionArgs) {
  const p = routeParams(params, 'tournamentId');
  return loadQueries(tournamentQueryOptions(p.tournamentId), seasonsQueryOptions(p.tournamentId));
}

export { TournamentSeasonsTab as Component } from '../features/tournaments/components/tournament-seasons-tab.tsx';

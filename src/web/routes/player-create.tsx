import type { LoaderFunctionArgs } from 'react-router';
import { teamQueryOptions } from '../features/teams/api/get-team.ts';
import { tournamentQueryOptions } from '../features/tournaments/api/get-tournament.ts';
import { loadQueries } from '../lib/route-data.ts';
import { routeParams } from '../lib/route-params.ts';

export function loader({ params }: LoaderFunctionArgs) {
  const p = routeParams(params, 'tournamentId', 'teamId');
  return loadQueries(tournamentQueryOptions(p.tournamentId), teamQueryOptions(p.teamId));
}

export { CreatePlayerPage as Component } from '../features/players/components/create-player-page.tsx';

import type { LoaderFunctionArgs } from 'react-router';
import { membersQueryOptions } from '../features/tournaments/api/get-members.ts';
import { tournamentQueryOptions } from '../features/tournaments/api/get-tournament.ts';
import { loadQueries } from '../lib/route-data.ts';
import { routeParams } from '../lib/route-params.ts';

export function loader({ params }: LoaderFunctionArgs) {
  const p = routeParams(params, 'tournamentId');
  return loadQueries(tournamentQueryOptions(p.tournamentId), membersQueryOptions(p.tournamentId));
}

export { TournamentMembersTab as Component } from '../features/tournaments/components/tournament-members-tab.tsx';

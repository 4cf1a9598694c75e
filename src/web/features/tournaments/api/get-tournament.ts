import { queryOptions, useQuery } from '@tanstack/react-query';
import { tournamentKeys } from '../keys.ts';
import * as tournamentEndpoints from '../../../../contract/endpoints/tournaments.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export function getTournament(tournamentId: string, signal?: AbortSignal) {
  return callEndpoint(tournamentEndpoints.getTournament, { params: { tournamentId }, signal });
}

export function tournamentQueryOptions(tournamentId: string) {
  return queryOptions({
    queryKey: tournamentKeys.detail(tournamentId),
    queryFn: ({ signal }) => getTournament(tournamentId, signal),
  });
}

/** The query (loading, error, data); inside the tournament's pages `useTournament` gives the row. */
export function useTournamentQuery(tournamentId: string) {
  return useQuery(tournamentQueryOptions(tournamentId));
}

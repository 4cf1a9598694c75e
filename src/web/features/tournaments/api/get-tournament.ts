import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, managementPaths } from '../../../../contract/api-paths.ts';
import { tournamentSchema } from '../../../../contract/tournaments.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { tournamentKeys } from '../keys.ts';

export function getTournament(tournamentId: string, signal?: AbortSignal) {
  return apiFetch(apiPath(managementPaths.tournament, { tournamentId }), {
    schema: tournamentSchema,
    signal,
  });
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

import { queryOptions, useQuery } from '@tanstack/react-query';
import { tournamentKeys } from '../keys.ts';
import { listTournaments } from '../../../../contract/endpoints/tournaments.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export function getTournaments(archived: boolean, signal?: AbortSignal) {
  return callEndpoint(listTournaments, {
    query: { archived: archived ? 'true' : undefined },
    signal,
  });
}

export function tournamentsQueryOptions(archived = false) {
  return queryOptions({
    queryKey: tournamentKeys.list(archived),
    queryFn: ({ signal }) => getTournaments(archived, signal),
  });
}

export function useTournaments(archived = false) {
  return useQuery(tournamentsQueryOptions(archived));
}

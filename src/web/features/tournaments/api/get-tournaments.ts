import { queryOptions, useQuery } from '@tanstack/react-query';
import { managementPaths } from '../../../../contract/api-paths.ts';
import { tournamentListSchema } from '../../../../contract/tournaments.ts';
import { withSearch } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { tournamentKeys } from '../keys.ts';

export function getTournaments(archived: boolean, signal?: AbortSignal) {
  return apiFetch(withSearch(managementPaths.tournaments, { archived: archived ? 'true' : null }), {
    schema: tournamentListSchema,
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

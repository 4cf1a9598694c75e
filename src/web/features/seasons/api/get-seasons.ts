import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, managementPaths } from '../../../../contract/api-paths.ts';
import { seasonSchema } from '../../../../contract/seasons.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { listOf } from '../../../lib/list-schema.ts';
import { seasonKeys } from '../keys.ts';

export function getSeasons(tournamentId: string, signal?: AbortSignal) {
  return apiFetch(apiPath(managementPaths.seasons, { tournamentId }), {
    schema: listOf('seasons', seasonSchema),
    signal,
  });
}

export function seasonsQueryOptions(tournamentId: string) {
  return queryOptions({
    queryKey: seasonKeys.list(tournamentId),
    queryFn: ({ signal }) => getSeasons(tournamentId, signal),
  });
}

export function useSeasons(tournamentId: string) {
  return useQuery(seasonsQueryOptions(tournamentId));
}

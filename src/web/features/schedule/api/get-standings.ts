import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, managementPaths } from '../../../../contract/api-paths.ts';
import { standingsSchema } from '../../../../contract/games.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { standingsKeys } from '../keys.ts';

export function getStandings(seasonId: string, signal?: AbortSignal) {
  return apiFetch(apiPath(managementPaths.seasonStandings, { seasonId }), {
    schema: standingsSchema,
    signal,
  });
}

export function standingsQueryOptions(seasonId: string) {
  return queryOptions({
    queryKey: standingsKeys.season(seasonId),
    queryFn: ({ signal }) => getStandings(seasonId, signal),
  });
}

export function useStandings(seasonId: string) {
  return useQuery(standingsQueryOptions(seasonId));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, managementPaths } from '../../../../contract/api-paths.ts';
import { seasonSchema } from '../../../../contract/seasons.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { seasonKeys } from '../keys.ts';

export function getSeason(seasonId: string, signal?: AbortSignal) {
  return apiFetch(apiPath(managementPaths.season, { seasonId }), { schema: seasonSchema, signal });
}

export function seasonQueryOptions(seasonId: string) {
  return queryOptions({
    queryKey: seasonKeys.detail(seasonId),
    queryFn: ({ signal }) => getSeason(seasonId, signal),
  });
}

export function useSeason(seasonId: string) {
  return useQuery(seasonQueryOptions(seasonId));
}

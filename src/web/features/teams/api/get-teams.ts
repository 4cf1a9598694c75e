import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, managementPaths } from '../../../../contract/api-paths.ts';
import { teamSchema } from '../../../../contract/teams.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { listOf } from '../../../lib/list-schema.ts';
import { teamKeys } from '../keys.ts';

export function getTeams(seasonId: string, signal?: AbortSignal) {
  return apiFetch(apiPath(managementPaths.seasonTeams, { seasonId }), {
    schema: listOf('teams', teamSchema),
    signal,
  });
}

export function teamsQueryOptions(seasonId: string) {
  return queryOptions({
    queryKey: teamKeys.list(seasonId),
    queryFn: ({ signal }) => getTeams(seasonId, signal),
  });
}

export function useTeams(seasonId: string) {
  return useQuery(teamsQueryOptions(seasonId));
}

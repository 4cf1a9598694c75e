import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, managementPaths } from '../../../../contract/api-paths.ts';
import { teamSchema } from '../../../../contract/teams.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { teamKeys } from '../keys.ts';

export function getTeam(teamId: string, signal?: AbortSignal) {
  return apiFetch(apiPath(managementPaths.team, { teamId }), { schema: teamSchema, signal });
}

export function teamQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: teamKeys.detail(teamId),
    queryFn: ({ signal }) => getTeam(teamId, signal),
  });
}

export function useTeam(teamId: string) {
  return useQuery(teamQueryOptions(teamId));
}

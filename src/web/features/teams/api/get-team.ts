import { queryOptions, useQuery } from '@tanstack/react-query';
import * as teamEndpoints from '../../../../contract/endpoints/teams.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { teamKeys } from '../keys.ts';

export function getTeam(teamId: string, signal?: AbortSignal) {
  return callEndpoint(teamEndpoints.getTeam, { params: { teamId }, signal });
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

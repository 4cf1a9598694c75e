import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTeams } from '../../../../contract/endpoints/teams.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { teamKeys } from '../keys.ts';

export async function getTeams(seasonId: string, signal?: AbortSignal) {
  const { teams } = await callEndpoint(listTeams, { params: { seasonId }, signal });
  return teams;
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

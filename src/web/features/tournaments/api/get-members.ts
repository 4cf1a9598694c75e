import { queryOptions, useQuery } from '@tanstack/react-query';
import { tournamentKeys } from '../keys.ts';
import { listMembers } from '../../../../contract/endpoints/members.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export async function getMembers(tournamentId: string, signal?: AbortSignal) {
  const { members } = await callEndpoint(listMembers, { params: { tournamentId }, signal });
  return members;
}

export function membersQueryOptions(tournamentId: string) {
  return queryOptions({
    queryKey: tournamentKeys.members(tournamentId),
    queryFn: ({ signal }) => getMembers(tournamentId, signal),
  });
}

export function useMembers(tournamentId: string) {
  return useQuery(membersQueryOptions(tournamentId));
}

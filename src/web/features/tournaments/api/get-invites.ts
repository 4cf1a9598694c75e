import { queryOptions, useQuery } from '@tanstack/react-query';
import { tournamentKeys } from '../keys.ts';
import { listInvites } from '../../../../contract/endpoints/members.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export async function getInvites(tournamentId: string, signal?: AbortSignal) {
  const { invites } = await callEndpoint(listInvites, { params: { tournamentId }, signal });
  return invites;
}

export function invitesQueryOptions(tournamentId: string) {
  return queryOptions({
    queryKey: tournamentKeys.invites(tournamentId),
    queryFn: ({ signal }) => getInvites(tournamentId, signal),
  });
}

export function useInvites(tournamentId: string) {
  return useQuery(invitesQueryOptions(tournamentId));
}

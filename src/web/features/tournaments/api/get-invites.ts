import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, managementPaths } from '../../../../contract/api-paths.ts';
import { inviteSchema } from '../../../../contract/tournaments.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { listOf } from '../../../lib/list-schema.ts';
import { tournamentKeys } from '../keys.ts';

export function getInvites(tournamentId: string, signal?: AbortSignal) {
  return apiFetch(apiPath(managementPaths.invites, { tournamentId }), {
    schema: listOf('invites', inviteSchema),
    signal,
  });
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

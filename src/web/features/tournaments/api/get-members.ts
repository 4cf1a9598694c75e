import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, managementPaths } from '../../../../contract/api-paths.ts';
import { memberSchema } from '../../../../contract/tournaments.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { listOf } from '../../../lib/list-schema.ts';
import { tournamentKeys } from '../keys.ts';

export function getMembers(tournamentId: string, signal?: AbortSignal) {
  return apiFetch(apiPath(managementPaths.members, { tournamentId }), {
    schema: listOf('members', memberSchema),
    signal,
  });
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

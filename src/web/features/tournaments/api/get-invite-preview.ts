import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, managementPaths } from '../../../../contract/api-paths.ts';
import { invitePreviewSchema } from '../../../../contract/tournaments.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { tournamentKeys } from '../keys.ts';

export function getInvitePreview(code: string, signal?: AbortSignal) {
  return apiFetch(apiPath(managementPaths.invitePreview, { code }), {
    schema: invitePreviewSchema,
    signal,
  });
}

export function invitePreviewQueryOptions(code: string, viewerId: string | null) {
  return queryOptions({
    queryKey: tournamentKeys.invitePreview(code, viewerId),
    queryFn: ({ signal }) => getInvitePreview(code, signal),
    staleTime: 0,
  });
}

export function useInvitePreview(code: string, viewerId: string | null) {
  return useQuery(invitePreviewQueryOptions(code, viewerId));
}

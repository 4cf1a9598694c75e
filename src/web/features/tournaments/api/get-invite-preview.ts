import { queryOptions, useQuery } from '@tanstack/react-query';
import { tournamentKeys } from '../keys.ts';
import * as memberEndpoints from '../../../../contract/endpoints/members.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export function getInvitePreview(code: string, signal?: AbortSignal) {
  return callEndpoint(memberEndpoints.getInvitePreview, { params: { code }, signal });
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

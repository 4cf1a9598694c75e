import { useMutation, useQueryClient } from '@tanstack/react-query';
import { tournamentKeys } from '../keys.ts';
import { revokeInvite } from '../../../../contract/endpoints/members.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export function useRevokeInvite(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) =>
      callEndpoint(revokeInvite, { params: { tournamentId, inviteId } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: tournamentKeys.invites(tournamentId) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InviteRole } from '../../../../contract/tournaments.ts';
import { tournamentKeys } from '../keys.ts';
import { updateMember } from '../../../../contract/endpoints/members.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export function useUpdateMemberRole(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: InviteRole }) =>
      callEndpoint(updateMember, { params: { tournamentId, userId }, body: { role } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: tournamentKeys.members(tournamentId) }),
  });
}

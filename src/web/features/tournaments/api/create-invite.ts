import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateInvite } from '../../../../contract/tournaments.ts';
import { tournamentKeys } from '../keys.ts';
import { createInvite } from '../../../../contract/endpoints/members.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export function useCreateInvite(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvite) =>
      callEndpoint(createInvite, { params: { tournamentId }, body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: tournamentKeys.invites(tournamentId) }),
  });
}

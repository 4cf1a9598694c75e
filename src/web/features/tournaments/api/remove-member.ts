import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gameKeys } from '../../games/keys.ts';
import { tournamentKeys } from '../keys.ts';
import { removeMember } from '../../../../contract/endpoints/members.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export function useRemoveMember(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      callEndpoint(removeMember, { params: { tournamentId, userId } }),
    // Leaving takes the tournament off the person's lists too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tournamentKeys.members(tournamentId) }),
        queryClient.invalidateQueries({ queryKey: tournamentKeys.lists }),
        queryClient.invalidateQueries({ queryKey: gameKeys.mine }),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gameKeys } from '../../games/keys.ts';
import { tournamentKeys } from '../keys.ts';
import { joinInvite } from '../../../../contract/endpoints/members.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export function useJoinTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callEndpoint(joinInvite, { params: { code } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
        queryClient.invalidateQueries({ queryKey: gameKeys.mine }),
      ]),
  });
}

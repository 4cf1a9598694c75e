import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UpdateTournament } from '../../../../contract/tournaments.ts';
import { gameKeys } from '../../games/keys.ts';
import { tournamentKeys } from '../keys.ts';
import { updateTournament } from '../../../../contract/endpoints/tournaments.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export function useUpdateTournament(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTournament) =>
      callEndpoint(updateTournament, { params: { tournamentId }, body }),
    onSuccess: (tournament) => {
      queryClient.setQueryData(tournamentKeys.detail(tournament.id), tournament);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: tournamentKeys.lists }),
        queryClient.invalidateQueries({ queryKey: gameKeys.mine }),
      ]);
    },
  });
}

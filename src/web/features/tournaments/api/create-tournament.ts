import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateTournament } from '../../../../contract/tournaments.ts';
import { tournamentKeys } from '../keys.ts';
import { createTournament } from '../../../../contract/endpoints/tournaments.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export function useCreateTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTournament) => callEndpoint(createTournament, { body }),
    onSuccess: (tournament) => {
      queryClient.setQueryData(tournamentKeys.detail(tournament.id), tournament);
      return queryClient.invalidateQueries({ queryKey: tournamentKeys.all });
    },
  });
}

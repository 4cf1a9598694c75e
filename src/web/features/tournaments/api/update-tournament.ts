import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, managementPaths } from '../../../../contract/api-paths.ts';
import { tournamentSchema, type UpdateTournament } from '../../../../contract/tournaments.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { gameKeys } from '../../games/keys.ts';
import { tournamentKeys } from '../keys.ts';

export function useUpdateTournament(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTournament) =>
      apiFetch(apiPath(managementPaths.tournament, { tournamentId }), {
        method: 'PATCH',
        body,
        schema: tournamentSchema,
      }),
    onSuccess: (tournament) => {
      queryClient.setQueryData(tournamentKeys.detail(tournament.id), tournament);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: tournamentKeys.lists }),
        queryClient.invalidateQueries({ queryKey: gameKeys.mine }),
      ]);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { managementPaths } from '../../../../contract/api-paths.ts';
import { tournamentSchema, type CreateTournament } from '../../../../contract/tournaments.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { tournamentKeys } from '../keys.ts';

export function useCreateTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTournament) =>
      apiFetch(managementPaths.tournaments, { method: 'POST', body, schema: tournamentSchema }),
    onSuccess: (tournament) => {
      queryClient.setQueryData(tournamentKeys.detail(tournament.id), tournament);
      return queryClient.invalidateQueries({ queryKey: tournamentKeys.all });
    },
  });
}

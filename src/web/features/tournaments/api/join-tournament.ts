import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, managementPaths } from '../../../../contract/api-paths.ts';
import { joinResultSchema } from '../../../../contract/tournaments.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { gameKeys } from '../../games/keys.ts';
import { tournamentKeys } from '../keys.ts';

export function useJoinTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiFetch(apiPath(managementPaths.inviteJoin, { code }), {
        method: 'POST',
        schema: joinResultSchema,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tournamentKeys.all }),
        queryClient.invalidateQueries({ queryKey: gameKeys.mine }),
      ]),
  });
}

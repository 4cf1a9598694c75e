import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, managementPaths } from '../../../../contract/api-paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { gameKeys } from '../../games/keys.ts';
import { tournamentKeys } from '../keys.ts';

export function useRemoveMember(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiFetch(apiPath(managementPaths.member, { tournamentId, userId }), { method: 'DELETE' }),
    // Leaving takes the tournament off the person's lists too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tournamentKeys.members(tournamentId) }),
        queryClient.invalidateQueries({ queryKey: tournamentKeys.lists }),
        queryClient.invalidateQueries({ queryKey: gameKeys.mine }),
      ]),
  });
}

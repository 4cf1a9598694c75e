import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, managementPaths } from '../../../../contract/api-paths.ts';
import { inviteSchema } from '../../../../contract/tournaments.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { tournamentKeys } from '../keys.ts';

export function useRevokeInvite(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) =>
      apiFetch(apiPath(managementPaths.inviteRevoke, { tournamentId, inviteId }), {
        method: 'POST',
        schema: inviteSchema,
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: tournamentKeys.invites(tournamentId) }),
  });
}

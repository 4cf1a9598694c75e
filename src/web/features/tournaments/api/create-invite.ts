import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, managementPaths } from '../../../../contract/api-paths.ts';
import { inviteSchema, type CreateInvite } from '../../../../contract/tournaments.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { tournamentKeys } from '../keys.ts';

export function useCreateInvite(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInvite) =>
      apiFetch(apiPath(managementPaths.invites, { tournamentId }), {
        method: 'POST',
        body,
        schema: inviteSchema,
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: tournamentKeys.invites(tournamentId) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, managementPaths } from '../../../../contract/api-paths.ts';
import { memberSchema, type InviteRole } from '../../../../contract/tournaments.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { tournamentKeys } from '../keys.ts';

export function useUpdateMemberRole(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: InviteRole }) =>
      apiFetch(apiPath(managementPaths.member, { tournamentId, userId }), {
        method: 'PATCH',
        body: { role },
        schema: memberSchema,
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: tournamentKeys.members(tournamentId) }),
  });
}

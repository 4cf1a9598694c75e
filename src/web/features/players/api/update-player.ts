import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, managementPaths } from '../../../../contract/api-paths.ts';
import { playerSchema, type UpdatePlayer } from '../../../../contract/teams.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { playerKeys } from '../keys.ts';
import { refreshRoster } from './refresh-roster.ts';

export function useUpdatePlayer(playerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePlayer) =>
      apiFetch(apiPath(managementPaths.player, { playerId }), {
        method: 'PATCH',
        body,
        schema: playerSchema,
      }),
    onSuccess: (player) => {
      client.setQueryData(playerKeys.detail(playerId), player);
      refreshRoster(client, player.teamId);
    },
  });
}

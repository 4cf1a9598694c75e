import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UpdatePlayer } from '../../../../contract/teams.ts';
import { playerKeys } from '../keys.ts';
import { refreshRoster } from './refresh-roster.ts';
import { updatePlayer } from '../../../../contract/endpoints/players.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export function useUpdatePlayer(playerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePlayer) => callEndpoint(updatePlayer, { params: { playerId }, body }),
    onSuccess: (player) => {
      client.setQueryData(playerKeys.detail(playerId), player);
      refreshRoster(client, player.teamId);
    },
  });
}

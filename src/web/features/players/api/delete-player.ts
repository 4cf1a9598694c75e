import { useQueryClient } from '@tanstack/react-query';
import { dropFromLists, forgetDeleted, useConfirmedDelete } from '../../../lib/confirmed-delete.ts';
import { playerKeys } from '../keys.ts';
import { refreshRoster } from './refresh-roster.ts';
import { deletePlayer } from '../../../../contract/endpoints/players.ts';
import { endpointUrl } from '../../../lib/call-endpoint.ts';

export function useDeletePlayer(player: { id: string; teamId: string }) {
  const client = useQueryClient();
  return useConfirmedDelete(endpointUrl(deletePlayer, { params: { playerId: player.id } }), () => {
    dropFromLists(client, playerKeys.list(player.teamId), player.id);
    forgetDeleted(client, playerKeys.detail(player.id));
    refreshRoster(client, player.teamId);
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { apiPath, managementPaths } from '../../../../contract/api-paths.ts';
import { dropFromLists, forgetDeleted, useConfirmedDelete } from '../../../lib/confirmed-delete.ts';
import { playerKeys } from '../keys.ts';
import { refreshRoster } from './refresh-roster.ts';

export function useDeletePlayer(player: { id: string; teamId: string }) {
  const client = useQueryClient();
  return useConfirmedDelete(apiPath(managementPaths.player, { playerId: player.id }), () => {
    dropFromLists(client, playerKeys.list(player.teamId), player.id);
    forgetDeleted(client, playerKeys.detail(player.id));
    refreshRoster(client, player.teamId);
  });
}

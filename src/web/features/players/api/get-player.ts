import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, managementPaths } from '../../../../contract/api-paths.ts';
import { playerSchema } from '../../../../contract/teams.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { playerKeys } from '../keys.ts';

export function getPlayer(playerId: string, signal?: AbortSignal) {
  return apiFetch(apiPath(managementPaths.player, { playerId }), { schema: playerSchema, signal });
}

export function playerQueryOptions(playerId: string) {
  return queryOptions({
    queryKey: playerKeys.detail(playerId),
    queryFn: ({ signal }) => getPlayer(playerId, signal),
  });
}

export function usePlayer(playerId: string) {
  return useQuery(playerQueryOptions(playerId));
}

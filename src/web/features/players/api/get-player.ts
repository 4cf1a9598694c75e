import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerKeys } from '../keys.ts';
import * as playerEndpoints from '../../../../contract/endpoints/players.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export function getPlayer(playerId: string, signal?: AbortSignal) {
  return callEndpoint(playerEndpoints.getPlayer, { params: { playerId }, signal });
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

import { queryOptions, useQuery } from '@tanstack/react-query';
import { gameKeys } from '../keys.ts';
import * as gameEndpoints from '../../../../contract/endpoints/games.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export function getGame(gameId: string, signal?: AbortSignal) {
  return callEndpoint(gameEndpoints.getGame, { params: { gameId }, signal });
}

export function gameQueryOptions(gameId: string) {
  return queryOptions({
    queryKey: gameKeys.detail(gameId),
    queryFn: ({ signal }) => getGame(gameId, signal),
  });
}

export function useGame(gameId: string) {
  return useQuery(gameQueryOptions(gameId));
}

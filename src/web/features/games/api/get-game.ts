import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, managementPaths } from '../../../../contract/api-paths.ts';
import { gameSchema } from '../../../../contract/games.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { gameKeys } from '../keys.ts';

export function getGame(gameId: string, signal?: AbortSignal) {
  return apiFetch(apiPath(managementPaths.game, { gameId }), { schema: gameSchema, signal });
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

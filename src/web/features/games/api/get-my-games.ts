import { queryOptions, useQuery } from '@tanstack/react-query';
import { managementPaths } from '../../../../contract/api-paths.ts';
import { myGamesSchema } from '../../../../contract/games.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { gameKeys } from '../keys.ts';

export function getMyGames(signal?: AbortSignal) {
  return apiFetch(managementPaths.myGames, { schema: myGamesSchema, signal });
}

export const myGamesQueryOptions = queryOptions({
  queryKey: gameKeys.mine,
  queryFn: ({ signal }) => getMyGames(signal),
});

/** Read again every minute: games start and finish while the dashboard is open. */
export function useMyGames() {
  return useQuery({ ...myGamesQueryOptions, refetchInterval: 60_000 });
}

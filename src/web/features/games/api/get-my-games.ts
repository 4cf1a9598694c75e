import { queryOptions, useQuery } from '@tanstack/react-query';
import { gameKeys } from '../keys.ts';
import { listMyGames } from '../../../../contract/endpoints/dashboard.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export function getMyGames(signal?: AbortSignal) {
  return callEndpoint(listMyGames, { signal });
}

export const myGamesQueryOptions = queryOptions({
  queryKey: gameKeys.mine,
  queryFn: ({ signal }) => getMyGames(signal),
});

/** Read again every minute: games start and finish while the dashboard is open. */
export function useMyGames() {
  return useQuery({ ...myGamesQueryOptions, refetchInterval: 60_000 });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { type GameListQuery } from '../../../../contract/games.ts';
import { gameKeys } from '../keys.ts';
import { listSeasonGames } from '../../../../contract/endpoints/games.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export type SeasonGameFilters = Omit<GameListQuery, 'seasonId'>;

export async function getSeasonGames(
  seasonId: string,
  filters: SeasonGameFilters,
  signal?: AbortSignal,
) {
  const { games } = await callEndpoint(listSeasonGames, {
    params: { seasonId },
    query: filters,
    signal,
  });
  return games;
}

export function seasonGamesQueryOptions(seasonId: string, filters: SeasonGameFilters = {}) {
  return queryOptions({
    queryKey: gameKeys.seasonList(seasonId, filters),
    queryFn: ({ signal }) => getSeasonGames(seasonId, filters, signal),
  });
}

export function useSeasonGames(seasonId: string, filters: SeasonGameFilters = {}) {
  return useQuery(seasonGamesQueryOptions(seasonId, filters));
}

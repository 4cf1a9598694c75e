import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, managementPaths } from '../../../../contract/api-paths.ts';
import { gameSchema, type GameListQuery } from '../../../../contract/games.ts';
import { withSearch } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { listOf } from '../../../lib/list-schema.ts';
import { gameKeys } from '../keys.ts';

export type SeasonGameFilters = Omit<GameListQuery, 'seasonId'>;

export function getSeasonGames(seasonId: string, filters: SeasonGameFilters, signal?: AbortSignal) {
  return apiFetch(
    withSearch(apiPath(managementPaths.seasonGames, { seasonId }), {
      status: filters.status ?? null,
      teamId: filters.teamId ?? null,
    }),
    { schema: listOf('games', gameSchema), signal },
  );
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

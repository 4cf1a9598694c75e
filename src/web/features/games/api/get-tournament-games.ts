import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, managementPaths } from '../../../../contract/api-paths.ts';
import { gameSchema, type GameListQuery } from '../../../../contract/games.ts';
import { withSearch } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { listOf } from '../../../lib/list-schema.ts';
import { gameKeys } from '../keys.ts';

export function getTournamentGames(
  tournamentId: string,
  filters: GameListQuery,
  signal?: AbortSignal,
) {
  return apiFetch(
    withSearch(apiPath(managementPaths.tournamentGames, { tournamentId }), { ...filters }),
    { schema: listOf('games', gameSchema), signal },
  );
}

export function tournamentGamesQueryOptions(tournamentId: string, filters: GameListQuery) {
  return queryOptions({
    queryKey: gameKeys.tournamentList(tournamentId, filters),
    queryFn: ({ signal }) => getTournamentGames(tournamentId, filters, signal),
  });
}

export function useTournamentGames(tournamentId: string, filters: GameListQuery) {
  return useQuery(tournamentGamesQueryOptions(tournamentId, filters));
}

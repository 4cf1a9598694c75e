import { queryOptions, useQuery } from '@tanstack/react-query';
import { type GameListQuery } from '../../../../contract/games.ts';
import { gameKeys } from '../keys.ts';
import { listTournamentGames } from '../../../../contract/endpoints/games.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export async function getTournamentGames(
  tournamentId: string,
  filters: GameListQuery,
  signal?: AbortSignal,
) {
  const { games } = await callEndpoint(listTournamentGames, {
    params: { tournamentId },
    query: filters,
    signal,
  });
  return games;
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

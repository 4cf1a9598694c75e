import type { GameListQuery } from '../../../contract/games.ts';

/** Games are listed under their season and their tournament; a game's key holds its charts. */
export const gameKeys = {
  all: ['games'] as const,
  seasonLists: (seasonId: string) => ['seasons', seasonId, 'games'] as const,
  seasonList: (seasonId: string, filters: Omit<GameListQuery, 'seasonId'>) =>
    ['seasons', seasonId, 'games', filters] as const,
  tournamentLists: (tournamentId: string) => ['tournaments', tournamentId, 'games'] as const,
  tournamentList: (tournamentId: string, filters: GameListQuery) =>
    ['tournaments', tournamentId, 'games', filters] as const,
  detail: (gameId: string) => ['games', gameId] as const,
  /** The signed-in person's games, on the dashboard. */
  mine: ['me', 'games'] as const,
};

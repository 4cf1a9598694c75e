// One query-key factory per entity. Keys nest by ownership so one prefix reaches everything under
// a row: ['seasons', id] holds the season's teams, games, standings, stats and bracket, ['teams', id]
// a team's roster and stats, ['games', id] a game's charts.
import type { GameListQuery } from '../../contract/games.ts';
import type { StatsQuery } from '../../contract/season-stats.ts';

type StatsPhase = StatsQuery['phase'];

export const tournamentKeys = {
  all: ['tournaments'] as const,
  list: (archived: boolean) => ['tournaments', 'list', { archived }] as const,
  lists: ['tournaments', 'list'] as const,
  detail: (tournamentId: string) => ['tournaments', tournamentId] as const,
  members: (tournamentId: string) => ['tournaments', tournamentId, 'members'] as const,
  invites: (tournamentId: string) => ['tournaments', tournamentId, 'invites'] as const,
  /** The answer differs once signed in (currentRole), so the viewer is part of the key. */
  invitePreview: (code: string, viewerId: string | null) => ['invites', code, viewerId] as const,
};

export const seasonKeys = {
  all: ['seasons'] as const,
  list: (tournamentId: string) => ['tournaments', tournamentId, 'seasons'] as const,
  detail: (seasonId: string) => ['seasons', seasonId] as const,
  calendarLink: (seasonId: string) => ['seasons', seasonId, 'calendar-link'] as const,
};

export const teamKeys = {
  all: ['teams'] as const,
  list: (seasonId: string) => ['seasons', seasonId, 'teams'] as const,
  detail: (teamId: string) => ['teams', teamId] as const,
};

export const playerKeys = {
  all: ['players'] as const,
  list: (teamId: string) => ['teams', teamId, 'players'] as const,
  detail: (playerId: string) => ['players', playerId] as const,
};

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

export const standingsKeys = {
  season: (seasonId: string) => ['seasons', seasonId, 'standings'] as const,
};

export const statsKeys = {
  season: (seasonId: string, phase: StatsPhase) => ['seasons', seasonId, 'stats', phase] as const,
  team: (teamId: string, phase: StatsPhase) => ['teams', teamId, 'stats', phase] as const,
  player: (playerId: string, phase: StatsPhase) => ['players', playerId, 'stats', phase] as const,
  gameCharts: (gameId: string) => ['games', gameId, 'charts'] as const,
};

export const bracketKeys = {
  season: (seasonId: string) => ['seasons', seasonId, 'bracket'] as const,
};

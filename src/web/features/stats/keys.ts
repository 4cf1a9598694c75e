import type { StatsQuery } from '../../../contract/season-stats.ts';

export type StatsPhase = StatsQuery['phase'];

/** Under the season, team, player or game they describe, so deleting one forgets its figures. */
export const statsKeys = {
  season: (seasonId: string, phase: StatsPhase) => ['seasons', seasonId, 'stats', phase] as const,
  team: (teamId: string, phase: StatsPhase) => ['teams', teamId, 'stats', phase] as const,
  player: (playerId: string, phase: StatsPhase) => ['players', playerId, 'stats', phase] as const,
  gameCharts: (gameId: string) => ['games', gameId, 'charts'] as const,
};

// Season statistics (docs/product/league-pages.md): leaders and player rows of a season, a team's figures, a
// player's game log. Keys match the shot-chart cards' so a page reads each answer once.
import { queryOptions } from '@tanstack/react-query';
import { apiPath, seasonStatsPaths } from '../../contract/api-paths.ts';
import {
  gameChartsSchema,
  playerStatsSchema,
  seasonStatsSchema,
  teamStatsSchema,
  type StatsQuery,
} from '../../contract/season-stats.ts';
import { apiFetch } from './api-client.ts';
import { seasonKeys } from './season-api.ts';

export type StatsPhase = StatsQuery['phase'];

const withPhase = (url: string, phase: StatsPhase) => `${url}?phase=${phase}`;

export const seasonStatsQuery = (seasonId: string, phase: StatsPhase) =>
  queryOptions({
    queryKey: [...seasonKeys.season(seasonId), 'stats', phase] as const,
    queryFn: () =>
      apiFetch(withPhase(apiPath(seasonStatsPaths.seasonStats, { seasonId }), phase), {
        schema: seasonStatsSchema,
      }),
  });

export const teamStatsQuery = (teamId: string, phase: StatsPhase) =>
  queryOptions({
    queryKey: [...seasonKeys.team(teamId), 'stats', phase] as const,
    queryFn: () =>
      apiFetch(withPhase(apiPath(seasonStatsPaths.teamStats, { teamId }), phase), {
        schema: teamStatsSchema,
      }),
  });

export const playerStatsQuery = (playerId: string, phase: StatsPhase) =>
  queryOptions({
    queryKey: [...seasonKeys.player(playerId), 'stats', phase] as const,
    queryFn: () =>
      apiFetch(withPhase(apiPath(seasonStatsPaths.playerStats, { playerId }), phase), {
        schema: playerStatsSchema,
      }),
  });

/** One game's score flow and located shots. */
export const gameChartsQuery = (gameId: string) =>
  queryOptions({
    queryKey: [...seasonKeys.game(gameId), 'charts'] as const,
    queryFn: () =>
      apiFetch(apiPath(seasonStatsPaths.gameCharts, { gameId }), { schema: gameChartsSchema }),
  });

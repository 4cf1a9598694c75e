import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, seasonStatsPaths } from '../../../../contract/api-paths.ts';
import { playerStatsSchema } from '../../../../contract/season-stats.ts';
import { withSearch } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { statsKeys, type StatsPhase } from '../keys.ts';

export function getPlayerStats(playerId: string, phase: StatsPhase, signal?: AbortSignal) {
  return apiFetch(withSearch(apiPath(seasonStatsPaths.playerStats, { playerId }), { phase }), {
    schema: playerStatsSchema,
    signal,
  });
}

export function playerStatsQueryOptions(playerId: string, phase: StatsPhase) {
  return queryOptions({
    queryKey: statsKeys.player(playerId, phase),
    queryFn: ({ signal }) => getPlayerStats(playerId, phase, signal),
  });
}

export function usePlayerStats(playerId: string, phase: StatsPhase) {
  return useQuery(playerStatsQueryOptions(playerId, phase));
}

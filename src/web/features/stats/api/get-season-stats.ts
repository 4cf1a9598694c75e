import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, seasonStatsPaths } from '../../../../contract/api-paths.ts';
import { seasonStatsSchema } from '../../../../contract/season-stats.ts';
import { withSearch } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { statsKeys, type StatsPhase } from '../keys.ts';

export function getSeasonStats(seasonId: string, phase: StatsPhase, signal?: AbortSignal) {
  return apiFetch(withSearch(apiPath(seasonStatsPaths.seasonStats, { seasonId }), { phase }), {
    schema: seasonStatsSchema,
    signal,
  });
}

export function seasonStatsQueryOptions(seasonId: string, phase: StatsPhase) {
  return queryOptions({
    queryKey: statsKeys.season(seasonId, phase),
    queryFn: ({ signal }) => getSeasonStats(seasonId, phase, signal),
  });
}

export function useSeasonStats(seasonId: string, phase: StatsPhase) {
  return useQuery(seasonStatsQueryOptions(seasonId, phase));
}

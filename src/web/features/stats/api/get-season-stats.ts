import { queryOptions, useQuery } from '@tanstack/react-query';
import { statsKeys, type StatsPhase } from '../keys.ts';
import * as statsEndpoints from '../../../../contract/endpoints/season-stats.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export function getSeasonStats(seasonId: string, phase: StatsPhase, signal?: AbortSignal) {
  return callEndpoint(statsEndpoints.getSeasonStats, {
    params: { seasonId },
    query: { phase },
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

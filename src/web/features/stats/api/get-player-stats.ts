import { queryOptions, useQuery } from '@tanstack/react-query';
import { statsKeys, type StatsPhase } from '../keys.ts';
import * as statsEndpoints from '../../../../contract/endpoints/season-stats.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export function getPlayerStats(playerId: string, phase: StatsPhase, signal?: AbortSignal) {
  return callEndpoint(statsEndpoints.getPlayerStats, {
    params: { playerId },
    query: { phase },
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

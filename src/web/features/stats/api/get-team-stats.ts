import { queryOptions, useQuery } from '@tanstack/react-query';
import { statsKeys, type StatsPhase } from '../keys.ts';
import * as statsEndpoints from '../../../../contract/endpoints/season-stats.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export function getTeamStats(teamId: string, phase: StatsPhase, signal?: AbortSignal) {
  return callEndpoint(statsEndpoints.getTeamStats, {
    params: { teamId },
    query: { phase },
    signal,
  });
}

export function teamStatsQueryOptions(teamId: string, phase: StatsPhase) {
  return queryOptions({
    queryKey: statsKeys.team(teamId, phase),
    queryFn: ({ signal }) => getTeamStats(teamId, phase, signal),
  });
}

export function useTeamStats(teamId: string, phase: StatsPhase) {
  return useQuery(teamStatsQueryOptions(teamId, phase));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, seasonStatsPaths } from '../../../../contract/api-paths.ts';
import { teamStatsSchema } from '../../../../contract/season-stats.ts';
import { withSearch } from '../../../config/paths.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { statsKeys, type StatsPhase } from '../keys.ts';

export function getTeamStats(teamId: string, phase: StatsPhase, signal?: AbortSignal) {
  return apiFetch(withSearch(apiPath(seasonStatsPaths.teamStats, { teamId }), { phase }), {
    schema: teamStatsSchema,
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

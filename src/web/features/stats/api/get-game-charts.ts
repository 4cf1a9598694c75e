import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, seasonStatsPaths } from '../../../../contract/api-paths.ts';
import { gameChartsSchema } from '../../../../contract/season-stats.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { statsKeys } from '../keys.ts';

/** One game's score flow and located shots. */
export function getGameCharts(gameId: string, signal?: AbortSignal) {
  return apiFetch(apiPath(seasonStatsPaths.gameCharts, { gameId }), {
    schema: gameChartsSchema,
    signal,
  });
}

export function gameChartsQueryOptions(gameId: string) {
  return queryOptions({
    queryKey: statsKeys.gameCharts(gameId),
    queryFn: ({ signal }) => getGameCharts(gameId, signal),
  });
}

export function useGameCharts(gameId: string) {
  return useQuery(gameChartsQueryOptions(gameId));
}

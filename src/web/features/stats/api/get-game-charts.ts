import { queryOptions, useQuery } from '@tanstack/react-query';
import { statsKeys } from '../keys.ts';
import * as gamechartsEndpoints from '../../../../contract/endpoints/game-charts.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

/** One game's score flow and located shots. */
export function getGameCharts(gameId: string, signal?: AbortSignal) {
  return callEndpoint(gamechartsEndpoints.getGameCharts, { params: { gameId }, signal });
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

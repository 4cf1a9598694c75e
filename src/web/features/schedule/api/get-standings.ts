import { queryOptions, useQuery } from '@tanstack/react-query';
import { standingsKeys } from '../keys.ts';
import * as standingsEndpoints from '../../../../contract/endpoints/standings.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export function getStandings(seasonId: string, signal?: AbortSignal) {
  return callEndpoint(standingsEndpoints.getStandings, { params: { seasonId }, signal });
}

export function standingsQueryOptions(seasonId: string) {
  return queryOptions({
    queryKey: standingsKeys.season(seasonId),
    queryFn: ({ signal }) => getStandings(seasonId, signal),
  });
}

export function useStandings(seasonId: string) {
  return useQuery(standingsQueryOptions(seasonId));
}

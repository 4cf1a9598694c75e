import { queryOptions, useQuery } from '@tanstack/react-query';
import { seasonKeys } from '../keys.ts';
import * as seasonEndpoints from '../../../../contract/endpoints/seasons.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export function getSeason(seasonId: string, signal?: AbortSignal) {
  return callEndpoint(seasonEndpoints.getSeason, { params: { seasonId }, signal });
}

export function seasonQueryOptions(seasonId: string) {
  return queryOptions({
    queryKey: seasonKeys.detail(seasonId),
    queryFn: ({ signal }) => getSeason(seasonId, signal),
  });
}

export function useSeason(seasonId: string) {
  return useQuery(seasonQueryOptions(seasonId));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { seasonKeys } from '../keys.ts';
import { listSeasons } from '../../../../contract/endpoints/seasons.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export async function getSeasons(tournamentId: string, signal?: AbortSignal) {
  const { seasons } = await callEndpoint(listSeasons, { params: { tournamentId }, signal });
  return seasons;
}

export function seasonsQueryOptions(tournamentId: string) {
  return queryOptions({
    queryKey: seasonKeys.list(tournamentId),
    queryFn: ({ signal }) => getSeasons(tournamentId, signal),
  });
}

export function useSeasons(tournamentId: string) {
  return useQuery(seasonsQueryOptions(tournamentId));
}

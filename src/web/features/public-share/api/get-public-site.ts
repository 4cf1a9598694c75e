import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublicSite as getPublicSiteEndpoint } from '../../../../contract/endpoints/public-league.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { tournamentKeys } from '../../tournaments/keys.ts';

/** Under the tournament's key: saving the tournament's settings refreshes it too. */
export const publicSiteKey = (tournamentId: string) =>
  [...tournamentKeys.detail(tournamentId), 'public-site'] as const;

export function getPublicSite(tournamentId: string, signal?: AbortSignal) {
  return callEndpoint(getPublicSiteEndpoint, { params: { tournamentId }, signal });
}

export function publicSiteQueryOptions(tournamentId: string) {
  return queryOptions({
    queryKey: publicSiteKey(tournamentId),
    queryFn: ({ signal }) => getPublicSite(tournamentId, signal),
  });
}

export function usePublicSite(tournamentId: string) {
  return useQuery(publicSiteQueryOptions(tournamentId));
}

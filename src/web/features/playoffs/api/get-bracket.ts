// The bracket refreshes itself while any of its games is live, and on focus, so a result from a
// console shows up by itself.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bracketKeys } from '../keys.ts';
import * as bracketEndpoints from '../../../../contract/endpoints/playoffs.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

/** How often a bracket with a live game is read again. */
const liveRefreshMs = 10_000;

export function getBracket(seasonId: string, signal?: AbortSignal) {
  return callEndpoint(bracketEndpoints.getBracket, { params: { seasonId }, signal });
}

export function bracketQueryOptions(seasonId: string) {
  return queryOptions({
    queryKey: bracketKeys.season(seasonId),
    queryFn: ({ signal }) => getBracket(seasonId, signal),
    // Results arrive from consoles on other devices: read again whenever the tab is shown.
    staleTime: 0,
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) =>
      query.state.data?.bracket?.matches.some((m) => m.status === 'live') ? liveRefreshMs : false,
  });
}

export function useBracket(seasonId: string) {
  return useQuery(bracketQueryOptions(seasonId));
}

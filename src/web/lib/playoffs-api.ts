// A season's playoff bracket (docs/product/league-pages.md#playoffs): read, draw, delete. The bracket refreshes itself while
// any of its games is live, and on focus, so a result from a console shows up by itself.
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiPath, seasonStatsPaths } from '../../contract/api-paths.ts';
import {
  bracketResponseSchema,
  type BracketResponse,
  type CreateBracket,
} from '../../contract/playoffs.ts';
import { apiFetch } from './api-client.ts';
import { refreshSeason } from './season-api.ts';

const url = (seasonId: string) => apiPath(seasonStatsPaths.bracket, { seasonId });

const bracketKey = (seasonId: string) => ['seasons', seasonId, 'bracket'] as const;

/** How often a bracket with a live game is read again. */
const liveRefreshMs = 10_000;

export const bracketQuery = (seasonId: string) =>
  queryOptions({
    queryKey: bracketKey(seasonId),
    queryFn: () => apiFetch(url(seasonId), { schema: bracketResponseSchema }),
    // Results arrive from consoles on other devices: read again whenever the tab is shown.
    staleTime: 0,
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) =>
      query.state.data?.bracket?.matches.some((m) => m.status === 'live') ? liveRefreshMs : false,
  });

export const bracketDeleteUrl = (seasonId: string) => url(seasonId);

/**
 * After drawing or deleting: the new bracket (or none), and everything that lists or counts the
 * season's games it created or deleted.
 */
export function bracketChanged(client: QueryClient, seasonId: string, data: BracketResponse) {
  client.setQueryData(bracketKey(seasonId), data);
  refreshSeason(client, seasonId, bracketKey(seasonId));
}

export function useCreateBracket(seasonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBracket) =>
      apiFetch(url(seasonId), { method: 'POST', body, schema: bracketResponseSchema }),
    onSuccess: (data) => bracketChanged(client, seasonId, data),
  });
}

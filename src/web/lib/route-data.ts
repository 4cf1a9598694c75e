import type { EnsureQueryDataOptions, QueryKey } from '@tanstack/react-query';
import { queryClient } from './query-client.ts';

/**
 * Any query's options (from a feature's `…QueryOptions`). Their data types differ, and the
 * options' staleTime and refetch callbacks make them invariant in it, hence the widening below.
 */
type PageQuery = { queryKey: QueryKey };

/**
 * A route's loader: starts every query its page shows at once, so a deep link asks for all of it
 * in one round instead of one layout after another, and waits for them. A failure is left to the
 * page, which says in place what was not found or is not allowed, as when it loads by itself;
 * offline the page opens at once with what the cache holds (queries wait for the network).
 */
export async function loadQueries(...queries: PageQuery[]): Promise<null> {
  if (!navigator.onLine) return null;
  await Promise.all(
    queries.map((query) =>
      queryClient.ensureQueryData(query as EnsureQueryDataOptions).catch(() => null),
    ),
  );
  return null;
}

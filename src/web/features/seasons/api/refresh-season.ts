import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { gameKeys } from '../../games/keys.ts';
import { tournamentKeys } from '../../tournaments/keys.ts';
import { seasonKeys } from '../keys.ts';

/**
 * After a season's teams or games change (added, edited, drawn by a bracket, deleted): the
 * season with its team and game counts and everything under it, and the tournament's lists that
 * repeat them (its seasons tab with the counts, its games tab, the dashboard's games). `keep` is
 * a query under the season the caller has just set from the answer, so it is not read again.
 */
export function refreshSeason(client: QueryClient, seasonId: string, keep?: QueryKey) {
  const kept = keep ? hashKey(keep) : null;
  void client.invalidateQueries({
    queryKey: seasonKeys.detail(seasonId),
    predicate: (query) => query.queryHash !== kept,
  });
  void client.invalidateQueries({
    queryKey: tournamentKeys.all,
    predicate: ({ queryKey }) => queryKey[2] === 'seasons' || queryKey[2] === 'games',
  });
  void client.invalidateQueries({ queryKey: gameKeys.mine });
}

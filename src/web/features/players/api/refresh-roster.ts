import type { QueryClient } from '@tanstack/react-query';
import { seasonKeys } from '../../seasons/keys.ts';
import { teamKeys } from '../../teams/keys.ts';

/** After a team's roster changes: the team with its roster and stats, and the seasons' lists. */
export function refreshRoster(client: QueryClient, teamId: string) {
  void client.invalidateQueries({ queryKey: teamKeys.detail(teamId) });
  // Player counts show in the season's team list, player rows in its stats.
  void client.invalidateQueries({ queryKey: seasonKeys.all });
}

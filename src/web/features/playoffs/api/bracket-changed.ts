import type { QueryClient } from '@tanstack/react-query';
import type { BracketResponse } from '../../../../contract/playoffs.ts';
import { refreshSeason } from '../../seasons/api/refresh-season.ts';
import { bracketKeys } from '../keys.ts';

/**
 * After drawing or deleting: the new bracket (or none), and everything that lists or counts the
 * season's games it created or deleted.
 */
export function bracketChanged(client: QueryClient, seasonId: string, data: BracketResponse) {
  client.setQueryData(bracketKeys.season(seasonId), data);
  refreshSeason(client, seasonId, bracketKeys.season(seasonId));
}

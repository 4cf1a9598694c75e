import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, managementPaths } from '../../../../contract/api-paths.ts';
import { playerSchema } from '../../../../contract/teams.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { listOf } from '../../../lib/list-schema.ts';
import { playerKeys } from '../keys.ts';

export function getPlayers(teamId: string, signal?: AbortSignal) {
  return apiFetch(apiPath(managementPaths.teamPlayers, { teamId }), {
    schema: listOf('players', playerSchema),
    signal,
  });
}

export function playersQueryOptions(teamId: string) {
  return queryOptions({
    queryKey: playerKeys.list(teamId),
    queryFn: ({ signal }) => getPlayers(teamId, signal),
  });
}

export function usePlayers(teamId: string) {
  return useQuery(playersQueryOptions(teamId));
}

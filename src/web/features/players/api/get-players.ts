import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerKeys } from '../keys.ts';
import { listPlayers } from '../../../../contract/endpoints/players.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export async function getPlayers(teamId: string, signal?: AbortSignal) {
  const { players } = await callEndpoint(listPlayers, { params: { teamId }, signal });
  return players;
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

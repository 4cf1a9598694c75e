import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreatePlayer } from '../../../../contract/teams.ts';
import { refreshRoster } from './refresh-roster.ts';
import { createPlayer } from '../../../../contract/endpoints/players.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export function useCreatePlayer(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePlayer) => callEndpoint(createPlayer, { params: { teamId }, body }),
    onSuccess: () => refreshRoster(client, teamId),
  });
}

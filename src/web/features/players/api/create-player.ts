import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, managementPaths } from '../../../../contract/api-paths.ts';
import { playerSchema, type CreatePlayer } from '../../../../contract/teams.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { refreshRoster } from './refresh-roster.ts';

export function useCreatePlayer(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePlayer) =>
      apiFetch(apiPath(managementPaths.teamPlayers, { teamId }), {
        method: 'POST',
        body,
        schema: playerSchema,
      }),
    onSuccess: () => refreshRoster(client, teamId),
  });
}

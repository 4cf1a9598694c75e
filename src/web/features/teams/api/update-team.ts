import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, managementPaths } from '../../../../contract/api-paths.ts';
import { teamSchema, type UpdateTeam } from '../../../../contract/teams.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { gameKeys } from '../../games/keys.ts';
import { refreshSeason } from '../../seasons/api/refresh-season.ts';
import { teamKeys } from '../keys.ts';

export function useUpdateTeam(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTeam) =>
      apiFetch(apiPath(managementPaths.team, { teamId }), {
        method: 'PATCH',
        body,
        schema: teamSchema,
      }),
    onSuccess: (team) => {
      client.setQueryData(teamKeys.detail(teamId), team);
      refreshSeason(client, team.seasonId);
      // A game shows its teams' names and colours.
      void client.invalidateQueries({ queryKey: gameKeys.all });
    },
  });
}

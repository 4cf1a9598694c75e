import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, managementPaths } from '../../../../contract/api-paths.ts';
import { teamSchema } from '../../../../contract/teams.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { listOf } from '../../../lib/list-schema.ts';
import { refreshSeason } from '../../seasons/api/refresh-season.ts';

export function useCopyTeams(seasonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { fromSeasonId: string; withPlayers: boolean }) =>
      apiFetch(apiPath(managementPaths.seasonTeamsCopy, { seasonId }), {
        method: 'POST',
        body,
        schema: listOf('teams', teamSchema),
      }),
    onSuccess: () => refreshSeason(client, seasonId),
  });
}

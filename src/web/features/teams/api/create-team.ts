import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, managementPaths } from '../../../../contract/api-paths.ts';
import { teamSchema, type CreateTeam } from '../../../../contract/teams.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { refreshSeason } from '../../seasons/api/refresh-season.ts';

export function useCreateTeam(seasonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTeam) =>
      apiFetch(apiPath(managementPaths.seasonTeams, { seasonId }), {
        method: 'POST',
        body,
        schema: teamSchema,
      }),
    onSuccess: () => refreshSeason(client, seasonId),
  });
}

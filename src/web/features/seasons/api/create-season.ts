import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, managementPaths } from '../../../../contract/api-paths.ts';
import { seasonSchema, type CreateSeason } from '../../../../contract/seasons.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { seasonKeys } from '../keys.ts';

export function useCreateSeason(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSeason) =>
      apiFetch(apiPath(managementPaths.seasons, { tournamentId }), {
        method: 'POST',
        body,
        schema: seasonSchema,
      }),
    onSuccess: (season) => {
      queryClient.setQueryData(seasonKeys.detail(season.id), season);
      return queryClient.invalidateQueries({ queryKey: seasonKeys.list(tournamentId) });
    },
  });
}

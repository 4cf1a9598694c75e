import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, managementPaths } from '../../../../contract/api-paths.ts';
import { seasonSchema, type UpdateSeason } from '../../../../contract/seasons.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { standingsKeys } from '../../schedule/keys.ts';
import { seasonKeys } from '../keys.ts';

export function useUpdateSeason(seasonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSeason) =>
      apiFetch(apiPath(managementPaths.season, { seasonId }), {
        method: 'PATCH',
        body,
        schema: seasonSchema,
      }),
    onSuccess: (season) => {
      client.setQueryData(seasonKeys.detail(seasonId), season);
      void client.invalidateQueries({ queryKey: seasonKeys.list(season.tournamentId) });
      void client.invalidateQueries({ queryKey: standingsKeys.season(seasonId) });
    },
  });
}

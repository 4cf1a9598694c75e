import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, managementPaths } from '../../../../contract/api-paths.ts';
import { generateScheduleResultSchema, type GenerateSchedule } from '../../../../contract/games.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { refreshSeason } from '../../seasons/api/refresh-season.ts';

export function useGenerateSchedule(seasonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateSchedule) =>
      apiFetch(apiPath(managementPaths.seasonSchedule, { seasonId }), {
        method: 'POST',
        body,
        schema: generateScheduleResultSchema,
      }),
    onSuccess: (result) => {
      if (result.created > 0) refreshSeason(client, seasonId);
    },
  });
}

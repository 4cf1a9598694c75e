import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type GenerateSchedule } from '../../../../contract/games.ts';
import { refreshSeason } from '../../seasons/api/refresh-season.ts';
import { generateSchedule } from '../../../../contract/endpoints/schedule.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export function useGenerateSchedule(seasonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateSchedule) =>
      callEndpoint(generateSchedule, { params: { seasonId }, body }),
    onSuccess: (result) => {
      if (result.created > 0) refreshSeason(client, seasonId);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UpdateSeason } from '../../../../contract/seasons.ts';
import { standingsKeys } from '../../schedule/keys.ts';
import { seasonKeys } from '../keys.ts';
import { updateSeason } from '../../../../contract/endpoints/seasons.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export function useUpdateSeason(seasonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSeason) => callEndpoint(updateSeason, { params: { seasonId }, body }),
    onSuccess: (season) => {
      client.setQueryData(seasonKeys.detail(seasonId), season);
      void client.invalidateQueries({ queryKey: seasonKeys.list(season.tournamentId) });
      void client.invalidateQueries({ queryKey: standingsKeys.season(seasonId) });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateSeason } from '../../../../contract/seasons.ts';
import { seasonKeys } from '../keys.ts';
import { createSeason } from '../../../../contract/endpoints/seasons.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export function useCreateSeason(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSeason) =>
      callEndpoint(createSeason, { params: { tournamentId }, body }),
    onSuccess: (season) => {
      queryClient.setQueryData(seasonKeys.detail(season.id), season);
      return queryClient.invalidateQueries({ queryKey: seasonKeys.list(tournamentId) });
    },
  });
}

import { copyTeams } from '../../../../contract/endpoints/teams.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshSeason } from '../../seasons/api/refresh-season.ts';

export function useCopyTeams(seasonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { fromSeasonId: string; withPlayers: boolean }) =>
      callEndpoint(copyTeams, { params: { seasonId }, body }),
    onSuccess: () => refreshSeason(client, seasonId),
  });
}

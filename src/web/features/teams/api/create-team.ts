import { createTeam } from '../../../../contract/endpoints/teams.ts';
import type { CreateTeam } from '../../../../contract/teams.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshSeason } from '../../seasons/api/refresh-season.ts';

export function useCreateTeam(seasonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTeam) => callEndpoint(createTeam, { params: { seasonId }, body }),
    onSuccess: () => refreshSeason(client, seasonId),
  });
}

import { updateTeam } from '../../../../contract/endpoints/teams.ts';
import type { UpdateTeam } from '../../../../contract/teams.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gameKeys } from '../../games/keys.ts';
import { refreshSeason } from '../../seasons/api/refresh-season.ts';
import { teamKeys } from '../keys.ts';

export function useUpdateTeam(teamId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTeam) => callEndpoint(updateTeam, { params: { teamId }, body }),
    onSuccess: (team) => {
      client.setQueryData(teamKeys.detail(teamId), team);
      refreshSeason(client, team.seasonId);
      // A game shows its teams' names and colours.
      void client.invalidateQueries({ queryKey: gameKeys.all });
    },
  });
}

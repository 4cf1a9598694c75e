import { deleteTeam } from '../../../../contract/endpoints/teams.ts';
import { endpointUrl } from '../../../lib/call-endpoint.ts';
import { useQueryClient } from '@tanstack/react-query';
import { dropFromLists, forgetDeleted, useConfirmedDelete } from '../../../lib/confirmed-delete.ts';
import { gameKeys } from '../../games/keys.ts';
import { playerKeys } from '../../players/keys.ts';
import { refreshSeason } from '../../seasons/api/refresh-season.ts';
import { teamKeys } from '../keys.ts';

/** Deleting a team takes its roster and its games with it, and changes the season around them. */
export function useDeleteTeam(team: { id: string; seasonId: string }) {
  const client = useQueryClient();
  return useConfirmedDelete(endpointUrl(deleteTeam, { params: { teamId: team.id } }), () => {
    dropFromLists(client, teamKeys.list(team.seasonId), team.id);
    forgetDeleted(client, teamKeys.detail(team.id));
    // Its players and games went too; their ids are not known here.
    forgetDeleted(client, playerKeys.all);
    forgetDeleted(client, gameKeys.all);
    refreshSeason(client, team.seasonId);
  });
}

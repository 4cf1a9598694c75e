import { useQueryClient } from '@tanstack/react-query';
import { dropFromLists, forgetDeleted, useConfirmedDelete } from '../../../lib/confirmed-delete.ts';
import { gameKeys } from '../../games/keys.ts';
import { playerKeys } from '../../players/keys.ts';
import { teamKeys } from '../../teams/keys.ts';
import { tournamentKeys } from '../../tournaments/keys.ts';
import { seasonKeys } from '../keys.ts';
import { deleteSeason } from '../../../../contract/endpoints/seasons.ts';
import { endpointUrl } from '../../../lib/call-endpoint.ts';

/** Deleting a season takes it off its tournament's list, with its teams, players and games. */
export function useDeleteSeason(season: { id: string; tournamentId: string }) {
  const client = useQueryClient();
  return useConfirmedDelete(endpointUrl(deleteSeason, { params: { seasonId: season.id } }), () => {
    dropFromLists(client, seasonKeys.list(season.tournamentId), season.id);
    forgetDeleted(client, seasonKeys.detail(season.id));
    // Its teams, players and games went too; their ids are not known here.
    for (const all of [teamKeys.all, playerKeys.all, gameKeys.all]) forgetDeleted(client, all);
    // The tournament with everything listed under it (its seasons, its games).
    void client.invalidateQueries({ queryKey: tournamentKeys.detail(season.tournamentId) });
    void client.invalidateQueries({ queryKey: gameKeys.mine });
  });
}

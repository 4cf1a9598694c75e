import { useQueryClient } from '@tanstack/react-query';
import type { TournamentList } from '../../../../contract/endpoints/tournaments.ts';
import { forgetDeleted, useConfirmedDelete } from '../../../lib/confirmed-delete.ts';
import { gameKeys } from '../../games/keys.ts';
import { playerKeys } from '../../players/keys.ts';
import { seasonKeys } from '../../seasons/keys.ts';
import { teamKeys } from '../../teams/keys.ts';
import { tournamentKeys } from '../keys.ts';
import { deleteTournament } from '../../../../contract/endpoints/tournaments.ts';
import { endpointUrl } from '../../../lib/call-endpoint.ts';

/** Deleting takes the tournament off every list, and everything under it out of the cache. */
export function useDeleteTournament(tournamentId: string) {
  const client = useQueryClient();
  return useConfirmedDelete(endpointUrl(deleteTournament, { params: { tournamentId } }), () => {
    client.setQueriesData<TournamentList>({ queryKey: tournamentKeys.lists }, (list) =>
      list ? { ...list, tournaments: list.tournaments.filter((t) => t.id !== tournamentId) } : list,
    );
    forgetDeleted(client, tournamentKeys.detail(tournamentId));
    // Its seasons, teams, players and games went too; their ids are not known here.
    for (const all of [seasonKeys.all, teamKeys.all, playerKeys.all, gameKeys.all]) {
      forgetDeleted(client, all);
    }
    void client.invalidateQueries({ queryKey: tournamentKeys.lists });
    void client.invalidateQueries({ queryKey: gameKeys.mine });
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { dropFromLists, forgetDeleted, useConfirmedDelete } from '../../../lib/confirmed-delete.ts';
import { playerKeys } from '../../players/keys.ts';
import { refreshSeason } from '../../seasons/api/refresh-season.ts';
import { teamKeys } from '../../teams/keys.ts';
import { gameKeys } from '../keys.ts';
import { deleteGame } from '../../../../contract/endpoints/games.ts';
import { endpointUrl } from '../../../lib/call-endpoint.ts';

/** Deleting a game changes the season's lists, standings and stats, and the dashboard's games. */
export function useDeleteGame(game: { id: string; seasonId: string; tournamentId: string }) {
  const client = useQueryClient();
  return useConfirmedDelete(endpointUrl(deleteGame, { params: { gameId: game.id } }), () => {
    dropFromLists(client, gameKeys.seasonLists(game.seasonId), game.id);
    dropFromLists(client, gameKeys.tournamentLists(game.tournamentId), game.id);
    forgetDeleted(client, gameKeys.detail(game.id));
    refreshSeason(client, game.seasonId);
    // The teams' and players' figures counted the game.
    void client.invalidateQueries({ queryKey: teamKeys.all });
    void client.invalidateQueries({ queryKey: playerKeys.all });
  });
}

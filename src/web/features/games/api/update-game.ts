import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type UpdateGame } from '../../../../contract/games.ts';
import { refreshSeason } from '../../seasons/api/refresh-season.ts';
import { gameKeys } from '../keys.ts';
import { updateGame } from '../../../../contract/endpoints/games.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export function useUpdateGame() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ gameId, body }: { gameId: string; body: UpdateGame }) =>
      callEndpoint(updateGame, { params: { gameId }, body }),
    onSuccess: (game) => {
      client.setQueryData(gameKeys.detail(game.id), game);
      refreshSeason(client, game.seasonId);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, managementPaths } from '../../../../contract/api-paths.ts';
import { gameSchema, type UpdateGame } from '../../../../contract/games.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { refreshSeason } from '../../seasons/api/refresh-season.ts';
import { gameKeys } from '../keys.ts';

export function useUpdateGame() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ gameId, body }: { gameId: string; body: UpdateGame }) =>
      apiFetch(apiPath(managementPaths.game, { gameId }), {
        method: 'PATCH',
        body,
        schema: gameSchema,
      }),
    onSuccess: (game) => {
      client.setQueryData(gameKeys.detail(game.id), game);
      refreshSeason(client, game.seasonId);
    },
  });
}

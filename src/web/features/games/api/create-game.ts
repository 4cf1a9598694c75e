import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, managementPaths } from '../../../../contract/api-paths.ts';
import { gameSchema, type CreateGame } from '../../../../contract/games.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { refreshSeason } from '../../seasons/api/refresh-season.ts';

export function useCreateGame(seasonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGame) =>
      apiFetch(apiPath(managementPaths.seasonGames, { seasonId }), {
        method: 'POST',
        body,
        schema: gameSchema,
      }),
    onSuccess: () => refreshSeason(client, seasonId),
  });
}

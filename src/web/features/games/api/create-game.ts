import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateGame } from '../../../../contract/games.ts';
import { refreshSeason } from '../../seasons/api/refresh-season.ts';
import { createGame } from '../../../../contract/endpoints/games.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export function useCreateGame(seasonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGame) => callEndpoint(createGame, { params: { seasonId }, body }),
    onSuccess: () => refreshSeason(client, seasonId),
  });
}

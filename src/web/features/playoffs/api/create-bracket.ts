import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, seasonStatsPaths } from '../../../../contract/api-paths.ts';
import { bracketResponseSchema, type CreateBracket } from '../../../../contract/playoffs.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { bracketChanged } from './bracket-changed.ts';

export function useCreateBracket(seasonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBracket) =>
      apiFetch(apiPath(seasonStatsPaths.bracket, { seasonId }), {
        method: 'POST',
        body,
        schema: bracketResponseSchema,
      }),
    onSuccess: (data) => bracketChanged(client, seasonId, data),
  });
}

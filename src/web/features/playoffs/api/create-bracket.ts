import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateBracket } from '../../../../contract/playoffs.ts';
import { bracketChanged } from './bracket-changed.ts';
import { createBracket } from '../../../../contract/endpoints/playoffs.ts';
import { callEndpoint } from '../../../lib/call-endpoint.ts';

export function useCreateBracket(seasonId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBracket) =>
      callEndpoint(createBracket, { params: { seasonId }, body }),
    onSuccess: (data) => bracketChanged(client, seasonId, data),
  });
}

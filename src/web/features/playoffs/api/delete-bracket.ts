import { useQueryClient } from '@tanstack/react-query';
import { useConfirmedDelete } from '../../../lib/confirmed-delete.ts';
import { bracketChanged } from './bracket-changed.ts';
import { deleteBracket } from '../../../../contract/endpoints/playoffs.ts';
import { endpointUrl } from '../../../lib/call-endpoint.ts';

/** Deleting the bracket deletes its games that have not started. */
export function useDeleteBracket(seasonId: string) {
  const client = useQueryClient();
  return useConfirmedDelete(endpointUrl(deleteBracket, { params: { seasonId } }), () =>
    bracketChanged(client, seasonId, { bracket: null }),
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { apiPath, seasonStatsPaths } from '../../../../contract/api-paths.ts';
import { useConfirmedDelete } from '../../../lib/confirmed-delete.ts';
import { bracketChanged } from './bracket-changed.ts';

/** Deleting the bracket deletes its games that have not started. */
export function useDeleteBracket(seasonId: string) {
  const client = useQueryClient();
  return useConfirmedDelete(apiPath(seasonStatsPaths.bracket, { seasonId }), () =>
    bracketChanged(client, seasonId, { bracket: null }),
  );
}

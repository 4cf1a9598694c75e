// Deleting something that has children is two steps (the API's 409 CONFIRMATION_REQUIRED): the
// first DELETE either deletes a childless item at once or answers what would go with it; the
// person reads the counts, and only then is the same DELETE repeated with ?confirm=true.
import {
  useMutation,
  type QueryClient,
  type QueryKey,
  type UseMutationResult,
} from '@tanstack/react-query';
import { deletePreviewSchema, type DeletePreview } from '../../contract/common-responses.ts';
import { withSearch } from '../config/paths.ts';
import { apiErrorFrom, unanswered } from './api-client.ts';

export type DeleteOutcome = { deleted: true } | { deleted: false; preview: DeletePreview };

/** A delete's mutation: `mutate(false)` asks, `mutate(true)` confirms what the preview said. */
export type ConfirmedDelete = UseMutationResult<DeleteOutcome, Error, boolean>;

/**
 * apiFetch keeps only the standard error fields; the 409 here carries `counts` as well, so this
 * one call reads the body itself.
 */
async function requestDelete(path: string, confirmed: boolean): Promise<DeleteOutcome> {
  let response: Response;
  try {
    response = await fetch(confirmed ? withSearch(path, { confirm: 'true' }) : path, {
      method: 'DELETE',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch (cause) {
    throw unanswered(cause);
  }
  if (response.ok) return { deleted: true };
  const body: unknown = await response.json().catch(() => undefined);
  if (response.status === 409 && !confirmed) {
    const preview = deletePreviewSchema.safeParse(body);
    if (preview.success) return { deleted: false, preview: preview.data };
  }
  throw apiErrorFrom(response, body);
}

/**
 * The mutation behind every delete button: `afterDelete` brings the cache in line with what the
 * server deleted (and is awaited, so the caller's own onSuccess sees the lists already updated).
 */
export function useConfirmedDelete(path: string, afterDelete: () => unknown): ConfirmedDelete {
  return useMutation({
    mutationFn: (confirmed: boolean) => requestDelete(path, confirmed),
    onSuccess: async (outcome) => {
      if (outcome.deleted) await afterDelete();
    },
  });
}

/**
 * What a delete took away: unseen copies are dropped, and the ones still on screen (the page the
 * delete was made from, until it navigates) are marked stale without being read again, which
 * would only answer 404.
 */
export function forgetDeleted(client: QueryClient, queryKey: QueryKey) {
  client.removeQueries({ queryKey, type: 'inactive' });
  void client.invalidateQueries({ queryKey, refetchType: 'none' });
}

/** Takes a deleted row out of every cached list under `queryKey`, before they are read again. */
export function dropFromLists(client: QueryClient, queryKey: QueryKey, id: string) {
  client.setQueriesData<{ id: string }[]>({ queryKey }, (list) =>
    list?.filter((item) => item.id !== id),
  );
}

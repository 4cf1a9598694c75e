// Deleting something that has children is two steps (the API's 409 CONFIRMATION_REQUIRED): the
// first DELETE either deletes a childless item at once or answers what would go with it; the
// person reads the counts, and only then is the same DELETE repeated with ?confirm=true.
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { deletePreviewSchema, type DeletePreview } from '../../contract/tournaments.ts';
import { withSearch } from '../config/paths.ts';
import { apiErrorFrom, unanswered } from '../lib/api-client.ts';
import { ApiErrorAlert } from './api-error-alert.tsx';

type DeleteOutcome = { deleted: true } | { deleted: false; preview: DeletePreview };

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

/** "seasons" → "3 seasons", "1 season"; camelCase keys read as words. */
export function countLabel(key: string, count: number): string {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  const noun = count === 1 && words.endsWith('s') ? words.slice(0, -1) : words;
  return `${count} ${noun}`;
}

export function ConfirmDeleteModal({
  opened,
  onClose,
  title,
  what,
  deletePath,
  onDeleted,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Named in the question, e.g. "the tournament Spring League". */
  what: string;
  /** The resource's DELETE path, without `?confirm`. */
  deletePath: string;
  onDeleted: () => void;
}) {
  const remove = useMutation({
    mutationFn: (confirmed: boolean) => requestDelete(deletePath, confirmed),
    onSuccess: (outcome) => {
      if (outcome.deleted) onDeleted();
    },
  });
  const preview = remove.data && !remove.data.deleted ? remove.data.preview : null;
  const close = () => {
    remove.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <Stack gap="md">
        {preview ? (
          <>
            <Text size="sm" fw={500}>
              {preview.message}
            </Text>
            {Object.values(preview.counts).some((count) => count > 0) ? (
              <List size="sm" aria-label="What goes with it">
                {Object.entries(preview.counts)
                  .filter(([, count]) => count > 0)
                  .map(([key, count]) => (
                    <List.Item key={key}>{countLabel(key, count)}</List.Item>
                  ))}
              </List>
            ) : null}
          </>
        ) : (
          <Text size="sm">Delete {what}? This cannot be undone.</Text>
        )}
        <ApiErrorAlert error={remove.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate(!!preview)}>
            {preview ? 'Delete everything' : 'Delete'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

// The question before a delete, and the server's preview of what goes with it when it answers
// one (lib/confirmed-delete.ts): the entity's delete hook does the requests and the cache.
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { ConfirmedDelete } from '../lib/confirmed-delete.ts';
import { ApiErrorAlert } from './api-error-alert.tsx';

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
  remove,
  onDeleted,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Named in the question, e.g. "the tournament Spring League". */
  what: string;
  /** The entity's delete mutation (useDeleteTeam and the like). */
  remove: ConfirmedDelete;
  /** After the delete and its cache updates: say so, go where the item was listed. */
  onDeleted: () => void;
}) {
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
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(!!preview, {
                onSuccess: (outcome) => {
                  if (outcome.deleted) onDeleted();
                },
              })
            }
          >
            {preview ? 'Delete everything' : 'Delete'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

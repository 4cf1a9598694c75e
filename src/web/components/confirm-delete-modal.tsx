// The question before a delete, and the server's preview of what goes with it when it answers
// one (lib/confirmed-delete.ts): the entity's delete hook does the requests and the cache.
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { ConfirmedDelete } from '../lib/confirmed-delete.ts';
import { useT } from '../lib/i18n/i18n-store.ts';
import { ApiErrorAlert } from './api-error-alert.tsx';

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
  const t = useT('app');
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
              <List size="sm" aria-label={t('shell.delete.goesWithIt')}>
                {Object.entries(preview.counts)
                  .filter(([, count]) => count > 0)
                  .map(([key, count]) => (
                    <List.Item key={key}>{t('shell.delete.count', { what: key, count })}</List.Item>
                  ))}
              </List>
            ) : null}
          </>
        ) : (
          <Text size="sm">{t('shell.delete.question', { what })}</Text>
        )}
        <ApiErrorAlert error={remove.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('shell.cancel')}
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
            {preview ? t('shell.delete.everything') : t('shell.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

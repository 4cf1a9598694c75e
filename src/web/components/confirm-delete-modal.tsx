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
  question,
  remove,
  onDeleted,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The question, e.g. "Delete the tournament Spring League?"; the modal says it is final. */
  question: string;
  /** The entity's delete mutation (useDeleteTeam and the like). */
  remove: ConfirmedDelete;
  /** After the delete and its cache updates: say so, go where the item was listed. */
  onDeleted: () => void;
}) {
  const t = useT('manage');
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
              <List size="sm" aria-label={t('tournaments.delete.whatGoes')}>
                {Object.entries(preview.counts)
                  .filter(([, count]) => count > 0)
                  .map(([key, count]) => (
                    <List.Item key={key}>
                      {/* The server's count keys (seasons, teams…) name what each counts. */}
                      {t('tournaments.delete.count', { what: key, count })}
                    </List.Item>
                  ))}
              </List>
            ) : null}
          </>
        ) : (
          <Text size="sm">
            {question} {t('tournaments.delete.final')}
          </Text>
        )}
        <ApiErrorAlert error={remove.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('tournaments.cancel')}
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
            {t(preview ? 'tournaments.delete.everything' : 'tournaments.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

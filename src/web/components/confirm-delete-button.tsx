import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ConfirmedDelete } from '../lib/confirmed-delete.ts';
import { ConfirmDeleteModal } from './confirm-delete-modal.tsx';

/** A delete button that asks first, and again with the counts when more would go with it. */
export function ConfirmDeleteButton({
  label,
  what,
  remove,
  onDeleted,
}: {
  /** The button and the dialog title, e.g. "Delete team". */
  label: string;
  /** Named in the question, e.g. "the team Lakers and its roster". */
  what: string;
  remove: ConfirmedDelete;
  /** After the delete: say so, go where the item was listed. */
  onDeleted?: () => void;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button color="red" variant="light" onClick={open}>
        {label}
      </Button>
      <ConfirmDeleteModal
        opened={opened}
        onClose={close}
        title={label}
        what={what}
        remove={remove}
        onDeleted={() => {
          close();
          onDeleted?.();
        }}
      />
    </>
  );
}

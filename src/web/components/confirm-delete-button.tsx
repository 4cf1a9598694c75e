import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ConfirmedDelete } from '../lib/confirmed-delete.ts';
import { ConfirmDeleteModal } from './confirm-delete-modal.tsx';

/** A delete button that asks first, and again with the counts when more would go with it. */
export function ConfirmDeleteButton({
  label,
  question,
  remove,
  onDeleted,
}: {
  /** The button and the dialog title, e.g. "Delete team". */
  label: string;
  /** The question, e.g. "Delete the team Lakers and its roster?". */
  question: string;
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
        question={question}
        remove={remove}
        onDeleted={() => {
          close();
          onDeleted?.();
        }}
      />
    </>
  );
}

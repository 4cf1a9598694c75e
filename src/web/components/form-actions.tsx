import { Button, Group } from '@mantine/core';

/** A form's submit button, and Cancel when the form can be left without saving. */
export function FormActions({
  submitLabel,
  pending,
  onCancel,
}: {
  submitLabel: string;
  pending: boolean;
  onCancel?: () => void;
}) {
  return (
    <Group>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </Group>
  );
}

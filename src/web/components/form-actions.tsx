import { Button, Group } from '@mantine/core';
import { useT } from '../lib/i18n/i18n-store.ts';

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
  const t = useT('app');
  return (
    <Group>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button variant="default" onClick={onCancel}>
          {t('shell.cancel')}
        </Button>
      ) : null}
    </Group>
  );
}

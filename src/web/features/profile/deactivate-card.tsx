import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { FormError } from '../../components/form-error.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useDeactivateAccount } from './profile-api.ts';

export function DeactivateCard() {
  const [opened, { open, close }] = useDisclosure(false);
  const deactivate = useDeactivateAccount();

  return (
    <Paper withBorder p="lg" radius="md" style={{ borderColor: 'var(--mantine-color-red-6)' }}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          Danger zone
        </Title>
        <Text size="sm">
          Deactivating hides your tournaments and their public pages and leaves you only the option
          to reactivate. Nothing is deleted.
        </Text>
        <Button color="red" variant="outline" onClick={open}>
          Deactivate account
        </Button>
      </Stack>

      <Modal opened={opened} onClose={close} title="Deactivate your account?" centered>
        <Stack gap="md">
          <Text size="sm">
            Until you reactivate, every page shows only the reactivation page, and your public
            scoreboards stop showing. You can reactivate at any time.
          </Text>
          <FormError message={deactivate.error ? errorMessage(deactivate.error) : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button color="red" loading={deactivate.isPending} onClick={() => deactivate.mutate()}>
              Deactivate account
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { FormError } from '../../components/form-error.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useT } from '../../lib/i18n/i18n-store.ts';
import { useDeactivateAccount } from './profile-api.ts';

export function DeactivateCard() {
  const t = useT('app');
  const [opened, { open, close }] = useDisclosure(false);
  const deactivate = useDeactivateAccount();

  return (
    <Paper withBorder p="lg" radius="md" style={{ borderColor: 'var(--mantine-color-red-6)' }}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h4">
          {t('profile.deactivate.title')}
        </Title>
        <Text size="sm">{t('profile.deactivate.explain')}</Text>
        <Button color="red" variant="outline" onClick={open}>
          {t('profile.deactivate.button')}
        </Button>
      </Stack>

      <Modal opened={opened} onClose={close} title={t('profile.deactivate.question')} centered>
        <Stack gap="md">
          <Text size="sm">{t('profile.deactivate.consequence')}</Text>
          <FormError message={deactivate.error ? errorMessage(deactivate.error) : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('shell.cancel')}
            </Button>
            <Button color="red" loading={deactivate.isPending} onClick={() => deactivate.mutate()}>
              {t('profile.deactivate.button')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

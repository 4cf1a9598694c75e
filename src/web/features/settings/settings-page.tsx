import { NativeSelect, Paper, Stack, Switch, Title, useMantineColorScheme } from '@mantine/core';
import { PageFrame } from '../../components/page-frame.tsx';

const languages = [{ value: 'en', label: 'English' }];

export function SettingsPage() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();

  return (
    <PageFrame title="Settings" description="Preferences kept on this device.">
      <Stack gap="lg" maw={560}>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">
            <Title order={2} size="h4">
              Appearance
            </Title>
            <Switch
              label="Dark theme"
              description="Light is the default. The choice is saved in this browser."
              checked={colorScheme === 'dark'}
              onChange={(event) => setColorScheme(event.currentTarget.checked ? 'dark' : 'light')}
            />
          </Stack>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">
            <Title order={2} size="h4">
              Language
            </Title>
            <NativeSelect
              label="Language"
              description="Tempo is available in English only for now."
              data={languages}
              defaultValue="en"
            />
          </Stack>
        </Paper>
      </Stack>
    </PageFrame>
  );
}

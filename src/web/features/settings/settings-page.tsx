import { NativeSelect, Paper, Stack, Switch, Title, useMantineColorScheme } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfile } from '../../../contract/endpoints/profile.ts';
import { PageFrame } from '../../components/page-frame.tsx';
import { callEndpoint } from '../../lib/call-endpoint.ts';
import { availableLocales } from '../../lib/i18n/available-locales.ts';
import { useT } from '../../lib/i18n/i18n-store.ts';
import { personLocale } from '../../lib/i18n/person-locale.ts';
import { meQueryKey, useProfile } from '../../lib/session.ts';

/** "" in the select: no choice of one's own, the browser's language decides. */
const browserChoice = '';

export function SettingsPage() {
  const t = useT('app');
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const profile = useProfile();
  const queryClient = useQueryClient();
  const saveLocale = useMutation({
    mutationFn: (locale: string | null) => callEndpoint(updateProfile, { body: { locale } }),
    onSuccess: (saved) => queryClient.setQueryData(meQueryKey, saved),
  });
  const browserName =
    availableLocales.find((l) => l.code === personLocale(null))?.name ?? personLocale(null);

  return (
    <PageFrame title={t('settings.title')} description={t('settings.description')}>
      <Stack gap="lg" maw={560}>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('settings.appearance')}
            </Title>
            <Switch
              label={t('settings.darkTheme')}
              description={t('settings.darkThemeHelp')}
              checked={colorScheme === 'dark'}
              onChange={(event) => setColorScheme(event.currentTarget.checked ? 'dark' : 'light')}
            />
          </Stack>
        </Paper>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('settings.language')}
            </Title>
            <NativeSelect
              label={t('settings.language')}
              description={t('settings.languageHelp')}
              data={[
                {
                  value: browserChoice,
                  label: t('settings.browserLanguage', { name: browserName }),
                },
                ...availableLocales.map((l) => ({ value: l.code, label: l.name })),
              ]}
              value={profile.locale ?? browserChoice}
              disabled={saveLocale.isPending}
              error={saveLocale.error?.message}
              onChange={(event) => {
                const value = event.currentTarget.value;
                saveLocale.mutate(value === browserChoice ? null : value);
              }}
            />
          </Stack>
        </Paper>
      </Stack>
    </PageFrame>
  );
}

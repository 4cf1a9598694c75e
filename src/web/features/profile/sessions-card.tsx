import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FormError } from '../../components/form-error.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { formatMoment } from '../../lib/i18n/formats.ts';
import { useLocale, useT } from '../../lib/i18n/i18n-store.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { describeDevice } from './describe-device.ts';
import {
  sessionsQueryOptions,
  useEndOtherSessions,
  useEndSession,
  type DeviceSession,
} from './profile-api.ts';

export function SessionsCard() {
  const t = useT('app');
  const sessions = useQuery(sessionsQueryOptions);
  const endOthers = useEndOtherSessions();
  const others = (sessions.data ?? []).filter((s) => !s.current);

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {t('profile.sessions.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('profile.sessions.description')}
          </Text>
        </div>
        {sessions.isPending ? (
          <Loader size="sm" role="status" aria-label={t('profile.sessions.loading')} />
        ) : null}
        <FormError message={sessions.error ? errorMessage(sessions.error) : null} />
        {sessions.data ? (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {sessions.data.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </Stack>
        ) : null}
        {others.length > 1 ? (
          <Group>
            <Button
              variant="default"
              loading={endOthers.isPending}
              onClick={() =>
                endOthers.mutate(undefined, {
                  onSuccess: () => notifySuccess(t('profile.sessions.othersEnded')),
                  onError: (error) => notifyError(error),
                })
              }
            >
              {t('profile.sessions.endOthers')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

function SessionRow({ session }: { session: DeviceSession }) {
  const t = useT('app');
  const locale = useLocale();
  const end = useEndSession();
  const device = describeDevice(session.userAgent, t);
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm">
      <div>
        <Group gap="xs">
          <Text fw={500}>{device}</Text>
          {session.current ? (
            <Badge color="blue" variant="light">
              {t('profile.sessions.thisDevice')}
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {session.ipAddress
            ? t('profile.sessions.signedInFrom', {
                date: formatMoment(locale, session.createdAt),
                ip: session.ipAddress,
              })
            : t('profile.sessions.signedIn', { date: formatMoment(locale, session.createdAt) })}
        </Text>
      </div>
      {session.current ? null : (
        <Button
          size="xs"
          variant="default"
          loading={end.isPending}
          aria-label={t('profile.sessions.endLabel', { device })}
          onClick={() =>
            end.mutate(session.id, {
              onSuccess: () => notifySuccess(t('profile.sessions.ended', { device })),
              onError: (error) => notifyError(error),
            })
          }
        >
          {t('profile.sessions.end')}
        </Button>
      )}
    </Group>
  );
}

import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FormError } from '../../components/form-error.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { describeDevice } from './describe-device.ts';
import {
  sessionsQueryOptions,
  useEndOtherSessions,
  useEndSession,
  type DeviceSession,
} from './profile-api.ts';

export function SessionsCard() {
  const sessions = useQuery(sessionsQueryOptions);
  const endOthers = useEndOtherSessions();
  const others = (sessions.data ?? []).filter((s) => !s.current);

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            Active sessions
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            The browsers and devices signed in to your account.
          </Text>
        </div>
        {sessions.isPending ? (
          <Loader size="sm" role="status" aria-label="Loading sessions" />
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
                  onSuccess: () => notifySuccess('Your other devices were signed out.'),
                  onError: (error) => notifyError(error),
                })
              }
            >
              End all other sessions
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

function SessionRow({ session }: { session: DeviceSession }) {
  const end = useEndSession();
  const device = describeDevice(session.userAgent);
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm">
      <div>
        <Group gap="xs">
          <Text fw={500}>{device}</Text>
          {session.current ? (
            <Badge color="blue" variant="light">
              This device
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          Signed in {formatDateTime(session.createdAt)}
          {session.ipAddress ? ` from ${session.ipAddress}` : ''}
        </Text>
      </div>
      {session.current ? null : (
        <Button
          size="xs"
          variant="default"
          loading={end.isPending}
          aria-label={`End the session on ${device}`}
          onClick={() =>
            end.mutate(session.id, {
              onSuccess: () => notifySuccess(`${device} was signed out.`),
              onError: (error) => notifyError(error),
            })
          }
        >
          End session
        </Button>
      )}
    </Group>
  );
}

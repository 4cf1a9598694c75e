// What stopped the console's sender (sign-in, Premium, permission, a refused batch), with the
// events it keeps on this device until it can send them.
import { Alert, Button, Group, Text } from '@mantine/core';
import { UpgradePrompt } from '../../../components/upgrade-prompt.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import type { FrameConsole } from '../store/loaded-console.ts';

export function SendProblemAlert({ console: cg }: { console: FrameConsole }) {
  const t = useT('console');
  const problem = cg.snapshot.problem;
  if (!problem) return null;
  if (problem.kind === 'upgrade') {
    return (
      <UpgradePrompt
        error={
          new ApiRequestError({
            status: problem.status,
            code: problem.code,
            message: problem.message,
            fields: problem.fields,
          })
        }
      />
    );
  }
  const title =
    problem.kind === 'sign-in'
      ? t('frame.problem.signIn')
      : problem.kind === 'forbidden'
        ? t('frame.problem.forbidden')
        : t('frame.problem.refused');
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {t('frame.problem.kept', { message: problem.message, count: cg.snapshot.waiting })}
        </Text>
        <Button size="xs" variant="light" onClick={cg.retry}>
          {t('frame.tryAgain')}
        </Button>
      </Group>
    </Alert>
  );
}

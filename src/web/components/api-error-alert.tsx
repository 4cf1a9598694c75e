// Any failed call, in words a person can act on (docs/product/errors.md): a plan limit becomes an upgrade
// prompt with a link, a refusal says it is about permission, the rest shows the server's message.
import { Alert, Code, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorCodes } from '../../contract/errors.ts';
import { ApiRequestError, errorMessage } from '../lib/api-client.ts';
import { useT } from '../lib/i18n/i18n-store.ts';
import { isUpgradeError } from '../lib/plan.ts';
import { UpgradePrompt } from './upgrade-prompt.tsx';

export function ApiErrorAlert({ error }: { error: unknown }) {
  const t = useT('app');
  if (!error) return null;
  if (isUpgradeError(error)) return <UpgradePrompt error={error} />;
  const forbidden =
    error instanceof ApiRequestError && error.status === 403 && error.code === errorCodes.forbidden;
  const requestId = error instanceof ApiRequestError ? error.requestId : undefined;
  const serverFault = error instanceof ApiRequestError && error.status >= 500;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={forbidden ? t('shell.error.forbiddenTitle') : undefined}
    >
      <Text size="sm">{errorMessage(error)}</Text>
      {serverFault && requestId ? (
        <Text size="sm" mt="xs">
          {t.rich<ReactNode>('shell.supportReference', {
            id: requestId,
            code: (chunks) => <Code key="id">{chunks}</Code>,
          })}
        </Text>
      ) : null}
    </Alert>
  );
}

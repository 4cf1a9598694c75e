// Any failed call, in words a person can act on (PRODUCT.md §7): a plan limit becomes an upgrade
// prompt with a link, a refusal says it is about permission, the rest shows the server's message.
import { Alert, Button, Code, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { errorCodes } from '../../contract/errors.ts';
import { paths } from '../config/paths.ts';
import { ApiRequestError, errorMessage } from '../lib/api-client.ts';

export function isPlanLimit(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    (error.status === 402 || error.code === errorCodes.planLimit)
  );
}

export function UpgradePrompt({ message }: { message: string }) {
  return (
    <Alert color="grape" variant="light" title="Upgrade to go further" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button component={Link} to={paths.upgrade.href()} size="xs" color="grape">
          Upgrade
        </Button>
      </Stack>
    </Alert>
  );
}

export function ApiErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  if (isPlanLimit(error)) return <UpgradePrompt message={errorMessage(error)} />;
  const forbidden =
    error instanceof ApiRequestError && error.status === 403 && error.code === errorCodes.forbidden;
  const requestId = error instanceof ApiRequestError ? error.requestId : undefined;
  const serverFault = error instanceof ApiRequestError && error.status >= 500;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      title={forbidden ? "You don't have permission to do that" : undefined}
    >
      <Text size="sm">{errorMessage(error)}</Text>
      {serverFault && requestId ? (
        <Text size="sm" mt="xs">
          Reference for support: <Code>{requestId}</Code>
        </Text>
      ) : null}
    </Alert>
  );
}

// The route errorElement: whatever a page throws ends here with a human message (docs/product/errors.md),
// the request id when the API gave one, and a way forward.
import { Alert, Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiRequestError } from '../lib/api-client.ts';
import { useT } from '../lib/i18n/i18n-store.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { CenteredPage } from './centered-page.tsx';

function isStaleChunk(error: unknown) {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

export function RouteError() {
  const error = useRouteError();
  return (
    <CenteredPage width={520}>
      <ErrorDetails error={error} />
    </CenteredPage>
  );
}

/** Inside the app shell: the navigation stays, only the page area shows the error. */
export function PageError() {
  return <ErrorDetails error={useRouteError()} />;
}

function ErrorDetails({ error }: { error: unknown }) {
  const t = useT('app');
  usePageTitle(t('routeError.title'));
  useEffect(() => {
    console.error(error);
  }, [error]);

  const offline = error instanceof ApiRequestError && error.status === 0;
  const notFound =
    (isRouteErrorResponse(error) && error.status === 404) ||
    (error instanceof ApiRequestError && error.status === 404);
  const requestId = error instanceof ApiRequestError ? error.requestId : undefined;
  let title = t('routeError.title');
  if (offline) title = t('routeError.offlineTitle');
  else if (notFound) title = t('notFound.title');
  let message = t('routeError.message');
  if (isStaleChunk(error)) message = t('routeError.updated');
  else if (error instanceof ApiRequestError) message = error.message;
  else if (notFound) message = t('routeError.nothingHere');

  return (
    <Stack gap="md" maw={560}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Alert color="red" variant="light" title={t('routeError.whatHappened')}>
        <Text size="sm">{message}</Text>
        {requestId ? (
          <Text size="sm" mt="xs">
            {t.rich<ReactNode>('shell.supportReference', {
              id: requestId,
              code: (chunks) => <Code key="id">{chunks}</Code>,
            })}
          </Text>
        ) : null}
      </Alert>
      <Group>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </Group>
    </Stack>
  );
}

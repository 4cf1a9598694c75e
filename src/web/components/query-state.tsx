import { Alert, Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiRequestError, errorMessage } from '../lib/api-client.ts';
import { translatorFor, useT } from '../lib/i18n/i18n-store.ts';

/** The message for a failed load, in words a person understands. */
export function loadFailureMessage(error: unknown, what: string): string {
  if (error instanceof ApiRequestError) {
    const t = translatorFor('app');
    if (error.status === 404) return t('shell.query.notFound', { what });
    if (error.status === 403) return t('shell.query.forbidden', { what });
  }
  return errorMessage(error);
}

/** Renders a query's data, or its loading state, or why it failed. */
export function QueryState<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  const t = useT('app');
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('shell.query.loading', { what })} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={t('shell.query.failed', { what })}>
        {loadFailureMessage(query.error, what)}
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}

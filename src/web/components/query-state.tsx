import { Alert, Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiRequestError, errorMessage } from '../lib/api-client.ts';

/** The message for a failed load, in words a person understands. */
export function loadFailureMessage(error: unknown, what: string): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 404) return `This ${what} was not found. It may have been deleted.`;
    if (error.status === 403) return `You don't have permission to see this ${what}.`;
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
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={`Loading ${what}`} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={`Could not load the ${what}`}>
        {loadFailureMessage(query.error, what)}
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}

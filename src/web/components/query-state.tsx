import { Alert, Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { MessageKey } from '../../i18n/catalogues.ts';
import type { Translate } from '../../i18n/translator.ts';
import { ApiRequestError, errorMessage } from '../lib/api-client.ts';
import { useT } from '../lib/i18n/i18n-store.ts';

/** What a query loads, as the loading and failure messages name it. */
export type Loadable =
  | 'season'
  | 'game'
  | 'team'
  | 'player'
  | 'games'
  | 'teams'
  | 'roster'
  | 'schedule'
  | 'standings'
  | 'bracket'
  | 'statistics'
  | 'teamStatistics'
  | 'playerStatistics'
  | 'shotChart'
  | 'publicSite';

/** The message for a failed load, in words a person understands. */
export function loadFailureMessage(
  t: Translate<MessageKey<'manage'>>,
  error: unknown,
  what: Loadable,
): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 404) return t('tournaments.load.notFound', { what });
    if (error.status === 403) return t('tournaments.load.forbidden', { what });
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
  what: Loadable;
  children: (data: T) => ReactNode;
}) {
  const t = useT('manage');
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('tournaments.load.loading', { what })} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        title={t('tournaments.load.failed', { what })}
      >
        {loadFailureMessage(t, query.error, what)}
      </Alert>
    );
  }
  return <>{children(query.data)}</>;
}

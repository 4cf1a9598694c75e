import { Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiErrorAlert } from './api-error-alert.tsx';

/**
 * A list section's loading spinner, its failure, its empty state or its items: one at a time,
 * in place, so the section around it (title, actions) stays put while the list loads.
 */
export function ListQueryState<T>({
  query,
  loadingLabel,
  empty,
  children,
}: {
  query: UseQueryResult<T[]>;
  /** The spinner's accessible name, e.g. "Loading invites". */
  loadingLabel: string;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <>
      {query.isPending ? <Loader aria-label={loadingLabel} /> : null}
      {query.error ? <ApiErrorAlert error={query.error} /> : null}
      {query.data && query.data.length === 0 ? empty : null}
      {query.data && query.data.length > 0 ? children(query.data) : null}
    </>
  );
}

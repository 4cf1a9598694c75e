import { Anchor } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageFrame } from './page-frame.tsx';
import type { Loadable } from './query-state.tsx';
import { QueryState } from './query-state.tsx';

/** A page about one loaded thing (a game, a team, a player), with a link back to where it is listed. */
export function QueryPage<T>({
  title,
  back,
  backLabel,
  query,
  what,
  children,
}: {
  title: string;
  back: string;
  backLabel: string;
  query: UseQueryResult<T>;
  what: Loadable;
  children: (data: T) => ReactNode;
}) {
  return (
    <PageFrame
      title={title}
      description={
        <Anchor component={Link} to={back}>
          {backLabel}
        </Anchor>
      }
    >
      <QueryState query={query} what={what}>
        {children}
      </QueryState>
    </PageFrame>
  );
}

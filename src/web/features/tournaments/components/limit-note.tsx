import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { LimitStatus } from '../../../lib/plan-limits.ts';

/** "2 of 3 … on the Free plan", and once the limit is reached, what to do and an upgrade link. */
export function LimitNote({
  limit,
  reachedHint,
  id,
}: {
  limit: LimitStatus;
  /** Put before the upgrade link once the limit is reached, e.g. " — ". */
  reachedHint: string;
  id?: string;
}) {
  if (!limit.text) return null;
  return (
    <Text id={id} size="sm" c={limit.reached ? undefined : 'dimmed'}>
      {limit.text}
      {limit.reached ? (
        <>
          {reachedHint}
          <Anchor component={Link} to={paths.upgrade.href()} underline="always">
            Upgrade
          </Anchor>
        </>
      ) : null}
    </Text>
  );
}

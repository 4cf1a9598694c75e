import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import type { LimitStatus } from '../../../lib/plan-limits.ts';

/** What a plan limit counts, as the note names it. */
export type LimitedThing = 'tournaments' | 'openSeasons' | 'teams';

/** "2 of 3 … on the Free plan", and once the limit is reached, what to do and an upgrade link. */
export function LimitNote({
  limit,
  what,
  reachedHint,
  id,
}: {
  limit: LimitStatus;
  what: LimitedThing;
  /** Put before the upgrade link once the limit is reached, e.g. " — ". */
  reachedHint: string;
  id?: string;
}) {
  const t = useT('manage');
  const app = useT('app');
  if (limit.limit === null) return null;
  return (
    <Text id={id} size="sm" c={limit.reached ? undefined : 'dimmed'}>
      {t('tournaments.limit.note', {
        count: limit.count,
        limit: limit.limit,
        what,
        plan: app(`billing.plan.${limit.tier}`),
      })}
      {limit.reached ? (
        <>
          {reachedHint}
          <Anchor component={Link} to={paths.upgrade.href()} underline="always">
            {t('tournaments.limit.upgrade')}
          </Anchor>
        </>
      ) : null}
    </Text>
  );
}

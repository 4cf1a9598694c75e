import { Badge } from '@mantine/core';
import type { Profile } from '../../contract/profile.ts';
import { formatDate } from '../lib/format.ts';
import { usePlanStatus } from '../lib/plan.ts';

export function PlanBadge({ profile }: { profile: Profile }) {
  const { tier, premiumUntil } = usePlanStatus(profile);
  if (tier === 'tempo-premium') {
    return (
      <Badge color="grape" variant="filled">
        {premiumUntil ? `Premium until ${formatDate(premiumUntil)}` : 'Premium'}
      </Badge>
    );
  }
  return (
    <Badge color="gray" variant="outline">
      Free plan
    </Badge>
  );
}

import { Badge } from '@mantine/core';
import type { Profile } from '../../contract/profile.ts';
import { useLocale, useT } from '../lib/i18n/i18n-store.ts';
import { formatDay } from '../lib/i18n/formats.ts';
import { usePlanStatus } from '../lib/plan.ts';

export function PlanBadge({ profile }: { profile: Profile }) {
  const t = useT('app');
  const locale = useLocale();
  const { tier, premiumUntil } = usePlanStatus(profile);
  if (tier === 'tempo-premium') {
    return (
      <Badge color="grape" variant="filled">
        {premiumUntil
          ? t('billing.badge.premiumUntil', { date: formatDay(locale, premiumUntil) })
          : t('billing.badge.premium')}
      </Badge>
    );
  }
  return (
    <Badge color="gray" variant="outline">
      {t('billing.badge.free')}
    </Badge>
  );
}

import { Badge } from '@mantine/core';
import type { SeasonStatus } from '../../contract/seasons.ts';
import { useT } from '../lib/i18n/i18n-store.ts';
const colors: Record<SeasonStatus, string> = { draft: 'gray', active: 'green', completed: 'blue' };

export function SeasonStatusBadge({ status }: { status: SeasonStatus }) {
  const t = useT('manage');
  return (
    <Badge color={colors[status]} variant="light">
      {t(`seasons.status.${status}`)}
    </Badge>
  );
}

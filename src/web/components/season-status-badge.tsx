import { Badge } from '@mantine/core';
import type { SeasonStatus } from '../../contract/seasons.ts';

const labels: Record<SeasonStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  completed: 'Completed',
};
const colors: Record<SeasonStatus, string> = { draft: 'gray', active: 'green', completed: 'blue' };

export function SeasonStatusBadge({ status }: { status: SeasonStatus }) {
  return (
    <Badge color={colors[status]} variant="light">
      {labels[status]}
    </Badge>
  );
}

import { Badge } from '@mantine/core';
import { roleLabels, type TournamentRole } from '../../contract/tournaments.ts';

const roleColors: Record<TournamentRole, string> = {
  owner: 'blue',
  admin: 'indigo',
  scorekeeper: 'teal',
  viewer: 'gray',
};

/** The person's role in a tournament, the same wherever it shows. */
export function RoleBadge({ role }: { role: TournamentRole }) {
  return (
    <Badge color={roleColors[role]} variant="light">
      {roleLabels[role]}
    </Badge>
  );
}

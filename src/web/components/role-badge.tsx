import { Badge } from '@mantine/core';
import type { TournamentRole } from '../../contract/tournaments.ts';
import { useT } from '../lib/i18n/i18n-store.ts';

const roleColors: Record<TournamentRole, string> = {
  owner: 'blue',
  admin: 'indigo',
  scorekeeper: 'teal',
  viewer: 'gray',
};

/** The person's role in a tournament, the same wherever it shows. */
export function RoleBadge({ role }: { role: TournamentRole }) {
  const t = useT('manage');
  return (
    <Badge color={roleColors[role]} variant="light">
      {t(`members.role.${role}`)}
    </Badge>
  );
}

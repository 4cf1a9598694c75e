import { Badge } from '@mantine/core';
import type { GameStatus } from '../../contract/games.ts';
import { gameStatusColors } from '../lib/game-time-format.ts';
import { useT } from '../lib/i18n/i18n-store.ts';

export function GameStatusBadge({ status }: { status: GameStatus }) {
  const common = useT('common');
  return (
    <Badge
      color={gameStatusColors[status]}
      variant={status === 'live' ? 'filled' : 'light'}
      // In a narrow table cell the badge would otherwise shrink to "SCHEDU…".
      miw="max-content"
    >
      {common(`status.${status}`)}
    </Badge>
  );
}

import { Badge } from '@mantine/core';
import type { GameStatus } from '../../contract/games.ts';
import { gameStatusColors, gameStatusLabels } from '../lib/game-time-format.ts';

export function GameStatusBadge({ status }: { status: GameStatus }) {
  return (
    <Badge
      color={gameStatusColors[status]}
      variant={status === 'live' ? 'filled' : 'light'}
      // In a narrow table cell the badge would otherwise shrink to "SCHEDU…".
      miw="max-content"
    >
      {gameStatusLabels[status]}
    </Badge>
  );
}

// The frame's warning that the console's score and the statistics' score disagree.
import { Alert, Text } from '@mantine/core';
import type { LiveGame } from '../../../../contract/live-games.ts';
import type { GameState } from '../../../../domain/game/state.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';

/**
 * Both scores, when the two sources disagree: never silently counted twice
 * (docs/product/live-games.md), and how to settle it (decision 0046).
 */
export function ScoreMismatchFlag({ game, state }: { game: LiveGame; state: GameState }) {
  const t = useT('console');
  if (!state.scoreMismatch) return null;
  const line = (s: { home: number; away: number }) =>
    `${game.home.shortName} ${s.home} : ${s.away} ${game.away.shortName}`;
  return (
    <Alert color="red" variant="light" title={t('frame.scoreUnreliable')} role="alert" py={6}>
      <Text size="sm">
        {t('frame.scoreMismatch', {
          console: line(state.consoleScore),
          stats: line(state.statsScore),
          source: state.scoreSource,
        })}{' '}
        {t('frame.scoreSettle')}
      </Text>
    </Alert>
  );
}

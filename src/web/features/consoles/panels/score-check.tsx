// The time & score console's score check (decision 0046): when the table's count and the stats
// consoles' count disagree, both are shown beside the score buttons, with which one is official,
// who can settle it, and the table's one tap to take the stats' score. If the table is right
// instead, only the stats consoles can settle it: they add or undo the play that differs.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { Score } from '../../../../domain/game/state.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import styles from '../console.module.css';
import { stamp } from '../store/event-factory.ts';
import type { LoadedConsole } from '../store/loaded-console.ts';
import { tableTakesStatsScore } from './score-events.ts';

export function ScoreCheck({ console: cg }: { console: LoadedConsole }) {
  const { game, state, clock, record } = cg;
  const t = useT('console');
  if (!state.scoreMismatch) return null;
  const line = (s: Score) => `${game.home.shortName} ${s.home} : ${s.away} ${game.away.shortName}`;
  const source = state.scoreSource;
  const [official, other] =
    source === 'stats'
      ? [state.statsScore, state.consoleScore]
      : [state.consoleScore, state.statsScore];
  const takeStats = () => {
    const at = clock.now();
    void record(({ state: s }) => (s.scoreMismatch ? [stamp(s, at, tableTakesStatsScore)] : []));
  };
  return (
    <Alert
      color="red"
      variant="light"
      py={6}
      role="alert"
      title={t('check.title')}
      mb={8}
      data-testid="score-check"
    >
      <Stack gap={4}>
        <Group gap="md" wrap="wrap">
          <Text size="sm" fw={700} data-testid="score-check-official">
            {t('check.official', { source, score: line(official) })}
          </Text>
          <Text size="sm" data-testid="score-check-other">
            {t('check.other', { source, score: line(other) })}
          </Text>
        </Group>
        <Text size="xs">{t('check.who')}</Text>
        <Button className={styles.tap} color="red" variant="filled" onClick={takeStats}>
          {t('check.takeStats', { score: line(state.statsScore) })}
        </Button>
      </Stack>
    </Alert>
  );
}

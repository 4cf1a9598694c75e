// The time & score console's team side (score buttons, team fouls and timeouts, each with its
// one-tap correction), the possession arrow, and where the score comes from. When the two
// scores disagree, score-check.tsx shows both beside these buttons.
import { Badge, Box, Button, Group, SegmentedControl, Text } from '@mantine/core';
import { teamSides, type ScoreSource, type TeamSide } from '../../../../domain/game/events.ts';
import { ToggleButton } from '../../../components/toggle-button.tsx';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import type { LoadedConsole } from '../store/loaded-console.ts';
import styles from '../console.module.css';
import { stamp } from '../store/event-factory.ts';
import type { LegendItem } from './shortcut-legend.tsx';
import { KeyHint, useShortcuts, type Shortcut } from './shortcuts.tsx';
import { lastTeamFoul, lastTimeout } from '../store/undo.ts';
import { tableTakesStatsScore } from './score-events.ts';

export interface TeamKeys {
  plus1: string;
  plus2: string;
  plus3: string;
  minus1: string;
  foul: string;
  timeout: string;
}

export const teamKeys: Record<TeamSide, TeamKeys> = {
  home: { plus1: '1', plus2: '2', plus3: '3', minus1: 'Shift+1', foul: 'a', timeout: 'z' },
  away: { plus1: '8', plus2: '9', plus3: '0', minus1: 'Shift+8', foul: 'l', timeout: 'm' },
};

export const possessionKeys: Record<TeamSide, string> = { home: 'ArrowLeft', away: 'ArrowRight' };

/** The score, foul, timeout and arrow shortcuts of the time & score console. */
export const scoreLegend: readonly LegendItem[] = [
  ...teamSides.flatMap((side): LegendItem[] => {
    const k = teamKeys[side];
    return [
      [`${k.plus1} ${k.plus2} ${k.plus3}`, 'shortcuts.teamScore', { side }],
      [k.minus1, 'shortcuts.teamMinus', { side }],
    ];
  }),
  [`${teamKeys.home.foul} ${teamKeys.away.foul}`, 'shortcuts.teamFoul'],
  [`${teamKeys.home.timeout} ${teamKeys.away.timeout}`, 'shortcuts.timeout'],
  [`${possessionKeys.home} ${possessionKeys.away}`, 'shortcuts.possession'],
];

const scoreButtons = [
  { points: 1, label: '+1', key: 'plus1' },
  { points: 2, label: '+2', key: 'plus2' },
  { points: 3, label: '+3', key: 'plus3' },
  { points: -1, label: '−1', key: 'minus1' },
] as const satisfies readonly { points: 1 | 2 | 3 | -1; label: string; key: keyof TeamKeys }[];

export function TeamScorePanel({ console: cg, side }: { console: LoadedConsole; side: TeamSide }) {
  const { game, state, snapshot, clock, record } = cg;
  const t = useT('console');
  const common = useT('common');
  const team = game[side];
  const keys = teamKeys[side];
  const lastFoul = snapshot.setup ? lastTeamFoul(snapshot.setup, snapshot.log, state, side) : null;
  const lastTo = lastTimeout(snapshot.log, state, side);

  // The table keeps the official score (decision 0046): while the stats consoles' count is the
  // one shown, a tap first restarts the table's count from it, so the tap moves what every
  // screen shows instead of a count nobody sees.
  const adjust = (points: 1 | 2 | 3 | -1) => {
    const at = clock.now();
    void record(({ state: s }) => {
      const tap = stamp(s, at, { type: 'score-adjust', team: side, points });
      return s.scoreSource === 'stats' ? [stamp(s, at, tableTakesStatsScore), tap] : [tap];
    });
  };
  const teamFoul = () => {
    const at = clock.now();
    void record(({ state: s }) => [
      stamp(s, at, {
        type: 'foul',
        team: side,
        offender: 'player',
        playerId: null,
        kind: 'personal',
        shooting: false,
      }),
    ]);
  };
  const timeout = () => {
    const at = clock.now();
    void record(({ state: s }) => [stamp(s, at, { type: 'timeout', team: side })]);
  };
  const takeBack = (clientId: string) => {
    const at = clock.now();
    void record(({ state: s }) => [stamp(s, at, { type: 'void', targetClientId: clientId })]);
  };

  const shortcuts: Shortcut[] = [
    ...scoreButtons.map(({ points, key }) => ({ key: keys[key], run: () => adjust(points) })),
    { key: keys.foul, run: teamFoul },
    { key: keys.timeout, run: timeout },
  ];
  useShortcuts(shortcuts);

  const sideLabel = common(side === 'home' ? 'side.home' : 'side.away');
  return (
    <section
      className={styles.panel}
      style={{ borderTop: `6px solid ${team.primaryColor}` }}
      aria-label={t('score.region', { side: sideLabel, team: team.name })}
    >
      <Group justify="space-between" wrap="nowrap" gap={6}>
        <Box miw={0}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {sideLabel}
          </Text>
          <Text fw={700} lineClamp={1} title={team.name}>
            {team.name}
          </Text>
        </Box>
        <Text
          component="div"
          className={styles.teamScore}
          aria-label={t('score.teamScore', { team: team.name })}
          data-testid={`team-score-${side}`}
        >
          {state.score[side]}
        </Text>
      </Group>
      {state.scoreSource === 'stats' ? (
        <Text size="xs">{t('score.statsKeep', { score: state.score[side] })}</Text>
      ) : null}
      <div className={styles.scoreButtons}>
        {scoreButtons.map(({ points, label, key }) => (
          <Button
            key={points}
            size="lg"
            px={4}
            variant={points < 0 ? 'default' : 'filled'}
            onClick={() => adjust(points)}
            aria-label={t('score.adjust', { points: label, team: team.name })}
          >
            {label}
            <KeyHint shortcut={keys[key]} />
          </Button>
        ))}
      </div>
      <Counter
        label={common('term.teamFouls')}
        count={state.teamFouls[side]}
        testId={`team-fouls-${side}`}
        badge={state.bonus[side] ? common('term.bonus') : null}
        action={{ text: t('score.foul'), color: 'orange', shortcut: keys.foul, run: teamFoul }}
        takeBack={{
          text: '−1',
          label: t('score.takeBackFoul', { team: team.name }),
          run: lastFoul === null ? null : () => takeBack(lastFoul.clientId),
        }}
      />
      <Counter
        label={t('score.timeoutsLeft')}
        count={state.timeoutsLeft[side]}
        testId={`timeouts-${side}`}
        action={{
          text: common('term.timeout'),
          color: 'grape',
          shortcut: keys.timeout,
          run: timeout,
        }}
        takeBack={{
          text: '+1',
          label: t('score.giveBackTimeout', { team: team.name }),
          run: lastTo === null ? null : () => takeBack(lastTo.clientId),
        }}
      />
    </section>
  );
}

/** A team's count (fouls, timeouts left) beside the button that changes it and the one that
 * takes the last change back. */
function Counter({
  label,
  count,
  testId,
  badge = null,
  action,
  takeBack,
}: {
  label: string;
  count: number;
  testId: string;
  badge?: string | null;
  action: { text: string; color: string; shortcut: string; run: () => void };
  /** `run` is null while there is nothing to take back. */
  takeBack: { text: string; label: string; run: (() => void) | null };
}) {
  return (
    <div>
      <Group gap={6} justify="space-between" wrap="nowrap">
        <Text className={styles.counterLabel}>
          {label}{' '}
          <Text span fw={700} data-testid={testId}>
            {count}
          </Text>
        </Text>
        {badge ? (
          <Badge color="red" variant="filled" size="sm">
            {badge}
          </Badge>
        ) : null}
      </Group>
      <div className={styles.counterButtons}>
        <Button
          className={styles.tap}
          px={4}
          classNames={{ label: styles.wrapsLabel }}
          variant="light"
          color={action.color}
          onClick={action.run}
        >
          {action.text}
          <KeyHint shortcut={action.shortcut} />
        </Button>
        <Button
          className={styles.tap}
          px={4}
          variant="default"
          disabled={takeBack.run === null}
          onClick={takeBack.run ?? undefined}
          aria-label={takeBack.label}
        >
          {takeBack.text}
        </Button>
      </div>
    </div>
  );
}

/** The alternating-possession arrow, as two toggles. */
export function PossessionButtons({ console: cg }: { console: LoadedConsole }) {
  const { game, state, clock, record } = cg;
  const t = useT('console');
  const common = useT('common');
  const point = (team: TeamSide) => {
    const at = clock.now();
    void record(({ state: s }) => [stamp(s, at, { type: 'possession-arrow', team })]);
  };
  useShortcuts(teamSides.map((side) => ({ key: possessionKeys[side], run: () => point(side) })));
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={common('term.possessionArrow')}>
      {teamSides.map((side) => (
        <ToggleButton
          key={side}
          className={styles.tap}
          px={8}
          classNames={{ label: styles.wrapsLabel }}
          pressed={state.possessionArrow === side}
          onClick={() => point(side)}
          aria-label={t('score.arrowTo', { team: game[side].name })}
        >
          {side === 'home' ? `◀ ${game.home.shortName}` : `${game.away.shortName} ▶`}
          <KeyHint shortcut={possessionKeys[side]} />
        </ToggleButton>
      ))}
    </Group>
  );
}

/** Which score counts (the time & score console's buttons or the stats consoles' made shots). */
export function ScoreSourceSetting({ console: cg }: { console: LoadedConsole }) {
  const { state, clock, record } = cg;
  const t = useT('console');
  const setSource = (source: ScoreSource) => {
    const at = clock.now();
    void record(({ state: s }) =>
      s.scoreSource === source ? [] : [stamp(s, at, { type: 'score-source', source })],
    );
  };
  return (
    <Box>
      <Text size="sm" fw={600} id="score-source-label" mb={2}>
        {t('score.sourceLabel')}
      </Text>
      {/* Both choices whole on a phone in any language: as wide as the page, words wrapping. */}
      <SegmentedControl
        fullWidth
        classNames={{ label: styles.wrapsLabel }}
        aria-labelledby="score-source-label"
        value={state.scoreSource}
        onChange={(v) => setSource(v as ScoreSource)}
        data={[
          { value: 'console', label: t('score.sourceConsole') },
          { value: 'stats', label: t('score.sourceStats') },
        ]}
      />
      <Text size="xs" c="dimmed" mt={2}>
        {t('score.sourceSummary', {
          consoleHome: state.consoleScore.home,
          consoleAway: state.consoleScore.away,
          statsHome: state.statsScore.home,
          statsAway: state.statsScore.away,
        })}
      </Text>
    </Box>
  );
}

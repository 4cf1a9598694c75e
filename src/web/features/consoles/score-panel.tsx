// The time & score console's team side (score buttons, team fouls, timeouts), the possession
// arrow, and the game's own controls: start, finish and where the score comes from.
import {
  Badge,
  Box,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { teamSides, type ScoreSource, type TeamSide } from '../../../domain/game/events.ts';
import { ToggleButton } from '../../components/toggle-button.tsx';
import type { LoadedConsole } from './console-frame.tsx';
import { readClock, stamp } from './event-factory.ts';
import type { LegendItem } from './shortcut-legend.tsx';
import { KeyHint, useShortcuts, type Shortcut } from './shortcuts.tsx';

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
      [`${k.plus1} ${k.plus2} ${k.plus3}`, `${side} +1 +2 +3`],
      [k.minus1, `${side} −1`],
    ];
  }),
  [`${teamKeys.home.foul} ${teamKeys.away.foul}`, 'team foul home / away'],
  [`${teamKeys.home.timeout} ${teamKeys.away.timeout}`, 'timeout home / away'],
  [`${possessionKeys.home} ${possessionKeys.away}`, 'possession arrow'],
];

export function TeamScorePanel({ console: cg, side }: { console: LoadedConsole; side: TeamSide }) {
  const { game, state, clock, record } = cg;
  const team = game[side];
  const keys = teamKeys[side];

  const adjust = (points: 1 | 2 | 3 | -1) => {
    const at = clock.now();
    void record(({ state: s }) => [stamp(s, at, { type: 'score-adjust', team: side, points })]);
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

  const shortcuts: Shortcut[] = [
    ...scoreButtons.map(({ points, key }) => ({ key: keys[key], run: () => adjust(points) })),
    { key: keys.foul, run: teamFoul },
    { key: keys.timeout, run: timeout },
  ];
  useShortcuts(shortcuts);

  const sideLabel = side === 'home' ? 'Home' : 'Away';
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      style={{ borderTop: `6px solid ${team.primaryColor}` }}
      aria-label={`${sideLabel}: ${team.name}`}
      component="section"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {sideLabel}
            </Text>
            <Title order={2} size="h3" lineClamp={1}>
              {team.name}
            </Title>
          </div>
          <Text
            fw={800}
            fz="clamp(3rem, 7vw, 5.5rem)"
            ff="monospace"
            style={{ fontVariantNumeric: 'tabular-nums', lineHeight: 1 }}
            aria-label={`${team.name} score`}
            data-testid={`team-score-${side}`}
          >
            {state.score[side]}
          </Text>
        </Group>
        {state.scoreSource === 'stats' ? (
          <Text size="xs" c="dimmed">
            The score comes from the stats consoles; these buttons set the console score (
            {state.consoleScore[side]}).
          </Text>
        ) : null}
        <SimpleGrid cols={4} spacing="xs">
          {scoreButtons.map(({ points, label, key }) => (
            <Button
              key={points}
              size="xl"
              px={4}
              variant={points < 0 ? 'default' : 'filled'}
              onClick={() => adjust(points)}
              aria-label={`${label} ${team.name}`}
            >
              {label}
              <KeyHint shortcut={keys[key]} />
            </Button>
          ))}
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="xs">
          <TeamCounter
            label="Team fouls"
            count={state.teamFouls[side]}
            testId={`team-fouls-${side}`}
            badge={state.bonus[side] ? 'Bonus' : null}
            button="Foul"
            color="orange"
            shortcut={keys.foul}
            onClick={teamFoul}
          />
          <TeamCounter
            label="Timeouts left"
            count={state.timeoutsLeft[side]}
            testId={`timeouts-${side}`}
            badge={null}
            button="Timeout"
            color="grape"
            shortcut={keys.timeout}
            onClick={timeout}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

const scoreButtons = [
  { points: 1, label: '+1', key: 'plus1' },
  { points: 2, label: '+2', key: 'plus2' },
  { points: 3, label: '+3', key: 'plus3' },
  { points: -1, label: '−1', key: 'minus1' },
] as const satisfies readonly { points: 1 | 2 | 3 | -1; label: string; key: keyof TeamKeys }[];

/** A team's count (fouls, timeouts left) above the button that records one more. */
function TeamCounter({
  label,
  count,
  testId,
  badge,
  button,
  color,
  shortcut,
  onClick,
}: {
  label: string;
  count: number;
  testId: string;
  badge: string | null;
  button: string;
  color: string;
  shortcut: string;
  onClick: () => void;
}) {
  return (
    <Stack gap={4}>
      <Group gap={6} justify="center">
        <Text size="sm">
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
      <Button size="lg" variant="light" color={color} onClick={onClick}>
        {button}
        <KeyHint shortcut={shortcut} />
      </Button>
    </Stack>
  );
}

export function PossessionPanel({ console: cg }: { console: LoadedConsole }) {
  const { game, state, clock, record } = cg;
  const point = (team: TeamSide) => {
    const at = clock.now();
    void record(({ state: s }) => [stamp(s, at, { type: 'possession-arrow', team })]);
  };
  useShortcuts(teamSides.map((side) => ({ key: possessionKeys[side], run: () => point(side) })));
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="sm" fw={600} ta="center" mb={6} id="possession-label">
        Possession arrow
      </Text>
      <SimpleGrid cols={2} spacing="xs" role="group" aria-labelledby="possession-label">
        {teamSides.map((side) => (
          <ToggleButton
            key={side}
            size="lg"
            pressed={state.possessionArrow === side}
            onClick={() => point(side)}
          >
            {side === 'home' ? `◀ ${game.home.shortName}` : `${game.away.shortName} ▶`}
            <KeyHint shortcut={possessionKeys[side]} />
          </ToggleButton>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/** Start and finish the game, and the score-source setting (PRODUCT.md §4 "Score source"). */
export function GameControls({ console: cg }: { console: LoadedConsole }) {
  const { state, clock, record } = cg;
  const [confirmFinish, setConfirmFinish] = useState(false);

  const start = () => {
    const at = clock.now();
    void record(({ state: s }) => {
      if (s.status !== 'scheduled') return 'The game has already started.';
      return [stamp(s, at, { type: 'game-start' })];
    });
  };
  const finish = () => {
    const at = clock.now();
    setConfirmFinish(false);
    void record(({ state: s }) => {
      const events = [];
      if (s.clock.running) {
        events.push(stamp(s, at, { type: 'clock-stop', ...readClock(s.clock, at) }));
      }
      events.push(stamp(s, at, { type: 'game-end' }));
      return events;
    });
  };
  const setSource = (source: ScoreSource) => {
    const at = clock.now();
    void record(({ state: s }) =>
      s.scoreSource === source ? [] : [stamp(s, at, { type: 'score-source', source })],
    );
  };

  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="xs">
          {state.status === 'scheduled' ? (
            <Button size="lg" color="teal.9" onClick={start}>
              Start the game
            </Button>
          ) : null}
          {state.status === 'live' ? (
            <Button size="lg" variant="light" color="red" onClick={() => setConfirmFinish(true)}>
              Finish the game
            </Button>
          ) : null}
          {state.status === 'final' ? (
            <Badge size="xl" color="gray">
              Final
            </Badge>
          ) : null}
        </Group>
        <Box>
          <Text size="sm" fw={600} id="score-source-label" mb={4}>
            Score comes from
          </Text>
          <SegmentedControl
            aria-labelledby="score-source-label"
            value={state.scoreSource}
            onChange={(v) => setSource(v as ScoreSource)}
            data={[
              { value: 'console', label: 'Time & score console' },
              { value: 'stats', label: 'Stats consoles' },
            ]}
          />
          <Text size="xs" c="dimmed" mt={4}>
            Console {state.consoleScore.home} : {state.consoleScore.away} · Stats{' '}
            {state.statsScore.home} : {state.statsScore.away}
          </Text>
        </Box>
      </Group>
      <Modal
        opened={confirmFinish}
        onClose={() => setConfirmFinish(false)}
        title="Finish the game?"
        centered
      >
        <Stack>
          <Text size="sm">
            The game becomes final with the score {state.score.home} : {state.score.away}. A
            finished game can still be corrected with undo in a stats console.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmFinish(false)}>
              Keep playing
            </Button>
            <Button color="red.9" onClick={finish} data-autofocus>
              Finish the game
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

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
import type { ScoreSource, TeamSide } from '../../../domain/game/events.ts';
import type { LoadedConsole } from './console-frame.tsx';
import { readClock, stamp } from './event-factory.ts';
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
    { key: keys.plus1, run: () => adjust(1) },
    { key: keys.plus2, run: () => adjust(2) },
    { key: keys.plus3, run: () => adjust(3) },
    { key: keys.minus1, run: () => adjust(-1) },
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
          <Button size="xl" px={4} onClick={() => adjust(1)} aria-label={`+1 ${team.name}`}>
            +1
            <KeyHint shortcut={keys.plus1} />
          </Button>
          <Button size="xl" px={4} onClick={() => adjust(2)} aria-label={`+2 ${team.name}`}>
            +2
            <KeyHint shortcut={keys.plus2} />
          </Button>
          <Button size="xl" px={4} onClick={() => adjust(3)} aria-label={`+3 ${team.name}`}>
            +3
            <KeyHint shortcut={keys.plus3} />
          </Button>
          <Button
            size="xl"
            px={4}
            variant="default"
            onClick={() => adjust(-1)}
            aria-label={`−1 ${team.name}`}
          >
            −1
            <KeyHint shortcut={keys.minus1} />
          </Button>
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="xs">
          <Stack gap={4}>
            <Group gap={6} justify="center">
              <Text size="sm">
                Team fouls{' '}
                <Text span fw={700} data-testid={`team-fouls-${side}`}>
                  {state.teamFouls[side]}
                </Text>
              </Text>
              {state.bonus[side] ? (
                <Badge color="red" variant="filled" size="sm">
                  Bonus
                </Badge>
              ) : null}
            </Group>
            <Button size="lg" variant="light" color="orange" onClick={teamFoul}>
              Foul
              <KeyHint shortcut={keys.foul} />
            </Button>
          </Stack>
          <Stack gap={4}>
            <Text size="sm" ta="center">
              Timeouts left{' '}
              <Text span fw={700} data-testid={`timeouts-${side}`}>
                {state.timeoutsLeft[side]}
              </Text>
            </Text>
            <Button size="lg" variant="light" color="grape" onClick={timeout}>
              Timeout
              <KeyHint shortcut={keys.timeout} />
            </Button>
          </Stack>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

export function PossessionPanel({ console: cg }: { console: LoadedConsole }) {
  const { game, state, clock, record } = cg;
  const point = (team: TeamSide) => {
    const at = clock.now();
    void record(({ state: s }) => [stamp(s, at, { type: 'possession-arrow', team })]);
  };
  useShortcuts([
    { key: possessionKeys.home, run: () => point('home') },
    { key: possessionKeys.away, run: () => point('away') },
  ]);
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="sm" fw={600} ta="center" mb={6} id="possession-label">
        Possession arrow
      </Text>
      <SimpleGrid cols={2} spacing="xs" role="group" aria-labelledby="possession-label">
        <Button
          size="lg"
          variant={state.possessionArrow === 'home' ? 'filled' : 'default'}
          aria-pressed={state.possessionArrow === 'home'}
          onClick={() => point('home')}
        >
          ◀ {game.home.shortName}
          <KeyHint shortcut={possessionKeys.home} />
        </Button>
        <Button
          size="lg"
          variant={state.possessionArrow === 'away' ? 'filled' : 'default'}
          aria-pressed={state.possessionArrow === 'away'}
          onClick={() => point('away')}
        >
          {game.away.shortName} ▶
          <KeyHint shortcut={possessionKeys.away} />
        </Button>
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

// The game clock, shot clock and period controls (`console/timescore` and `console/timeonly`).
// The clock is never ticked over the network: start/stop/set events carry the time left at a
// server instant, and this panel redraws it every frame from the measured server clock.
import {
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  clockExpiresAt,
  clockRemaining,
  formatClock,
  formatShotClock,
  periodLabel,
  periodLengthMs,
  shotClockRemaining,
} from '../../../domain/game/clock.ts';
import { useFrameNow } from '../../lib/live/server-clock.ts';
import type { LoadedConsole } from './console-frame.tsx';
import { parseClockInput } from './clock-input.ts';
import { readClock, reading, stamp } from './event-factory.ts';
import type { LegendItem } from './shortcut-legend.tsx';
import { KeyHint, useShortcuts, type Shortcut } from './shortcuts.tsx';

export const clockKeys = {
  toggle: 'Space',
  plusSecond: 'ArrowUp',
  minusSecond: 'ArrowDown',
  plusTenth: 'Shift+ArrowUp',
  minusTenth: 'Shift+ArrowDown',
  shotFull: 'r',
  shotShort: 't',
  shotToggle: 's',
  shotOff: 'o',
  nextPeriod: 'n',
} as const;

/** The clock panel's shortcuts, for the legend of every console that shows the panel. */
export const clockLegend: readonly LegendItem[] = [
  [clockKeys.toggle, 'game clock start / stop'],
  [`${clockKeys.plusSecond} ${clockKeys.minusSecond}`, '±1 s'],
  [`${clockKeys.plusTenth} ${clockKeys.minusTenth}`, '±0.1 s'],
  [`${clockKeys.shotFull} ${clockKeys.shotShort}`, 'shot clock full / short'],
  [clockKeys.shotToggle, 'shot clock start / stop'],
  [clockKeys.shotOff, 'shot clock off'],
  [clockKeys.nextPeriod, 'next period'],
];

const bigDigits = { fontVariantNumeric: 'tabular-nums', lineHeight: 1 } as const;

function SetClockModal({
  opened,
  onClose,
  onSet,
  maxMs,
  rules,
}: {
  opened: boolean;
  onClose: () => void;
  onSet: (ms: number) => void;
  maxMs: number;
  rules: { showTenthsLastMinute: boolean };
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ms = parseClockInput(value);
    if (ms === null) {
      setError('Write the time left like 7:32 or 0:45.3.');
      return;
    }
    if (ms > maxMs) {
      setError(`A period here lasts ${formatClock(maxMs, rules)} at most.`);
      return;
    }
    onSet(ms);
    setValue('');
    setError(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Set the game clock" centered>
      <form onSubmit={submit}>
        <Stack>
          <TextInput
            label="Time left"
            description="Minutes:seconds, tenths after a dot (7:32, 0:45.3)"
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={error}
            data-autofocus
            autoComplete="off"
            inputMode="decimal"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Set clock</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function ClockPanel({ console: cg }: { console: LoadedConsole }) {
  const { game, state, clock, record } = cg;
  const { rules } = game;
  const shot = state.shotClock;
  const anyRunning = state.clock.running || (shot?.running ?? false);
  const now = useFrameNow(clock, anyRunning);
  const remaining = clockRemaining(state.clock, now);
  const shotLeft = shot ? shotClockRemaining(shot, state.clock, now) : null;
  const [settingClock, setSettingClock] = useState(false);
  const periodMs = periodLengthMs(rules, Math.max(1, state.period));

  // At 0.0 the clock stops itself: one stop event at the exact instant it ran out. Another
  // console may have logged it first; that refusal is not worth telling anyone about.
  const stoppedAnchor = useRef<number | null>(null);
  const expiresAt = clockExpiresAt(state.clock);
  useEffect(() => {
    if (expiresAt === null || remaining > 0 || stoppedAnchor.current === expiresAt) return;
    stoppedAnchor.current = expiresAt;
    void record(
      ({ state: s }) =>
        s.clock.running && clockExpiresAt(s.clock) === expiresAt
          ? [stamp(s, expiresAt, { type: 'clock-stop', ...reading(0, expiresAt) })]
          : [],
      { quiet: true },
    );
  }, [expiresAt, remaining, record]);

  const toggleClock = () => {
    const at = clock.now();
    void record(({ state: s }) => {
      if (s.clock.running) return [stamp(s, at, { type: 'clock-stop', ...readClock(s.clock, at) })];
      const left = clockRemaining(s.clock, at);
      if (left <= 0) return 'The clock is at 0. Start the next period first.';
      return [stamp(s, at, { type: 'clock-start', ...reading(left, at) })];
    });
  };

  const nudge = (deltaMs: number) => {
    const at = clock.now();
    void record(({ state: s }) => {
      const max = periodLengthMs(rules, Math.max(1, s.period));
      const next = Math.min(max, Math.max(0, clockRemaining(s.clock, at) + deltaMs));
      return [stamp(s, at, { type: 'clock-set', ...reading(next, at) })];
    });
  };

  const setClock = (ms: number) => {
    const at = clock.now();
    void record(({ state: s }) => [stamp(s, at, { type: 'clock-set', ...reading(ms, at) })]);
  };

  const resetShot = (seconds: number) => {
    const at = clock.now();
    void record(({ state: s }) => [
      stamp(s, at, { type: 'shot-clock-set', ...reading(seconds * 1000, at) }),
    ]);
  };

  const toggleShot = () => {
    const at = clock.now();
    void record(({ state: s }) => {
      if (!s.shotClock) return 'The shot clock is off: reset it first.';
      if (s.shotClock.running) {
        return [stamp(s, at, { type: 'shot-clock-stop', ...readClock(s.shotClock, at) })];
      }
      return [stamp(s, at, { type: 'shot-clock-start', ...readClock(s.shotClock, at) })];
    });
  };

  const shotOff = () => {
    const at = clock.now();
    void record(({ state: s }) => [stamp(s, at, { type: 'shot-clock-off' })]);
  };

  const goToPeriod = (delta: 1 | -1) => {
    const at = clock.now();
    void record(({ state: s }) => {
      const next = Math.max(1, s.period) + delta;
      if (next < 1) return 'This is the first period.';
      if (s.clock.running) return 'Stop the clock before changing the period.';
      return [stamp(s, at, { type: 'period-start', newPeriod: next })];
    });
  };

  const shotClockEnabled = rules.shotClock.enabled;
  const shortcuts: Shortcut[] = [
    { key: clockKeys.toggle, run: toggleClock },
    { key: clockKeys.plusSecond, run: () => nudge(1000), repeat: true },
    { key: clockKeys.minusSecond, run: () => nudge(-1000), repeat: true },
    { key: clockKeys.plusTenth, run: () => nudge(100), repeat: true },
    { key: clockKeys.minusTenth, run: () => nudge(-100), repeat: true },
    { key: clockKeys.nextPeriod, run: () => goToPeriod(1) },
  ];
  if (shotClockEnabled) {
    shortcuts.push(
      { key: clockKeys.shotFull, run: () => resetShot(rules.shotClock.fullSeconds) },
      { key: clockKeys.shotShort, run: () => resetShot(rules.shotClock.resetSeconds) },
      { key: clockKeys.shotToggle, run: toggleShot },
      { key: clockKeys.shotOff, run: shotOff },
    );
  }
  useShortcuts(shortcuts, !settingClock);

  const label = periodLabel(state.period, rules) || 'Before the game';

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm" align="stretch">
        <Group justify="space-between" wrap="nowrap">
          <Button
            variant="default"
            size="md"
            onClick={() => goToPeriod(-1)}
            disabled={state.period <= 1}
          >
            Previous period
          </Button>
          <Title order={2} size="h2" aria-label={`Period ${label}`} data-testid="period">
            {label}
          </Title>
          <Button variant="default" size="md" onClick={() => goToPeriod(1)}>
            Next period
            <KeyHint shortcut={clockKeys.nextPeriod} />
          </Button>
        </Group>

        <Text
          ta="center"
          fw={800}
          ff="monospace"
          fz="clamp(3.5rem, 9vw, 7rem)"
          style={bigDigits}
          c={remaining <= 0 ? 'red.9' : undefined}
          aria-label="Game clock"
          data-testid="game-clock"
        >
          {formatClock(remaining, rules)}
        </Text>

        <Button
          size="xl"
          color={state.clock.running ? 'red.9' : 'teal.9'}
          onClick={toggleClock}
          fullWidth
        >
          {state.clock.running ? 'Stop clock' : 'Start clock'}
          <KeyHint shortcut={clockKeys.toggle} />
        </Button>

        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          <Button variant="light" size="lg" px={4} onClick={() => nudge(-1000)}>
            −1 s<KeyHint shortcut={clockKeys.minusSecond} />
          </Button>
          <Button variant="light" size="lg" px={4} onClick={() => nudge(1000)}>
            +1 s<KeyHint shortcut={clockKeys.plusSecond} />
          </Button>
          <Button variant="light" size="lg" px={4} onClick={() => nudge(-100)}>
            −0.1 s<KeyHint shortcut={clockKeys.minusTenth} />
          </Button>
          <Button variant="light" size="lg" px={4} onClick={() => nudge(100)}>
            +0.1 s<KeyHint shortcut={clockKeys.plusTenth} />
          </Button>
        </SimpleGrid>
        <Button variant="default" onClick={() => setSettingClock(true)}>
          Set the clock…
        </Button>

        {shotClockEnabled ? (
          <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-default-hover)">
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Stack gap={0} align="center" miw={110}>
                <Text size="sm" fw={600}>
                  Shot clock
                </Text>
                <Text
                  fw={800}
                  ff="monospace"
                  fz="clamp(2.2rem, 5vw, 3.5rem)"
                  style={bigDigits}
                  c={shotLeft !== null && shotLeft <= 0 ? 'red.9' : undefined}
                  aria-label="Shot clock"
                  data-testid="shot-clock"
                >
                  {shot === null || shotLeft === null ? 'Off' : formatShotClock(shotLeft)}
                </Text>
              </Stack>
              <SimpleGrid cols={2} spacing="xs" style={{ flex: 1 }} miw={260}>
                <Button size="lg" onClick={() => resetShot(rules.shotClock.fullSeconds)}>
                  Reset {rules.shotClock.fullSeconds}
                  <KeyHint shortcut={clockKeys.shotFull} />
                </Button>
                <Button size="lg" onClick={() => resetShot(rules.shotClock.resetSeconds)}>
                  Reset {rules.shotClock.resetSeconds}
                  <KeyHint shortcut={clockKeys.shotShort} />
                </Button>
                <Button
                  size="lg"
                  variant="light"
                  onClick={toggleShot}
                  disabled={shot === null}
                  color={shot?.running ? 'red' : 'teal'}
                  aria-label={shot?.running ? 'Stop shot clock' : 'Start shot clock'}
                >
                  {shot?.running ? 'Stop' : 'Start'}
                  <KeyHint shortcut={clockKeys.shotToggle} />
                </Button>
                <Button
                  size="lg"
                  variant="default"
                  onClick={shotOff}
                  disabled={shot === null}
                  aria-label="Shot clock off"
                >
                  Off
                  <KeyHint shortcut={clockKeys.shotOff} />
                </Button>
              </SimpleGrid>
            </Group>
          </Paper>
        ) : null}
      </Stack>
      <SetClockModal
        opened={settingClock}
        onClose={() => setSettingClock(false)}
        onSet={setClock}
        maxMs={periodMs}
        rules={rules}
      />
    </Paper>
  );
}

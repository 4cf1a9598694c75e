// The Clock check (decisions 0014, 0049): clock events a device made while another ran the clock wait
// for a person to use them or set them aside. Shown by every console that can run the clock and
// by the operators' monitor, worded from where it is read ("this device") and with what the
// clock will read after each choice, live while a clock runs, so a timekeeper can decide at a
// glance and nothing moves by surprise.
import { Button, List, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { LiveGame } from '../../contract/live-games.ts';
import {
  clocksOfConflict,
  conflictingDevices,
  conflictsOf,
} from '../../domain/game/clock-authority.ts';
import {
  clockRemaining,
  gameClockText,
  shotClockRemaining,
  formatShotClock,
} from '../../domain/game/clock.ts';
import type { GameEvent, LoggedEvent } from '../../domain/game/events.ts';
import type { ClockState, GameSetup, GameState } from '../../domain/game/state.ts';
import { periodShort } from '../../i18n/basketball-words.ts';
import { useT } from '../lib/i18n/i18n-store.ts';
import { useClockReading, type ServerClock } from '../lib/live/server-clock.ts';

/** Period and clocks as the check shows them. */
interface ClockView {
  period: number;
  clock: ClockState;
  shotClock: ClockState | null;
}

export interface ClockCheckProps {
  game: LiveGame;
  setup: GameSetup;
  state: GameState;
  log: readonly LoggedEvent[];
  clock: ServerClock;
  /** The device this screen runs on: named "this device". */
  selfId: string;
  /** A device's name as the crew knows it (device-names.ts). */
  nameOf: (deviceId: string) => string;
  /** What one of a device's events was, in the reader's words (a console lists them). */
  describe?: (event: GameEvent) => string;
  onUse: (deviceId: string) => void;
  onKeep: (deviceId: string) => void;
  /** A decision is on its way: the buttons wait. */
  busy?: boolean;
  /** A console's class for its buttons' touch targets. */
  buttonClassName?: string;
}

/** "Then Q2 9:11 · shot clock 14", read again every frame while a clock in it runs. */
function ClockOutcome({
  view,
  game,
  clock,
  testId,
}: {
  view: ClockView;
  game: LiveGame;
  clock: ServerClock;
  testId: string;
}) {
  const t = useT('console');
  const common = useT('common');
  const off = t('clock.off');
  const running = view.clock.running || (view.shotClock?.running ?? false);
  const { clock: gameClock, shotClock, period } = view;
  const text = useClockReading(clock, running, (now) =>
    t('check.then', {
      period: periodShort(common, Math.max(1, period), game.rules),
      clock: gameClockText(clockRemaining(gameClock, now), period, game.rules),
      shot:
        shotClock === null ? off : formatShotClock(shotClockRemaining(shotClock, gameClock, now)),
    }),
  );
  return (
    <Text size="sm" ff="monospace" data-testid={testId}>
      {text}
    </Text>
  );
}

function DeviceCheck({ device, props }: { device: string; props: ClockCheckProps }) {
  const { game, setup, state, log, clock, selfId, nameOf, describe, busy } = props;
  const t = useT('console');
  // Folding the device's events again is work: once per change of the log, not per frame.
  const accepted = useMemo(
    () => clocksOfConflict(setup, state, log, device),
    [setup, state, log, device],
  );
  const owner = state.clockOwner;
  const ownerName =
    owner === null ? t('check.noDevice') : owner === selfId ? t('check.thisDevice') : nameOf(owner);
  const byId = useMemo(() => new Map(log.map((l) => [l.event.clientId, l.event])), [log]);
  const events = conflictsOf(state, device)
    .map((c) => byId.get(c.clientId))
    .filter((e) => e !== undefined);
  const current: ClockView = {
    period: state.period,
    clock: state.clock,
    shotClock: state.shotClock,
  };
  return (
    <Stack gap={6} data-testid={`clock-check-${device}`}>
      <Text size="sm" fw={600}>
        {device === selfId
          ? t('check.selfChanged', { owner: ownerName })
          : t('check.otherChanged', { device: nameOf(device), owner: ownerName })}
      </Text>
      {describe && events.length > 0 ? (
        <List size="xs" spacing={0} c="dimmed">
          {events.map((e) => (
            <List.Item key={e.clientId}>{describe(e)}</List.Item>
          ))}
        </List>
      ) : null}
      <Stack gap={2}>
        <Button
          className={props.buttonClassName}
          color="orange"
          disabled={busy || accepted === null}
          onClick={() => props.onUse(device)}
        >
          {t('check.use', { self: device === selfId ? 'yes' : 'no', device: nameOf(device) })}
        </Button>
        {accepted ? (
          <ClockOutcome view={accepted} game={game} clock={clock} testId="clock-check-use-result" />
        ) : null}
      </Stack>
      <Stack gap={2}>
        <Button
          className={props.buttonClassName}
          variant="default"
          disabled={busy}
          onClick={() => props.onKeep(device)}
        >
          {t('check.keep', {
            self: owner === null ? 'none' : owner === selfId ? 'yes' : 'no',
            device: ownerName,
          })}
        </Button>
        <ClockOutcome view={current} game={game} clock={clock} testId="clock-check-keep-result" />
      </Stack>
    </Stack>
  );
}

/** One block per device whose clock events wait; nothing when none do. */
export function ClockCheckChoices(props: ClockCheckProps) {
  const devices = conflictingDevices(props.state);
  return (
    <Stack gap="sm">
      {devices.map((device) => (
        <DeviceCheck key={device} device={device} props={props} />
      ))}
    </Stack>
  );
}

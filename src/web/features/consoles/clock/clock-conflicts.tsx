// Clock events the game's clock did not follow (they came late from a device that was not running
// the clock), shown to every console that can run the clock: use that device's clock (the clock
// takes what it showed, carried on to now) or keep the clock as it runs. Nothing moves the clock
// until an operator decides. The check lies over the bottom of the screen instead of taking a
// place in the page: it arrives mid-game, and Start/Stop must not move under the timekeeper's
// thumb (the clock sits at the top of every console; the page keeps room under its last control
// so everything can still be scrolled clear of it).
import { Paper, Text } from '@mantine/core';
import { useCallback } from 'react';
import {
  acceptConflicts,
  conflictingDevices,
  discardConflicts,
} from '../../../../domain/game/clock-authority.ts';
import type { EventPayload } from '../../../../domain/game/events.ts';
import { ClockCheckChoices } from '../../../components/clock-check.tsx';
import { gameSetup } from '../../../lib/live/game-feed.ts';
import { useDeviceName } from './clock-owner-note.tsx';
import type { LoadedConsole } from '../store/loaded-console.ts';
import type { RecordContext } from '../store/console-store.ts';
import styles from '../console.module.css';
import { describeEvent, useWords } from '../text/event-text.ts';
import { stamp } from '../store/event-factory.ts';

/** Whether the check is shown, for the page to keep room under its controls. */
export function hasClockCheck(cg: LoadedConsole): boolean {
  return conflictingDevices(cg.state).length > 0;
}

export function ClockConflicts({ console: cg }: { console: LoadedConsole }) {
  const { game, state, snapshot, clock, record, deviceId } = cg;
  const words = useWords();
  const { t } = words;
  const deviceName = useDeviceName();

  /** Logs what `build` makes of the console's current state and log, at this instant. */
  const log = useCallback(
    (build: (ctx: RecordContext, now: number) => EventPayload[]) => {
      const at = clock.now();
      void record((ctx) => build(ctx, Math.round(at)).map((p) => stamp(ctx.state, at, p)));
    },
    [clock, record],
  );
  if (!hasClockCheck(cg)) return null;

  return (
    <Paper
      className={styles.clockCheck}
      shadow="lg"
      withBorder
      role="alert"
      aria-label={t('check.title')}
      data-testid="clock-conflicts"
    >
      <Text fw={700} c="orange.9" mb={6}>
        {t('check.title')}
      </Text>
      <ClockCheckChoices
        game={game}
        setup={snapshot.setup ?? gameSetup(game)}
        state={state}
        log={snapshot.log}
        clock={clock}
        selfId={deviceId}
        nameOf={deviceName}
        describe={(e) => describeEvent(game, e, words)}
        buttonClassName={styles.tap}
        onUse={(device) =>
          log((ctx, now) => acceptConflicts(ctx.setup, ctx.state, ctx.log, device, now))
        }
        onKeep={(device) => log((ctx) => discardConflicts(ctx.state, device))}
      />
    </Paper>
  );
}

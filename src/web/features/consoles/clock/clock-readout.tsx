// The game clock and shot clock as a console shows them. Each readout renders on its own when its
// text changes, so the panel of buttons around it does not re-render while the clock runs.
import { Text } from '@mantine/core';
import {
  clockRemaining,
  formatShotClock,
  gameClockText,
  shotClockRemaining,
} from '../../../../domain/game/clock.ts';
import { useT } from '../../../lib/i18n/i18n-store.ts';
import { useClockReading } from '../../../lib/live/server-clock.ts';
import type { LoadedConsole } from '../store/loaded-console.ts';

export function GameClockReadout({
  console: { game, state, clock },
  untimed,
  className,
}: {
  console: LoadedConsole;
  untimed: boolean;
  className: string | undefined;
}) {
  const t = useT('common');
  const running = state.clock.running;
  const text = useClockReading(clock, running, (now) =>
    gameClockText(clockRemaining(state.clock, now), state.period, game.rules),
  );
  const expired = useClockReading(clock, running, (now) => clockRemaining(state.clock, now) <= 0);
  return (
    <Text
      component="div"
      className={className}
      c={expired && !untimed ? 'red.9' : undefined}
      aria-label={t('term.gameClock')}
      data-testid="game-clock"
    >
      {text}
    </Text>
  );
}

export function ShotClockReadout({
  console: { state, clock },
  className,
  warnAtZero,
}: {
  console: LoadedConsole;
  className: string | undefined;
  /** Red at 0, where the readout is large enough to carry a colour. */
  warnAtZero: boolean;
}) {
  const t = useT('common');
  const off = useT('console')('clock.off');
  const shot = state.shotClock;
  const running = shot?.running ?? false;
  const text = useClockReading(clock, running, (now) =>
    shot === null ? off : formatShotClock(shotClockRemaining(shot, state.clock, now)),
  );
  const expired = useClockReading(
    clock,
    running,
    (now) => shot !== null && shotClockRemaining(shot, state.clock, now) <= 0,
  );
  return (
    <Text
      component="div"
      className={className}
      c={warnAtZero && expired ? 'red.9' : undefined}
      aria-label={t('term.shotClock')}
      data-testid="shot-clock"
    >
      {text}
    </Text>
  );
}

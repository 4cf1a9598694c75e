// The game page's clock between stream updates: the stream sends the clock as the outputs get it
// (time left at a server instant), and the page counts it down locally on its estimate of server
// time, with the same domain function and measured offset as the scoreboard output, so the two
// agree. It repaints only when the shown text changes (a tenth in the last minute, else a second).
import { clockRemaining, isClockExpired } from '../../domain/game/clock.ts';
import type { ClockState } from '../../domain/game/state.ts';
import { formatClock } from '../../public-site/format.ts';
import type { LiveClock } from '../../public-site/game-page.tsx';
import { createServerClock, type ServerClock } from '../lib/live/server-clock.ts';

const tickMs = 100;

/** Follows the stream's clock; `show` gets the clock to display whenever its text changes. */
export function runLiveClock(show: (clock: LiveClock) => void): {
  update: (period: number, clock: ClockState) => void;
} {
  let server: ServerClock | null = null;
  let period = 0;
  let state: ClockState | null = null;
  let shown = '';
  let timer: ReturnType<typeof setInterval> | undefined;

  const paint = () => {
    if (state === null) return;
    const now = server?.now() ?? Date.now();
    const remainingMs = clockRemaining(state, now);
    const text = `${period} ${formatClock(remainingMs)}`;
    if (text !== shown) {
      shown = text;
      show({ period, remainingMs });
    }
    if (timer !== undefined && (!state.running || isClockExpired(state, now))) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  return {
    update(nextPeriod, clock) {
      period = nextPeriod;
      state = clock;
      if (clock.running) {
        // Measured once, on the first running clock: a page whose game never starts asks nothing.
        if (server === null) {
          server = createServerClock();
          server.subscribe(paint);
        }
        timer ??= setInterval(paint, tickMs);
      }
      paint();
    },
  };
}

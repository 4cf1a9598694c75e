// Sounds the horn when the running game clock reaches 0.0 on this screen. The moment is known in
// advance (the clock's anchor), so a timer fires then, rather than a check on every frame.
import { useEffect, useRef } from 'react';
import { clockExpiresAt } from '../../domain/game/clock.ts';
import type { ClockState } from '../../domain/game/state.ts';
import type { ServerClock } from '../lib/live/server-clock.ts';
import { playHorn } from './horn.ts';

/** A page opened after the buzzer does not sound it again. */
const lateToleranceMs = 500;

export function useHorn(clock: ClockState | null, serverClock: ServerClock) {
  const sounded = useRef<number | null>(null);
  const expiresAt = clock === null ? null : clockExpiresAt(clock);
  useEffect(() => {
    if (expiresAt === null || sounded.current === expiresAt) return;
    const delay = expiresAt - serverClock.now();
    if (delay < -lateToleranceMs) return;
    const timer = setTimeout(
      () => {
        sounded.current = expiresAt;
        playHorn();
      },
      Math.max(0, delay),
    );
    return () => clearTimeout(timer);
  }, [expiresAt, serverClock]);
}

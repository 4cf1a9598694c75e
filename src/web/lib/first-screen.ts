// What a page can start once its first screen is drawn: the server clock's measurement, live
// streams, analytics. A console holds them while it draws its panels (decision 0034): started
// during its first render, their answers landed in the middle of the panels' stages, each one
// redrawing part of the console on a phone's slow CPU, and on a slow network they shared the
// connection with what the first screen needs. Nothing is held on a page that does not ask, and
// a hold ends at the latest after `longestHoldMs`, whatever becomes of the page.
import { useSyncExternalStore } from 'react';

const longestHoldMs = 3000;

let waiting: Array<() => void> | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

/** Holds work passed to `afterFirstScreen` until `firstScreenDrawn` (or the longest hold). */
export function holdUntilFirstScreen(): void {
  if (waiting !== null) return;
  waiting = [];
  timer = setTimeout(firstScreenDrawn, longestHoldMs);
  for (const fn of listeners) fn();
}

/** Starts what was held; later work starts at once. */
export function firstScreenDrawn(): void {
  if (waiting === null) return;
  const held = waiting;
  waiting = null;
  if (timer !== null) clearTimeout(timer);
  timer = null;
  for (const fn of listeners) fn();
  for (const run of held) run();
}

/** Runs `run` now, or once the page's first screen is drawn if the page holds it. */
export function afterFirstScreen(run: () => void): void {
  if (waiting === null) run();
  else waiting.push(run);
}

function subscribe(fn: () => void) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
const drawn = () => waiting === null;

/** Whether work held for the first screen may start: for a query's `enabled`. */
export function useFirstScreenDrawn(): boolean {
  return useSyncExternalStore(subscribe, drawn, drawn);
}

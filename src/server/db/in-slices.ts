// Writing many rows without holding the event loop. Building one INSERT of thousands of rows and
// running it (PGlite runs every statement on this thread) held everything else for most of a
// second: a 64-team league's schedule (4,032 games) stalled every other client for 851 ms.
// Written slice by slice inside the caller's transaction, with a turn of the event loop for other
// work between slices, the rows still land together or not at all, and no one waits longer than
// one slice.

/**
 * Rows of one slice. A games row is about 15 values; building and running 50 of them on PGlite
 * takes some 25 ms. Slices of 200 still left another client waiting up to 365 ms during a 64-team
 * schedule's commit (a request needs more than one turn of the loop), slices of 50 at most 150 ms.
 */
export const SLICE_ROWS = 50;

/**
 * Calls `write` with consecutive slices of at most `sliceRows` rows, in order, letting other work
 * run (a macrotask turn) before each slice after the first.
 */
export async function writeInSlices<T>(
  rows: readonly T[],
  write: (slice: T[]) => Promise<unknown>,
  sliceRows = SLICE_ROWS,
): Promise<void> {
  for (let start = 0; start < rows.length; start += sliceRows) {
    if (start > 0) await nextTurn();
    await write(rows.slice(start, start + sliceRows));
  }
}

/** Resolves after the event loop has run what was waiting (timers, sockets' callbacks). */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

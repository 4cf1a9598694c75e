// A game page's live updates: the game's public scoreboard stream (the outputs' zod-free feed,
// src/web/lib/live) says when something happened and what the clock shows; the page's own JSON is
// then read again for the score, plays and box score, with names as the organiser chose. The clock
// comes as the outputs get it (an anchor the page counts down itself, see live-clock.ts). If the
// stream is refused (the tournament's outputs are off), the JSON is read every 15 s instead.
import type { ClockState } from '../../domain/game/state.ts';
import { openSummaryFeed } from '../lib/live/summary-feed.ts';
import { pollJson, readJson } from './poll-json.ts';

const fallbackPollMs = 15_000;

export function followGame(
  gameId: string,
  jsonUrl: string,
  on: { onData: (data: unknown) => void; onClock: (period: number, clock: ClockState) => void },
): void {
  const feed = openSummaryFeed({ view: 'scoreboard', gameId, access: 'public' });
  let etag: string | null = null;
  let seenSeq = -1;
  let reading = false;
  let again = false;
  let polling = false;

  // One read at a time; a change during a read asks for one more after it.
  async function refresh() {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    do {
      again = false;
      const answer = await readJson(jsonUrl, etag);
      if (answer !== null) {
        etag = answer.etag;
        on.onData(answer.data);
      }
    } while (again);
    reading = false;
  }

  feed.subscribe(() => {
    const { summary, error } = feed.getSnapshot();
    if (error !== null && !polling) {
      polling = true;
      feed.close();
      pollJson(jsonUrl, fallbackPollMs, on.onData);
      return;
    }
    if (summary === null) return;
    on.onClock(summary.period, summary.clock);
    // The first summary too: plays may have come between the server's render and this stream
    // (an unchanged page answers 304).
    if (summary.lastSeq !== seenSeq) {
      seenSeq = summary.lastSeq;
      void refresh();
    }
  });
}

// A game page's live updates: the game's public scoreboard stream (the outputs' zod-free feed,
// src/web/lib/live) says when something happened and what the clock shows; the page's own JSON is
// then read again for the score, plays and box score, with names as the organiser chose. If the
// stream is refused (the tournament's outputs are off), the JSON is read every 15 s instead.
import type { LiveClock } from '../../public-site/game-page.tsx';
import { openScoreboardFeed } from '../lib/live/scoreboard-feed.ts';
import { pollJson, readJson } from './poll-json.ts';

const fallbackPollMs = 15_000;

export function followGame(
  gameId: string,
  jsonUrl: string,
  on: { onData: (data: unknown) => void; onClock: (clock: LiveClock) => void },
): void {
  const feed = openScoreboardFeed({ gameId, access: 'public' });
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
    on.onClock({ period: summary.period, remainingMs: summary.clock.remainingMs });
    // The first summary too: plays may have come between the server's render and this stream
    // (an unchanged page answers 304).
    if (summary.lastSeq !== seenSeq) {
      seenSeq = summary.lastSeq;
      void refresh();
    }
  });
}

// A game as a scoreboard follows it: the setup and the scoreboard summary from GET state
// `?view=scoreboard`, then the `?view=scoreboard` stream, where the server sends a new summary
// after every batch of events. No log and no reducer here: a public scoreboard on a phone loads
// and folds nothing it does not show, and the server makes each summary once for every screen.
import { useCallback } from 'react';
import {
  apiPath,
  liveGamePaths,
  liveStreamEvents,
  liveViews,
} from '../../../contract/api-paths.ts';
import type { LiveGame, ScoreboardState } from '../../../contract/live-games.ts';
import type { ScoreboardSummary } from '../../../domain/game/scoreboard-summary.ts';
import type { OutputKind } from '../../../domain/plans/plans.ts';
import { getJson } from './live-http.ts';
import {
  openLiveSource,
  useLiveFeed,
  type LiveFeed,
  type LiveSnapshotBase,
} from './live-source.ts';

export interface ScoreboardSnapshot extends LiveSnapshotBase {
  game: LiveGame | null;
  summary: ScoreboardSummary | null;
}

export interface ScoreboardFeedOptions {
  gameId: string;
  access: 'public' | 'member';
  kind?: OutputKind;
  deviceId?: string;
}

const initial: ScoreboardSnapshot = {
  game: null,
  summary: null,
  connection: 'connecting',
  error: null,
};

export function openScoreboardFeed(opts: ScoreboardFeedOptions): LiveFeed<ScoreboardSnapshot> {
  const isPublic = opts.access === 'public';
  const params = { gameId: opts.gameId };
  const stateUrl = `${apiPath(isPublic ? liveGamePaths.publicState : liveGamePaths.state, params)}?view=${liveViews.scoreboard}`;
  const streamBase = apiPath(isPublic ? liveGamePaths.publicStream : liveGamePaths.stream, params);

  return openLiveSource(initial, (source) => ({
    async load() {
      const answer = await getJson<ScoreboardState>(stateUrl, source.signal);
      if (source.isClosed()) return;
      const current = source.snapshot().summary;
      // The stream may already have sent something newer than this answer.
      const summary =
        current !== null && current.lastSeq > answer.summary.lastSeq ? current : answer.summary;
      source.emit({ game: answer.game, summary, error: null });
      source.ensureStream();
    },
    streamUrl() {
      const query = new URLSearchParams({ view: liveViews.scoreboard });
      if (opts.kind !== undefined) query.set('kind', opts.kind);
      if (opts.deviceId !== undefined) query.set('deviceId', opts.deviceId);
      return `${streamBase}?${query.toString()}`;
    },
    messages: {
      // The stream's summaries come in order (a new setup may resend one with the same seq); a
      // reconnect gets the current summary at once.
      [liveStreamEvents.scoreboard]: (data) =>
        source.emit({ summary: JSON.parse(data) as ScoreboardSummary }),
      [liveStreamEvents.game]: (data) => source.emit({ game: JSON.parse(data) as LiveGame }),
    },
  }));
}

/** The scoreboard feed of one game for a component's lifetime. */
export function useScoreboardFeed(opts: ScoreboardFeedOptions): ScoreboardSnapshot {
  const { gameId, access, kind, deviceId } = opts;
  const open = useCallback(
    () => openScoreboardFeed({ gameId, access, kind, deviceId }),
    [gameId, access, kind, deviceId],
  );
  return useLiveFeed(open, initial);
}

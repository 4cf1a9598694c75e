// A game as a scoreboard or a stat sheet follows it: the setup and the view's summary from GET
// state `?view=`, then the stream of that view, where the server sends a new summary after every
// batch of events. No log and no reducer here: a public screen loads and folds nothing it does not
// show, and the server makes each summary once for every screen.
import { useCallback } from 'react';
import {
  apiPath,
  liveGamePaths,
  liveStreamEvents,
  type SummaryView,
} from '../../../contract/api-paths.ts';
import type { LiveGame, ScoreboardState, SheetState } from '../../../contract/live-games.ts';
import type { ScoreboardSummary } from '../../../domain/game/scoreboard-summary.ts';
import type { SheetSummary } from '../../../domain/game/sheet-summary.ts';
import type { OutputKind } from '../../../domain/plans/plans.ts';
import { getJson } from './live-http.ts';
import {
  openLiveSource,
  useLiveFeed,
  type LiveFeed,
  type LiveSnapshotBase,
} from './live-source.ts';

interface Summaries {
  scoreboard: ScoreboardSummary;
  sheet: SheetSummary;
}

export interface SummarySnapshot<V extends SummaryView> extends LiveSnapshotBase {
  game: LiveGame | null;
  summary: Summaries[V] | null;
}

export interface SummaryFeedOptions<V extends SummaryView> {
  view: V;
  gameId: string;
  access: 'public' | 'member';
  kind?: OutputKind;
  deviceId?: string;
}

/** One object for every feed: React compares snapshots by identity. */
const nothingYet: SummarySnapshot<SummaryView> = {
  game: null,
  summary: null,
  connection: 'connecting',
  error: null,
};
const initial = <V extends SummaryView>() => nothingYet as SummarySnapshot<V>;

/** The summary in a state answer: `summary` of the scoreboard view, `state` of the sheet view. */
function summaryOf<V extends SummaryView>(view: V, answer: ScoreboardState | SheetState) {
  return ('summary' in answer ? answer.summary : answer.state) as Summaries[V];
}

export function openSummaryFeed<V extends SummaryView>(
  opts: SummaryFeedOptions<V>,
): LiveFeed<SummarySnapshot<V>> {
  const { view } = opts;
  const isPublic = opts.access === 'public';
  const params = { gameId: opts.gameId };
  const stateUrl = `${apiPath(isPublic ? liveGamePaths.publicState : liveGamePaths.state, params)}?view=${view}`;
  const streamBase = apiPath(isPublic ? liveGamePaths.publicStream : liveGamePaths.stream, params);

  return openLiveSource(initial<V>(), (source) => ({
    async load() {
      const answer = await getJson<ScoreboardState | SheetState>(stateUrl, source.signal);
      if (source.isClosed()) return;
      const loaded = summaryOf(view, answer);
      const current = source.snapshot().summary;
      // The stream may already have sent something newer than this answer.
      const summary = current !== null && current.lastSeq > loaded.lastSeq ? current : loaded;
      source.emit({ game: answer.game, summary, error: null });
      source.ensureStream();
    },
    streamUrl() {
      const query = new URLSearchParams({ view });
      if (opts.kind !== undefined) query.set('kind', opts.kind);
      if (opts.deviceId !== undefined) query.set('deviceId', opts.deviceId);
      return `${streamBase}?${query.toString()}`;
    },
    messages: {
      // The stream's summaries come in order (a new setup may resend one with the same seq); a
      // reconnect gets the current summary at once.
      [liveStreamEvents[view]]: (data) =>
        source.emit({ summary: JSON.parse(data) as Summaries[V] }),
      [liveStreamEvents.game]: (data) => source.emit({ game: JSON.parse(data) as LiveGame }),
    },
  }));
}

/** The summary feed of one game for a component's lifetime. */
export function useSummaryFeed<V extends SummaryView>(
  opts: SummaryFeedOptions<V>,
): SummarySnapshot<V> {
  const { view, gameId, access, kind, deviceId } = opts;
  const open = useCallback(
    () => openSummaryFeed({ view, gameId, access, kind, deviceId }),
    [view, gameId, access, kind, deviceId],
  );
  return useLiveFeed(open, initial<V>());
}

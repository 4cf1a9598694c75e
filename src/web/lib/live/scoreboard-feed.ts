// A game as a scoreboard follows it: the setup and the scoreboard summary from GET state
// `?view=scoreboard`, then the `?view=scoreboard` stream, where the server sends a new summary
// after every batch of events. No log and no reducer here: a public scoreboard on a phone loads
// and folds nothing it does not show, and the server makes each summary once for every screen.
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  apiPath,
  liveGamePaths,
  liveStreamEvents,
  liveViews,
} from '../../../contract/api-paths.ts';
import type { LiveGame, ScoreboardState } from '../../../contract/live-games.ts';
import type { ScoreboardSummary } from '../../../domain/game/scoreboard-summary.ts';
import type { OutputKind } from '../../../domain/plans/plans.ts';
import { finalFailure, getJson, type FeedConnection, type FeedError } from './live-http.ts';

export interface ScoreboardSnapshot {
  game: LiveGame | null;
  summary: ScoreboardSummary | null;
  connection: FeedConnection;
  /** A final answer (400, 401, 403, 404): the feed stops retrying. */
  error: FeedError | null;
}

export interface ScoreboardFeedOptions {
  gameId: string;
  access: 'public' | 'member';
  kind?: OutputKind;
  deviceId?: string;
}

export interface ScoreboardFeed {
  getSnapshot: () => ScoreboardSnapshot;
  subscribe: (fn: () => void) => () => void;
  close: () => void;
}

const initial: ScoreboardSnapshot = {
  game: null,
  summary: null,
  connection: 'connecting',
  error: null,
};

export function openScoreboardFeed(opts: ScoreboardFeedOptions): ScoreboardFeed {
  const isPublic = opts.access === 'public';
  const params = { gameId: opts.gameId };
  const view = `view=${liveViews.scoreboard}`;
  const stateUrl = `${apiPath(isPublic ? liveGamePaths.publicState : liveGamePaths.state, params)}?${view}`;
  const streamBase = apiPath(isPublic ? liveGamePaths.publicStream : liveGamePaths.stream, params);

  const listeners = new Set<() => void>();
  let snapshot = initial;
  let closed = false;
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let retryDelay = 1000;
  let loading: Promise<void> | null = null;
  const abort = new AbortController();

  const emit = (next: Partial<ScoreboardSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const fn of listeners) fn();
  };

  const stopStream = () => {
    source?.close();
    source = null;
  };

  const scheduleRetry = () => {
    if (closed || retryTimer !== null) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void load();
    }, retryDelay);
    retryDelay = Math.min(retryDelay * 2, 15_000);
  };

  const openStream = () => {
    stopStream();
    const query = new URLSearchParams({ view: liveViews.scoreboard });
    if (opts.kind !== undefined) query.set('kind', opts.kind);
    if (opts.deviceId !== undefined) query.set('deviceId', opts.deviceId);
    const es = new EventSource(`${streamBase}?${query.toString()}`, { withCredentials: true });
    source = es;
    const markOnline = () => {
      retryDelay = 1000;
      if (snapshot.connection !== 'online') emit({ connection: 'online' });
    };
    es.addEventListener('open', markOnline);
    es.addEventListener(liveStreamEvents.heartbeat, markOnline);
    // The stream's summaries come in order (a new setup may resend one with the same seq).
    es.addEventListener(liveStreamEvents.scoreboard, (message) => {
      markOnline();
      emit({ summary: JSON.parse((message as MessageEvent<string>).data) as ScoreboardSummary });
    });
    es.addEventListener(liveStreamEvents.game, (message) => {
      emit({ game: JSON.parse((message as MessageEvent<string>).data) as LiveGame });
    });
    es.addEventListener('error', () => {
      if (closed || source !== es) return;
      if (snapshot.connection !== 'offline') emit({ connection: 'offline' });
      // CONNECTING: the browser retries by itself (and gets the current summary at once).
      // CLOSED: the server answered with an error status; reload to learn why.
      if (es.readyState === EventSource.CLOSED) {
        stopStream();
        scheduleRetry();
      }
    });
  };

  const loadOnce = async () => {
    const answer = await getJson<ScoreboardState>(stateUrl, abort.signal);
    if (closed) return;
    const current = snapshot.summary;
    // The stream may already have sent something newer than this answer.
    const summary =
      current !== null && current.lastSeq > answer.summary.lastSeq ? current : answer.summary;
    emit({ game: answer.game, summary, error: null });
    if (source === null || source.readyState === EventSource.CLOSED) openStream();
  };

  const load = (): Promise<void> => {
    if (closed) return Promise.resolve();
    loading ??= loadOnce()
      .catch((error: unknown) => {
        if (closed) return;
        const failure = finalFailure(error);
        if (failure !== null) {
          stopStream();
          emit({ error: failure, connection: 'offline' });
          return;
        }
        if (error instanceof DOMException && error.name === 'AbortError') return;
        emit({ connection: 'offline' });
        scheduleRetry();
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };

  const onOnline = () => {
    if (snapshot.error !== null || closed) return;
    if (retryTimer !== null) {
      clearTimeout(retryTimer);
      retryTimer = null;
    }
    retryDelay = 1000;
    // The browser's own reconnect may be waiting out a long delay: start again now.
    if (source === null || source.readyState !== EventSource.OPEN) {
      stopStream();
      void load();
    }
  };
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);

  void load();

  return {
    getSnapshot: () => snapshot,
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    close() {
      closed = true;
      abort.abort();
      stopStream();
      if (retryTimer !== null) clearTimeout(retryTimer);
      if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
      listeners.clear();
    },
  };
}

/** The scoreboard feed of one game for a component's lifetime. */
export function useScoreboardFeed(opts: ScoreboardFeedOptions): ScoreboardSnapshot {
  const { gameId, access, kind, deviceId } = opts;
  const [feed, setFeed] = useState<ScoreboardFeed | null>(null);
  useEffect(() => {
    const next = openScoreboardFeed({ gameId, access, kind, deviceId });
    setFeed(next);
    return () => {
      next.close();
    };
  }, [gameId, access, kind, deviceId]);
  return useSyncExternalStore(
    feed?.subscribe ?? noopSubscribe,
    feed?.getSnapshot ?? initialSnapshot,
  );
}

const noop = () => {};
const noopSubscribe = () => noop;
const initialSnapshot = () => initial;

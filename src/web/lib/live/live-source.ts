// The connection every live feed of a screen shares: a snapshot with listeners, a first load over
// HTTP, then an EventSource on the game's stream; retries with backoff when the network or server
// fails, a fresh start when the browser says it is online again, and a stop on a final answer
// (400/401/403/404). What a feed loads and how it folds stream messages is its own (game-feed.ts,
// summary-feed.ts). No reducer and no zod here: the scoreboard's bundle stays small.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { liveStreamEvents } from '../../../contract/api-paths.ts';
import { finalFailure, type FeedConnection, type FeedError } from './live-http.ts';

export interface LiveSnapshotBase {
  connection: FeedConnection;
  /** A final answer (400, 401, 403, 404): the feed stops retrying. */
  error: FeedError | null;
}

// Properties, not methods: they are handed around unbound (useSyncExternalStore takes them as is).
export interface LiveFeed<S> {
  getSnapshot: () => S;
  subscribe: (fn: () => void) => () => void;
  close: () => void;
  /** Loads again (the setup, and whatever the feed reads over HTTP) and reopens a dead stream. */
  refresh: () => Promise<void>;
}

/** What a feed gives the shared connection; `source` is the connection itself. */
export interface LiveFeedSpec {
  /** One load over HTTP; it throws on failure (see live-http.ts `getJson`). */
  load: () => Promise<void>;
  /** The stream's URL, read each time the stream (re)opens. */
  streamUrl: () => string;
  /** Stream messages by event name; data is the message's JSON text. */
  messages: Record<string, (data: string) => void>;
}

export interface LiveSource<S> {
  snapshot: () => S;
  emit: (next: Partial<S>) => void;
  readonly signal: AbortSignal;
  isClosed: () => boolean;
  /** Loads now (one load at a time); used when a feed knows its state is stale. */
  reload: () => Promise<void>;
  /** Opens the stream unless a healthy one is open (it resumes by itself). */
  ensureStream: () => void;
}

export function openLiveSource<S extends LiveSnapshotBase>(
  initial: S,
  makeSpec: (source: LiveSource<S>) => LiveFeedSpec,
): LiveFeed<S> {
  const listeners = new Set<() => void>();
  let snapshot = initial;
  let closed = false;
  let stream: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let retryDelay = 1000;
  let loading: Promise<void> | null = null;
  const abort = new AbortController();

  const emit = (next: Partial<S>) => {
    snapshot = { ...snapshot, ...next };
    for (const fn of listeners) fn();
  };

  const stopStream = () => {
    stream?.close();
    stream = null;
  };

  const scheduleRetry = () => {
    if (closed || retryTimer !== null) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void load();
    }, retryDelay);
    retryDelay = Math.min(retryDelay * 2, 15_000);
  };

  const markOnline = () => {
    retryDelay = 1000;
    if (snapshot.connection !== 'online') emit({ connection: 'online' } as Partial<S>);
  };

  const openStream = () => {
    stopStream();
    const es = new EventSource(spec.streamUrl(), { withCredentials: true });
    stream = es;
    es.addEventListener('open', markOnline);
    es.addEventListener(liveStreamEvents.heartbeat, markOnline);
    for (const [name, handle] of Object.entries(spec.messages)) {
      es.addEventListener(name, (message) => {
        markOnline();
        handle((message as MessageEvent<string>).data);
      });
    }
    es.addEventListener('error', () => {
      if (closed || stream !== es) return;
      if (snapshot.connection !== 'offline') emit({ connection: 'offline' } as Partial<S>);
      // CONNECTING: the browser retries by itself and resends Last-Event-ID. CLOSED: the server
      // answered with an error status; load again to learn why (or resume when it is back).
      if (es.readyState === EventSource.CLOSED) {
        stopStream();
        scheduleRetry();
      }
    });
  };

  const ensureStream = () => {
    if (stream === null || stream.readyState === EventSource.CLOSED) openStream();
  };

  const load = (): Promise<void> => {
    if (closed) return Promise.resolve();
    loading ??= spec
      .load()
      .catch((error: unknown) => {
        if (closed) return;
        const failure = finalFailure(error);
        if (failure !== null) {
          stopStream();
          emit({ error: failure, connection: 'offline' } as Partial<S>);
          return;
        }
        if (error instanceof DOMException && error.name === 'AbortError') return;
        emit({ connection: 'offline' } as Partial<S>);
        scheduleRetry();
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };

  const spec = makeSpec({
    snapshot: () => snapshot,
    emit,
    signal: abort.signal,
    isClosed: () => closed,
    reload: load,
    ensureStream,
  });

  const onOnline = () => {
    if (snapshot.error !== null || closed) return;
    if (retryTimer !== null) {
      clearTimeout(retryTimer);
      retryTimer = null;
    }
    retryDelay = 1000;
    // The browser's own reconnect may be waiting out a long delay: start again now.
    if (stream === null || stream.readyState !== EventSource.OPEN) {
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
    refresh: load,
  };
}

/**
 * A feed for a component's lifetime: opened again when `open` changes (wrap it in useCallback with
 * the feed's options), closed on unmount. Before the first effect runs, `initial` stands in.
 */
export function useLiveFeed<S>(open: () => LiveFeed<S>, initial: S): S {
  const [feed, setFeed] = useState<LiveFeed<S> | null>(null);
  useEffect(() => {
    const next = open();
    setFeed(next);
    return () => next.close();
  }, [open]);
  const initialSnapshot = useCallback(() => initial, [initial]);
  return useSyncExternalStore(
    feed?.subscribe ?? noopSubscribe,
    feed?.getSnapshot ?? initialSnapshot,
  );
}

const noop = () => {};
const noopSubscribe = () => noop;

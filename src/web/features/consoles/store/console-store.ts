// One console's view of a game: the confirmed log (from the game feed, or the device's cache when
// offline) plus this device's own events that the server has not confirmed yet. The state every
// button reads is the reducer's fold of both, so a console keeps working without a network.
//
// Recording is serial: each new event is built from the state that includes every earlier one,
// checked with the same rules the server applies, shown, and written to the outbox (IndexedDB),
// which it leaves only once stored. The sender posts the outbox in recording order, in batches; an accepted event stays in
// the local state until the feed brings it back with its seq, so nothing flickers.
import { errorCodes } from '../../../../contract/errors.ts';
import type { PostEventsResult } from '../../../../contract/live-batches.ts';
import type { LiveGame } from '../../../../contract/live-games.ts';
import type { GameEvent, LoggedEvent } from '../../../../domain/game/events.ts';
import { checkEvent } from '../../../../domain/game/check-event.ts';
import type { EventRefusal } from '../../../../domain/game/refusal.ts';
import { applyEvent, applyEvents, replay } from '../../../../domain/game/reducer.ts';
import type { GameSetup, GameState } from '../../../../domain/game/state.ts';
import type { ConsoleKind } from '../../../../domain/plans/plans.ts';
import { translatorFor } from '../../../lib/i18n/i18n-store.ts';
import type { OutboxRecord, OutboxStorage } from './outbox-db.ts';
import type { RefusalReason } from '../text/refusal-text.ts';

/** The server takes up to 500; smaller batches keep one request short on venue Wi-Fi. */
export const maxBatch = 100;
const firstRetryMs = 1000;
const maxRetryMs = 15_000;

export interface PendingEvent {
  record: OutboxRecord;
  /** Set once the server accepted it; it leaves when the confirmed log reaches this seq. */
  seq?: number;
  /** Shown, but not yet in the outbox: it is not sent until it is. */
  storing?: true;
}

/** Why the sender stopped: nothing more is sent until the page is reloaded or `resume` is called. */
export interface SendProblem {
  kind: 'sign-in' | 'upgrade' | 'forbidden' | 'error';
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string> | undefined;
}

/** A failed POST, as the sender sees it: status 0 means no answer at all. */
export interface SendFailure {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string> | undefined;
}

export interface ConsoleStoreDeps {
  gameId: string;
  /** The console this is: the server's plan gate and event rules depend on it. */
  kind: ConsoleKind;
  deviceId: string;
  storage: OutboxStorage;
  send(batch: { console: ConsoleKind; events: GameEvent[] }): Promise<PostEventsResult>;
  isOnline(): boolean;
  /**
   * How far this device's estimate of server time may be off now (ms); each event that says when
   * it was made carries it, so the server can flag a play it cannot place within a second.
   */
  timeErrorMs?(): number;
  /** A sent event the server refused: the person is told why. */
  onRejected?(event: GameEvent, refusal: EventRefusal): void;
}

export interface ConsoleSnapshot {
  game: LiveGame | null;
  setup: GameSetup | null;
  /** Where the confirmed part comes from: the live feed, or this device's cache (offline). */
  source: 'feed' | 'cache' | null;
  confirmed: readonly LoggedEvent[];
  lastSeq: number;
  pending: readonly PendingEvent[];
  /** Confirmed ++ pending, the pending ones numbered after lastSeq. */
  log: readonly LoggedEvent[];
  state: GameState | null;
  /** Events of this device not yet accepted by the server. */
  waiting: number;
  sending: boolean;
  /** When the next attempt after a failure is due (Date.now), or null. */
  retryAt: number | null;
  problem: SendProblem | null;
  /** The outbox on this device has been read (until then nothing can be recorded). */
  ready: boolean;
  /** IndexedDB refused a write: events are kept in memory only. */
  storageFailed: boolean;
}

/** A refusal is the rules' (shown with refusal-text.ts) or a sentence in the page's language. */
export type RecordResult = { ok: true; events: GameEvent[] } | { ok: false; reason: RefusalReason };

/** What building an event may look at: everything recorded before it, confirmed or not. */
export interface RecordContext {
  game: LiveGame;
  setup: GameSetup;
  state: GameState;
  log: readonly LoggedEvent[];
}

/** Events to record, in order, or a reason not to record anything. */
export type EventBuilder = (ctx: RecordContext) => GameEvent[] | string;

export interface ConsoleStore {
  getSnapshot: () => ConsoleSnapshot;
  subscribe: (fn: () => void) => () => void;
  /** The feed (or the cache) has a new confirmed log. `state` is its replay, when known. */
  setConfirmed(input: {
    game: LiveGame;
    log: readonly LoggedEvent[];
    state: GameState | null;
    source: 'feed' | 'cache';
  }): void;
  record(build: EventBuilder): Promise<RecordResult>;
  /** Try sending now (the network is back, or the person pressed "retry"). */
  kick(): void;
  /** Clears a stopping problem and tries again. */
  resume(): void;
  dispose(): void;
}

/**
 * When the server is taken to have received a queued event until it says: when the event was made,
 * in server time (the outbox's own stamp is this device's clock, which the fold must not mix in).
 */
function receivedAt(record: OutboxRecord): number {
  return record.event.at ?? record.recordedAt;
}

function gameSetupOf(game: LiveGame): GameSetup {
  return {
    rules: game.rules,
    rosters: { home: game.home.players.map((p) => p.id), away: game.away.players.map((p) => p.id) },
    scoreSource: game.scoreSource,
  };
}

function problemOf(failure: SendFailure): SendProblem | null {
  const { status } = failure;
  if (status === 0 || status >= 500 || status === 408 || status === 429) return null;
  const base = {
    status,
    code: failure.code,
    message: failure.message,
    fields: failure.fields,
  };
  if (status === 401) return { ...base, kind: 'sign-in' };
  if (status === 402) return { ...base, kind: 'upgrade' };
  if (status === 403) return { ...base, kind: 'forbidden' };
  return { ...base, kind: 'error' };
}

export function asSendFailure(error: unknown): SendFailure {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const e = error as { status: unknown; code?: unknown; message?: unknown; fields?: unknown };
    if (typeof e.status === 'number') {
      return {
        status: e.status,
        code: typeof e.code === 'string' ? e.code : `HTTP_${e.status}`,
        message:
          typeof e.message === 'string' ? e.message : translatorFor('console')('store.notSent'),
        fields:
          typeof e.fields === 'object' && e.fields !== null
            ? (e.fields as Record<string, string>)
            : undefined,
      };
    }
  }
  return {
    status: 0,
    code: errorCodes.network,
    message: translatorFor('console')('store.noAnswer'),
  };
}

export function createConsoleStore(deps: ConsoleStoreDeps): ConsoleStore {
  const listeners = new Set<() => void>();
  let disposed = false;

  let game: LiveGame | null = null;
  let setup: GameSetup | null = null;
  let source: ConsoleSnapshot['source'] = null;
  let confirmed: readonly LoggedEvent[] = [];
  let confirmedState: GameState | null = null;
  let confirmedIds = new Set<string>();
  let pending: PendingEvent[] = [];
  let sending = false;
  let retryAt: number | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let retryDelay = firstRetryMs;
  let problem: SendProblem | null = null;
  let ready = false;
  let storageFailed = false;
  let memoryIds = 0;

  // The fold of the pending events over the confirmed state, extended in place while only new
  // events are appended, so recording the 300th offline event does not refold the first 299.
  let fold: { base: GameState; items: PendingEvent[]; state: GameState } | null = null;
  let snapshot: ConsoleSnapshot | null = null;

  const lastSeq = () => confirmed.at(-1)?.seq ?? 0;

  const numbered = (): LoggedEvent[] => {
    const after = lastSeq();
    return pending.map((p, i) => ({
      seq: after + i + 1,
      event: p.record.event,
      recordedAt: receivedAt(p.record),
      deviceId: deps.deviceId,
      userId: '',
    }));
  };

  const baseState = (): GameState | null => {
    if (setup === null) return null;
    confirmedState ??= replay(setup, confirmed);
    return confirmedState;
  };

  const mergedState = (): GameState | null => {
    const base = baseState();
    if (base === null || setup === null) return null;
    if (pending.length === 0) return base;
    // A void changes the past: folded again from the last checkpoint before what it changes.
    if (pending.some((p) => p.record.event.type === 'void')) {
      fold = null;
      return applyEvents(setup, base, numbered());
    }
    let from = 0;
    let state = base;
    if (
      fold !== null &&
      fold.base === base &&
      fold.items.length <= pending.length &&
      fold.items.every((item, i) => pending[i] === item)
    ) {
      from = fold.items.length;
      state = fold.state;
    }
    // In one call: queued plays that happened before events that came in meanwhile (this device
    // was offline) fold the log again once, not once each.
    state = applyEvents(setup, state, numbered().slice(from));
    fold = { base, items: pending.slice(), state };
    return state;
  };

  const getSnapshot = (): ConsoleSnapshot => {
    snapshot ??= {
      game,
      setup,
      source,
      confirmed,
      lastSeq: lastSeq(),
      pending,
      log: pending.length === 0 ? confirmed : [...confirmed, ...numbered()],
      state: mergedState(),
      waiting: pending.filter((p) => p.seq === undefined).length,
      sending,
      retryAt,
      problem,
      ready,
      storageFailed,
    };
    return snapshot;
  };

  const emit = () => {
    snapshot = null;
    for (const fn of listeners) fn();
  };

  /** Drops pending events the confirmed log now holds; returns the outbox ids to delete. */
  const settle = (): number[] => {
    const after = lastSeq();
    const gone: number[] = [];
    const kept = pending.filter((p) => {
      const done =
        confirmedIds.has(p.record.event.clientId) || (p.seq !== undefined && p.seq <= after);
      if (done) gone.push(p.record.id);
      return !done;
    });
    if (kept.length !== pending.length) pending = kept;
    return gone;
  };

  const removeStored = (ids: number[]) => {
    const stored = ids.filter((id) => id > 0);
    if (stored.length === 0) return;
    deps.storage.remove(stored).catch(() => {
      // Left in the outbox, it is sent again after a reload and the server answers with the
      // original result: never counted twice.
    });
  };

  const clearRetry = () => {
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
    retryAt = null;
  };

  const scheduleRetry = () => {
    clearRetry();
    const delay = retryDelay;
    retryDelay = Math.min(retryDelay * 2, maxRetryMs);
    retryAt = Date.now() + delay;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      retryAt = null;
      void pump();
    }, delay);
  };

  const pump = async (): Promise<void> => {
    if (disposed || sending || problem !== null || !ready || retryTimer !== null) return;
    if (!deps.isOnline()) return;
    const unsent = pending.filter((p) => p.seq === undefined);
    const stored = unsent.findIndex((p) => p.storing);
    if (stored !== -1) unsent.length = stored;
    const first = unsent[0];
    if (first === undefined) return;
    // One console kind per request: the server applies the plan gate of the kind.
    const batch: PendingEvent[] = [];
    for (const p of unsent) {
      if (batch.length >= maxBatch || p.record.console !== first.record.console) break;
      batch.push(p);
    }
    sending = true;
    emit();
    let result: PostEventsResult;
    try {
      result = await deps.send({
        console: first.record.console,
        events: batch.map((p) => p.record.event),
      });
    } catch (error) {
      sending = false;
      if (disposed) return;
      const failure = asSendFailure(error);
      problem = problemOf(failure);
      if (problem === null) scheduleRetry();
      emit();
      return;
    }
    sending = false;
    if (disposed) return;
    retryDelay = firstRetryMs;
    const byClientId = new Map(result.results.map((r) => [r.clientId, r]));
    const done: number[] = [];
    const rejected: { event: GameEvent; refusal: EventRefusal }[] = [];
    const rejectedIds = new Set<string>();
    for (const p of batch) {
      const answer = byClientId.get(p.record.event.clientId);
      if (answer === undefined) continue;
      done.push(p.record.id);
      if (answer.status === 'accepted') p.seq = answer.seq;
      else {
        rejected.push({ event: p.record.event, refusal: answer.refusal });
        rejectedIds.add(p.record.event.clientId);
      }
    }
    if (rejectedIds.size > 0) {
      pending = pending.filter((p) => !rejectedIds.has(p.record.event.clientId));
    } else {
      // Accepted events changed their seq only: a new array so the snapshot is new.
      pending = pending.slice();
    }
    // Accepted events are durable on the server: the outbox can let them go now; the local state
    // keeps them until the feed brings them back.
    removeStored([...done, ...settle()]);
    emit();
    for (const r of rejected) deps.onRejected?.(r.event, r.refusal);
    if (pending.some((p) => p.seq === undefined)) void pump();
  };

  // Every record waits for the ones before it (and for the outbox to be read at start).
  let queue: Promise<unknown> = deps.storage
    .list(deps.gameId)
    .then((records) => {
      pending = [...records.map((record) => ({ record })), ...pending];
    })
    .catch(() => {
      storageFailed = true;
    })
    .finally(() => {
      ready = true;
      if (disposed) return;
      removeStored(settle());
      emit();
      void pump();
    });

  const recordNow = async (build: EventBuilder): Promise<RecordResult> => {
    if (disposed) return { ok: false, reason: translatorFor('console')('store.closed') };
    const state = mergedState();
    if (game === null || setup === null || state === null) {
      return { ok: false, reason: translatorFor('console')('store.notLoaded') };
    }
    const log = pending.length === 0 ? confirmed : [...confirmed, ...numbered()];
    const made = build({ game, setup, state, log });
    if (typeof made === 'string') return { ok: false, reason: made };
    if (made.length === 0) return { ok: true, events: [] };
    const error = deps.timeErrorMs === undefined ? undefined : Math.round(deps.timeErrorMs());
    const built =
      error === undefined
        ? made
        : made.map((e) =>
            e.at === undefined || e.atErrorMs !== undefined ? e : { ...e, atErrorMs: error },
          );

    // Check each event against the state the earlier ones of this record leave behind.
    const seen = new Set(confirmedIds);
    for (const p of pending) seen.add(p.record.event.clientId);
    const checkLog = log.slice();
    let checkState = state;
    for (const event of built) {
      const reason = checkEvent(setup, checkState, event, seen);
      if (reason !== null) return { ok: false, reason };
      seen.add(event.clientId);
      const logged: LoggedEvent = {
        seq: (checkLog.at(-1)?.seq ?? 0) + 1,
        event,
        recordedAt: event.at ?? Date.now(),
        deviceId: deps.deviceId,
        userId: '',
      };
      checkLog.push(logged);
      checkState = applyEvent(setup, checkState, logged);
    }

    // Shown at once, sent once stored: the paint does not wait for IndexedDB, and nothing leaves
    // the device before the outbox holds it (a reload sends exactly what was stored).
    const added: PendingEvent[] = built.map((event) => {
      memoryIds -= 1;
      const record = { id: memoryIds, gameId: deps.gameId, console: deps.kind, event };
      return { record: { ...record, recordedAt: Date.now() }, storing: true };
    });
    pending = [...pending, ...added];
    emit();
    for (const p of added) {
      const { id: _memoryId, ...draft } = p.record;
      try {
        p.record = await deps.storage.add(draft);
      } catch {
        // Kept in memory only under its provisional id; the console says storage failed.
        storageFailed = true;
      }
      delete p.storing;
    }
    if (disposed) return { ok: true, events: built };
    if (storageFailed) emit();
    void pump();
    return { ok: true, events: built };
  };

  const store: ConsoleStore = {
    getSnapshot,
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    setConfirmed(input) {
      if (disposed) return;
      // The live feed wins over the cache once it has loaded.
      if (input.source === 'cache' && source === 'feed') return;
      if (input.game !== game) {
        game = input.game;
        setup = gameSetupOf(input.game);
        confirmedState = null;
      }
      if (input.log !== confirmed) {
        const grew =
          input.log.length >= confirmed.length &&
          (confirmed.length === 0 || input.log[confirmed.length - 1] === confirmed.at(-1));
        if (grew) {
          for (let i = confirmed.length; i < input.log.length; i += 1) {
            confirmedIds.add(input.log[i]!.event.clientId);
          }
        } else {
          confirmedIds = new Set(input.log.map((l) => l.event.clientId));
        }
        confirmed = input.log;
        confirmedState = null;
      }
      if (input.state !== null && input.state.lastSeq === lastSeq()) confirmedState = input.state;
      source = input.source;
      removeStored(settle());
      emit();
    },
    record(build) {
      const next = queue.then(() => recordNow(build));
      queue = next.catch(() => undefined);
      return next;
    },
    kick() {
      if (problem !== null) return;
      if (retryTimer !== null) {
        clearRetry();
        retryDelay = firstRetryMs;
      }
      void pump();
    },
    resume() {
      problem = null;
      clearRetry();
      retryDelay = firstRetryMs;
      emit();
      void pump();
    },
    dispose() {
      disposed = true;
      clearRetry();
      listeners.clear();
    },
  };
  return store;
}

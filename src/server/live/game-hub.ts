// One hub per live game per process: every SSE stream of the game in this process hangs on it.
// The hub hands events to its streams strictly in seq order with no gap: a new event is turned
// into its SSE frame once and those bytes are written to every stream. Events reach the hub from
// this process's ingest right after commit, from other instances through the pubsub, and from the
// database when the hub sees a gap (an announcement without the events, a lost notification).
//
// Writing is deferred to the next turn of the event loop (so the console's POST is answered
// first) and done in slices of streams, so a crowd of viewers never holds the process for long.
// Events that arrive while a pass is under way go to the streams it has not reached yet together
// with the ones before them: a busy server sends fewer, larger writes instead of falling behind.
// Summary-view streams (scoreboard, stat sheet) get the game's summary instead of events, made once
// per pass. Anonymous (public) streams get each event without the account and device that
// recorded it: a second frame per event, made only when such a stream needs it.
import { liveStreamEvents, type SummaryView } from '../../contract/api-paths.ts';
import type { Presence } from '../../contract/live-games.ts';
import type { LoggedEvent } from '../../domain/game/events.ts';
import { sseFrame, SseText, type SseStream } from '../http/sse.ts';

export type Connection = Presence['connections'][number];

/** A summary (scoreboard, stat sheet) as SSE text (`id:` is `seq`). */
export interface SummaryFrame {
  seq: number;
  frame: string;
}

/** Members' (protected) streams get events as logged; anonymous (public) ones without ids. */
export type StreamAudience = 'protected' | 'public';

export interface HubOptions {
  /** Every committed event after `afterSeq`, in seq order (always a prefix of the log). */
  eventsAfter(gameId: string, afterSeq: number): Promise<LoggedEvent[]>;
  /**
   * The same as SSE text in pieces of some tens of kilobytes (made once and shared: a crowd of
   * screens joining at once shares the work and the bytes), with the last seq they reach. Each
   * piece is written once the one before has left: a reader that stops reading holds one piece,
   * not the whole log (megabytes for a long game).
   */
  backlog(
    gameId: string,
    afterSeq: number,
    audience: StreamAudience,
  ): Promise<{ pieces: Iterable<SseText | string>; lastSeq: number }>;
  /** One event's SSE frame as the audience gets it. */
  eventFrame(event: LoggedEvent, audience: StreamAudience): string;
  /** The game's highest committed seq. */
  lastSeq(gameId: string): Promise<number>;
  /**
   * A summary of the log up to at least `atLeastSeq` (at once when the cache has it), or null for
   * a game that is gone.
   */
  summary(
    gameId: string,
    view: SummaryView,
    atLeastSeq: number,
  ): SummaryFrame | null | Promise<SummaryFrame | null>;
  heartbeatMs: number;
  now(): number;
  /** This process's connections changed (to tell the other instances). */
  onLocalPresence(hub: GameHub, connections: Connection[]): void;
  /** Connections of the game held by other instances. */
  remotePresence(gameId: string): Connection[];
  /** The last stream left. */
  onIdle(hub: GameHub): void;
  onError(err: unknown, msg: string): void;
}

export type StreamView = 'events' | SummaryView;

export interface JoinOptions {
  /** The reader has every event up to this seq. */
  after: number;
  /** Protected streams also get presence messages. */
  isProtected: boolean;
  connection: Connection | null;
  /** A summary view: summaries instead of events. */
  view?: StreamView;
}

interface Member {
  sse: SseStream;
  isProtected: boolean;
  audience: StreamAudience;
  connection: Connection | null;
  view: StreamView;
  /** Highest seq written to this stream (events view). */
  lastSent: number;
  /** Events the hub emitted while this stream was still reading its backlog. */
  buffer: LoggedEvent[] | null;
  /** Still reading its backlog or first summary: passes leave it alone. */
  joining: boolean;
  /** The summary last written (summary views). */
  summarySent: Summary | null;
}

interface Summary {
  seq: number;
  text: SseText;
}

/** A summary view's shared summary, while some stream follows it. */
interface SummaryState {
  current: Summary | null;
  /** It no longer matches (new events, or a new setup) and must be fetched again. */
  stale: boolean;
  loading: boolean;
  streams: number;
}

/** An event some stream may still need, with its frames made as streams need them. */
interface WindowEntry {
  seq: number;
  event: LoggedEvent;
  frames: Partial<Record<StreamAudience, string>>;
}

/** Catch-up reads that found nothing new before the hub stops waiting for a number. */
const MAX_STALLS = 20;
/** Streams written per turn of the event loop. */
const SLICE = 128;

export class GameHub {
  /** Highest seq handed to the streams; -1 until the hub knows where the log stands. */
  private lastSeq = -1;
  /** Highest seq known to exist (announced or delivered). */
  private wanted = 0;
  private readonly pending = new Map<number, LoggedEvent>();
  private catchingUp = false;
  private stalls = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private readonly members = new Set<Member>();
  private heartbeat: NodeJS.Timeout | undefined;
  private closed = false;
  /** The events some stream may still need, in seq order without gap. */
  private window: WindowEntry[] = [];
  /** Bytes for the streams that have everything up to the key, until the next event. */
  private readonly chunks: Record<StreamAudience, Map<number, SseText>> = {
    protected: new Map(),
    public: new Map(),
  };
  /** The pass writing to the streams: where it stands, and whether it must go round again. */
  private pass: Iterator<Member> | null = null;
  private again = false;
  private passQueued: NodeJS.Immediate | null = null;
  private readonly summaries = new Map<SummaryView, SummaryState>();
  readonly ready: Promise<void>;

  constructor(
    readonly gameId: string,
    private readonly opts: HubOptions,
  ) {
    // Events committed before this read are in every joiner's backlog (read after it); events
    // committed later reach the hub through deliver/announce, which already count on this hub.
    this.ready = opts.lastSeq(gameId).then((seq) => {
      this.lastSeq = seq;
      for (const key of this.pending.keys()) if (key <= seq) this.pending.delete(key);
      this.drain();
    });
    this.ready.catch(() => {});
    this.heartbeat = setInterval(() => this.beat(), opts.heartbeatMs);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.members.size;
  }

  /** Connections this process holds for the game. */
  localConnections(): Connection[] {
    const list: Connection[] = [];
    for (const m of this.members) if (m.connection) list.push(m.connection);
    return list;
  }

  presence(): Presence {
    return {
      connections: [...this.localConnections(), ...this.opts.remotePresence(this.gameId)],
    };
  }

  /**
   * Adds a stream: it is registered first (so nothing emitted from now on is missed), then its
   * backlog is written, then what arrived meanwhile, skipping what the backlog already held.
   * A summary-view stream gets the current summary instead.
   */
  async join(sse: SseStream, opts: JoinOptions): Promise<void> {
    const view = opts.view ?? 'events';
    const member: Member = {
      sse,
      isProtected: opts.isProtected,
      audience: opts.isProtected ? 'protected' : 'public',
      connection: opts.connection,
      view,
      lastSent: opts.after,
      buffer: view === 'events' ? [] : null,
      joining: true,
      summarySent: null,
    };
    this.members.add(member);
    if (view !== 'events') this.summaryState(view).streams += 1;
    sse.onClose(() => this.leave(member));
    if (member.connection) this.localPresenceChanged();
    try {
      await this.ready;
      if (view === 'events') await this.joinEvents(member, opts.after);
      else await this.joinSummary(member, view);
      if (sse.closed) return;
      // Whatever arrived while it joined and is not written yet (this stream only: a crowd
      // joining must not cost a pass over every stream each).
      this.writeTo(member, view === 'events' ? null : this.currentSummary(view));
      if (member.isProtected) sse.send(liveStreamEvents.presence, this.presence());
      sse.send(liveStreamEvents.heartbeat, { serverTime: this.opts.now() });
    } catch (err) {
      this.opts.onError(err, 'could not start a game stream');
      sse.close();
    }
  }

  private async joinEvents(member: Member, after: number) {
    const { sse } = member;
    const backlog = await this.opts.backlog(this.gameId, after, member.audience);
    for (const piece of backlog.pieces) {
      if (sse.closed) return;
      sse.write(piece);
      await sse.drained();
    }
    if (sse.closed) return;
    // The backlog reaches the log's end; a reader claiming more than the log holds (a restored
    // database) resumes from there too.
    member.lastSent = backlog.lastSeq;
    const buffered = member.buffer ?? [];
    member.buffer = null;
    const fresh = buffered.filter((e) => e.seq > member.lastSent);
    if (fresh.length > 0) {
      sse.write(fresh.map((e) => this.opts.eventFrame(e, member.audience)).join(''));
      member.lastSent = fresh.at(-1)!.seq;
    }
    // From here on it takes events from the passes (the buffer is gone).
    member.joining = false;
  }

  private async joinSummary(member: Member, view: SummaryView) {
    const found = await this.opts.summary(this.gameId, view, this.lastSeq);
    if (member.sse.closed) return;
    const state = this.summaryState(view);
    if (found !== null) {
      // Whichever is newer: the hub's (shared with the other screens) or the one just read.
      if (state.current === null || found.seq > state.current.seq) setSummary(state, found);
      const summary = state.current!;
      member.sse.write(summary.text);
      member.summarySent = summary;
    }
    member.joining = false;
  }

  private summaryState(view: SummaryView): SummaryState {
    let state = this.summaries.get(view);
    if (!state) {
      state = { current: null, stale: false, loading: false, streams: 0 };
      this.summaries.set(view, state);
    }
    return state;
  }

  /** Events just committed (here or on another instance). */
  deliver(events: readonly LoggedEvent[]): void {
    for (const e of events) {
      if (e.seq <= this.lastSeq) continue;
      this.pending.set(e.seq, e);
      if (e.seq > this.wanted) this.wanted = e.seq;
    }
    this.drain();
  }

  /** The log reached `seq` (on another instance); the events are read from the database. */
  announce(seq: number): void {
    if (seq > this.wanted) this.wanted = seq;
    this.drain();
  }

  /** Messages may have been lost: read whatever the log holds beyond what was handed out. */
  resync(): void {
    this.wanted = Math.max(this.wanted, this.lastSeq + 1);
    this.drain();
  }

  /**
   * A frame for every stream, or only the protected (members') or public ones (serialized once), written a slice at a
   * time like events, so a heartbeat to a crowd does not hold up the next event. Slices of
   * broadcasts made later run after those of earlier ones: every stream gets them in order.
   */
  broadcast(frame: string, to: 'all' | 'protected' | 'public' = 'all'): void {
    const text = new SseText(frame);
    const targets = [...this.members].filter(
      (m) => to === 'all' || m.isProtected === (to === 'protected'),
    );
    const writeFrom = (start: number) => {
      const end = Math.min(targets.length, start + SLICE);
      for (let i = start; i < end; i++) targets[i]!.sse.write(text);
      if (end < targets.length && !this.closed) setImmediate(writeFrom, end);
    };
    writeFrom(0);
  }

  /** The setup changed, so the state may have: summary views get a fresh summary. */
  refreshSummaries(): void {
    if (this.summaries.size === 0) return;
    for (const state of this.summaries.values()) state.stale = true;
    this.again = true;
    this.schedulePass();
  }

  sendPresence(): void {
    if (![...this.members].some((m) => m.isProtected)) return;
    this.broadcast(sseFrame(liveStreamEvents.presence, this.presence()), 'protected');
  }

  /** Ends the streams (all, or the public ones), e.g. when the game is deleted or made private. */
  closeStreams(onlyPublic = false): void {
    for (const m of [...this.members]) {
      if (onlyPublic && m.isProtected) continue;
      m.sse.close();
    }
  }

  close(): void {
    this.closed = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.retryTimer);
    if (this.passQueued) clearImmediate(this.passQueued);
    this.passQueued = null;
    this.pass = null;
    this.closeStreams();
  }

  private leave(member: Member) {
    if (!this.members.delete(member)) return;
    // A shared summary is kept only while some screen follows it (a new setup may change it).
    if (member.view !== 'events' && --this.summaryState(member.view).streams === 0) {
      this.summaries.delete(member.view);
    }
    if (member.connection) this.localPresenceChanged();
    if (this.members.size === 0) {
      this.close();
      this.opts.onIdle(this);
    }
  }

  private localPresenceChanged() {
    this.opts.onLocalPresence(this, this.localConnections());
    this.sendPresence();
  }

  private beat() {
    this.broadcast(sseFrame(liveStreamEvents.heartbeat, { serverTime: this.opts.now() }));
    // Other instances forget connections they have not heard of for a few beats.
    const local = this.localConnections();
    if (local.length > 0) this.opts.onLocalPresence(this, local);
  }

  private drain() {
    if (this.lastSeq < 0 || this.closed) return;
    const out: LoggedEvent[] = [];
    let next = this.pending.get(this.lastSeq + 1);
    while (next) {
      out.push(next);
      this.pending.delete(next.seq);
      this.lastSeq = next.seq;
      next = this.pending.get(this.lastSeq + 1);
    }
    if (out.length > 0) this.emit(out);
    if (this.wanted > this.lastSeq) this.catchUp();
  }

  /**
   * Fills a gap from the database. Every event below a known one is committed already (seqs are
   * taken under the game row's lock), so a read made now closes the gap.
   */
  private catchUp() {
    if (this.catchingUp) return;
    this.catchingUp = true;
    const from = this.lastSeq;
    this.opts.eventsAfter(this.gameId, from).then(
      (events) => {
        this.catchingUp = false;
        this.deliver(events);
        if (this.lastSeq > from) this.stalls = 0;
        else if (this.wanted > this.lastSeq) this.stalled();
      },
      (err: unknown) => {
        this.catchingUp = false;
        this.opts.onError(err, 'could not read a game log to catch up');
        this.stalled();
      },
    );
  }

  /**
   * The database did not (yet) hold what was announced: try again shortly, and after a while give
   * up on the number rather than poll forever (a game deleted meanwhile, a stale message).
   */
  private stalled() {
    this.stalls += 1;
    if (this.stalls > MAX_STALLS) {
      this.stalls = 0;
      this.wanted = this.lastSeq;
      this.pending.clear();
      this.opts.onError(new Error(`game ${this.gameId} log stalled`), 'gave up waiting for events');
      return;
    }
    // Set catchingUp so deliveries meanwhile do not start a read before the pause is over.
    this.catchingUp = true;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.catchingUp = false;
      this.drain();
    }, 50 * this.stalls);
    this.retryTimer.unref();
  }

  /** New events in seq order, following on from the window: queued for the next pass. */
  private emit(events: LoggedEvent[]) {
    let eventStreams = false;
    for (const m of this.members) {
      if (m.buffer) for (const e of events) m.buffer.push(e);
      else if (m.view === 'events') eventStreams = true;
    }
    if (eventStreams) {
      for (const e of events) this.window.push({ seq: e.seq, event: e, frames: {} });
    } else {
      // No stream reads events: none needs the older frames either (the window stays gapless).
      this.window = [];
    }
    this.chunks.protected.clear();
    this.chunks.public.clear();
    for (const state of this.summaries.values()) state.stale = true;
    // A pass from the start (after the one under way, whose streams ahead get these events too).
    this.again = true;
    this.schedulePass();
  }

  private schedulePass() {
    if (this.passQueued || this.closed) return;
    this.passQueued = setImmediate(() => {
      this.passQueued = null;
      this.runPass();
    });
  }

  /** Writes to up to SLICE streams, then lets the event loop breathe before the next slice. */
  private runPass() {
    if (this.closed) return;
    const current = new Map<SummaryView, Summary | null>();
    for (const view of this.summaries.keys()) current.set(view, this.currentSummary(view));
    let written = 0;
    for (;;) {
      if (this.pass === null) {
        if (!this.again) break;
        this.again = false;
        this.pass = this.members.values();
      }
      const next = this.pass.next();
      if (next.done) {
        this.pass = null;
        continue;
      }
      const { view } = next.value;
      if (this.writeTo(next.value, view === 'events' ? null : (current.get(view) ?? null))) {
        written += 1;
      }
      if (written >= SLICE) {
        this.schedulePass();
        return;
      }
    }
    this.trimWindow();
  }

  /** Brings one stream up to date (`summary`: its view's, for a summary view); whether anything was written. */
  private writeTo(m: Member, summary: Summary | null): boolean {
    if (m.joining || m.sse.closed) return false;
    if (m.view !== 'events') {
      if (summary === null || m.summarySent === summary) return false;
      if (m.summarySent !== null && m.summarySent.seq > summary.seq) return false;
      m.sse.write(summary.text);
      m.summarySent = summary;
      return true;
    }
    if (m.lastSent >= this.lastSeq) return false;
    const text = this.chunkAfter(m.lastSent, m.audience);
    if (text === null) {
      // Its next event left the window (cannot happen while joins buffer): the browser
      // reconnects with Last-Event-ID and reads the backlog.
      this.opts.onError(new Error(`stream behind at ${m.lastSent}`), 'closed a stream behind');
      m.sse.close();
      return false;
    }
    m.sse.write(text);
    m.lastSent = this.lastSeq;
    return true;
  }

  /**
   * The frames after `seq` up to the hub's last, made once for every stream of the audience at
   * that point.
   */
  private chunkAfter(seq: number, audience: StreamAudience): SseText | null {
    const chunks = this.chunks[audience];
    const known = chunks.get(seq);
    if (known) return known;
    const first = this.window[0]?.seq;
    if (first === undefined || seq + 1 < first) return null;
    const text = new SseText(
      this.window
        .slice(seq + 1 - first)
        .map((w) => (w.frames[audience] ??= this.opts.eventFrame(w.event, audience)))
        .join(''),
    );
    chunks.set(seq, text);
    return text;
  }

  /** Drops the frames every stream has (once a pass is complete). */
  private trimWindow() {
    if (this.window.length === 0) return;
    let oldest = this.lastSeq;
    for (const m of this.members) {
      if (m.view === 'events' && !m.joining && !m.sse.closed) oldest = Math.min(oldest, m.lastSent);
    }
    const first = this.window[0]!.seq;
    if (oldest >= first) this.window = this.window.slice(oldest - first + 1);
    if (this.window.length === 0) {
      this.chunks.protected.clear();
      this.chunks.public.clear();
    }
  }

  /** The summary a view's streams should have now; starts fetching a newer one when needed. */
  private currentSummary(view: SummaryView): Summary | null {
    const state = this.summaryState(view);
    // Fetched again only after new events or a new setup, never in a loop while the cache lags.
    if (state.streams === 0 || !state.stale || state.loading) return state.current;
    state.stale = false;
    const found = this.opts.summary(this.gameId, view, this.lastSeq);
    if (found === null || !('then' in found)) {
      if (found !== null) setSummary(state, found);
      return state.current;
    }
    state.loading = true;
    found.then(
      (loaded) => {
        state.loading = false;
        if (loaded !== null) setSummary(state, loaded);
        this.again = true;
        this.schedulePass();
      },
      (err: unknown) => {
        state.loading = false;
        this.opts.onError(err, `could not read a game for its ${view} screens`);
      },
    );
    return state.current;
  }
}

function setSummary(state: SummaryState, found: SummaryFrame) {
  const same = state.current?.seq === found.seq && state.current.text.text === found.frame;
  // An unchanged summary (a setup change that changes nothing on the board) is not resent.
  if (!same) state.current = { seq: found.seq, text: new SseText(found.frame) };
}

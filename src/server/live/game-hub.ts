// One hub per live game per process: every SSE stream of the game in this process hangs on it.
// The hub hands events to its streams strictly in seq order with no gap: a new event is turned
// into its SSE frame once and that text is written to every stream. Events reach the hub from
// this process's ingest right after commit, from other instances through the pubsub, and from the
// database when the hub sees a gap (an announcement without the events, a lost notification).
import { liveStreamEvents } from '../../contract/api-paths.ts';
import type { Presence } from '../../contract/live-games.ts';
import type { LoggedEvent } from '../../domain/game/events.ts';
import { sseFrame, type SseStream } from '../http/sse.ts';

export type Connection = Presence['connections'][number];

export interface HubOptions {
  /** Every committed event after `afterSeq`, in seq order (always a prefix of the log). */
  eventsAfter(gameId: string, afterSeq: number): Promise<LoggedEvent[]>;
  /**
   * The same as SSE text (each event's frame made once and kept), with the last seq it reaches:
   * a crowd of screens joining at once shares the work.
   */
  backlog(gameId: string, afterSeq: number): Promise<{ frames: string; lastSeq: number }>;
  /** The game's highest committed seq. */
  lastSeq(gameId: string): Promise<number>;
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

export interface JoinOptions {
  /** The reader has every event up to this seq. */
  after: number;
  /** Protected streams also get presence messages. */
  isProtected: boolean;
  connection: Connection | null;
}

interface Member {
  sse: SseStream;
  isProtected: boolean;
  connection: Connection | null;
  /** Highest seq written to this stream. */
  lastSent: number;
  /** Events the hub emitted while this stream was still reading its backlog. */
  buffer: LoggedEvent[] | null;
}

/** Catch-up reads that found nothing new before the hub stops waiting for a number. */
const MAX_STALLS = 20;

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
   */
  async join(sse: SseStream, opts: JoinOptions): Promise<void> {
    const member: Member = {
      sse,
      isProtected: opts.isProtected,
      connection: opts.connection,
      lastSent: opts.after,
      buffer: [],
    };
    this.members.add(member);
    sse.onClose(() => this.leave(member));
    if (member.connection) this.localPresenceChanged();
    try {
      await this.ready;
      const backlog = await this.opts.backlog(this.gameId, opts.after);
      if (sse.closed) return;
      if (backlog.frames) sse.write(backlog.frames);
      // The backlog reaches the log's end; a reader claiming more than the log holds (a restored
      // database) resumes from there too.
      member.lastSent = backlog.lastSeq;
      const buffered = member.buffer ?? [];
      member.buffer = null;
      const fresh = buffered.filter((e) => e.seq > member.lastSent);
      if (fresh.length > 0) {
        sse.write(fresh.map((e) => sseFrame(liveStreamEvents.event, e, e.seq)).join(''));
        member.lastSent = fresh.at(-1)!.seq;
      }
      if (member.isProtected) sse.send(liveStreamEvents.presence, this.presence());
      sse.send(liveStreamEvents.heartbeat, { serverTime: this.opts.now() });
    } catch (err) {
      this.opts.onError(err, 'could not start a game stream');
      sse.close();
    }
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

  /** A frame for every stream, or only the protected ones (already serialized once). */
  broadcast(frame: string, onlyProtected = false): void {
    for (const m of this.members) {
      if (onlyProtected && !m.isProtected) continue;
      m.sse.write(frame);
    }
  }

  sendPresence(): void {
    if (![...this.members].some((m) => m.isProtected)) return;
    this.broadcast(sseFrame(liveStreamEvents.presence, this.presence()), true);
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
    this.closeStreams();
  }

  private leave(member: Member) {
    if (!this.members.delete(member)) return;
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

  private emit(events: LoggedEvent[]) {
    const first = events[0]!.seq;
    const last = events.at(-1)!.seq;
    const frames = events.map((e) => sseFrame(liveStreamEvents.event, e, e.seq));
    let all: string | null = null;
    for (const m of this.members) {
      if (m.buffer) {
        for (const e of events) m.buffer.push(e);
        continue;
      }
      if (m.lastSent >= last) continue;
      if (m.lastSent < first) {
        all ??= frames.join('');
        m.sse.write(all);
      } else {
        m.sse.write(frames.slice(m.lastSent - first + 1).join(''));
      }
      m.lastSent = last;
    }
  }
}

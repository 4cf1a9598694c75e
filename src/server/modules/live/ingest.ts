// POST /api/games/:id/events (docs/product/live-games.md#the-game-log). A batch is judged event by event
// against the state the log has reached; accepted events take the next seqs and are written with
// the cached game summary, atomically, before the answer. A client id the log already holds is
// answered with its original seq and never applied twice.
//
// Group commit: requests arriving while a write is in flight wait for it, then are judged and
// written together, every game of the group in one statement (on PGlite a write costs about three
// reads, and a group of fifty costs about two). The statement moves a game's log only if its last
// seq is still the one the cache was judged from; a game whose log moved meanwhile (another
// instance wrote) goes through the locked path: the row's lock, the missing events, judge, write.
//
// That one statement is the group's only round trip (decision 0042): it also reads whether each
// poster may still record on the game (the same rule as console-access.ts), and on PostgreSQL it
// sends the NOTIFY that tells the other instances, delivered with the commit. A game with a poster
// it refuses is not written; its requests go through the full check of console-access.ts (the
// usual 401/403/404 and its words) and then the locked path. A group with nothing to write runs
// that full check before answering, so no answer skips it.
import { eq } from 'drizzle-orm';
import type { EventResult, PostEvents, PostEventsResult } from '../../../contract/live-batches.ts';
import type { LiveGame } from '../../../contract/live-games.ts';
import { errorCodes } from '../../../contract/errors.ts';
import {
  isStatEvent,
  timekeepingTypes,
  type GameEvent,
  type LoggedEvent,
} from '../../../domain/game/events.ts';
import { checkEvent } from '../../../domain/game/check-event.ts';
import { refusalInEnglish, type EventRefusal } from '../../../domain/game/refusal.ts';
import { applyEvent, applyEventsInSteps, refoldCost } from '../../../domain/game/reducer.ts';
import type { GameState } from '../../../domain/game/state.ts';
import type { ConsoleKind } from '../../../domain/plans/plans.ts';
import { games } from '../../db/tournament-schema.ts';
import { HttpError, msg } from '../../http/errors.ts';
import type { Db } from '../../db/client.ts';
import { NOTIFY_CHANNEL } from '../../live/pubsub.ts';
import type { CachedGame, GameCache } from './game-cache.ts';
import { PreparedQuery } from './prepared.ts';

/** What the time-only console may send: the clock, periods, and starting or ending the game. */
const timeOnlyTypes = new Set<GameEvent['type']>(timekeepingTypes);

/** Why this console may not send this event, or null. A void is judged by what it undoes. */
export function consoleReason(
  kind: ConsoleKind,
  event: GameEvent | undefined,
): EventRefusal | null {
  if (!event) return null;
  if (kind === 'timeonly' && !timeOnlyTypes.has(event.type)) return { code: 'console-time-only' };
  if ((kind === 'timescore' || kind === 'timeonly') && isStatEvent(event)) {
    return { code: 'console-no-stats' };
  }
  return null;
}

/** A refused event's answer: the code for consoles, the English sentence for other clients. */
function rejection(clientId: string, refusal: EventRefusal): EventResult {
  return { clientId, status: 'rejected', reason: refusalInEnglish(refusal), refusal };
}

/**
 * The client ids of the log plus those accepted earlier in the batch, without copying the log's
 * (possibly thousands of) ids for every request.
 */
class SeenIds implements ReadonlySet<string> {
  constructor(
    private readonly logged: ReadonlyMap<string, unknown>,
    private readonly batch: ReadonlyMap<string, unknown>,
  ) {}
  has(id: string) {
    return this.logged.has(id) || this.batch.has(id);
  }
  get size() {
    return this.logged.size + this.batch.size;
  }
  keys(): SetIterator<string> {
    return [...this.logged.keys(), ...this.batch.keys()].values();
  }
  values(): SetIterator<string> {
    return this.keys();
  }
  entries(): SetIterator<[string, string]> {
    return [...this.keys()].map((id): [string, string] => [id, id]).values();
  }
  forEach(fn: (value: string, key: string, set: ReadonlySet<string>) => void) {
    for (const id of this.keys()) fn(id, id, this);
  }
  [Symbol.iterator]() {
    return this.keys();
  }
}

/** The summary columns the game setup (LiveGame) shows, as stored after a write. */
interface Stored {
  status: LiveGame['status'];
  score_source: LiveGame['scoreSource'];
}

/** A row of writeStatement's answer: one per game written, or one per game refused (denied). */
type WriteRow = { game_id: string; denied: boolean } & Stored;

/** Who posts a request, as the route knows them before the write. */
export interface Poster {
  userId: string;
  /** The console needs the owner's premium plan (a stats console). */
  needsPremium: boolean;
  /** The full access check (console-access.ts): throws the usual refusal. */
  confirm(): Promise<void>;
}

/** What tells the other instances and this process's listeners of a game's new events. */
export interface EventsMessage {
  /** The NOTIFY text the write sends with its commit; null with no other instances. */
  notify: string | null;
  /** After the commit: this process's listeners. */
  local(): void;
}

/** Where a game's log stands while a group is judged: the cache plus what the group adds. */
interface Cursor {
  entry: CachedGame;
  fromSeq: number;
  lastSeq: number;
  state: GameState;
  fresh: LoggedEvent[];
  freshById: Map<string, LoggedEvent>;
  /** Made just before the write, for the fresh events. */
  message: EventsMessage | null;
}

interface Judged {
  results: EventResult[];
  /** The log's last seq once this request's events are in. */
  lastSeq: number;
  rejected: boolean;
  added: number;
}

interface Job {
  entry: CachedGame;
  poster: Poster;
  batch: PostEvents;
  resolve: (result: PostEventsResult) => void;
  reject: (err: unknown) => void;
}

function cursorOf(entry: CachedGame): Cursor {
  return {
    entry,
    fromSeq: entry.lastSeq,
    lastSeq: entry.lastSeq,
    state: entry.state,
    fresh: [],
    freshById: new Map(),
    message: null,
  };
}

/**
 * Events a game's log may hold: far beyond any real game (500 to 1,500), and a bound on what an
 * undo may have to fold again.
 */
export const maxEventsPerGame = 30_000;

/**
 * Log entries one request may have the reducer fold again (about 40 ms of work), for its undos and
 * for events that happened before what is folded already (a queue that waited out an outage),
 * before the rest of its batch is left for the next request. Its first refold always goes ahead.
 */
const refoldBudget = 12_000;

/** How long judging a group may hold the event loop before other work gets a turn. */
const yieldAfterMs = 15;

/**
 * Each event of a batch against where the cursor stands, moving it on; no I/O. Undos are folded
 * together, once, from before the earliest event they change (not once each), and only when an
 * event after them needs the state they leave, or at the end. Events after the refold budget ran
 * out get no answer: the console sends them again.
 */
async function judge(
  now: number,
  cursor: Cursor,
  userId: string,
  batch: PostEvents,
): Promise<Judged> {
  const { entry } = cursor;
  const { setup } = entry;
  const results: EventResult[] = [];
  const byClientId = new Map<string, EventResult>();
  const seen = new SeenIds(entry.seqOf, cursor.freshById);
  let rejected = false;
  let added = 0;
  let pending: LoggedEvent[] = [];
  const undone = new Set<string>();
  let refolded = 0;
  let turnStarted = performance.now();

  const seqOf = (clientId: string) =>
    entry.seqOf.get(clientId) ?? cursor.freshById.get(clientId)?.seq;
  const eventById = (clientId: string): GameEvent | undefined => {
    const seq = entry.seqOf.get(clientId);
    return seq === undefined ? cursor.freshById.get(clientId)?.event : entry.log[seq - 1]?.event;
  };
  /** Folds events onto the cursor; a refold of thousands of entries goes in pieces, each
   * followed by a turn for other work. */
  const foldInSteps = async (events: LoggedEvent[]) => {
    const steps = applyEventsInSteps(setup, cursor.state, events);
    for (let step = steps.next(); ; step = steps.next()) {
      if (step.done) {
        cursor.state = step.value;
        break;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const foldUndos = async () => {
    if (pending.length === 0) return;
    refolded += refoldCost(cursor.state, pending);
    await foldInSteps(pending);
    pending = [];
    undone.clear();
  };

  for (const event of batch.events) {
    if ('malformed' in event) {
      rejected = true;
      results.push(rejection(event.clientId, { code: 'malformed-event', detail: event.malformed }));
      continue;
    }
    const original = seqOf(event.clientId);
    if (original !== undefined) {
      results.push({ clientId: event.clientId, status: 'accepted', seq: original });
      continue;
    }
    const earlier = byClientId.get(event.clientId);
    if (earlier) {
      results.push(earlier);
      continue;
    }
    const logged: LoggedEvent = {
      seq: cursor.lastSeq + 1,
      event,
      recordedAt: now,
      deviceId: batch.deviceId,
      userId,
    };
    // What folding this event costs when it happened before what is folded already (1 if not).
    let late = 1;
    if (event.type === 'void') {
      // Over budget: this undo and the rest wait for the next request.
      if (
        refolded > 0 &&
        refolded + refoldCost(cursor.state, [...pending, logged]) > refoldBudget
      ) {
        break;
      }
    } else {
      await foldUndos();
      late = refoldCost(cursor.state, [logged]);
      // Over budget: this late event and the rest wait for the next request.
      if (late > 1 && refolded > 0 && refolded + late > refoldBudget) break;
    }
    const target = event.type === 'void' ? eventById(event.targetClientId) : event;
    const refusal: EventRefusal | null =
      (cursor.lastSeq >= maxEventsPerGame ? { code: 'log-full', max: maxEventsPerGame } : null) ??
      consoleReason(batch.console, event) ??
      consoleReason(batch.console, target) ??
      (event.type === 'void' && undone.has(event.targetClientId)
        ? { code: 'already-undone' }
        : checkEvent(setup, cursor.state, event, seen));
    let result: EventResult;
    if (refusal) {
      rejected = true;
      result = rejection(event.clientId, refusal);
    } else {
      cursor.lastSeq += 1;
      added += 1;
      cursor.fresh.push(logged);
      cursor.freshById.set(event.clientId, logged);
      if (event.type === 'void') {
        pending.push(logged);
        undone.add(event.targetClientId);
      } else if (late > 1) {
        refolded += late;
        await foldInSteps([logged]);
        // A queue that waited out an outage is late event after late event, each a refold of a
        // few ms in a long game: other requests get a turn between them, not after them all.
        if (performance.now() - turnStarted > yieldAfterMs) {
          await new Promise((resolve) => setImmediate(resolve));
          turnStarted = performance.now();
        }
      } else cursor.state = applyEvent(setup, cursor.state, logged);
      result = { clientId: event.clientId, status: 'accepted', seq: cursor.lastSeq };
    }
    byClientId.set(event.clientId, result);
    results.push(result);
  }
  await foldUndos();
  return { results, lastSeq: cursor.lastSeq, rejected, added };
}

/** What the ingest needs of the live games around it. */
export interface IngestDeps {
  db: Db;
  cache: GameCache;
  now(): number;
  logError(err: unknown, msg: string): void;
  /** The message about events about to be committed (the NOTIFY goes with the write). */
  eventsMessage(gameId: string, events: LoggedEvent[]): EventsMessage;
  /** Events were committed: this process's streams are told. */
  committed(gameId: string, events: LoggedEvent[]): void;
  /** A final result changed (see LiveService.onResultChanged). */
  resultChanged(game: LiveGame): void;
}

/** Collects concurrent requests into groups; one per process (LiveService.ingest). */
export class IngestQueue {
  private queue: Job[] = [];
  private flushing = false;

  constructor(private readonly service: IngestDeps) {}

  async submit(gameId: string, poster: Poster, batch: PostEvents): Promise<PostEventsResult> {
    const entry = await this.service.cache.prepare(gameId);
    if (!entry) {
      // The full check says 404 or a refusal in the usual words; a game gone since says 404.
      await poster.confirm();
      throw new HttpError(404, errorCodes.notFound, msg('error.notFound.game'));
    }
    return new Promise<PostEventsResult>((resolve, reject) => {
      this.queue.push({ entry, poster, batch, resolve, reject });
      if (this.flushing) return;
      this.flushing = true;
      // PGlite runs each query to the end before anything else happens, so no request ever
      // waits "during" a write: wait for the end of this turn of the event loop instead, so the
      // requests already read from their sockets join the group.
      setImmediate(() => void this.flush());
    });
  }

  private async flush() {
    try {
      while (this.queue.length > 0) {
        const jobs = this.queue;
        this.queue = [];
        await this.writeGroup(jobs).catch((err: unknown) => {
          // Settled jobs ignore this; the others must not wait forever.
          for (const job of jobs) job.reject(err);
        });
      }
    } finally {
      this.flushing = false;
    }
  }

  private async writeGroup(jobs: Job[]) {
    const service = this.service;
    const now = service.now();
    // Per game, in arrival order: each request is judged after the ones before it.
    const byGame = new Map<string, { cursor: Cursor; jobs: Array<[Job, Judged]> }>();
    const locked: Job[] = [];
    let turnStarted = performance.now();
    for (const job of jobs) {
      // Judging is synchronous: after a long stretch (undos folded again), let other requests
      // and streams have the event loop before the next one. Requests arriving meanwhile join
      // the next group.
      if (performance.now() - turnStarted > yieldAfterMs) {
        await new Promise((resolve) => setImmediate(resolve));
        turnStarted = performance.now();
      }
      let group = byGame.get(job.entry.gameId);
      if (!group) {
        group = { cursor: cursorOf(job.entry), jobs: [] };
        byGame.set(job.entry.gameId, group);
      } else if (group.cursor.entry !== job.entry) {
        // The game was read again meanwhile; this one goes after the group, the careful way.
        locked.push(job);
        continue;
      }
      group.jobs.push([job, await judge(now, group.cursor, job.poster.userId, job.batch)]);
    }
    const writing: Cursor[] = [];
    for (const { cursor, jobs: judged } of byGame.values()) {
      if (cursor.fresh.length > 0) writing.push(cursor);
      else if (judged.some(([, j]) => j.rejected)) {
        // Nothing to write proves the cache current, and a refusal may come from a stale one.
        locked.push(...judged.map(([job]) => job));
      } else {
        // Nothing written, so no statement checked the posters: the full check answers first.
        for (const [job, j] of judged) {
          job.poster.confirm().then(() => job.resolve(answer(service, j)), job.reject);
        }
      }
    }

    let written = new Map<string, Stored>();
    if (writing.length > 0) {
      const posters = writing.flatMap(({ entry }) =>
        byGame.get(entry.gameId)!.jobs.map(([job]) => ({
          game_id: entry.gameId,
          user_id: job.poster.userId,
          premium: job.poster.needsPremium,
        })),
      );
      try {
        written = await writeCursors(
          service,
          (args) => writeStatement.run(service.db, args),
          writing,
          posters,
        );
      } catch (err) {
        // One bad request must not fail the others: each goes again on its own.
        service.logError(err, 'group write failed; writing one request at a time');
      }
    }
    for (const cursor of writing) {
      const group = byGame.get(cursor.entry.gameId)!;
      const stored = written.get(cursor.entry.gameId);
      if (!stored) {
        // Its log moved meanwhile (another instance wrote), or a poster was refused: nothing of
        // it was written.
        locked.unshift(...group.jobs.map(([job]) => job));
        continue;
      }
      settle(service, cursor, stored);
      for (const [job, j] of group.jobs) job.resolve(answer(service, j));
    }
    // In arrival order, one at a time: the requests of one game stay in their order. Each is
    // checked in full first, as before any write that reads no access of its own.
    for (const job of locked) {
      await job.poster
        .confirm()
        .then(() => ingestLocked(service, job))
        .then(job.resolve, job.reject);
    }
  }
}

/** After the commit: the cache, this process's streams, the other instances. */
function settle(service: IngestDeps, cursor: Cursor, stored: Stored) {
  const { entry } = cursor;
  const wasFinal = entry.game.status === 'final';
  const scoreBefore = entry.state.score;
  service.cache.advance(entry, cursor.fresh, cursor.state);
  const statusChanged = entry.game.status !== stored.status;
  entry.game = { ...entry.game, status: stored.status, scoreSource: stored.score_source };
  service.committed(entry.gameId, cursor.fresh);
  cursor.message?.local();
  const { score } = entry.state;
  const scoreChanged = score.home !== scoreBefore.home || score.away !== scoreBefore.away;
  if ((wasFinal || stored.status === 'final') && (statusChanged || scoreChanged)) {
    service.resultChanged(entry.game);
  }
}

function answer(service: IngestDeps, judged: Judged): PostEventsResult {
  return { results: judged.results, lastSeq: judged.lastSeq, serverTime: service.now() };
}

/** The careful path: the game row's lock, the events the cache lacks, judge, write. */
async function ingestLocked(service: IngestDeps, job: Job): Promise<PostEventsResult> {
  const { entry } = job;
  const { cursor, judged, stored } = await service.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ lastSeq: games.lastSeq })
      .from(games)
      .where(eq(games.id, entry.gameId))
      .for('update');
    if (!row) throw new HttpError(404, errorCodes.notFound, msg('error.notFound.game'));
    await service.cache.catchUpLocked(entry, tx, row.lastSeq);
    const c = cursorOf(entry);
    const j = await judge(service.now(), c, job.poster.userId, job.batch);
    if (c.fresh.length > 0) {
      // The poster was checked in full just before (writeGroup): no access to read here.
      const stored = (
        await writeCursors(service, (args) => writeStatement.runIn(tx, args), [c], [])
      ).get(entry.gameId);
      if (!stored) throw new Error('game log moved under its lock');
      return { cursor: c, judged: j, stored };
    }
    return { cursor: c, judged: j, stored: null };
  });
  if (stored) settle(service, cursor, stored);
  return answer(service, judged);
}

/**
 * Appends each cursor's fresh events and updates its game's cached summary, all in one
 * statement; a game moves only if its last seq is still the one it was judged from and every
 * poster of it ($3) may still record on it. Answers the stored status and score source of the
 * games written (one row per game: every game written has fresh events), and a row for each game
 * refused; the others were left as they were. With other instances ($5) each game written sends
 * its NOTIFY, which PostgreSQL delivers only once the statement's transaction commits.
 *
 * The posters' rule is console-access.ts's: scorekeeper or above, tournament not archived, and
 * for a stats console the owner's premium ($4 is the server's clock).
 *
 * The summary is what lists and standings read. A status set by hand ('cancelled', 'forfeit') is
 * kept unless the log itself starts or ends the game; a live game whose start was undone is
 * scheduled again; a final score typed in by hand is not touched by a log that never started.
 */
const revert = `(v.scheduled AND g.status = 'live' AND v.has_void)`;
const apply = `(NOT v.scheduled AND NOT (g.status IN ('cancelled', 'forfeit') AND NOT v.decisive))`;
const writeStatement = new PreparedQuery<WriteRow>(
  'ingest_write',
  `WITH denied AS (
      SELECT DISTINCT x.game_id
        FROM jsonb_to_recordset($3::jsonb) AS x(game_id text, user_id text, premium boolean)
        LEFT JOIN games g ON g.id = x.game_id
        LEFT JOIN seasons s ON s.id = g.season_id
        LEFT JOIN tournaments t ON t.id = s.tournament_id
        LEFT JOIN users u ON u.id = t.owner_id
        LEFT JOIN memberships m ON m.tournament_id = t.id AND m.user_id = x.user_id
        WHERE m.role IS NULL OR m.role NOT IN ('owner', 'admin', 'scorekeeper')
          OR t.archived IS NOT FALSE
          OR (x.premium AND NOT COALESCE(
            u.plan_tier = 'tempo-premium' AND u.premium_expires_at > $4::timestamptz, false))
    ), v AS (
      SELECT * FROM jsonb_to_recordset($1::jsonb) AS v(
        id text, from_seq int, last_seq int, status text, home int, away int, period int,
        source text, scheduled boolean, decisive boolean, has_void boolean)
    ), moved AS (
      UPDATE games AS g SET
        last_seq = v.last_seq,
        status = CASE WHEN ${revert} THEN 'scheduled' WHEN ${apply} THEN v.status ELSE g.status END,
        home_score = CASE WHEN ${revert} THEN NULL WHEN ${apply} THEN v.home ELSE g.home_score END,
        away_score = CASE WHEN ${revert} THEN NULL WHEN ${apply} THEN v.away ELSE g.away_score END,
        period = CASE WHEN ${revert} THEN NULL WHEN ${apply} THEN v.period ELSE g.period END,
        score_source = v.source,
        updated_at = now()
      FROM v
      WHERE g.id = v.id AND g.last_seq = v.from_seq
        AND NOT EXISTS (SELECT 1 FROM denied WHERE denied.game_id = v.id)
      RETURNING g.id, g.status, g.score_source
    ), inserted AS (
      INSERT INTO game_events (game_id, seq, client_id, type, event, device_id, user_id, recorded_at)
      SELECT r.game_id, r.seq, r.client_id, r.type, r.event, r.device_id, r.user_id, r.recorded_at
        FROM jsonb_to_recordset($2::jsonb) AS r(
          game_id text, seq int, client_id text, type text, event jsonb, device_id text,
          user_id text, recorded_at bigint)
        JOIN moved ON moved.id = r.game_id
    ), notified AS (
      SELECT pg_notify('${NOTIFY_CHANNEL}', n.payload)
        FROM jsonb_to_recordset($5::jsonb) AS n(game_id text, payload text)
        JOIN moved ON moved.id = n.game_id
    )
    SELECT id AS game_id, status, score_source, false AS denied FROM moved
      -- A plain SELECT in WITH runs only if read: this reads it once.
      WHERE (SELECT count(*) FROM notified) >= 0
    UNION ALL
    SELECT game_id, NULL, NULL, true FROM denied`,
  ['jsonb', 'jsonb', 'jsonb', 'timestamptz', 'jsonb'],
);

/** `run` executes writeStatement: prepared for a group, plain in the locked path's transaction. */
async function writeCursors(
  service: IngestDeps,
  run: (args: string[]) => Promise<WriteRow[]>,
  cursors: Cursor[],
  posters: Array<{ game_id: string; user_id: string; premium: boolean }>,
): Promise<Map<string, Stored>> {
  const summaries = cursors
    .map(({ entry, state, fresh, fromSeq, lastSeq }) => {
      // A game the log ends itself (FIBA 3x3: a team reached the winning score) is decided by its
      // log as much as by a game-end event.
      let decisive = state.status === 'final' && entry.state.status !== 'final';
      let hasVoid = false;
      for (const { event } of fresh) {
        if (event.type === 'void') hasVoid = true;
        if (event.type === 'void' || event.type === 'game-start' || event.type === 'game-end') {
          decisive = true;
        }
      }
      return {
        id: entry.gameId,
        from_seq: fromSeq,
        last_seq: lastSeq,
        status: state.status,
        home: state.score.home,
        away: state.score.away,
        period: state.period,
        source: state.scoreSource,
        scheduled: state.status === 'scheduled',
        decisive,
        has_void: hasVoid,
      };
    })
    // One order for every writer, so two instances locking the same games do not deadlock.
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  const rows = cursors.flatMap(({ entry, fresh }) =>
    fresh.map((l) => ({
      game_id: entry.gameId,
      seq: l.seq,
      client_id: l.event.clientId,
      type: l.event.type,
      event: l.event,
      device_id: l.deviceId,
      user_id: l.userId,
      recorded_at: l.recordedAt,
    })),
  );
  const notifications: Array<{ game_id: string; payload: string }> = [];
  for (const cursor of cursors) {
    cursor.message = service.eventsMessage(cursor.entry.gameId, cursor.fresh);
    if (cursor.message.notify !== null) {
      notifications.push({ game_id: cursor.entry.gameId, payload: cursor.message.notify });
    }
  }
  const args = [
    JSON.stringify(summaries),
    JSON.stringify(rows),
    JSON.stringify(posters),
    new Date(service.now()).toISOString(),
    JSON.stringify(notifications),
  ];
  const written = new Map<string, Stored>();
  for (const r of await run(args)) {
    if (!r.denied) written.set(r.game_id, { status: r.status, score_source: r.score_source });
  }
  return written;
}

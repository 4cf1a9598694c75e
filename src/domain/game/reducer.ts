// The reducer (docs/product/live-games.md#the-game-log): a game's state is a fold of its log,
// in order of when each event happened (fold-order.ts), with voided events left out. The same
// code runs on the server (which folds each accepted event onto a cached state with applyEvent)
// and in every browser.
//
// This file is the fold; what each kind of event means lives beside it: timekeeping.ts (game,
// period and clocks), scoring.ts (the score by source), box-score.ts (lines and totals), fouls.ts
// (team fouls, bonus, fouling out), timeouts.ts, lineups.ts (minutes and +/-), play-by-play.ts,
// and check-event.ts (what may be logged at all).
import {
  countFreeThrow,
  countRebound,
  countShot,
  emptyLine,
  emptyTotals,
  teamTotals,
} from './box-score.ts';
import { followClockEvent, isClockControl } from './clock-authority.ts';
import { elapsedGameMs, periodLengthMs } from './clock.ts';
import { Draft } from './draft.ts';
import {
  isStatEvent,
  teamSides,
  timekeepingTypes,
  type GameEvent,
  type LoggedEvent,
  type TeamSide,
} from './events.ts';
import { recordFoul, settleTeamFouls } from './fouls.ts';
import { emptyHistory, type Moment } from './history.ts';
import { compareKeys, foldKey, inFoldOrder, instantOf, type FoldKey } from './fold-order.ts';
import { pushed, toArray, vectorOf, type PVector } from './pvector.ts';
import { advanceCursor, basket, startLineup, substitute } from './lineups.ts';
import { addPlay, inPlayByPlay, rescorePlays } from './play-by-play.ts';
import { zero } from './score.ts';
import {
  recordScoreButton,
  recordStatsPoints,
  setScoreSource,
  tableFromStats,
  settleScore,
  settleSourceOnFirstStat,
} from './scoring.ts';
import type { BoxLine, GameSetup, GameState } from './state.ts';
import { settleTimeouts, timeoutsLeft } from './timeouts.ts';
import {
  expireClocks,
  foldTimekeeping,
  fullShotClock,
  type TimekeepingEvent,
} from './timekeeping.ts';
import { markClock, placementDoubtful, timedByClock } from './timeline.ts';
import { endOnWinningScore } from './winning-score.ts';

/** The state of a game with an empty log. */
export function initialState(setup: GameSetup): GameState {
  const players: Record<string, BoxLine> = {};
  for (const side of teamSides) {
    for (const id of setup.rosters[side]) players[id] ??= emptyLine(id, side);
  }
  const state: GameState = {
    status: 'scheduled',
    period: 0,
    periodEnded: false,
    clock: { running: false, remainingMs: periodLengthMs(setup.rules, 1), serverMs: null },
    shotClock: fullShotClock(setup),
    clockOwner: null,
    clockConflicts: [],
    scoreSource: setup.scoreSource,
    score: zero(),
    consoleScore: zero(),
    statsScore: zero(),
    scoreMismatch: false,
    periodScores: [],
    teamFouls: zero(),
    periodTeamFouls: [],
    bonus: { home: false, away: false },
    timeoutsLeft: timeoutsLeft(setup.rules, 0, []),
    possessionArrow: null,
    onCourt: { home: [], away: [] },
    fouledOut: { home: [], away: [] },
    players,
    totals: { home: emptyTotals(), away: emptyTotals() },
    playByPlay: [],
    voided: [],
    lastSeq: 0,
    history: emptyHistory(),
  };
  return state;
}

const timekeeping = new Set<string>(timekeepingTypes);
const isTimekeeping = (e: GameEvent): e is TimekeepingEvent => timekeeping.has(e.type);

/** Folds one event (not a void, not voided) into the draft. */
function fold(d: Draft, sent: LoggedEvent): void {
  const { s, h } = d;
  if (isClockControl(sent.event) && !followClockEvent(d, sent)) {
    if (sent.seq > s.lastSeq) s.lastSeq = sent.seq;
    return;
  }
  const logged = timedByClock(d, sent);
  const instant = instantOf(logged);
  const e = logged.event;
  const rules = d.setup.rules;
  expireClocks(d, instant);

  const abs =
    e.type === 'period-start'
      ? elapsedGameMs(rules, e.newPeriod, periodLengthMs(rules, e.newPeriod))
      : elapsedGameMs(rules, e.period, e.type === 'period-end' ? 0 : e.clockMs);
  advanceCursor(d, abs);
  const length = periodLengthMs(rules, e.period);
  const opening = length > 0 && e.clockMs >= length;
  const at = (team: TeamSide, rank: number): Moment => ({
    abs,
    period: e.period,
    opening,
    order: h.folded,
    team,
    rank,
  });

  let points = 0;
  if (isStatEvent(e) && e.type !== 'starting-lineup' && e.type !== 'substitution') {
    settleSourceOnFirstStat(d);
  }
  if (isTimekeeping(e)) {
    foldTimekeeping(d, e);
    markClock(d, instant);
  } else {
    switch (e.type) {
      case 'score-adjust':
        points = e.points;
        recordScoreButton(d, e);
        break;
      case 'score-source':
        if (e.matchStats === true) tableFromStats(d);
        setScoreSource(d, e.source);
        break;
      case 'shot':
        h.statsUsed = true;
        points = countShot(d.line(e.playerId, e.team), e, rules);
        if (points > 0) {
          if (e.assistPlayerId !== undefined && e.assistPlayerId !== e.playerId) {
            d.line(e.assistPlayerId, e.team).assists += 1;
          }
          recordStatsPoints(d, e, points);
          basket(d, { ...at(e.team, 0), points });
        }
        break;
      case 'free-throw':
        h.statsUsed = true;
        points = countFreeThrow(d.line(e.playerId, e.team), e);
        if (points > 0) {
          if (e.assistPlayerId !== undefined && e.assistPlayerId !== e.playerId) {
            d.line(e.assistPlayerId, e.team).assists += 1;
          }
          recordStatsPoints(d, e, points);
          basket(d, { ...at(e.team, 0), points });
        }
        break;
      case 'rebound':
        if (e.playerId === null) d.bumpCounter('teamRebounds', e.team);
        else countRebound(d.line(e.playerId, e.team), e.offensive);
        break;
      case 'turnover':
        if (e.playerId === null) d.bumpCounter('teamTurnovers', e.team);
        else d.line(e.playerId, e.team).turnovers += 1;
        break;
      case 'steal':
        d.line(e.playerId, e.team).steals += 1;
        break;
      case 'block':
        d.line(e.playerId, e.team).blocks += 1;
        break;
      case 'foul':
        recordFoul(d, e);
        break;
      case 'timeout':
        h.timeoutsTaken = d.bump(h.timeoutsTaken, e.period, e.team, 1);
        break;
      case 'substitution':
        substitute(d, e, at(e.team, 1));
        break;
      case 'starting-lineup':
        startLineup(d, e);
        break;
      case 'possession-arrow':
        s.possessionArrow = e.team;
        break;
      case 'void':
        // Voids are resolved before folding (see replay); one reaching here changes nothing.
        break;
    }
  }

  if (points !== 0 || e.type === 'score-source') endOnWinningScore(d, e.clockMs);
  if (inPlayByPlay(e.type)) addPlay(d, logged, points, placementDoubtful(sent));
  if (logged.seq > s.lastSeq) s.lastSeq = logged.seq;
}

/** Recomputes what depends on several counters; cheap, so done after every event. */
function finish(d: Draft): GameState {
  rescorePlays(d);
  settleScore(d);
  settleTeamFouls(d);
  settleTimeouts(d);
  if (d.touchedTeams.size > 0) {
    const totals = (d.s.totals = d.own(d.s.totals));
    for (const team of d.touchedTeams) totals[team] = teamTotals(d.s.players, team, d.h);
    d.touchedTeams.clear();
  }
  return d.s;
}

/**
 * The client ids of the log's voided events. A void only counts if it is not itself voided, and
 * can only target an earlier event, so walking the log backwards settles each void before the
 * events it targets: voiding a void restores its target.
 */
function voidedIds(log: readonly LoggedEvent[]): Set<string> {
  const killed = new Set<string>();
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i]!.event;
    if (e.type === 'void' && !killed.has(e.clientId)) killed.add(e.targetClientId);
  }
  return killed;
}

// Every checkpointEvery entries of the fold a state keeps the state the fold had reached, so an
// undo, or an event that happened before what is already folded (a queue that arrived late), folds
// again only from before the earliest entry it changes, not the whole game: undoing the last play
// of a 10,000-event game folds a few hundred entries. At most maxCheckpoints are kept, the older
// ones thinned out. A cache beside the states this process made, never sent: a state that came as
// JSON folds such a change again from the start of the log it carries.
const checkpointEvery = 256;
const maxCheckpoints = 24;

/** The state after every entry of the log up to `key`, in fold order. */
interface Checkpoint {
  key: FoldKey;
  state: GameState;
}

const checkpoints = new WeakMap<GameState, readonly Checkpoint[]>();

function withCheckpoint(list: readonly Checkpoint[], state: GameState) {
  const key = state.history.lastKey;
  if (key === null) return list;
  const next = [...list, { key, state }];
  if (next.length <= maxCheckpoints) return next;
  // Changes usually reach back a little: keep the recent ones, every other one of the rest.
  const old = next.length - maxCheckpoints / 2;
  return next.filter((_, i) => i >= old || i % 2 === 1);
}

/** How many log entries a stepwise refold folds between two pauses (see applyEventsInSteps). */
const entriesPerStep = 500;

/**
 * Takes one entry of the fold: folded (counted in `folded`, so an undone event leaves the order of
 * the rest as if it had never been), or skipped as voided (noted) or as a void.
 */
function take(d: Draft, logged: LoggedEvent, killed: ReadonlySet<string>, voided: string[]) {
  d.h.lastKey = foldKey(logged);
  const id = logged.event.clientId;
  if (killed.has(id)) voided.push(id);
  if (killed.has(id) || logged.event.type === 'void') {
    if (logged.seq > d.s.lastSeq) d.s.lastSeq = logged.seq;
  } else {
    d.h.folded += 1;
    fold(d, logged);
  }
}

/**
 * Folds `entries` (in fold order, all after those `start` has taken) onto `start`, each counted or
 * skipped by `killed`, keeping checkpoints on the way; `log` is the whole log the result holds.
 * Pauses (yields) every entriesPerStep entries, so a caller can let other work run between the
 * pieces of a long refold.
 */
function* foldSteps(
  setup: GameSetup,
  start: GameState,
  entries: readonly LoggedEvent[],
  killed: ReadonlySet<string>,
  kept: readonly Checkpoint[],
  log: PVector<LoggedEvent>,
): Generator<undefined, GameState> {
  let draft = new Draft(setup, start);
  let list = kept;
  const voided = start.voided.slice();
  for (let i = 0; i < entries.length; i++) {
    take(draft, entries[i]!, killed, voided);
    if (draft.h.folded % checkpointEvery === 0 && i + 1 < entries.length) {
      draft.s.voided = voided.slice();
      const state = finish(draft);
      list = withCheckpoint(list, state);
      draft = new Draft(setup, state);
    }
    if ((i + 1) % entriesPerStep === 0) yield;
  }
  draft.s.voided = voided;
  draft.h.log = log;
  const state = finish(draft);
  checkpoints.set(state, list);
  return state;
}

/** Runs a stepwise fold to its end at once. */
function done(steps: Generator<undefined, GameState>): GameState {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The state after the whole log: its events folded in order of when they happened (fold-order.ts),
 * voids honoured, a repeated client id counted once. The log itself is kept in seq order.
 */
export function replay(setup: GameSetup, log: readonly LoggedEvent[]): GameState {
  let ordered = log;
  for (let i = 1; i < log.length; i++) {
    if (log[i]!.seq < log[i - 1]!.seq) {
      ordered = [...log].sort((a, b) => a.seq - b.seq);
      break;
    }
  }
  const seen = new Set<string>();
  const entries = ordered.filter((l) => {
    if (seen.has(l.event.clientId)) return false;
    seen.add(l.event.clientId);
    return true;
  });
  const sorted = inFoldOrder(entries);
  const start = initialState(setup);
  return done(foldSteps(setup, start, sorted, voidedIds(entries), [], vectorOf(entries)));
}

/** The state after one more event: equal to replaying the log with it appended. */
export function applyEvent(setup: GameSetup, state: GameState, logged: LoggedEvent): GameState {
  return applyEvents(setup, state, [logged]);
}

/**
 * The state after more events (in seq order): equal to replaying the log with them appended.
 * Events that happened after everything folded so far (the usual case) cost about the same
 * whatever the log's length (only what an event touches is copied; the play-by-play array is
 * copied, pointers only). Undos, and events that happened before what is already folded, fold
 * the log again once, from the last checkpoint before the earliest entry they change. Events at
 * or below state.lastSeq are taken as already folded.
 */
export function applyEvents(
  setup: GameSetup,
  state: GameState,
  batch: readonly LoggedEvent[],
): GameState {
  return done(applyEventsInSteps(setup, state, batch));
}

/**
 * applyEvents in pieces: the generator pauses every few hundred log entries folded again, so a
 * server can answer other requests between the pieces; its return value is the state. Events
 * that only add to the end of the fold never pause.
 */
export function* applyEventsInSteps(
  setup: GameSetup,
  state: GameState,
  batch: readonly LoggedEvent[],
): Generator<undefined, GameState> {
  const fresh = batch.filter((l) => l.seq > state.lastSeq);
  if (fresh.length === 0) return state;
  const sorted = inFoldOrder(fresh);
  if (needsRefold(state, sorted)) {
    const plan = refoldPlan(setup, state, fresh);
    return yield* foldSteps(setup, plan.start, plan.entries, plan.killed, plan.kept, plan.log);
  }
  let current = state;
  const none = new Set<string>();
  for (const logged of sorted) {
    const draft = new Draft(setup, current);
    draft.h.log = pushed(draft.h.log, logged);
    take(draft, logged, none, []);
    const next = finish(draft);
    let list = checkpoints.get(current) ?? [];
    if (next.history.folded % checkpointEvery === 0) list = withCheckpoint(list, next);
    checkpoints.set(next, list);
    current = next;
  }
  return current;
}

/** Whether these events (in fold order) change what is folded already: an undo, or a late event. */
function needsRefold(state: GameState, sorted: readonly LoggedEvent[]): boolean {
  if (sorted.some((l) => l.event.type === 'void')) return true;
  const last = state.history.lastKey;
  return last !== null && compareKeys(foldKey(sorted[0]!), last) < 0;
}

/** How much folding `batch` onto `state` costs: the log entries it folds (again). */
export function refoldCost(state: GameState, batch: readonly LoggedEvent[]): number {
  const fresh = batch.filter((l) => l.seq > state.lastSeq);
  if (fresh.length === 0 || !needsRefold(state, inFoldOrder(fresh))) return fresh.length;
  return refoldPlan(null, state, fresh).entries.length;
}

/**
 * Where a refold starts (the last checkpoint before the earliest entry the batch changes: an entry
 * whose voided status changes, or the batch's earliest event) and what it folds from there.
 */
function refoldPlan(setup: GameSetup | null, state: GameState, fresh: readonly LoggedEvent[]) {
  const old = toArray(state.history.log);
  const all = [...old, ...fresh];
  const killed = voidedIds(all);
  const before = new Set(state.voided);
  let earliest: FoldKey | null = null;
  const consider = (logged: LoggedEvent) => {
    const key = foldKey(logged);
    if (earliest === null || compareKeys(key, earliest) < 0) earliest = key;
  };
  for (const logged of fresh) consider(logged);
  for (const logged of old) {
    const id = logged.event.clientId;
    if (before.has(id) !== killed.has(id)) consider(logged);
  }
  const kept = (checkpoints.get(state) ?? []).filter(
    (c) => earliest === null || compareKeys(c.key, earliest) < 0,
  );
  const from = kept.at(-1);
  const entries = inFoldOrder(
    from === undefined ? all : all.filter((l) => compareKeys(foldKey(l), from.key) > 0),
  );
  const start = from?.state ?? (setup === null ? state : initialState(setup));
  let log = state.history.log;
  for (const logged of fresh) log = pushed(log, logged);
  return { start, entries, killed, kept, log };
}

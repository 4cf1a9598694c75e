// The reducer (docs/product/live-games.md#the-game-log): a game's state is a fold of its log,
// in sequence order, with voided events left out. The same code runs on the server (which folds
// each accepted event onto a cached state with applyEvent) and in every browser.
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
import { pushed, toArray, vectorSize } from './pvector.ts';
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
import { eventInstant, markClock, timedByClock } from './timeline.ts';
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
    clockOwnerLastAt: null,
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
  const e = logged.event;
  const rules = d.setup.rules;
  expireClocks(d, 'serverMs' in e ? e.serverMs : logged.recordedAt);

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
    seq: logged.seq,
    team,
    rank,
  });

  let points = 0;
  if (isStatEvent(e) && e.type !== 'starting-lineup' && e.type !== 'substitution') {
    settleSourceOnFirstStat(d);
  }
  if (isTimekeeping(e)) {
    foldTimekeeping(d, e);
    markClock(d, eventInstant(logged));
  } else {
    switch (e.type) {
      case 'score-adjust':
        points = e.points;
        recordScoreButton(d, e);
        break;
      case 'score-source':
        if (e.matchStats === true) tableFromStats(d, logged.seq);
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
  if (inPlayByPlay(e.type)) addPlay(d, logged, points);
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

// Every checkpointEvery logged events a state keeps the state the log had reached, so an undo
// replays only from before the earliest event it changes, not the whole game: undoing the last
// play of a 10,000-event game folds a few hundred events. At most maxCheckpoints are kept, the
// older ones thinned out. A cache beside the states this process made, never sent: a state that
// came as JSON replays an undo from the start of the log it carries.
const checkpointEvery = 256;
const maxCheckpoints = 24;

/** The state after the first `index` entries of the log. */
interface Checkpoint {
  index: number;
  state: GameState;
}

const checkpoints = new WeakMap<GameState, readonly Checkpoint[]>();

function withCheckpoint(list: readonly Checkpoint[], index: number, state: GameState) {
  const next = [...list, { index, state }];
  if (next.length <= maxCheckpoints) return next;
  // Undo usually reaches back a little: keep the recent ones, every other one of the rest.
  const old = next.length - maxCheckpoints / 2;
  return next.filter((_, i) => i >= old || i % 2 === 1);
}

/** How many log entries a stepwise refold folds between two pauses (see applyEventsInSteps). */
const entriesPerStep = 500;

/**
 * Folds log entries `from`… onto `start` (the state after entries before `from`), each counted
 * or skipped by `killed`, keeping checkpoints on the way; pauses (yields) every entriesPerStep
 * entries, so a caller can let other work run between the pieces of a long refold.
 */
function* foldSteps(
  setup: GameSetup,
  start: GameState,
  entries: readonly LoggedEvent[],
  killed: ReadonlySet<string>,
  from: number,
  kept: readonly Checkpoint[],
): Generator<undefined, GameState> {
  let draft = new Draft(setup, start);
  let list = kept;
  const voided = start.voided.slice();
  for (let i = from; i < entries.length; i++) {
    const logged = entries[i]!;
    draft.h.log = pushed(draft.h.log, logged);
    const id = logged.event.clientId;
    if (killed.has(id)) voided.push(id);
    if (killed.has(id) || logged.event.type === 'void') {
      if (logged.seq > draft.s.lastSeq) draft.s.lastSeq = logged.seq;
    } else fold(draft, logged);
    if ((i + 1) % checkpointEvery === 0 && i + 1 < entries.length) {
      draft.s.voided = voided.slice();
      const state = finish(draft);
      list = withCheckpoint(list, i + 1, state);
      draft = new Draft(setup, state);
    }
    if ((i + 1 - from) % entriesPerStep === 0) yield;
  }
  draft.s.voided = voided;
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

/** The state after the whole log (in seq order; voids honoured; a repeated client id counts once). */
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
  return done(foldSteps(setup, initialState(setup), entries, voidedIds(entries), 0, []));
}

/** The state after one more event: equal to replaying the log with it appended. */
export function applyEvent(setup: GameSetup, state: GameState, logged: LoggedEvent): GameState {
  return applyEvents(setup, state, [logged]);
}

/**
 * The state after more events (in seq order): equal to replaying the log with them appended.
 * Ordinary events cost about the same whatever the log's length (only what an event touches is
 * copied; the play-by-play array is copied, pointers only). Undos in the batch replay once, from
 * the last checkpoint before the earliest event they change. Events at or below state.lastSeq
 * are taken as already folded.
 */
export function applyEvents(
  setup: GameSetup,
  state: GameState,
  batch: readonly LoggedEvent[],
): GameState {
  return done(applyEventsInSteps(setup, state, batch));
}

/**
 * applyEvents in pieces: the generator pauses every thousand or so log entries folded again by
 * an undo, so a server can answer other requests between the pieces; its return value is the
 * state. Ordinary events never pause.
 */
export function* applyEventsInSteps(
  setup: GameSetup,
  state: GameState,
  batch: readonly LoggedEvent[],
): Generator<undefined, GameState> {
  const fresh = batch.filter((l) => l.seq > state.lastSeq);
  if (fresh.length === 0) return state;
  if (fresh.some((l) => l.event.type === 'void')) {
    const { entries, after, kept, from } = earliestChange(state, fresh);
    const start = kept.at(-1)?.state ?? initialState(setup);
    return yield* foldSteps(setup, start, entries, after, from, kept);
  }
  let current = state;
  for (const logged of fresh) {
    const draft = new Draft(setup, current);
    draft.h.log = pushed(draft.h.log, logged);
    fold(draft, logged);
    const next = finish(draft);
    let list = checkpoints.get(current) ?? [];
    const size = vectorSize(next.history.log);
    if (size % checkpointEvery === 0) list = withCheckpoint(list, size, next);
    checkpoints.set(next, list);
    current = next;
  }
  return current;
}

/** How much replaying `batch` onto `state` costs: the log entries it folds again. */
export function refoldCost(state: GameState, batch: readonly LoggedEvent[]): number {
  if (!batch.some((l) => l.event.type === 'void')) return batch.length;
  return vectorSize(state.history.log) + batch.length - earliestChange(state, batch).from;
}

function earliestChange(state: GameState, batch: readonly LoggedEvent[]) {
  const entries = [...toArray(state.history.log), ...batch];
  const before = new Set(state.voided);
  const after = voidedIds(entries);
  const old = entries.length - batch.length;
  let earliest = old;
  for (let i = 0; i < old; i++) {
    const id = entries[i]!.event.clientId;
    if (before.has(id) !== after.has(id)) {
      earliest = i;
      break;
    }
  }
  const kept = (checkpoints.get(state) ?? []).filter((c) => c.index <= earliest);
  const from = kept.at(-1)?.index ?? 0;
  return { entries, after, kept, from };
}

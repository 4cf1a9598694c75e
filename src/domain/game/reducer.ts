// The reducer (PRODUCT.md §4 "The game log", "Derived state"): a game's state is a fold of its log,
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
  type ScoreSource,
  type TeamSide,
} from './events.ts';
import { fouledOut, recordFoul, settleTeamFouls } from './fouls.ts';
import {
  consToArray,
  emptyHistory,
  histories,
  type Cons,
  type History,
  type Moment,
} from './history.ts';
import { advanceCursor, basket, startLineup, substitute } from './lineups.ts';
import { addPlay, inPlayByPlay, rescorePlays } from './play-by-play.ts';
import { zero } from './score.ts';
import {
  recordScoreButton,
  recordStatsPoints,
  setScoreSource,
  settleScore,
  settleSourceOnFirstStat,
} from './scoring.ts';
import type { BoxLine, GameSetup, GameState, Score } from './state.ts';
import { settleTimeouts, timeoutAllowance, timeoutsLeft } from './timeouts.ts';
import {
  expireClocks,
  foldTimekeeping,
  fullShotClock,
  type TimekeepingEvent,
} from './timekeeping.ts';
import { eventInstant, markClock, timedByClock } from './timeline.ts';

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
  };
  histories.set(state, emptyHistory());
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
  const at = (team: TeamSide, rank: number): Moment => ({ abs, seq: logged.seq, team, rank });

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
        setScoreSource(d, e.source);
        break;
      case 'shot':
        h.statsUsed = true;
        points = countShot(d.line(e.playerId, e.team), e);
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
  histories.set(d.s, d.h);
  return d.s;
}

/**
 * The client ids of the log's voided events. A void only counts if it is not itself voided, and
 * can only target an earlier event, so walking the log backwards settles each void before the
 * events it targets: voiding a void restores its target.
 */
function voidedIds(log: readonly LoggedEvent[], skip: ReadonlySet<number>): Set<string> {
  const killed = new Set<string>();
  for (let i = log.length - 1; i >= 0; i--) {
    if (skip.has(i)) continue;
    const e = log[i]!.event;
    if (e.type === 'void' && !killed.has(e.clientId)) killed.add(e.targetClientId);
  }
  return killed;
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
  const duplicates = new Set<number>();
  ordered.forEach((l, i) => {
    if (seen.has(l.event.clientId)) duplicates.add(i);
    else seen.add(l.event.clientId);
  });
  const killed = voidedIds(ordered, duplicates);
  const base = initialState(setup);
  const draft = new Draft(setup, base, histories.get(base)!);
  const voided: string[] = [];
  let logList: Cons<LoggedEvent> | null = null;
  ordered.forEach((logged, i) => {
    if (duplicates.has(i)) return;
    logList = { head: logged, tail: logList };
    const id = logged.event.clientId;
    if (killed.has(id)) voided.push(id);
    if (killed.has(id) || logged.event.type === 'void') {
      if (logged.seq > draft.s.lastSeq) draft.s.lastSeq = logged.seq;
      return;
    }
    fold(draft, logged);
  });
  draft.h.log = logList;
  draft.s.voided = voided;
  return finish(draft);
}

/**
 * Whether applyEvent can fold `logged` onto `state`: always for a state made by replay/applyEvent
 * in this process; for a state that came from JSON, not for a void (its log is unknown: replay).
 */
export function canApplyEvent(state: GameState, logged: LoggedEvent): boolean {
  return logged.event.type !== 'void' || histories.get(state)?.complete === true;
}

/**
 * The state after one more event: equal to replaying the log with it appended. Cost is about
 * constant for ordinary events (only what the event touches is copied; the play-by-play array is
 * copied, pointers only). A void falls back to a full replay of the log the state remembers.
 * An event at or below state.lastSeq is taken as already folded and changes nothing.
 *
 * A state from JSON (no remembered log) still takes ordinary events; its minutes and +/- then
 * treat every later event as happening after the moment the state was made, and a void throws:
 * check canApplyEvent first and replay the log instead.
 */
export function applyEvent(setup: GameSetup, state: GameState, logged: LoggedEvent): GameState {
  if (logged.seq <= state.lastSeq) return state;
  const history = histories.get(state) ?? rebuildHistory(setup, state);
  if (logged.event.type === 'void') {
    if (!history.complete) {
      throw new Error('This state came without its log: replay the log to apply an undo.');
    }
    return replay(setup, [...consToArray(history.log), logged]);
  }
  const draft = new Draft(setup, state, history);
  draft.h.log = history.complete ? { head: logged, tail: history.log } : null;
  fold(draft, logged);
  return finish(draft);
}

/** The best history a state alone allows (a state sent as JSON loses its history). */
function rebuildHistory(setup: GameSetup, state: GameState): History {
  const h = emptyHistory();
  h.complete = false;
  const period = Math.max(state.period, 1);
  // The latest game time the state shows: its clock, or its last play (they are in game order).
  const last = state.playByPlay.at(-1);
  h.cursor = Math.max(
    elapsedGameMs(setup.rules, state.period, state.clock.remainingMs),
    last === undefined ? 0 : elapsedGameMs(setup.rules, last.period, last.clockMs),
  );
  for (const line of Object.values(state.players)) {
    h.closedMs[line.playerId] = line.playedMs;
    if (line.onCourt) {
      h.stints[line.playerId] = [
        {
          start: { abs: h.cursor, seq: -Infinity, team: line.team, rank: -1 },
          end: null,
        },
      ];
    } else h.stints[line.playerId] = [];
  }
  h.consoleUsed = state.consoleScore.home !== 0 || state.consoleScore.away !== 0;
  h.sourceSettled = true;
  h.statsUsed = Object.values(state.players).some(
    (l) => l.fieldGoalsAttempted + l.freeThrowsAttempted > 0,
  );
  const otherSource: ScoreSource = state.scoreSource === 'console' ? 'stats' : 'console';
  const otherTotal = otherSource === 'console' ? state.consoleScore : state.statsScore;
  const otherPeriods: Score[] = [];
  for (let i = 0; i < period - 1; i++) otherPeriods.push(zero());
  otherPeriods.push({ ...otherTotal });
  h.periodPoints = {
    [state.scoreSource]: state.periodScores,
    [otherSource]: otherPeriods,
  } as Record<ScoreSource, Score[]>;
  // Index = period in the history, index 0 = period 1 in the state.
  const fouls: Score[] = [zero(), ...state.periodTeamFouls.map((f) => ({ ...f }))];
  h.foulsNamed = fouls;
  h.foulsUnnamed = fouls;
  const { allowance } = timeoutAllowance(setup.rules, state.period);
  const taken: Score[] = [];
  for (let i = 0; i < period; i++) taken.push(zero());
  taken.push({
    home: allowance - state.timeoutsLeft.home,
    away: allowance - state.timeoutsLeft.away,
  });
  h.timeoutsTaken = taken;
  for (const side of teamSides) {
    const t = state.totals[side];
    let playerFouls = 0;
    for (const l of Object.values(state.players))
      if (l.team === side) playerFouls += l.personalFouls;
    h.coachBenchFouls[side] = t.fouls - playerFouls;
    let playerTechnicals = 0;
    for (const l of Object.values(state.players)) {
      if (l.team === side) playerTechnicals += l.technicalFouls;
    }
    // Staff technicals are among the coach and bench fouls already; the rest the team's own.
    h.teamTechnicals[side] = t.technicalFouls - playerTechnicals;
    h.teamRebounds[side] = t.teamRebounds;
    h.teamTurnovers[side] = t.teamTurnovers;
  }
  // A player out without reaching a count was disqualified by a disqualifying foul.
  for (const l of Object.values(state.players)) {
    if (l.fouledOut && !fouledOut(setup.rules, l, 0)) h.disqualifying[l.playerId] = 1;
  }
  return h;
}

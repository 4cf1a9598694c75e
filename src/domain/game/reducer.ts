// The reducer (PRODUCT.md §4 "The game log", "Derived state"): a game's state is a fold of its log,
// in sequence order, with voided events left out. The same code runs on the server (which folds
// each accepted event onto a cached state with applyEvent) and in every browser.
//
// Meanings worth knowing before reading the code:
// - bonus[team] is true when `team` has committed at least rules.teamFoulsBeforeBonus team fouls
//   in the current period (or half, by rules.teamFoulsReset), so each further foul by `team` gives
//   the OPPONENT free throws (FIBA's "team foul penalty"; US broadcasts say the opponent "is in the
//   bonus"). FIBA's 4 means the 5th foul is the first with free throws.
// - Team fouls: the time & score console records fouls without a player, the stats consoles record
//   them with a player; when both run, they record the same fouls. So a team's fouls in a period
//   are the larger of the two counts, never their sum. Coach and bench fouls are not team fouls.
// - A player's personalFouls (the PF column) count every foul they committed, of every kind; they
//   foul out at rules.personalFoulsToDisqualify, and are disqualified by a disqualifying foul or
//   by two technical/unsportsmanlike fouls in any mix (FIBA).
// - Timeouts: with a per-half allowance (FIBA) unused first-half timeouts are lost at half time and
//   each overtime has its own; with a per-game allowance unused timeouts carry into overtime, which
//   adds rules.timeouts.perOvertime each (NCAA, NFHS; the NBA's "2 per overtime whatever is left"
//   is not modelled).
// - Minutes and +/-: time is measured as elapsed game time (period lengths by the rules and each
//   event's period/clockMs). A player's minutes run from the moment they come in to the moment
//   they go out, or to the latest game time any event reached. +/- counts the made shots and free
//   throws (the stats source) while a player was on the court at the shot's game time, so a late
//   (offline) event lands where it happened. When a substitution and a basket share a game time,
//   the same team's events keep their logged order; across teams a field goal comes before the
//   substitution and free throws after it (substitutions happen in the dead ball after a basket,
//   and before free throws).
// - Play-by-play: every event but clock events and voids, in game-time order (period, clock
//   descending, seq). `score` is the running score by the current score source; `points` is what
//   the entry itself scored (made shot, free throw, or scoreboard button), whatever the source.
import { clockExpiresAt, clockRemaining, periodLengthMs } from './clock.ts';
import type { GameEvent, LoggedEvent, ScoreSource, TeamSide } from './events.ts';
import { describeEvent } from './play-by-play.ts';
import type {
  BoxLine,
  ClockState,
  GameSetup,
  GameState,
  PlayEntry,
  Score,
  TeamTotals,
} from './state.ts';

const sides = ['home', 'away'] as const satisfies readonly TeamSide[];

function other(team: TeamSide): TeamSide {
  return team === 'home' ? 'away' : 'home';
}

// ---------------------------------------------------------------------------------------------
// Game time

/** Elapsed game time (ms) at `clockMs` left in `period`: every earlier period counts in full. */
export function elapsedGameMs(rules: GameSetup['rules'], period: number, clockMs: number): number {
  if (period < 1) return 0;
  const regulation = periodLengthMs(rules, 1);
  const overtime = periodLengthMs(rules, rules.periods + 1);
  const before =
    period <= rules.periods
      ? (period - 1) * regulation
      : rules.periods * regulation + (period - rules.periods - 1) * overtime;
  const length = periodLengthMs(rules, period);
  return before + length - Math.min(Math.max(clockMs, 0), length);
}

/** A moment of the game for ordering substitutions against baskets (see the header comment). */
interface Moment {
  abs: number;
  seq: number;
  team: TeamSide;
  /** Across teams at one game time: lineup −1, field goal 0, substitution 1, free throw 2. */
  rank: number;
}

function before(a: Moment, b: Moment): boolean {
  if (a.abs !== b.abs) return a.abs < b.abs;
  if (a.team === b.team) return a.seq < b.seq;
  return a.rank < b.rank;
}

interface Stint {
  start: Moment;
  end: Moment | null;
}

interface Basket extends Moment {
  points: number;
}

function covers(stint: Stint, basket: Basket): boolean {
  return before(stint.start, basket) && (stint.end === null || before(basket, stint.end));
}

/** An immutable list, newest first: appending never copies, so old states stay valid. */
interface Cons<T> {
  head: T;
  tail: Cons<T> | null;
}

function consToArray<T>(list: Cons<T> | null): T[] {
  const out: T[] = [];
  for (let c = list; c !== null; c = c.tail) out.push(c.head);
  return out.reverse();
}

// ---------------------------------------------------------------------------------------------
// What the state does not show but incremental folding needs. Kept beside each state object in a
// WeakMap, never mutated once its state has been returned (copy-on-write, like the state).

interface History {
  /** Every event folded, voids and voided ones included; null with `complete` false. */
  log: Cons<LoggedEvent> | null;
  /** False for a state rebuilt from JSON: its log is unknown, so a void needs a replay. */
  complete: boolean;
  /** The latest elapsed game time any event reached. */
  cursor: number;
  stints: Record<string, readonly Stint[]>;
  /** Played ms of each player's finished stints. */
  closedMs: Record<string, number>;
  /** Latest elapsed game time of a lineup change, per team (the fast path of +/-). */
  lastChange: Record<TeamSide, number>;
  baskets: Cons<Basket> | null;
  lastBasket: number;
  consoleUsed: boolean;
  statsUsed: boolean;
  /** Points per period (index 0 = period 1), per source. */
  periodPoints: Record<ScoreSource, readonly Score[]>;
  /** Team fouls per period (index = period) with and without a player. */
  foulsNamed: readonly Score[];
  foulsUnnamed: readonly Score[];
  /** Timeouts taken per period (index = period). */
  timeoutsTaken: readonly Score[];
  coachBenchFouls: Score;
  teamRebounds: Score;
  teamTurnovers: Score;
  disqualifying: Record<string, number>;
}

const histories = new WeakMap<GameState, History>();

function zero(): Score {
  return { home: 0, away: 0 };
}

function emptyTotals(): TeamTotals {
  return {
    points: 0,
    fieldGoalsMade: 0,
    fieldGoalsAttempted: 0,
    fieldGoalPct: null,
    threesMade: 0,
    threesAttempted: 0,
    threePct: null,
    freeThrowsMade: 0,
    freeThrowsAttempted: 0,
    freeThrowPct: null,
    offensiveRebounds: 0,
    defensiveRebounds: 0,
    rebounds: 0,
    teamRebounds: 0,
    assists: 0,
    steals: 0,
    blocks: 0,
    turnovers: 0,
    teamTurnovers: 0,
    fouls: 0,
  };
}

function emptyLine(playerId: string, team: TeamSide): BoxLine {
  return {
    playerId,
    team,
    starter: false,
    onCourt: false,
    playedMs: 0,
    points: 0,
    fieldGoalsMade: 0,
    fieldGoalsAttempted: 0,
    threesMade: 0,
    threesAttempted: 0,
    freeThrowsMade: 0,
    freeThrowsAttempted: 0,
    offensiveRebounds: 0,
    defensiveRebounds: 0,
    rebounds: 0,
    assists: 0,
    steals: 0,
    blocks: 0,
    turnovers: 0,
    personalFouls: 0,
    technicalFouls: 0,
    unsportsmanlikeFouls: 0,
    plusMinus: 0,
    fouledOut: false,
  };
}

function fullShotClock(setup: GameSetup): ClockState | null {
  const { shotClock } = setup.rules;
  return shotClock.enabled
    ? { running: false, remainingMs: shotClock.fullSeconds * 1000, serverMs: null }
    : null;
}

/** The state of a game with an empty log. */
export function initialState(setup: GameSetup): GameState {
  const players: Record<string, BoxLine> = {};
  for (const side of sides) {
    for (const id of setup.rosters[side]) players[id] ??= emptyLine(id, side);
  }
  const state: GameState = {
    status: 'scheduled',
    period: 0,
    periodEnded: false,
    clock: { running: false, remainingMs: periodLengthMs(setup.rules, 1), serverMs: null },
    shotClock: fullShotClock(setup),
    scoreSource: setup.scoreSource,
    score: zero(),
    consoleScore: zero(),
    statsScore: zero(),
    scoreMismatch: false,
    periodScores: [],
    teamFouls: zero(),
    bonus: { home: false, away: false },
    timeoutsLeft: zero(),
    possessionArrow: null,
    onCourt: { home: [], away: [] },
    players,
    totals: { home: emptyTotals(), away: emptyTotals() },
    playByPlay: [],
    voided: [],
    lastSeq: 0,
  };
  const left = timeoutsLeft(setup, 0, []);
  state.timeoutsLeft = left;
  histories.set(state, emptyHistory());
  return state;
}

function emptyHistory(): History {
  return {
    log: null,
    complete: true,
    cursor: 0,
    stints: {},
    closedMs: {},
    lastChange: { home: -Infinity, away: -Infinity },
    baskets: null,
    lastBasket: -Infinity,
    consoleUsed: false,
    statsUsed: false,
    periodPoints: { console: [], stats: [] },
    foulsNamed: [],
    foulsUnnamed: [],
    timeoutsTaken: [],
    coachBenchFouls: zero(),
    teamRebounds: zero(),
    teamTurnovers: zero(),
    disqualifying: {},
  };
}

// ---------------------------------------------------------------------------------------------
// Derived numbers

function sumScores(list: readonly Score[], from: number, to: number): Score {
  const out = zero();
  for (let i = Math.max(from, 0); i <= to && i < list.length; i++) {
    const s = list[i];
    if (s === undefined) continue;
    out.home += s.home;
    out.away += s.away;
  }
  return out;
}

function firstHalfEnd(setup: GameSetup): number {
  return Math.ceil(setup.rules.periods / 2);
}

/** The periods whose team fouls count now: this period, or this half (overtimes join the 2nd). */
function foulWindow(setup: GameSetup, period: number): [number, number] {
  if (setup.rules.teamFoulsReset === 'period') return [period, period];
  const half = firstHalfEnd(setup);
  return period <= half ? [1, half] : [half + 1, Math.max(period, setup.rules.periods)];
}

/** The allowance that applies in `period` and the periods (by index) it is shared across. */
function timeoutAllowance(
  setup: GameSetup,
  period: number,
): { allowance: number; from: number; to: number } {
  const { timeouts, periods } = setup.rules;
  const p = Math.max(period, 1);
  if (timeouts.allowance === 'game') {
    const extra = p > periods ? (p - periods) * timeouts.perOvertime : 0;
    return { allowance: timeouts.firstHalf + timeouts.secondHalf + extra, from: 1, to: Infinity };
  }
  if (p > periods) return { allowance: timeouts.perOvertime, from: p, to: p };
  const half = firstHalfEnd(setup);
  return p <= half
    ? { allowance: timeouts.firstHalf, from: 1, to: half }
    : { allowance: timeouts.secondHalf, from: half + 1, to: periods };
}

function timeoutsLeft(setup: GameSetup, period: number, taken: readonly Score[]): Score {
  const { allowance, from, to } = timeoutAllowance(setup, period);
  const used = sumScores(taken, from, to);
  return {
    home: Math.max(0, allowance - used.home),
    away: Math.max(0, allowance - used.away),
  };
}

function pct(made: number, attempted: number): number | null {
  return attempted === 0 ? null : Math.round((made / attempted) * 1000) / 10;
}

function teamTotals(
  players: Record<string, BoxLine>,
  team: TeamSide,
  history: History,
): TeamTotals {
  const t = emptyTotals();
  for (const id in players) {
    const l = players[id]!;
    if (l.team !== team) continue;
    t.points += l.points;
    t.fieldGoalsMade += l.fieldGoalsMade;
    t.fieldGoalsAttempted += l.fieldGoalsAttempted;
    t.threesMade += l.threesMade;
    t.threesAttempted += l.threesAttempted;
    t.freeThrowsMade += l.freeThrowsMade;
    t.freeThrowsAttempted += l.freeThrowsAttempted;
    t.offensiveRebounds += l.offensiveRebounds;
    t.defensiveRebounds += l.defensiveRebounds;
    t.assists += l.assists;
    t.steals += l.steals;
    t.blocks += l.blocks;
    t.turnovers += l.turnovers;
    t.fouls += l.personalFouls;
  }
  t.teamRebounds = history.teamRebounds[team];
  t.rebounds = t.offensiveRebounds + t.defensiveRebounds + t.teamRebounds;
  t.teamTurnovers = history.teamTurnovers[team];
  t.turnovers += t.teamTurnovers;
  t.fouls += history.coachBenchFouls[team];
  t.fieldGoalPct = pct(t.fieldGoalsMade, t.fieldGoalsAttempted);
  t.threePct = pct(t.threesMade, t.threesAttempted);
  t.freeThrowPct = pct(t.freeThrowsMade, t.freeThrowsAttempted);
  return t;
}

function fouledOut(setup: GameSetup, line: BoxLine, disqualifying: number): boolean {
  return (
    line.personalFouls >= setup.rules.personalFoulsToDisqualify ||
    disqualifying > 0 ||
    line.technicalFouls + line.unsportsmanlikeFouls >= 2
  );
}

function comparePlays(a: PlayEntry, b: PlayEntry): number {
  return a.period - b.period || b.clockMs - a.clockMs || a.seq - b.seq;
}

/** What an entry adds to the running score by `source`. */
function contribution(entry: PlayEntry, source: ScoreSource): number {
  const fromConsole = entry.type === 'score-adjust';
  const fromStats = entry.type === 'shot' || entry.type === 'free-throw';
  return (source === 'console' ? fromConsole : fromStats) ? entry.points : 0;
}

function addTo(score: Score, team: TeamSide | null, points: number): Score {
  if (team === null || points === 0) return score;
  return { ...score, [team]: score[team] + points };
}

// ---------------------------------------------------------------------------------------------
// The fold, with copy-on-write: a Draft starts from a state and its history and copies each object
// the first time it changes it. replay() uses one draft for the whole log (each object is copied
// at most once); applyEvent() one per event (only what the event touches is copied).

class Draft {
  private readonly owned = new Set<object>();
  readonly s: GameState;
  readonly h: History;
  private readonly touchedTeams = new Set<TeamSide>();
  private pbpDirtyFrom = Infinity;

  constructor(
    private readonly setup: GameSetup,
    state: GameState,
    history: History,
  ) {
    this.s = this.own(state);
    this.h = this.own(history);
  }

  private own<T extends object>(o: T): T {
    if (this.owned.has(o)) return o;
    const copy = (Array.isArray(o) ? o.slice() : { ...o }) as T;
    this.owned.add(copy);
    return copy;
  }

  /** A player's line, ready to change; `stat` false for fields team totals do not sum. */
  line(id: string, team: TeamSide, stat = true): BoxLine {
    const players = (this.s.players = this.own(this.s.players));
    const line = this.own(players[id] ?? emptyLine(id, team));
    players[id] = line;
    if (stat) this.touchedTeams.add(line.team);
    return line;
  }

  private bump(list: readonly Score[], index: number, team: TeamSide, delta: number): Score[] {
    const out = this.own(list as Score[]);
    while (out.length <= index) out.push(zero());
    out[index] = addTo(out[index]!, team, delta);
    return out;
  }

  private bumpScore(key: 'consoleScore' | 'statsScore', team: TeamSide, delta: number): void {
    this.s[key] = addTo(this.s[key], team, delta);
  }

  private bumpCounter(
    key: 'coachBenchFouls' | 'teamRebounds' | 'teamTurnovers',
    team: TeamSide,
  ): void {
    this.h[key] = addTo(this.h[key], team, 1);
    this.touchedTeams.add(team);
  }

  // --- clocks ---

  /** A running clock that reached 0 before `now` is stopped at 0 (the shot clock with it). */
  private expireClocks(now: number): void {
    const s = this.s;
    const gameEnd = clockExpiresAt(s.clock);
    const shot = s.shotClock;
    if (shot !== null && shot.running) {
      const shotEnd = clockExpiresAt(shot)!;
      const limit = gameEnd === null ? now : Math.min(now, gameEnd);
      if (shotEnd <= limit) s.shotClock = { running: false, remainingMs: 0, serverMs: null };
      else if (gameEnd !== null && gameEnd <= now) {
        s.shotClock = {
          running: false,
          remainingMs: clockRemaining(shot, gameEnd),
          serverMs: null,
        };
      }
    }
    if (gameEnd !== null && gameEnd <= now) {
      s.clock = { running: false, remainingMs: 0, serverMs: null };
      s.periodEnded = true;
    }
  }

  private stopShotClock(at: number): void {
    const shot = this.s.shotClock;
    if (shot !== null && shot.running) {
      this.s.shotClock = { running: false, remainingMs: clockRemaining(shot, at), serverMs: null };
    }
  }

  private startPeriod(period: number): void {
    const s = this.s;
    s.period = period;
    s.periodEnded = false;
    s.clock = {
      running: false,
      remainingMs: periodLengthMs(this.setup.rules, period),
      serverMs: null,
    };
    s.shotClock = fullShotClock(this.setup);
  }

  // --- minutes and +/- ---

  private advanceCursor(abs: number): void {
    if (abs <= this.h.cursor) return;
    this.h.cursor = abs;
    for (const side of sides) {
      for (const id of this.s.onCourt[side]) this.refreshPlayed(id, side);
    }
  }

  private refreshPlayed(id: string, team: TeamSide): void {
    const stints = this.h.stints[id];
    const open = stints?.[stints.length - 1];
    const running = open !== undefined && open.end === null;
    const played =
      (this.h.closedMs[id] ?? 0) + (running ? Math.max(0, this.h.cursor - open.start.abs) : 0);
    const current = this.s.players[id];
    if (current !== undefined && current.playedMs === played && current.onCourt === running) {
      return;
    }
    const line = this.line(id, team, false);
    line.playedMs = played;
    line.onCourt = running;
  }

  /** +/- of one player for every basket inside (or outside, with sign −1) a span. */
  private replayBaskets(id: string, team: TeamSide, test: (b: Basket) => boolean): number {
    let delta = 0;
    for (let c = this.h.baskets; c !== null; c = c.tail) {
      if (test(c.head)) delta += c.head.team === team ? c.head.points : -c.head.points;
    }
    return delta;
  }

  private openStint(id: string, team: TeamSide, at: Moment): void {
    const h = this.h;
    h.stints = this.own(h.stints);
    h.stints[id] = [...(h.stints[id] ?? []), { start: at, end: null }];
    const on = (this.s.onCourt = this.own(this.s.onCourt));
    on[team] = [...on[team], id];
    if (h.lastBasket >= at.abs) {
      const delta = this.replayBaskets(id, team, (b) => before(at, b));
      if (delta !== 0) this.line(id, team, false).plusMinus += delta;
    }
    this.refreshPlayed(id, team);
  }

  private closeStint(id: string, team: TeamSide, at: Moment): void {
    const h = this.h;
    const stints = h.stints[id];
    const open = stints?.[stints.length - 1];
    if (stints === undefined || open === undefined || open.end !== null) return;
    h.stints = this.own(h.stints);
    h.stints[id] = [...stints.slice(0, -1), { start: open.start, end: at }];
    h.closedMs = this.own(h.closedMs);
    h.closedMs[id] = (h.closedMs[id] ?? 0) + Math.max(0, at.abs - open.start.abs);
    const on = (this.s.onCourt = this.own(this.s.onCourt));
    on[team] = on[team].filter((p) => p !== id);
    if (h.lastBasket >= at.abs) {
      const delta = this.replayBaskets(id, team, (b) => before(open.start, b) && !before(b, at));
      if (delta !== 0) this.line(id, team, false).plusMinus -= delta;
    }
    this.refreshPlayed(id, team);
  }

  private noteLineupChange(team: TeamSide, abs: number): void {
    if (abs > this.h.lastChange[team]) {
      this.h.lastChange = { ...this.h.lastChange, [team]: abs };
    }
  }

  private basket(at: Basket): void {
    const h = this.h;
    for (const side of sides) {
      const sign = side === at.team ? 1 : -1;
      if (at.abs > h.lastChange[side]) {
        for (const id of this.s.onCourt[side])
          this.line(id, side, false).plusMinus += sign * at.points;
      } else {
        for (const id in h.stints) {
          const line = this.s.players[id];
          if (line === undefined || line.team !== side) continue;
          if (h.stints[id]!.some((st) => covers(st, at))) {
            this.line(id, side, false).plusMinus += sign * at.points;
          }
        }
      }
    }
    h.baskets = { head: at, tail: h.baskets };
    if (at.abs > h.lastBasket) h.lastBasket = at.abs;
  }

  // --- play-by-play ---

  private addPlay(logged: LoggedEvent, description: string, points: number): void {
    const e = logged.event;
    const rules = this.setup.rules;
    let period = e.period;
    let clockMs = e.clockMs;
    if (e.type === 'period-start') {
      period = e.newPeriod;
      clockMs = periodLengthMs(rules, e.newPeriod);
    } else if (e.type === 'period-end') clockMs = 0;
    const team = 'team' in e ? e.team : null;
    const playerId = 'playerId' in e ? e.playerId : null;
    const entry: PlayEntry = {
      seq: logged.seq,
      clientId: e.clientId,
      type: e.type,
      team,
      period,
      clockMs,
      description,
      playerId,
      score: zero(),
      points,
    };
    const list = (this.s.playByPlay = this.own(this.s.playByPlay));
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (comparePlays(list[mid]!, entry) <= 0) lo = mid + 1;
      else hi = mid;
    }
    list.splice(lo, 0, entry);
    if (lo === list.length - 1) {
      const prev = lo > 0 ? list[lo - 1]!.score : zero();
      entry.score = addTo(prev, team, contribution(entry, this.s.scoreSource));
    } else this.pbpDirtyFrom = Math.min(this.pbpDirtyFrom, lo);
  }

  /** Running scores from `from` on, by the current score source. */
  private rescore(from: number): void {
    const list = (this.s.playByPlay = this.own(this.s.playByPlay));
    let score = from > 0 ? list[from - 1]!.score : zero();
    for (let i = from; i < list.length; i++) {
      const entry = list[i]!;
      score = addTo(score, entry.team, contribution(entry, this.s.scoreSource));
      if (entry.score.home !== score.home || entry.score.away !== score.away) {
        list[i] = { ...entry, score };
      }
    }
  }

  // --- the fold ---

  fold(logged: LoggedEvent): void {
    const { setup, s, h } = this;
    const e = logged.event;
    const rules = setup.rules;
    const now = 'serverMs' in e ? e.serverMs : logged.recordedAt;
    this.expireClocks(now);

    const abs =
      e.type === 'period-start'
        ? elapsedGameMs(rules, e.newPeriod, periodLengthMs(rules, e.newPeriod))
        : elapsedGameMs(rules, e.period, e.type === 'period-end' ? 0 : e.clockMs);
    this.advanceCursor(abs);
    const at = (team: TeamSide, rank: number): Moment => ({ abs, seq: logged.seq, team, rank });

    let points = 0;
    switch (e.type) {
      case 'game-start':
        s.status = 'live';
        if (s.period < 1) this.startPeriod(1);
        break;
      case 'game-end':
        s.status = 'final';
        if (s.clock.running) s.clock = { running: false, remainingMs: e.clockMs, serverMs: null };
        s.shotClock = null;
        break;
      case 'period-start':
        this.startPeriod(e.newPeriod);
        break;
      case 'period-end':
        s.clock = { running: false, remainingMs: 0, serverMs: null };
        s.shotClock = null;
        s.periodEnded = true;
        break;
      case 'clock-start':
        s.clock = { running: true, remainingMs: e.remainingMs, serverMs: e.serverMs };
        if (e.remainingMs > 0) s.periodEnded = false;
        if (s.shotClock !== null && !s.shotClock.running && s.shotClock.remainingMs > 0) {
          s.shotClock = { ...s.shotClock, running: true, serverMs: e.serverMs };
        }
        break;
      case 'clock-stop':
        s.clock = { running: false, remainingMs: e.remainingMs, serverMs: null };
        this.stopShotClock(e.serverMs);
        break;
      case 'clock-set':
        s.clock = s.clock.running
          ? { running: true, remainingMs: e.remainingMs, serverMs: e.serverMs }
          : { running: false, remainingMs: e.remainingMs, serverMs: null };
        if (e.remainingMs > 0) s.periodEnded = false;
        break;
      case 'shot-clock-start':
        s.shotClock = { running: true, remainingMs: e.remainingMs, serverMs: e.serverMs };
        break;
      case 'shot-clock-stop':
        s.shotClock = { running: false, remainingMs: e.remainingMs, serverMs: null };
        break;
      case 'shot-clock-set': {
        const running = s.shotClock === null ? s.clock.running : s.shotClock.running;
        s.shotClock = running
          ? { running: true, remainingMs: e.remainingMs, serverMs: e.serverMs }
          : { running: false, remainingMs: e.remainingMs, serverMs: null };
        break;
      }
      case 'shot-clock-off':
        s.shotClock = null;
        break;
      case 'score-adjust':
        points = e.points;
        this.bumpScore('consoleScore', e.team, e.points);
        h.periodPoints = {
          ...h.periodPoints,
          console: this.bump(h.periodPoints.console, e.period - 1, e.team, e.points),
        };
        h.consoleUsed = true;
        break;
      case 'score-source':
        if (s.scoreSource !== e.source) {
          s.scoreSource = e.source;
          this.pbpDirtyFrom = 0;
        }
        break;
      case 'shot': {
        h.statsUsed = true;
        const line = this.line(e.playerId, e.team);
        line.fieldGoalsAttempted += 1;
        if (e.points === 3) line.threesAttempted += 1;
        if (e.made) {
          points = e.points;
          line.fieldGoalsMade += 1;
          if (e.points === 3) line.threesMade += 1;
          line.points += e.points;
          if (e.assistPlayerId !== undefined && e.assistPlayerId !== e.playerId) {
            this.line(e.assistPlayerId, e.team).assists += 1;
          }
          this.statsPoints(e, e.points);
          this.basket({ ...at(e.team, 0), points: e.points });
        }
        break;
      }
      case 'free-throw': {
        h.statsUsed = true;
        const line = this.line(e.playerId, e.team);
        line.freeThrowsAttempted += 1;
        if (e.made) {
          points = 1;
          line.freeThrowsMade += 1;
          line.points += 1;
          this.statsPoints(e, 1);
          this.basket({ ...at(e.team, 2), points: 1 });
        }
        break;
      }
      case 'rebound':
        if (e.playerId === null) this.bumpCounter('teamRebounds', e.team);
        else {
          const line = this.line(e.playerId, e.team);
          if (e.offensive) line.offensiveRebounds += 1;
          else line.defensiveRebounds += 1;
          line.rebounds += 1;
        }
        break;
      case 'turnover':
        if (e.playerId === null) this.bumpCounter('teamTurnovers', e.team);
        else this.line(e.playerId, e.team).turnovers += 1;
        break;
      case 'steal':
        this.line(e.playerId, e.team).steals += 1;
        break;
      case 'block':
        this.line(e.playerId, e.team).blocks += 1;
        break;
      case 'foul':
        this.foul(e);
        break;
      case 'timeout':
        h.timeoutsTaken = this.bump(h.timeoutsTaken, e.period, e.team, 1);
        break;
      case 'substitution': {
        const moment = at(e.team, 1);
        for (const id of e.playersOut) this.closeStint(id, e.team, moment);
        for (const id of e.playersIn) {
          if (!s.onCourt[e.team].includes(id)) this.openStint(id, e.team, moment);
        }
        this.noteLineupChange(e.team, abs);
        break;
      }
      case 'starting-lineup': {
        // The starters were on from the start of the period the lineup names, however late the
        // statistician entered it; a second lineup replaces the first.
        const start = elapsedGameMs(rules, e.period, periodLengthMs(rules, e.period));
        const moment: Moment = { abs: start, seq: -Infinity, team: e.team, rank: -1 };
        for (const id of [...s.onCourt[e.team]]) this.closeStint(id, e.team, moment);
        for (const id in s.players) {
          const line = s.players[id]!;
          if (line.team === e.team && line.starter) this.line(id, e.team).starter = false;
        }
        for (const id of e.playerIds) {
          this.line(id, e.team).starter = true;
          if (!s.onCourt[e.team].includes(id)) this.openStint(id, e.team, moment);
        }
        this.noteLineupChange(e.team, start);
        break;
      }
      case 'possession-arrow':
        s.possessionArrow = e.team;
        break;
      case 'void':
        // Voids are resolved before folding (see replay); one reaching here changes nothing.
        break;
    }

    const description = describeEvent(e, rules);
    if (description !== null) this.addPlay(logged, description, points);
    if (logged.seq > s.lastSeq) s.lastSeq = logged.seq;
  }

  private statsPoints(e: GameEvent & { team: TeamSide }, points: number): void {
    const h = this.h;
    this.bumpScore('statsScore', e.team, points);
    h.periodPoints = {
      ...h.periodPoints,
      stats: this.bump(h.periodPoints.stats, e.period - 1, e.team, points),
    };
  }

  private foul(e: Extract<GameEvent, { type: 'foul' }>): void {
    const h = this.h;
    if (e.offender !== 'player') {
      this.bumpCounter('coachBenchFouls', e.team);
      return;
    }
    if (e.playerId === null) {
      h.foulsUnnamed = this.bump(h.foulsUnnamed, e.period, e.team, 1);
      return;
    }
    h.foulsNamed = this.bump(h.foulsNamed, e.period, e.team, 1);
    const line = this.line(e.playerId, e.team);
    line.personalFouls += 1;
    if (e.kind === 'technical') line.technicalFouls += 1;
    if (e.kind === 'unsportsmanlike') line.unsportsmanlikeFouls += 1;
    if (e.kind === 'disqualifying') {
      h.disqualifying = this.own(h.disqualifying);
      h.disqualifying[e.playerId] = (h.disqualifying[e.playerId] ?? 0) + 1;
    }
    line.fouledOut = fouledOut(this.setup, line, h.disqualifying[e.playerId] ?? 0);
  }

  /** Recomputes what depends on several counters; cheap, so done after every event. */
  finish(): GameState {
    const { setup, s, h } = this;
    if (this.pbpDirtyFrom < Infinity) this.rescore(this.pbpDirtyFrom);
    this.pbpDirtyFrom = Infinity;
    s.score = { ...(s.scoreSource === 'console' ? s.consoleScore : s.statsScore) };
    s.scoreMismatch =
      h.consoleUsed &&
      h.statsUsed &&
      (s.consoleScore.home !== s.statsScore.home || s.consoleScore.away !== s.statsScore.away);
    const points = h.periodPoints[s.scoreSource];
    const periods = Math.max(points.length, s.period);
    const same = (p: Score, i: number) => {
      const want = points[i];
      return want === undefined ? p.home === 0 && p.away === 0 : p === want;
    };
    if (s.periodScores.length !== periods || !s.periodScores.every(same)) {
      const out: Score[] = [];
      for (let i = 0; i < periods; i++) out.push(points[i] ?? zero());
      s.periodScores = out;
    }
    if (s.period >= 1) {
      const [from, to] = foulWindow(setup, s.period);
      const named = sumScores(h.foulsNamed, from, to);
      const unnamed = sumScores(h.foulsUnnamed, from, to);
      const fouls = {
        home: Math.max(named.home, unnamed.home),
        away: Math.max(named.away, unnamed.away),
      };
      if (fouls.home !== s.teamFouls.home || fouls.away !== s.teamFouls.away) s.teamFouls = fouls;
    } else if (s.teamFouls.home !== 0 || s.teamFouls.away !== 0) s.teamFouls = zero();
    const limit = setup.rules.teamFoulsBeforeBonus;
    const bonus = { home: s.teamFouls.home >= limit, away: s.teamFouls.away >= limit };
    if (bonus.home !== s.bonus.home || bonus.away !== s.bonus.away) s.bonus = bonus;
    const left = timeoutsLeft(setup, s.period, h.timeoutsTaken);
    if (left.home !== s.timeoutsLeft.home || left.away !== s.timeoutsLeft.away) {
      s.timeoutsLeft = left;
    }
    if (this.touchedTeams.size > 0) {
      const totals = (s.totals = this.own(s.totals));
      for (const team of this.touchedTeams) totals[team] = teamTotals(s.players, team, h);
      this.touchedTeams.clear();
    }
    return s;
  }
}

// ---------------------------------------------------------------------------------------------
// Public API

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
    draft.fold(logged);
  });
  draft.h.log = logList;
  draft.s.voided = voided;
  const state = draft.finish();
  histories.set(state, draft.h);
  return state;
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
  draft.fold(logged);
  const next = draft.finish();
  histories.set(next, draft.h);
  return next;
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
      h.closedMs[line.playerId] = line.playedMs;
      h.stints[line.playerId] = [
        {
          start: { abs: h.cursor, seq: -Infinity, team: line.team, rank: -1 },
          end: null,
        },
      ];
    } else h.stints[line.playerId] = [];
  }
  h.consoleUsed = state.consoleScore.home !== 0 || state.consoleScore.away !== 0;
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
  const fouls: Score[] = [];
  for (let i = 0; i < period; i++) fouls.push(zero());
  fouls.push({ ...state.teamFouls });
  h.foulsNamed = fouls;
  h.foulsUnnamed = fouls;
  const { allowance } = timeoutAllowance(setup, state.period);
  const taken = fouls.map(() => zero());
  taken[period] = {
    home: allowance - state.timeoutsLeft.home,
    away: allowance - state.timeoutsLeft.away,
  };
  h.timeoutsTaken = taken;
  for (const side of sides) {
    const t = state.totals[side];
    let playerFouls = 0;
    for (const l of Object.values(state.players))
      if (l.team === side) playerFouls += l.personalFouls;
    h.coachBenchFouls[side] = t.fouls - playerFouls;
    h.teamRebounds[side] = t.teamRebounds;
    h.teamTurnovers[side] = t.teamTurnovers;
  }
  for (const l of Object.values(state.players)) {
    const byCount =
      l.personalFouls >= setup.rules.personalFoulsToDisqualify ||
      l.technicalFouls + l.unsportsmanlikeFouls >= 2;
    if (l.fouledOut && !byCount) h.disqualifying[l.playerId] = 1;
  }
  return h;
}

// ---------------------------------------------------------------------------------------------
// Validation of incoming events

const needsStartedGame = new Set<GameEvent['type']>([
  'game-end',
  'period-end',
  'score-adjust',
  'shot',
  'free-throw',
  'rebound',
  'turnover',
  'steal',
  'block',
  'foul',
  'timeout',
  'substitution',
]);

function teamName(team: TeamSide): string {
  return team === 'home' ? 'home team' : 'away team';
}

function checkPlayer(setup: GameSetup, team: TeamSide, playerId: string): string | null {
  if (setup.rosters[team].includes(playerId)) return null;
  if (setup.rosters[other(team)].includes(playerId)) {
    return `Player ${playerId} plays for the ${teamName(other(team))}, not the ${teamName(team)}.`;
  }
  return `Player ${playerId} is not on the ${teamName(team)}'s roster.`;
}

/**
 * Why an event cannot be logged, in a sentence a scorekeeper understands, or null when it can.
 * `seenClientIds`: the client ids already in the game's log. Deliberately forgiving about order
 * (offline consoles send late events): only what can never be right is refused.
 */
export function checkEvent(
  setup: GameSetup,
  state: GameState,
  event: GameEvent,
  seenClientIds: ReadonlySet<string>,
): string | null {
  if (seenClientIds.has(event.clientId)) return 'This event was already recorded.';
  if (event.type === 'void') {
    if (!seenClientIds.has(event.targetClientId)) {
      return 'The event to undo is not in this game’s log.';
    }
    if (state.voided.includes(event.targetClientId)) return 'That event was already undone.';
    return null;
  }
  if (state.status === 'final') {
    return 'The game is over: only corrections (undo) can be recorded now.';
  }
  if (state.status === 'scheduled' && needsStartedGame.has(event.type)) {
    return 'The game has not started yet: start the game first.';
  }
  const rules = setup.rules;
  switch (event.type) {
    case 'clock-start':
    case 'clock-stop':
    case 'clock-set': {
      // Either period's length: a console may still be on the period the server just left.
      const length = Math.max(
        periodLengthMs(rules, event.period),
        periodLengthMs(rules, Math.max(state.period, 1)),
      );
      if (event.remainingMs > length) {
        return `The clock cannot show more than the period’s ${length / 60_000} minutes.`;
      }
      return null;
    }
    case 'score-adjust':
      if (state.consoleScore[event.team] + event.points < 0) {
        return `The ${teamName(event.team)}’s score is already 0.`;
      }
      return null;
    case 'shot':
      if (event.assistPlayerId !== undefined) {
        if (event.assistPlayerId === event.playerId) {
          return 'A player cannot assist their own shot.';
        }
        if (!event.made) return 'Only a made shot can have an assist.';
        const assist = checkPlayer(setup, event.team, event.assistPlayerId);
        if (assist !== null) return assist;
      }
      return checkPlayer(setup, event.team, event.playerId);
    case 'free-throw':
    case 'steal':
    case 'block':
      return checkPlayer(setup, event.team, event.playerId);
    case 'rebound':
    case 'turnover':
      return event.playerId === null ? null : checkPlayer(setup, event.team, event.playerId);
    case 'foul':
      if (event.offender !== 'player') {
        return event.playerId === null
          ? null
          : `A ${event.offender} foul is charged to no player: leave the player out.`;
      }
      return event.playerId === null ? null : checkPlayer(setup, event.team, event.playerId);
    case 'substitution': {
      if (event.playersIn.length === 0 && event.playersOut.length === 0) {
        return 'A substitution needs at least one player coming in or going out.';
      }
      const all = [...event.playersIn, ...event.playersOut];
      if (new Set(all).size !== all.length) {
        return 'A player appears twice in this substitution.';
      }
      for (const id of all) {
        const bad = checkPlayer(setup, event.team, id);
        if (bad !== null) return bad;
      }
      const onCourt = state.onCourt[event.team];
      if (onCourt.length > 0) {
        for (const id of event.playersIn) {
          if (onCourt.includes(id)) return `Player ${id} is already on the court.`;
        }
        for (const id of event.playersOut) {
          if (!onCourt.includes(id)) return `Player ${id} is not on the court.`;
        }
      }
      return null;
    }
    case 'starting-lineup': {
      if (new Set(event.playerIds).size !== event.playerIds.length) {
        return 'A player appears twice in this lineup.';
      }
      for (const id of event.playerIds) {
        const bad = checkPlayer(setup, event.team, id);
        if (bad !== null) return bad;
      }
      return null;
    }
    default:
      return null;
  }
}

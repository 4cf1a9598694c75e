// What a state does not show but incremental folding (applyEvent) needs: the log itself, the
// players' stints and the baskets for minutes and +/-, the clock timeline, and counts the state
// shows only summed up. It is part of the state (state.history), as plain data, so a state that
// travelled as JSON folds the next event, an undo included, exactly as the server does. Never
// mutated once its state has been returned (copy-on-write, like the state; see draft.ts).
import type { PlusMinusConvention } from '../season/rules.ts';
import type { LoggedEvent, ScoreSource, TeamSide } from './events.ts';
import type { FoldKey } from './fold-order.ts';
import { emptyVector, type PVector } from './pvector.ts';
import { zero } from './score.ts';
import type { Score } from './state.ts';
import type { ClockMark } from './timeline.ts';

/**
 * A moment of the game, for ordering substitutions against baskets. Starting lineups come first.
 * A period's last instant comes before the next period's first, though both are the same elapsed
 * game time. When substitutions and baskets share a game time (one stoppage of the clock), the
 * rules' plus/minus convention decides: 'stoppage' (NBA) puts every basket of the stoppage before
 * its substitutions, so its points go to the five who were on before them, except at a period's
 * opening instant, where the substitutions were made in the break before it and so come first
 * (a technical free throw at 12:00 of the 4th goes to the five who start the 4th); 'moment'
 * (FIBA) follows the fold, so each point goes to the five on court when it was made.
 */
export interface Moment {
  /** Elapsed game time (elapsedGameMs). */
  abs: number;
  period: number;
  /** At the full length of a timed period: before its clock first ran. */
  opening: boolean;
  /** Where the event stands in the fold (fold-order.ts): 1, 2, 3…; 0 before every event. */
  order: number;
  team: TeamSide;
  /** Starting lineup −1, basket 0, substitution 1. */
  rank: number;
}

export function before(a: Moment, b: Moment, convention: PlusMinusConvention): boolean {
  if (a.abs !== b.abs) return a.abs < b.abs;
  if (a.period !== b.period) return a.period < b.period;
  if (a.rank !== b.rank) {
    if (a.rank === -1 || b.rank === -1) return a.rank < b.rank;
    // Same abs and period: both moments are at the opening instant or neither is.
    if (convention === 'stoppage') return a.opening ? a.rank > b.rank : a.rank < b.rank;
  }
  return a.order < b.order;
}

/** A player's time on the court; `end` null while they are on. */
export interface Stint {
  start: Moment;
  end: Moment | null;
}

/** A made shot or free throw, for +/-. */
export interface Basket extends Moment {
  points: number;
}

export function covers(stint: Stint, basket: Basket, convention: PlusMinusConvention): boolean {
  return (
    before(stint.start, basket, convention) &&
    (stint.end === null || before(basket, stint.end, convention))
  );
}

export interface History {
  /** Every event folded, voids and voided ones included, in seq order. */
  log: PVector<LoggedEvent>;
  /** How many events the fold has counted (voids and voided ones left out). */
  folded: number;
  /** The fold key of the last entry taken: an event before it means folding again. */
  lastKey: FoldKey | null;
  /** The latest elapsed game time any event reached. */
  cursor: number;
  stints: Record<string, readonly Stint[]>;
  /** Played ms of each player's finished stints. */
  closedMs: Record<string, number>;
  /** Latest elapsed game time of a lineup change, per team (the fast path of +/-); −1 for none. */
  lastChange: Record<TeamSide, number>;
  baskets: PVector<Basket>;
  /** Latest elapsed game time of a basket; −1 for none. */
  lastBasket: number;
  consoleUsed: boolean;
  statsUsed: boolean;
  /** A score-source event, or the first statistic, settled where the score comes from. */
  sourceSettled: boolean;
  /**
   * The fold order of the latest `score-source` with `matchStats` (−1 for none): the table's count
   * is the stats' points made before it plus the table's buttons after it.
   */
  tableFromStatsOrder: number;
  /** Points per period (index 0 = period 1), per source. */
  periodPoints: Record<ScoreSource, readonly Score[]>;
  /** Team fouls per period (index = period) with and without a player. */
  foulsNamed: readonly Score[];
  foulsUnnamed: readonly Score[];
  /** Timeouts taken per period (index = period). */
  timeoutsTaken: readonly Score[];
  coachBenchFouls: Score;
  /** Technicals of the coach or the bench (also among coachBenchFouls). */
  staffTechnicals: Score;
  /** Technicals charged to the team itself. */
  teamTechnicals: Score;
  teamRebounds: Score;
  teamTurnovers: Score;
  disqualifying: Record<string, number>;
  /** The clock timeline, in order of instants (timeline.ts). */
  clockMarks: readonly ClockMark[];
}

export function emptyHistory(): History {
  return {
    log: emptyVector(),
    folded: 0,
    lastKey: null,
    cursor: 0,
    stints: {},
    closedMs: {},
    lastChange: { home: -1, away: -1 },
    baskets: emptyVector(),
    lastBasket: -1,
    consoleUsed: false,
    statsUsed: false,
    sourceSettled: false,
    tableFromStatsOrder: -1,
    periodPoints: { console: [], stats: [] },
    foulsNamed: [],
    foulsUnnamed: [],
    timeoutsTaken: [],
    coachBenchFouls: zero(),
    staffTechnicals: zero(),
    teamTechnicals: zero(),
    teamRebounds: zero(),
    teamTurnovers: zero(),
    disqualifying: {},
    clockMarks: [],
  };
}

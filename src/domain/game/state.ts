// What the reducer computes from a game's log (docs/product/live-games.md#derived-state). Plain data, so it
// can be sent as JSON (GET /api/games/:id/state) and rendered by any screen.
import type { GameRules } from '../season/rules.ts';
import type { clockControlTypes, EventType, ScoreSource, TeamSide } from './events.ts';
import type { History } from './history.ts';

/** What the reducer needs to know about a game besides its log. */
export interface GameSetup {
  rules: GameRules;
  /** Player ids of each roster; events naming anyone else are rejected by `checkEvent`. */
  rosters: Record<TeamSide, readonly string[]>;
  /** The game's score source before any `score-source` event. */
  scoreSource: ScoreSource;
}

export type GameStatus = 'scheduled' | 'live' | 'final';

/**
 * A clock as data. Running: the time left at `serverMs` was `remainingMs` and it counts down from
 * there (see clockRemaining in clock.ts). Stopped: `remainingMs` is the time left.
 */
export interface ClockState {
  running: boolean;
  remainingMs: number;
  /** Server-time anchor (epoch ms) of a running clock; null when stopped. */
  serverMs: number | null;
}

export interface Score {
  home: number;
  away: number;
}

/** One player's box-score line. Minutes are in milliseconds of game clock on the court. */
export interface BoxLine {
  playerId: string;
  team: TeamSide;
  starter: boolean;
  onCourt: boolean;
  playedMs: number;
  points: number;
  fieldGoalsMade: number;
  fieldGoalsAttempted: number;
  /**
   * Field goals beyond the arc: three-pointers, or in FIBA 3x3 the 2-pointers (the name stays, as
   * the API has always said it; screens label the column by the rules, see arcLabels).
   */
  threesMade: number;
  threesAttempted: number;
  freeThrowsMade: number;
  freeThrowsAttempted: number;
  offensiveRebounds: number;
  defensiveRebounds: number;
  rebounds: number;
  assists: number;
  steals: number;
  blocks: number;
  turnovers: number;
  personalFouls: number;
  /** Fouls committed on the player (the NBA box score's PFD): every kind but technicals. */
  foulsDrawn: number;
  technicalFouls: number;
  unsportsmanlikeFouls: number;
  plusMinus: number;
  /** Reached the personal-foul limit, or was disqualified. */
  fouledOut: boolean;
}

/** A team's totals: the sum of its players plus team rebounds/turnovers, with percentages. */
export interface TeamTotals {
  points: number;
  fieldGoalsMade: number;
  fieldGoalsAttempted: number;
  /** 0–100 with one decimal, or null with no attempts. */
  fieldGoalPct: number | null;
  /** Beyond the arc, as on BoxLine. */
  threesMade: number;
  threesAttempted: number;
  threePct: number | null;
  freeThrowsMade: number;
  freeThrowsAttempted: number;
  freeThrowPct: number | null;
  offensiveRebounds: number;
  defensiveRebounds: number;
  /** Including team rebounds. */
  rebounds: number;
  teamRebounds: number;
  assists: number;
  steals: number;
  blocks: number;
  /** Including team turnovers. */
  turnovers: number;
  teamTurnovers: number;
  /** All fouls charged to the team's players, coach and bench in the game. */
  fouls: number;
  /** Fouls its players drew. */
  foulsDrawn: number;
  /** Technical fouls of its players, coach and bench, and those charged to the team itself. */
  technicalFouls: number;
}

/** One line of the play-by-play, in game-time order. */
export interface PlayEntry {
  seq: number;
  /** Where its event stands in the fold: orders plays at one game-clock time by when they were made. */
  order: number;
  clientId: string;
  type: EventType;
  team: TeamSide | null;
  period: number;
  clockMs: number;
  /** e.g. "3PT jump shot made, assist" — players are named by id; screens put names in. */
  description: string;
  playerId: string | null;
  /** The running score after this entry (by the game's score source). */
  score: Score;
  /** Points this entry added, for highlighting. */
  points: number;
  /** Its device could not say within a second when it was made: a person should check its time. */
  review?: true;
}

/**
 * A clock event the game's clock did not follow: it came from a device that was not running the
 * clocks when it was made (typically one that was offline). Operators accept or discard it.
 */
export interface ClockConflict {
  clientId: string;
  deviceId: string;
  type: (typeof clockControlTypes)[number];
  /** When it was made (server time, epoch ms). */
  at: number;
}

export interface GameState {
  status: GameStatus;
  /** 0 before the game starts. */
  period: number;
  /** True once the period's clock has run out or period-end was logged, until the next period starts. */
  periodEnded: boolean;
  clock: ClockState;
  /** null when the shot clock is off. */
  shotClock: ClockState | null;
  /** The device that runs the clocks (the first to touch them, or the last to take over). */
  clockOwner: string | null;
  /** Clock events from other devices that the clocks did not follow, oldest first. */
  clockConflicts: ClockConflict[];
  scoreSource: ScoreSource;
  /** The score by the game's score source. */
  score: Score;
  /** The score by the time & score console's buttons, and by the stats consoles' made shots. */
  consoleScore: Score;
  statsScore: Score;
  /** Both sources have been used and they disagree: every console flags it. */
  scoreMismatch: boolean;
  /** Points per period by the score source; index 0 is period 1. */
  periodScores: Score[];
  /** Team fouls counted in the current period (or half, by the rules). */
  teamFouls: Score;
  /**
   * Team fouls committed in each period, index 0 is period 1: the larger of the fouls recorded
   * with and without a player (see fouls.ts). teamFouls adds up those of the current window.
   */
  periodTeamFouls: Score[];
  /**
   * bonus[team]: `team` has committed rules.teamFoulsBeforeBonus team fouls in this period (or
   * half), so each further foul BY `team` gives its opponent free throws (FIBA's team-foul penalty;
   * on US broadcasts the opponent "is in the bonus"). See fouls.ts.
   */
  bonus: Record<TeamSide, boolean>;
  timeoutsLeft: Score;
  possessionArrow: TeamSide | null;
  onCourt: Record<TeamSide, string[]>;
  /** Players out of the game (fouled out or disqualified), per team, in the order they went out. */
  fouledOut: Record<TeamSide, string[]>;
  /** By player id. */
  players: Record<string, BoxLine>;
  totals: Record<TeamSide, TeamTotals>;
  playByPlay: PlayEntry[];
  /** Client ids of voided events. */
  voided: string[];
  /** Highest sequence number folded in (0 for none). */
  lastSeq: number;
  /** What folding the next event needs and screens do not show (history.ts). */
  history: History;
}

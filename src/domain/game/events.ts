// The game log's events (docs/product/live-games.md). A game's truth is the ordered list of these; everything a
// screen shows is computed from it by the reducer (reducer.ts), the same code in every browser and
// on the server. Events never change once logged: an undo is a `void`, an edit a void + replacement.
//
// Plain TypeScript types with no runtime library, so the scoreboard's bundle stays small; the
// contract (src/contract/live-games.ts) validates the same shapes at the API.

/** What a field goal can be worth: 2 or 3, or 1 or 2 in FIBA 3x3 (GameRules.shotValues). */
export type ShotPoints = 1 | 2 | 3;

/** Home is team A, away is team B. */
export const teamSides = ['home', 'away'] as const;

export type TeamSide = (typeof teamSides)[number];

/** Fields every event carries, whoever sent it. */
export interface EventBase {
  /** Made by the device that recorded the event; a retry with the same id never counts twice. */
  clientId: string;
  /** The period the event happened in: 1…periods, then overtimes. */
  period: number;
  /** Game-clock time remaining in that period when it happened, in milliseconds. */
  clockMs: number;
  /**
   * Server time (epoch ms, as the recording console estimated it) the event was made at. A play
   * that carries it is timed by the game's clock timeline at that instant rather than by the clock
   * its console showed, so a play recorded offline while the clock was stopped elsewhere lands at
   * the right game time (see timeline.ts).
   */
  at?: number;
  /**
   * How far `at` may be off, as the console knows it: half the round trip of its last offset
   * measurement plus its clock's drift since (a console that has not measured says so with a large
   * value). A play whose instant is known less well than a second is flagged for review.
   */
  atErrorMs?: number;
}

/**
 * Clock events carry the server-time instant (epoch ms, as the console estimated it from its
 * measured offset) the remaining time was read at, so every screen can run the clock locally.
 */
export interface ClockReading {
  remainingMs: number;
  serverMs: number;
}

/** Kinds of turnover, in the order a console offers them. */
export const turnoverKinds = [
  'bad-pass',
  'lost-ball',
  'travelling',
  'double-dribble',
  'offensive-foul',
  'out-of-bounds',
  'shot-clock',
  'three-seconds',
  'five-seconds',
  'eight-seconds',
  'backcourt',
  'other',
] as const;

export type TurnoverKind = (typeof turnoverKinds)[number];

/** Kinds of foul, in the order a console offers them. */
export const foulKinds = [
  'personal',
  'technical',
  'unsportsmanlike',
  'disqualifying',
  'offensive',
] as const;

export type FoulKind = (typeof foulKinds)[number];

/** Who a foul is charged to. */
export const foulOffenders = ['player', 'coach', 'bench', 'team'] as const;

export type FoulOffender = (typeof foulOffenders)[number];

export type EventPayload =
  | { type: 'game-start' }
  | { type: 'game-end' }
  /** Starts the given period with a full, stopped clock (also used to go back a period). */
  | { type: 'period-start'; newPeriod: number }
  | { type: 'period-end' }
  /** Starts the game clock (and the shot clock, when it is on and has time left). */
  | ({ type: 'clock-start' } & ClockReading)
  /** Stops the game clock and the shot clock. */
  | ({ type: 'clock-stop' } & ClockReading)
  /** Sets the game clock; a running clock keeps running from the new time. */
  | ({ type: 'clock-set' } & ClockReading)
  | ({ type: 'shot-clock-start' } & ClockReading)
  | ({ type: 'shot-clock-stop' } & ClockReading)
  /** Reset to full or short, or any value; a running shot clock keeps running. */
  | ({ type: 'shot-clock-set' } & ClockReading)
  /** Shot clock off (end of period, or a league without one) until the next shot-clock-set. */
  | { type: 'shot-clock-off' }
  /**
   * The sending device runs the clocks from now on (`serverMs`: when it took over). Only one device
   * runs them at a time; see clock-authority.ts.
   */
  | { type: 'clock-takeover'; serverMs: number }
  /** The time & score console's buttons: +1/+2/+3/−1 for a team. */
  | { type: 'score-adjust'; team: TeamSide; points: 1 | 2 | 3 | -1 }
  /** Which score counts: the time & score console's buttons or the stats consoles' made shots. */
  /**
   * `matchStats`: the table's count restarts from the stats consoles' count as it stands (the
   * table takes the score over, or settles a mismatch in the stats' favour; decision 0046).
   */
  | { type: 'score-source'; source: ScoreSource; matchStats?: true }
  /**
   * A field-goal attempt worth `points` (one of the rules' shot values: 2 or 3, in FIBA 3x3 1 or
   * 2). `x`/`y` are the court location as fractions (0–1) of the half court.
   */
  | {
      type: 'shot';
      team: TeamSide;
      playerId: string;
      points: ShotPoints;
      made: boolean;
      assistPlayerId?: string;
      x?: number;
      y?: number;
    }
  /**
   * A free throw: worth `points` (1 unless said: some leagues shoot one free throw worth 2 or 3),
   * `assistPlayerId` when the statistician credits the pass (FIBA statisticians do; it counts).
   */
  | {
      type: 'free-throw';
      team: TeamSide;
      playerId: string;
      made: boolean;
      points?: 1 | 2 | 3;
      assistPlayerId?: string;
    }
  /**
   * `playerId` null is a team rebound; `deadBall` a dead-ball one (after a free throw that is not
   * the last, say), which counts for the team and never for a player.
   */
  | {
      type: 'rebound';
      team: TeamSide;
      playerId: string | null;
      offensive: boolean;
      deadBall?: boolean;
    }
  /** `playerId` null is a team turnover (e.g. a shot-clock violation). */
  | { type: 'turnover'; team: TeamSide; playerId: string | null; kind: TurnoverKind }
  /** Steals and blocks are the defending team's own events, so each team's console records its own. */
  | { type: 'steal'; team: TeamSide; playerId: string }
  | { type: 'block'; team: TeamSide; playerId: string }
  /**
   * `offender` 'player' with `playerId` null is a team foul whose player was not recorded (the
   * time & score console's foul button). 'coach' and 'bench' fouls have no player and do not count
   * as team fouls; 'team' is a technical charged to the team itself (NBA: delay of game, defensive
   * three seconds), counted among its technicals only. `shooting` marks a foul on a shooter (free throws follow). `drawnByPlayerId`:
   * the opponent who was fouled (and shoots the free throws), when the scorer recorded it.
   */
  | {
      type: 'foul';
      team: TeamSide;
      offender: FoulOffender;
      playerId: string | null;
      kind: FoulKind;
      shooting: boolean;
      drawnByPlayerId?: string;
    }
  | { type: 'timeout'; team: TeamSide }
  | { type: 'substitution'; team: TeamSide; playersIn: string[]; playersOut: string[] }
  | { type: 'starting-lineup'; team: TeamSide; playerIds: string[] }
  /** The alternating-possession arrow now points to `team`. */
  | { type: 'possession-arrow'; team: TeamSide }
  /** Undo: the event with this client id no longer counts. */
  | { type: 'void'; targetClientId: string };

export type ScoreSource = 'console' | 'stats';

export type EventType = EventPayload['type'];

/** An event as a console records it. */
export type GameEvent = EventBase & EventPayload;

/** An event as the log holds it: the server's order and who sent it. */
export interface LoggedEvent {
  /** 1, 2, 3… per game, in the order the server accepted events; everyone sees this order. */
  seq: number;
  event: GameEvent;
  /** Server time the event was accepted (epoch ms). */
  recordedAt: number;
  deviceId: string;
  userId: string;
}

/** Events that run the game clock and the shot clock (or say who runs them). */
export const clockTypes = [
  'clock-takeover',
  'clock-start',
  'clock-stop',
  'clock-set',
  'shot-clock-start',
  'shot-clock-stop',
  'shot-clock-set',
  'shot-clock-off',
] as const satisfies readonly EventType[];

/**
 * Timekeeping: the clocks, the periods, and the start and end of the game (all the time-only
 * console may send).
 */
export const timekeepingTypes = [
  'game-start',
  'game-end',
  'period-start',
  'period-end',
  ...clockTypes,
] as const satisfies readonly EventType[];

/**
 * Events only the device running the clocks may log: the clocks and the period changes (they
 * reset the clock). Anyone may start or end the game.
 */
export const clockControlTypes = [
  ...clockTypes,
  'period-start',
  'period-end',
] as const satisfies readonly EventType[];

/**
 * One player's plays on the box score. Fouls are not among them: a foul can be the team's, the
 * coach's or the bench's.
 */
export const playerPlayTypes = [
  'shot',
  'free-throw',
  'rebound',
  'turnover',
  'steal',
  'block',
] as const satisfies readonly EventType[];

/** Event kinds that carry player statistics: only the stats consoles (a premium feature) send them. */
export const statEventTypes = [
  ...playerPlayTypes,
  'substitution',
  'starting-lineup',
] as const satisfies readonly EventType[];

/**
 * Whether an event needs a stats console. A foul without a player is the time & score console's
 * team-foul button, so only a foul that names a player counts.
 */
export function isStatEvent(event: GameEvent): boolean {
  if (event.type === 'foul') return event.playerId !== null;
  return (statEventTypes as readonly string[]).includes(event.type);
}

/** The side of the game an event belongs to, or null for clock, period and game events. */
export function eventTeam(event: GameEvent): TeamSide | null {
  return 'team' in event ? event.team : null;
}

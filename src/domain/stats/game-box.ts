// One finished (or running) game reduced to what season statistics need: each player's counting
// stats, each team's, and the shots with a court location. It is taken from the same replayed
// GameState the live box score shows, so a season total is always the sum of the box scores.
import type { LoggedEvent, ShotPoints, TeamSide } from '../game/events.ts';
import { teamSides } from '../game/events.ts';
import { replay } from '../game/reducer.ts';
import type { BoxLine, GameSetup, GameState, Score } from '../game/state.ts';

/** The counting statistics a season adds up, named as in the live box line. */
export const countingStats = [
  'playedMs',
  'points',
  'fieldGoalsMade',
  'fieldGoalsAttempted',
  'threesMade',
  'threesAttempted',
  'freeThrowsMade',
  'freeThrowsAttempted',
  'offensiveRebounds',
  'defensiveRebounds',
  'rebounds',
  'assists',
  'steals',
  'blocks',
  'turnovers',
  'personalFouls',
  'foulsDrawn',
  'plusMinus',
] as const;
export type CountingStat = (typeof countingStats)[number];
export type StatLine = Record<CountingStat, number>;

export function emptyStatLine(): StatLine {
  return Object.fromEntries(countingStats.map((k) => [k, 0])) as StatLine;
}

function statLineOf(line: BoxLine): StatLine {
  return Object.fromEntries(countingStats.map((k) => [k, line[k]])) as StatLine;
}

/** Adds `b` into `a` (mutates `a`; returns it). */
export function addStatLine(a: StatLine, b: StatLine): StatLine {
  for (const k of countingStats) a[k] += b[k];
  return a;
}

export interface PlayerGameLine {
  playerId: string;
  team: TeamSide;
  starter: boolean;
  line: StatLine;
}

/** A field-goal attempt with its location (fractions 0–1 of the half court, as recorded). */
export interface ShotRecord {
  playerId: string;
  team: TeamSide;
  period: number;
  x: number;
  y: number;
  made: boolean;
  points: ShotPoints;
}

export interface GameBox {
  /** Players who appeared: started, were on court, or have any statistic. */
  players: PlayerGameLine[];
  /** Team totals: the players' sum, plus team rebounds and team turnovers. */
  teams: Record<TeamSide, StatLine>;
  score: Score;
  periodScores: Score[];
  shots: ShotRecord[];
  /** The log's last seq this box was computed from. */
  lastSeq: number;
}

/** Whether a box line counts as a game played (a DNP is not a game for averages). */
export function appeared(line: BoxLine): boolean {
  return (
    line.starter ||
    line.playedMs > 0 ||
    countingStats.some((k) => k !== 'playedMs' && k !== 'plusMinus' && line[k] !== 0)
  );
}

/**
 * Whether a stats console recorded anything in this game: someone's line, a player on the court, a
 * team rebound or turnover. The time & score console records none of these, so a game scored only
 * there shows no player lines.
 */
export function statsRecorded(state: Pick<GameState, 'players' | 'totals'>): boolean {
  return (
    Object.values(state.players).some((l) => l.onCourt || appeared(l)) ||
    teamSides.some((side) => state.totals[side].teamRebounds + state.totals[side].teamTurnovers > 0)
  );
}

/**
 * Whether the box has statistics of `side`: a player's line, or a team rebound or turnover. Only
 * such games count as played for `side`'s averages and the minimum-games rule; a game scored only
 * on the time & score console (or whose stats console followed the other team) does not.
 */
export function hasTeamStats(box: GameBox, side: TeamSide): boolean {
  return (
    box.players.some((p) => p.team === side) ||
    box.teams[side].rebounds > 0 ||
    box.teams[side].turnovers > 0
  );
}

export function gameBoxOf(state: GameState, log: readonly LoggedEvent[]): GameBox {
  const players = Object.values(state.players)
    .filter(appeared)
    .map((l) => ({ playerId: l.playerId, team: l.team, starter: l.starter, line: statLineOf(l) }));
  const teams = { home: emptyStatLine(), away: emptyStatLine() };
  for (const p of players) addStatLine(teams[p.team], p.line);
  for (const side of teamSides) {
    teams[side].rebounds += state.totals[side].teamRebounds;
    teams[side].turnovers += state.totals[side].teamTurnovers;
    // A team's +/- is the margin times five; the players' sum says nothing more useful.
    teams[side].plusMinus = 0;
  }
  const voided = new Set(state.voided);
  const shots: ShotRecord[] = [];
  for (const { event } of log) {
    if (event.type !== 'shot' || voided.has(event.clientId)) continue;
    if (event.x === undefined || event.y === undefined) continue;
    shots.push({
      playerId: event.playerId,
      team: event.team,
      period: event.period,
      x: event.x,
      y: event.y,
      made: event.made,
      points: event.points,
    });
  }
  return {
    players,
    teams,
    score: state.score,
    periodScores: state.periodScores,
    shots,
    lastSeq: state.lastSeq,
  };
}

/** Replays a game's log and reduces it to its box. */
export function gameBox(setup: GameSetup, log: readonly LoggedEvent[]): GameBox {
  return gameBoxOf(replay(setup, log), log);
}

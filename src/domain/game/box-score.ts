// The box score: each player's line and each team's totals, which are the sum of its players plus
// what belongs to no player (team rebounds and turnovers, coach and bench fouls), with percentages.
import { shotValuesOf, type GameRules } from '../season/rules.ts';
import type { GameEvent, TeamSide } from './events.ts';
import type { History } from './history.ts';
import type { BoxLine, TeamTotals } from './state.ts';

export function emptyLine(playerId: string, team: TeamSide): BoxLine {
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
    foulsDrawn: 0,
    technicalFouls: 0,
    unsportsmanlikeFouls: 0,
    plusMinus: 0,
    fouledOut: false,
  };
}

export function emptyTotals(): TeamTotals {
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
    foulsDrawn: 0,
    technicalFouls: 0,
  };
}

/** 0–100 with one decimal, or null with no attempts. */
/**
 * 0–100 with one decimal, rounded half up, or null without attempts. made × 1000 is an integer,
 * so halves stay exact (201/400 is 50.3, where (201/400) × 1000 in floats gives 50.2).
 */
export function pct(made: number, attempted: number): number | null {
  return attempted <= 0 ? null : Math.round((made * 1000) / attempted) / 10;
}

export function teamTotals(
  players: Record<string, BoxLine>,
  team: TeamSide,
  history: Pick<
    History,
    'teamRebounds' | 'teamTurnovers' | 'coachBenchFouls' | 'staffTechnicals' | 'teamTechnicals'
  >,
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
    t.foulsDrawn += l.foulsDrawn;
    t.technicalFouls += l.technicalFouls;
  }
  t.teamRebounds = history.teamRebounds[team];
  t.rebounds = t.offensiveRebounds + t.defensiveRebounds + t.teamRebounds;
  t.teamTurnovers = history.teamTurnovers[team];
  t.turnovers += t.teamTurnovers;
  t.fouls += history.coachBenchFouls[team];
  t.technicalFouls += history.staffTechnicals[team] + history.teamTechnicals[team];
  t.fieldGoalPct = pct(t.fieldGoalsMade, t.fieldGoalsAttempted);
  t.threePct = pct(t.threesMade, t.threesAttempted);
  t.freeThrowPct = pct(t.freeThrowsMade, t.freeThrowsAttempted);
  return t;
}

/**
 * A field-goal attempt on the shooter's line; returns the points it scored. A shot worth the
 * rules' beyond-the-arc value counts in the "threes" columns (in FIBA 3x3, the 2-pointers).
 */
export function countShot(
  line: BoxLine,
  e: Extract<GameEvent, { type: 'shot' }>,
  rules: Pick<GameRules, 'shotValues'>,
): number {
  const beyondArc = e.points === shotValuesOf(rules)[1];
  line.fieldGoalsAttempted += 1;
  if (beyondArc) line.threesAttempted += 1;
  if (!e.made) return 0;
  line.fieldGoalsMade += 1;
  if (beyondArc) line.threesMade += 1;
  line.points += e.points;
  return e.points;
}

/** A free throw on the shooter's line; returns the points it scored (1 unless it says). */
export function countFreeThrow(
  line: BoxLine,
  e: Extract<GameEvent, { type: 'free-throw' }>,
): number {
  line.freeThrowsAttempted += 1;
  if (!e.made) return 0;
  const points = e.points ?? 1;
  line.freeThrowsMade += 1;
  line.points += points;
  return points;
}

export function countRebound(line: BoxLine, offensive: boolean): void {
  if (offensive) line.offensiveRebounds += 1;
  else line.defensiveRebounds += 1;
  line.rebounds += 1;
}

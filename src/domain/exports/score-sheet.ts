// What a printed score sheet shows of one game (docs/product/live-games.md): per team the players with
// their points, fouls (kind and period) and shooting, the team fouls of each period and the
// timeouts taken; then the score by period and the running score, one line per scoring play.
// Built from the replayed state and the log, so it agrees with the live box score; a game whose
// score was entered by hand (no log) gives the final score and empty columns.
import { formatClock, isUntimedPeriod } from '../game/clock.ts';
import { teamSides, type FoulKind, type LoggedEvent, type TeamSide } from '../game/events.ts';
import type { BoxLine, GameState, Score } from '../game/state.ts';
import type { GameRules } from '../season/rules.ts';
import { appeared } from '../stats/game-box.ts';

export interface SheetTeamInput {
  name: string;
  shortName: string;
  coach: string;
  players: readonly {
    id: string;
    firstName: string;
    lastName: string;
    jersey: string;
    active: boolean;
  }[];
}

export interface SheetInput {
  rules: GameRules;
  home: SheetTeamInput;
  away: SheetTeamInput;
  state: GameState;
  log: readonly LoggedEvent[];
  /** The stored final score when it differs from the log's (entered by hand); else the state's. */
  finalScore: Score | null;
  /** A period's short name in the sheet's language ("Q1", "1C", "QT1"…). */
  periodName: (period: number) => string;
}

/** One foul on the sheet: "P2" is a personal foul in the 2nd period (FIBA sheets mark the same). */
export interface FoulMark {
  kind: FoulKind;
  period: number;
  mark: string;
}

export interface SheetPlayer {
  playerId: string;
  jersey: string;
  name: string;
  starter: boolean;
  points: number;
  fouls: FoulMark[];
  fieldGoalsMade: number;
  fieldGoalsAttempted: number;
  threesMade: number;
  threesAttempted: number;
  freeThrowsMade: number;
  freeThrowsAttempted: number;
}

export interface SheetTimeout {
  period: number;
  periodLabel: string;
  clock: string;
}

export interface SheetTeam {
  side: TeamSide;
  name: string;
  shortName: string;
  coach: string;
  players: SheetPlayer[];
  /** Fouls charged to the coach or the bench (not team fouls), with their marks. */
  coachBenchFouls: FoulMark[];
  /** Team fouls by period, index 0 = period 1 (as the reducer counts them for the bonus). */
  teamFouls: number[];
  timeouts: SheetTimeout[];
  totals: Omit<SheetPlayer, 'playerId' | 'jersey' | 'name' | 'starter' | 'fouls'> & {
    fouls: number;
  };
}

export interface ScoringPlay {
  period: number;
  periodLabel: string;
  clock: string;
  team: TeamSide;
  /** Null for a point from the scoreboard buttons, which names no player. */
  jersey: string | null;
  points: number;
  score: Score;
}

export interface ScoreSheet {
  home: SheetTeam;
  away: SheetTeam;
  /** Labels and points of each period played ("Q1"… "OT1"). Empty without a log. */
  periods: { period: number; label: string; home: number; away: number }[];
  finalScore: Score;
  scoring: ScoringPlay[];
  /** False for a game with no recorded events (a final score entered by hand). */
  hasLog: boolean;
}

const foulLetters: Record<FoulKind, string> = {
  personal: 'P',
  technical: 'T',
  unsportsmanlike: 'U',
  disqualifying: 'D',
  offensive: 'O',
};

/** Jersey order as on a sheet: "0", "00", "4", "10"… */
/** The game clock of a play: none in an untimed overtime (FIBA 3x3), which has no clock. */
function clockAt(period: number, clockMs: number, rules: GameRules): string {
  return isUntimedPeriod(rules, period) ? '' : formatClock(clockMs, rules);
}

function byJersey(a: { jersey: string }, b: { jersey: string }): number {
  return Number(a.jersey) - Number(b.jersey) || a.jersey.length - b.jersey.length;
}

export function scoreSheet(input: SheetInput): ScoreSheet {
  const { rules, state, log } = input;
  const voided = new Set(state.voided);
  const live = log.filter((l) => l.event.type !== 'void' && !voided.has(l.event.clientId));
  const periodsPlayed = Math.max(state.period, state.periodScores.length, 0);

  const jerseyOf = new Map<string, string>();
  for (const side of teamSides) for (const p of input[side].players) jerseyOf.set(p.id, p.jersey);

  const fouls = new Map<string, FoulMark[]>();
  const coachBench: Record<TeamSide, FoulMark[]> = { home: [], away: [] };
  const timeouts: Record<TeamSide, SheetTimeout[]> = { home: [], away: [] };
  for (const { event: e } of live) {
    if (e.type === 'foul') {
      const mark = { kind: e.kind, period: e.period, mark: `${foulLetters[e.kind]}${e.period}` };
      if (e.offender !== 'player') {
        coachBench[e.team].push({
          ...mark,
          mark: `${e.offender === 'coach' ? 'C' : 'B'}${e.period}`,
        });
      } else if (e.playerId !== null) {
        fouls.set(e.playerId, [...(fouls.get(e.playerId) ?? []), mark]);
      }
    } else if (e.type === 'timeout') {
      timeouts[e.team].push({
        period: e.period,
        periodLabel: input.periodName(e.period),
        clock: clockAt(e.period, e.clockMs, rules),
      });
    }
  }

  const team = (side: TeamSide): SheetTeam => {
    const info = input[side];
    const players = info.players
      .filter((p) => {
        const line = state.players[p.id];
        return p.active || (line !== undefined && appeared(line));
      })
      .map((p): SheetPlayer => {
        const line: Partial<BoxLine> = state.players[p.id] ?? {};
        return {
          playerId: p.id,
          jersey: p.jersey,
          name: `${p.firstName} ${p.lastName}`.trim(),
          starter: line.starter ?? false,
          points: line.points ?? 0,
          fouls: fouls.get(p.id) ?? [],
          fieldGoalsMade: line.fieldGoalsMade ?? 0,
          fieldGoalsAttempted: line.fieldGoalsAttempted ?? 0,
          threesMade: line.threesMade ?? 0,
          threesAttempted: line.threesAttempted ?? 0,
          freeThrowsMade: line.freeThrowsMade ?? 0,
          freeThrowsAttempted: line.freeThrowsAttempted ?? 0,
        };
      })
      .sort(byJersey);
    const teamFouls: number[] = [];
    for (let period = 1; period <= periodsPlayed; period++) {
      teamFouls.push(state.periodTeamFouls[period - 1]?.[side] ?? 0);
    }
    const sum = (k: keyof SheetTeam['totals']) =>
      players.reduce((n, p) => n + (k === 'fouls' ? p.fouls.length : p[k]), 0);
    return {
      side,
      name: info.name,
      shortName: info.shortName,
      coach: info.coach,
      players,
      coachBenchFouls: coachBench[side],
      teamFouls,
      timeouts: timeouts[side],
      totals: {
        points: state.totals[side].points,
        fouls: sum('fouls'),
        fieldGoalsMade: sum('fieldGoalsMade'),
        fieldGoalsAttempted: sum('fieldGoalsAttempted'),
        threesMade: sum('threesMade'),
        threesAttempted: sum('threesAttempted'),
        freeThrowsMade: sum('freeThrowsMade'),
        freeThrowsAttempted: sum('freeThrowsAttempted'),
      },
    };
  };

  const scoring: ScoringPlay[] = [];
  let running: Score = { home: 0, away: 0 };
  for (const entry of state.playByPlay) {
    for (const side of teamSides) {
      const delta = entry.score[side] - running[side];
      if (delta === 0) continue;
      scoring.push({
        period: entry.period,
        periodLabel: input.periodName(entry.period),
        clock: clockAt(entry.period, entry.clockMs, rules),
        team: side,
        jersey: entry.playerId ? (jerseyOf.get(entry.playerId) ?? null) : null,
        points: delta,
        score: { ...entry.score },
      });
    }
    running = entry.score;
  }

  return {
    home: team('home'),
    away: team('away'),
    periods: state.periodScores.map((s, i) => ({
      period: i + 1,
      label: input.periodName(i + 1),
      home: s.home,
      away: s.away,
    })),
    finalScore: input.finalScore ?? state.score,
    scoring,
    hasLog: live.length > 0,
  };
}

/** "Q1 2, Q2 3": team fouls per period as one line of text. */
export function teamFoulsText(
  sheet: ScoreSheet,
  side: TeamSide,
  periodName: SheetInput['periodName'],
): string {
  return sheet[side].teamFouls.map((n, i) => `${periodName(i + 1)} ${n}`).join(', ');
}

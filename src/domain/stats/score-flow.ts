// The running score through a game, for its score-flow chart. It is read off the replayed
// state's play-by-play, which is already in game-time order, leaves voided events out and carries
// the running score by the game's score source: the chart always agrees with the scoreboard.
import { clockRemaining, elapsedGameMs, periodLabel } from '../game/clock.ts';
import type { LoggedEvent, TeamSide } from '../game/events.ts';
import { replay } from '../game/reducer.ts';
import type { GameSetup, GameState } from '../game/state.ts';
import type { GameRules } from '../season/rules.ts';

export interface ScoreFlowPoint {
  /** Game time elapsed since the start, in ms (earlier periods count in full). */
  elapsedMs: number;
  period: number;
  home: number;
  away: number;
}

export interface ScoreFlow {
  /**
   * 0–0 at the start, then one point per change of the score (an and-one is two points at the
   * same moment), then the final score at the end of the last period once the game is over, or,
   * while it is live, the current score at the current game time (so the line reaches "now").
   * Empty for a game with nothing logged.
   */
  points: ScoreFlowPoint[];
  /** Elapsed ms at the end of every period reached so far (the current one included). */
  periodEnds: number[];
  /** Each of those periods' names ("Q1", "OT1"…), by the season's rules. */
  periodLabels: string[];
}

/** `serverNow` (epoch ms) places a live game's last point at the game clock's current reading. */
export function scoreFlowOf(state: GameState, rules: GameRules, serverNow?: number): ScoreFlow {
  const plays = state.playByPlay;
  if (plays.length === 0) return { points: [], periodEnds: [], periodLabels: [] };
  const points: ScoreFlowPoint[] = [{ elapsedMs: 0, period: 1, home: 0, away: 0 }];
  let lastPeriod = Math.max(1, state.period);
  let last = { home: 0, away: 0 };
  for (const entry of plays) {
    // Entries before the tip-off (lineups) sit in period 0; they are at the start of period 1.
    const period = Math.max(1, entry.period);
    lastPeriod = Math.max(lastPeriod, period);
    if (entry.score.home === last.home && entry.score.away === last.away) continue;
    last = entry.score;
    points.push({
      elapsedMs: elapsedGameMs(rules, period, entry.clockMs),
      period,
      home: last.home,
      away: last.away,
    });
  }
  const periodEnds: number[] = [];
  const periodLabels: string[] = [];
  for (let p = 1; p <= lastPeriod; p++) {
    periodEnds.push(elapsedGameMs(rules, p, 0));
    periodLabels.push(periodLabel(p, rules));
  }
  if (state.status === 'final') {
    const end = periodEnds.at(-1)!;
    const tail = points.at(-1)!;
    const final = { elapsedMs: end, period: lastPeriod, ...state.score };
    // The last change may have come with no time left (a buzzer-beater): no second point there.
    const same = tail.elapsedMs === end && tail.home === final.home && tail.away === final.away;
    if (!same) points.push(final);
  } else if (state.status === 'live' && serverNow !== undefined) {
    const period = Math.max(1, state.period);
    const elapsedMs = elapsedGameMs(rules, period, clockRemaining(state.clock, serverNow));
    if (elapsedMs > points.at(-1)!.elapsedMs) points.push({ elapsedMs, period, ...state.score });
  }
  return { points, periodEnds, periodLabels };
}

/** Replays a game's log and takes its score flow. */
export function scoreFlow(setup: GameSetup, log: readonly LoggedEvent[]): ScoreFlow {
  return scoreFlowOf(replay(setup, log), setup.rules);
}

export interface LargestLead {
  team: TeamSide;
  by: number;
  /** The period the lead was first that large in. */
  period: number;
}

export interface LeadSummary {
  /** Each team's largest lead, or null for a team that never led. */
  largest: Record<TeamSide, LargestLead | null>;
  /** Times the lead passed from one team to the other (a tie in between does not count twice). */
  leadChanges: number;
  /** Times the score became level after 0–0. */
  timesTied: number;
}

/** What a reader of the score-flow chart wants in words: largest leads and lead changes. */
export function leadSummary(points: readonly ScoreFlowPoint[]): LeadSummary {
  const largest: LeadSummary['largest'] = { home: null, away: null };
  let leadChanges = 0;
  let timesTied = 0;
  let leader: TeamSide | null = null;
  let previousMargin = 0;
  for (const p of points) {
    const margin = p.home - p.away;
    if (margin === 0) {
      if (previousMargin !== 0) timesTied++;
    } else {
      const team: TeamSide = margin > 0 ? 'home' : 'away';
      const by = Math.abs(margin);
      if (leader !== null && leader !== team) leadChanges++;
      leader = team;
      const best = largest[team];
      if (!best || by > best.by) largest[team] = { team, by, period: p.period };
    }
    previousMargin = margin;
  }
  return { largest, leadChanges, timesTied };
}

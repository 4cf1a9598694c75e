// Fouls (docs/product/live-games.md): team fouls per period, half or game, the bonus, and fouling out.
// - bonus[team] is true when `team` has committed at least rules.teamFoulsBeforeBonus team fouls
//   in the current period (or half, or game, by rules.teamFoulsReset), so each further foul by `team` gives
//   the OPPONENT free throws (FIBA's "team foul penalty"; US broadcasts say the opponent "is in the
//   bonus"). FIBA's 4 means the 5th foul is the first with free throws.
// - Team fouls: the time & score console records fouls without a player, the stats consoles record
//   them with a player; when both run, they record the same fouls. So a team's fouls in a period
//   are the larger of the two counts, never their sum. Coach and bench fouls are not team fouls.
// - A player's personalFouls (the PF column) count every foul they committed, technicals only
//   where the rulebook says so (rules.technicalFouls: not in the NBA); they foul out at
//   rules.personalFoulsToDisqualify (never in FIBA 3x3), and are disqualified by a disqualifying
//   foul, or by technical and unsportsmanlike fouls as rules.ejection counts them (FIBA: two in
//   any mix; NBA: two technicals, or two flagrants; FIBA 3x3: two unsportsmanlike fouls). A
//   technical is a team foul where the rulebook says so.
// - A technical charged to the team itself (offender 'team') is counted among its technicals only.
// - The player a foul was committed on (drawnByPlayerId) drew it (foulsDrawn, the NBA's PFD),
//   whoever committed it; a technical is drawn by nobody, as the NBA counts it.
import type { GameRules } from '../season/rules.ts';
import { firstHalfEnd } from './clock.ts';
import type { Draft } from './draft.ts';
import type { GameEvent } from './events.ts';
import { otherSide, sameScore, sumScores, zero } from './score.ts';
import type { BoxLine, Score } from './state.ts';

/**
 * The periods whose team fouls count now: this period, or this half (overtimes join the 2nd), or
 * the whole game so far.
 */
export function foulWindow(rules: GameRules, period: number): [number, number] {
  if (rules.teamFoulsReset === 'period') return [period, period];
  if (rules.teamFoulsReset === 'game') return [1, period];
  const half = firstHalfEnd(rules);
  return period <= half ? [1, half] : [half + 1, Math.max(period, rules.periods)];
}

/** `disqualifying`: how many disqualifying fouls the player committed. */
export function fouledOut(rules: GameRules, line: BoxLine, disqualifying: number): boolean {
  const { technicals, unsportsmanlike, combined } = rules.ejection;
  const ejected = combined
    ? technicals !== null && line.technicalFouls + line.unsportsmanlikeFouls >= technicals
    : (technicals !== null && line.technicalFouls >= technicals) ||
      (unsportsmanlike !== null && line.unsportsmanlikeFouls >= unsportsmanlike);
  const limit = rules.personalFoulsToDisqualify;
  return (limit !== null && line.personalFouls >= limit) || disqualifying > 0 || ejected;
}

export function recordFoul(d: Draft, e: Extract<GameEvent, { type: 'foul' }>): void {
  const h = d.h;
  const rules = d.setup.rules;
  const technical = e.kind === 'technical';
  if (e.drawnByPlayerId !== undefined && !technical) {
    d.line(e.drawnByPlayerId, otherSide(e.team)).foulsDrawn += 1;
  }
  if (e.offender === 'team') {
    d.bumpCounter('teamTechnicals', e.team);
    return;
  }
  if (e.offender !== 'player') {
    d.bumpCounter('coachBenchFouls', e.team);
    if (technical) d.bumpCounter('staffTechnicals', e.team);
    return;
  }
  const teamFoul = !technical || rules.technicalFouls.team;
  if (e.playerId === null) {
    if (teamFoul) h.foulsUnnamed = d.bump(h.foulsUnnamed, e.period, e.team, 1);
    return;
  }
  if (teamFoul) h.foulsNamed = d.bump(h.foulsNamed, e.period, e.team, 1);
  const line = d.line(e.playerId, e.team);
  if (!technical || rules.technicalFouls.personal) line.personalFouls += 1;
  if (technical) line.technicalFouls += 1;
  if (e.kind === 'unsportsmanlike') line.unsportsmanlikeFouls += 1;
  if (e.kind === 'disqualifying') {
    h.disqualifying = d.own(h.disqualifying);
    h.disqualifying[e.playerId] = (h.disqualifying[e.playerId] ?? 0) + 1;
  }
  const out = fouledOut(d.setup.rules, line, h.disqualifying[e.playerId] ?? 0);
  if (out && !line.fouledOut) {
    const lists = (d.s.fouledOut = d.own(d.s.fouledOut));
    lists[line.team] = [...lists[line.team], line.playerId];
  }
  line.fouledOut = out;
}

/** Team fouls of `period` (1…): the larger of the counts with and without a player. */
function periodFouls(d: Draft, period: number): Score {
  const named = d.h.foulsNamed[period];
  const unnamed = d.h.foulsUnnamed[period];
  return {
    home: Math.max(named?.home ?? 0, unnamed?.home ?? 0),
    away: Math.max(named?.away ?? 0, unnamed?.away ?? 0),
  };
}

/** Team fouls per period, and the team fouls and bonus of the current period. */
export function settleTeamFouls(d: Draft): void {
  const { s, h } = d;
  const rules = d.setup.rules;
  const periods = Math.max(h.foulsNamed.length - 1, h.foulsUnnamed.length - 1, s.period);
  const perPeriod: Score[] = [];
  for (let p = 1; p <= periods; p++) perPeriod.push(periodFouls(d, p));
  const same = (f: Score, i: number) => sameScore(f, perPeriod[i]!);
  // A new array only when a count changed: most events are not fouls.
  if (s.periodTeamFouls.length !== periods || !s.periodTeamFouls.every(same)) {
    s.periodTeamFouls = perPeriod;
  }
  if (s.period >= 1) {
    const [from, to] = foulWindow(rules, s.period);
    const fouls = sumScores(s.periodTeamFouls, from - 1, to - 1);
    if (!sameScore(fouls, s.teamFouls)) s.teamFouls = fouls;
  } else if (!sameScore(s.teamFouls, zero())) s.teamFouls = zero();
  const limit = rules.teamFoulsBeforeBonus;
  const bonus = { home: s.teamFouls.home >= limit, away: s.teamFouls.away >= limit };
  if (bonus.home !== s.bonus.home || bonus.away !== s.bonus.away) s.bonus = bonus;
}

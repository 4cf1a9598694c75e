// What follows a foul: who was most likely fouled and how many free throws the rulebook gives, so
// a console can offer the right shooter and count for the scorer to confirm with one tap.
import { shotValuesOf, type GameRules } from '../season/rules.ts';
import type { FoulKind, GameEvent, LoggedEvent, ShotPoints, TeamSide } from './events.ts';
import { otherSide } from './score.ts';
import type { GameState } from './state.ts';

/** The attempt a shooting foul was most likely on. */
export interface LikelyShot {
  playerId: string;
  made: boolean;
  points: ShotPoints;
}

/**
 * The last shot attempt of the team `foulingTeam` plays against, in the current period, that
 * still counts (not undone): a shooting foul is almost always on it.
 */
export function likelyShot(
  state: GameState,
  log: readonly LoggedEvent[],
  foulingTeam: TeamSide,
): LikelyShot | null {
  const voided = new Set(state.voided);
  const shooters = otherSide(foulingTeam);
  for (let i = log.length - 1; i >= 0; i--) {
    const e: GameEvent = log[i]!.event;
    if (voided.has(e.clientId)) continue;
    if (e.type === 'period-start') return null;
    if (e.type === 'shot' && e.team === shooters) {
      return { playerId: e.playerId, made: e.made, points: e.points };
    }
  }
  return null;
}

/** Technical fouls: one free throw in FIBA and NBA games, two in NCAA and high-school games. */
function technicalFreeThrows(rules: Pick<GameRules, 'preset'>): number {
  return rules.preset === 'ncaa-men' || rules.preset === 'ncaa-women' || rules.preset === 'nfhs'
    ? 2
    : 1;
}

/**
 * Free throws a foul gives, by its kind: on a shooter, one after a made shot (and-one) or as many
 * as the attempt was worth (an attempt not found counts as one inside the arc); a personal foul by
 * a team already at its team-foul limit, two (a one-and-one where a rulebook has it is the
 * scorer's to adjust); unsportsmanlike and disqualifying, two; offensive, none.
 *
 * FIBA 3x3 (2024 Rules, Art. 7.2–7.4): a shooting foul gives 1 inside the arc and 2 beyond it, 1
 * after a made shot; from the 7th team foul every foul gives 2, on a shooter too, whatever the
 * shot (the 10th and after add possession, which is not a free throw).
 */
export function freeThrowsFor(input: {
  kind: FoulKind;
  shooting: boolean;
  shot: LikelyShot | null;
  /** The fouling team had reached its team-foul limit before this foul. */
  inPenalty: boolean;
  rules: Pick<GameRules, 'preset' | 'shotValues'>;
}): number {
  const { kind, shooting, shot, inPenalty, rules } = input;
  const [inside] = shotValuesOf(rules);
  switch (kind) {
    case 'offensive':
      return 0;
    case 'technical':
      return technicalFreeThrows(rules);
    case 'unsportsmanlike':
    case 'disqualifying':
      return 2;
    case 'personal':
      // Only FIBA 3x3 scores 1 inside the arc, and only there does the penalty override.
      if (inPenalty && inside === 1) return 2;
      if (shooting) return shot === null ? inside : shot.made ? 1 : shot.points;
      return inPenalty ? 2 : 0;
  }
}

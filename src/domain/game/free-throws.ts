// What follows a foul: who was most likely fouled and how many free throws the rulebook gives, so
// a console can offer the right shooter and count for the scorer to confirm with one tap.
import type { GameRules } from '../season/rules.ts';
import type { FoulKind, GameEvent, LoggedEvent, TeamSide } from './events.ts';
import { otherSide } from './score.ts';
import type { GameState } from './state.ts';

/** The attempt a shooting foul was most likely on. */
export interface LikelyShot {
  playerId: string;
  made: boolean;
  points: 2 | 3;
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
 * as the attempt was worth; a personal foul by a team already at its team-foul limit, two (a
 * one-and-one where a rulebook has it is the scorer's to adjust); unsportsmanlike and
 * disqualifying, two; offensive, none.
 */
export function freeThrowsFor(input: {
  kind: FoulKind;
  shooting: boolean;
  shot: LikelyShot | null;
  /** The fouling team had reached its team-foul limit before this foul. */
  inPenalty: boolean;
  rules: Pick<GameRules, 'preset'>;
}): number {
  const { kind, shooting, shot, inPenalty, rules } = input;
  switch (kind) {
    case 'offensive':
      return 0;
    case 'technical':
      return technicalFreeThrows(rules);
    case 'unsportsmanlike':
    case 'disqualifying':
      return 2;
    case 'personal':
      if (shooting) return shot === null ? 2 : shot.made ? 1 : shot.points;
      return inPenalty ? 2 : 0;
  }
}

// Jersey entry: on a stats console a scorer types a player's number, then the play's key ("23"
// then "2" is a made two for number 23). A number that starts a longer one ("2" of "23") waits a
// moment for the next digit; one that two teams share is asked about, never guessed.
import type { TeamSide } from '../../../../domain/game/events.ts';

export interface JerseyPlayer {
  side: TeamSide;
  playerId: string;
  jersey: string;
}

export type JerseyMatch =
  | { kind: 'select'; player: JerseyPlayer }
  /** More digits could still make another number: wait for them (or for the pause). */
  | { kind: 'wait' }
  /** Both teams have this number: the scorer picks the team. */
  | { kind: 'ambiguous'; players: JerseyPlayer[] }
  | { kind: 'none' };

/** How long a typed number waits for another digit before it counts as typed. */
export const jerseyPauseMs = 700;

/**
 * What `typed` means among `players`; `final` once the pause has passed (no more digits come).
 */
export function matchJersey(
  typed: string,
  players: readonly JerseyPlayer[],
  final: boolean,
): JerseyMatch {
  if (typed === '') return { kind: 'none' };
  const exact = players.filter((p) => p.jersey === typed);
  const longer = players.some((p) => p.jersey.length > typed.length && p.jersey.startsWith(typed));
  if (!final && longer) return { kind: 'wait' };
  if (exact.length === 1) return { kind: 'select', player: exact[0]! };
  if (exact.length > 1) return { kind: 'ambiguous', players: exact };
  return { kind: 'none' };
}

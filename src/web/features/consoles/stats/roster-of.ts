import type { LiveGame, LivePlayer } from '../../../../contract/live-games.ts';
import type { TeamSide } from '../../../../domain/game/events.ts';
import type { GameState } from '../../../../domain/game/state.ts';

/** Players a dialog offers: the active roster, plus anyone on court (even if made inactive). */
export function rosterOf(game: LiveGame, state: GameState, side: TeamSide): LivePlayer[] {
  const onCourt = new Set(state.onCourt[side]);
  return game[side].players
    .filter((p) => p.active || onCourt.has(p.id))
    .slice()
    .sort((a, b) => Number(a.jersey) - Number(b.jersey) || a.jersey.localeCompare(b.jersey));
}

// Events in words, with the players' names and numbers: the play-by-play, the undo/edit dialogs
// and the "not recorded" notices all say what the domain's play-by-play says (play-by-play.ts),
// with names put in and the side named where no player is.
import type { LiveGame } from '../../../contract/live-games.ts';
import { eventTeam, type GameEvent, type TeamSide } from '../../../domain/game/events.ts';
import {
  describeEvent as describeInDomain,
  fillPlayerNames,
  playersInDescription,
} from '../../../domain/game/play-by-play.ts';
import type { PlayEntry } from '../../../domain/game/state.ts';
import { playerLabel } from '../../lib/format.ts';

export function findPlayer(game: LiveGame | null, id: string | null | undefined) {
  if (!game || !id) return null;
  return (
    game.home.players.find((p) => p.id === id) ?? game.away.players.find((p) => p.id === id) ?? null
  );
}

export function teamName(game: LiveGame | null, side: TeamSide): string {
  if (!game) return side === 'home' ? 'Home' : 'Away';
  return game[side].name;
}

function withSide(game: LiveGame | null, description: string, team: TeamSide | null): string {
  const text = fillPlayerNames(description, (id) => {
    const player = findPlayer(game, id);
    return player ? playerLabel(player) : 'unknown player';
  });
  return team !== null && playersInDescription(description).length === 0
    ? `${text}: ${teamName(game, team)}`
    : text;
}

/** One line for one event, as the play-by-play shows it. */
export function describeEvent(game: LiveGame | null, event: GameEvent): string {
  const rules = game?.rules ?? { showTenthsLastMinute: false, periods: 4 };
  return withSide(game, describeInDomain(event, rules), eventTeam(event));
}

/** A line of the state's play-by-play, with names. */
export function describePlay(game: LiveGame | null, entry: PlayEntry): string {
  return withSide(game, entry.description, entry.team);
}

/** The reducer names players by id; a person reads "#7 Ada Stone". */
export function withNames(game: LiveGame | null, text: string): string {
  if (!game) return text;
  let out = text;
  for (const p of [...game.home.players, ...game.away.players]) {
    if (out.includes(p.id))
      out = out.split(`Player ${p.id}`).join(playerLabel(p)).split(p.id).join(playerLabel(p));
  }
  return out;
}

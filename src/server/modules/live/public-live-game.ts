// The game setup that anonymous screens receive (public state, public streams): rosters with
// players' names, and the coaches', in the form the tournament's organiser chose for the public
// league site, and without the names of the crew's devices. Made
// once per setup object and display — a crowd of public scoreboards shares it — and made anew
// when the setup is re-read (a roster change, or the organiser changing the name form, which
// announces a setup change for the whole tournament).
import type { LiveGame, LiveTeam } from '../../../contract/live-games.ts';
import type { PublicNameDisplay } from '../../../contract/public-league.ts';
import { publicNameParts, publicPersonName } from '../public-league/public-name.ts';

const views = new WeakMap<LiveGame, { display: PublicNameDisplay; game: LiveGame }>();

function publicTeam(team: LiveTeam, display: PublicNameDisplay): LiveTeam {
  return {
    ...team,
    coach: publicPersonName(team.coach, display),
    players: team.players.map((p) => ({ ...p, ...publicNameParts(p, display) })),
  };
}

export function publicLiveGame(game: LiveGame, display: PublicNameDisplay): LiveGame {
  const known = views.get(game);
  if (known?.display === display) return known.game;
  // Nothing public names a device: the crew's names for them stay with the members.
  const { deviceNames: _names, ...rest } = game;
  const view =
    display === 'full'
      ? rest
      : { ...rest, home: publicTeam(game.home, display), away: publicTeam(game.away, display) };
  views.set(game, { display, game: view });
  return view;
}

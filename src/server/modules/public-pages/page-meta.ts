// What a public page says about itself to search engines and link previews: title, description,
// canonical address, Open Graph and Twitter card tags. The preview images are the game's card, or
// the league's standings card for every other page.
import type { PublicView } from '../../../public-site/public-view.tsx';
import { leagueLinks } from '../../../public-site/links.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the page's preview image. */
  imagePath: string;
}

function scoreLine(view: Extract<PublicView, { page: 'game' }>): string {
  const { game } = view.data;
  if (game.homeScore === null || game.awayScore === null || game.status === 'scheduled') {
    return `${game.home.name} vs ${game.away.name}`;
  }
  return `${game.home.name} ${game.homeScore}–${game.awayScore} ${game.away.name}`;
}

export function pageMeta(view: PublicView): PageMeta {
  const league = view.data.league;
  const slug = league.slug;
  const seasonName = league.season === null ? '' : ` (${league.season.name})`;
  const about = league.description !== '' ? league.description : `${league.name}${seasonName}`;
  const page = (title: string, description: string): PageMeta => ({
    title: `${title} · ${league.name}`,
    description,
    imagePath: leagueLinks.standingsCard(slug),
  });
  switch (view.page) {
    case 'home':
      return {
        title: league.name,
        description: `${about}: live scores, schedule, standings and results.`,
        imagePath: leagueLinks.standingsCard(slug),
      };
    case 'schedule':
      return page('Schedule and results', `Games and results of ${league.name}${seasonName}.`);
    case 'standings':
      return page('Standings', `Standings of ${league.name}${seasonName}, with tiebreaks.`);
    case 'bracket':
      return page('Bracket', `Playoff bracket of ${league.name}${seasonName}.`);
    case 'leaders':
      return page('Stat leaders', `Statistical leaders of ${league.name}${seasonName}.`);
    case 'team': {
      const { team, record } = view.data;
      return page(
        team.name,
        `${team.name} in ${league.name}: ${record.wins}–${record.losses}, roster, games.`,
      );
    }
    case 'player': {
      const { player, team } = view.data;
      return page(
        player.name,
        `${player.name}, #${player.jersey} of ${team.name} in ${league.name}.`,
      );
    }
    case 'game': {
      const line = scoreLine(view);
      return {
        title: `${line} · ${league.name}`,
        description: `${line}: score, play-by-play and box score in ${league.name}.`,
        imagePath: leagueLinks.gameCard(slug, view.data.game.id),
      };
    }
  }
}

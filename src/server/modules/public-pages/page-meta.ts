// What a public page says about itself to search engines and link previews, in the page's
// language: title, description, canonical address, Open Graph and Twitter card tags. The preview
// images are the game's card, or the league's standings card for every other page.
import type { PublicView } from '../../../public-site/public-view.tsx';
import { leagueLinks } from '../../../public-site/links.ts';
import type { Words } from '../../../public-site/words.ts';

export interface PageMeta {
  title: string;
  description: string;
  /** Path of the page's preview image. */
  imagePath: string;
}

function scoreLine(words: Words, view: Extract<PublicView, { page: 'game' }>): string {
  const { game } = view.data;
  if (game.homeScore === null || game.awayScore === null || game.status === 'scheduled') {
    return words.tc('vs', { home: game.home.name, away: game.away.name });
  }
  return words.t('meta.gameScore', {
    home: game.home.name,
    homeScore: game.homeScore,
    awayScore: game.awayScore,
    away: game.away.name,
  });
}

export function pageMeta(view: PublicView, words: Words): PageMeta {
  const { t } = words;
  const league = view.data.league;
  const slug = league.slug;
  // The league with the season shown, when it has one: "Harbour League (Spring 2026)".
  const named =
    league.season === null
      ? league.name
      : t('meta.leagueSeason', { league: league.name, season: league.season.name });
  const page = (title: string, description: string): PageMeta => ({
    title: t('meta.title', { title, league: league.name }),
    description,
    imagePath: leagueLinks.standingsCard(slug),
  });
  switch (view.page) {
    case 'home':
      return {
        title: league.name,
        description: t('meta.home', {
          about: league.description !== '' ? league.description : named,
        }),
        imagePath: leagueLinks.standingsCard(slug),
      };
    case 'schedule':
      return page(t('schedule.title'), t('meta.schedule', { league: named }));
    case 'standings':
      return page(t('standings.title'), t('meta.standings', { league: named }));
    case 'bracket':
      return page(t('bracket.title'), t('meta.bracket', { league: named }));
    case 'leaders':
      return page(t('leaders.title'), t('meta.leaders', { league: named }));
    case 'team': {
      const { team, record } = view.data;
      return page(
        team.name,
        t('meta.team', {
          team: team.name,
          league: league.name,
          wins: record.wins,
          losses: record.losses,
        }),
      );
    }
    case 'player': {
      const { player, team } = view.data;
      return page(
        player.name,
        t('meta.player', {
          player: player.name,
          jersey: player.jersey,
          team: team.name,
          league: league.name,
        }),
      );
    }
    case 'game': {
      const line = scoreLine(words, view);
      return {
        title: t('meta.title', { title: line, league: league.name }),
        description: t('meta.game', { line, league: league.name }),
        imagePath: leagueLinks.gameCard(slug, view.data.game.id),
      };
    }
  }
}

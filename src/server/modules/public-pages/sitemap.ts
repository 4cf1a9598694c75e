// The site's files for search engines: one sitemap per league (every page of its current season:
// the sections, each team, each player on a roster, each game) and /robots.txt, which lets them
// read the league sites and embeds and keeps them out of the API and the app.
import { leagueLinks } from '../../../public-site/links.ts';
import type { PublicAnswers } from '../public-league/public-answers.ts';
import type { PublicAnswer } from '../public-league/public-loaders.ts';

export const robotsTxt = `User-agent: *
Allow: /leagues/
Allow: /embed/
Allow: /assets/
Allow: /favicon.svg
Disallow: /api/
Disallow: /
`;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The sitemap's XML, or the loader's redirect or not-found answer. */
export async function leagueSitemap(
  answers: PublicAnswers,
  slug: string,
  origin: string,
): Promise<PublicAnswer<string>> {
  const schedule = await answers.schedule(slug, {});
  if (schedule.kind !== 'ok') return schedule;
  const { teams, games } = schedule.body;
  const paths = [
    leagueLinks.home(slug),
    leagueLinks.schedule(slug),
    leagueLinks.standings(slug),
    leagueLinks.bracket(slug),
    leagueLinks.leaders(slug),
    ...teams.map((team) => leagueLinks.team(slug, team.id)),
  ];
  for (const team of teams) {
    const page = await answers.team(slug, team.id, {});
    if (page.kind !== 'ok') continue;
    paths.push(...page.body.roster.map((player) => leagueLinks.player(slug, player.id)));
  }
  paths.push(...games.map((game) => leagueLinks.game(slug, game.id)));
  const urls = [...new Set(paths)]
    .map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`)
    .join('\n');
  return {
    kind: 'ok',
    body: `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`,
  };
}

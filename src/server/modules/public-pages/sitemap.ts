// The site's files for search engines: one sitemap per league (every page of its current season:
// the sections, each team, each player on a roster, each game) and /robots.txt, which lets them
// read the league sites and embeds and keeps them out of the API and the app.
import { leagueLinks } from '../../../public-site/links.ts';
import type { ChargeWork } from '../../http/public-work-budget.ts';
import type { PublicAnswers, PublicSiteMap } from '../public-league/public-answers.ts';
import { madeOnce, type Tagged } from '../public-league/public-http.ts';
import { readCosts } from '../public-league/public-read-costs.ts';
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

/**
 * The sitemap's XML and its tag, or the league's redirect or not-found answer. It is made once per
 * version of the season, address and origin (the season's list is the same object until the
 * season changes), and the reader that has it made pays for it.
 */
export async function leagueSitemap(
  answers: PublicAnswers,
  slug: string,
  origin: string,
  charge: ChargeWork,
): Promise<PublicAnswer<Tagged>> {
  const answer = await answers.siteMap(slug, charge);
  if (answer.kind !== 'ok') return answer;
  const map = answer.body;
  const xml = madeOnce(map, `sitemap ${slug}\n${origin}`, () => {
    const text = sitemapXml(slug, origin, map);
    charge(readCosts.serialised(text.length));
    return text;
  });
  return { kind: 'ok', body: xml };
}

function sitemapXml(slug: string, origin: string, map: PublicSiteMap): string {
  const paths = [
    leagueLinks.home(slug),
    leagueLinks.schedule(slug),
    leagueLinks.standings(slug),
    leagueLinks.bracket(slug),
    leagueLinks.leaders(slug),
    ...map.teamIds.map((id) => leagueLinks.team(slug, id)),
    ...map.playerIds.map((id) => leagueLinks.player(slug, id)),
    ...map.gameIds.map((id) => leagueLinks.game(slug, id)),
  ];
  const urls = [...new Set(paths)]
    .map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
}

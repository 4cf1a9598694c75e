// The site's files for search engines: one sitemap per league (every page of its current season:
// the sections, each team, each player on a roster, each game) and /robots.txt, which lets them
// read the league sites and embeds and keeps them out of the API and the app.
import { leagueLinks } from '../../../public-site/links.ts';
import type { ChargeWork } from '../../http/public-work-budget.ts';
import type { PublicAnswers, PublicSiteMap } from '../public-league/public-answers.ts';
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

/** A season's sitemaps: made once per version of the season, per address and origin. */
const made = new WeakMap<PublicSiteMap, Map<string, string>>();

/** The sitemap's XML, or the league's redirect or not-found answer. */
export async function leagueSitemap(
  answers: PublicAnswers,
  slug: string,
  origin: string,
  charge: ChargeWork,
): Promise<PublicAnswer<string>> {
  const answer = await answers.siteMap(slug, charge);
  if (answer.kind !== 'ok') return answer;
  const map = answer.body;
  let versions = made.get(map);
  if (!versions) made.set(map, (versions = new Map<string, string>()));
  let xml = versions.get(`${slug}\n${origin}`);
  if (xml === undefined) {
    xml = sitemapXml(slug, origin, map);
    versions.set(`${slug}\n${origin}`, xml);
  }
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

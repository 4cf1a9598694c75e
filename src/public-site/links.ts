// The public site's addresses (docs/product/public-league-site.md), built in one place for the
// pages, the sitemap and the server's canonical URLs.

const enc = encodeURIComponent;

export const leagueLinks = {
  home: (slug: string) => `/leagues/${enc(slug)}`,
  schedule: (slug: string) => `/leagues/${enc(slug)}/schedule`,
  standings: (slug: string) => `/leagues/${enc(slug)}/standings`,
  bracket: (slug: string) => `/leagues/${enc(slug)}/bracket`,
  leaders: (slug: string) => `/leagues/${enc(slug)}/leaders`,
  team: (slug: string, teamId: string) => `/leagues/${enc(slug)}/teams/${enc(teamId)}`,
  player: (slug: string, playerId: string) => `/leagues/${enc(slug)}/players/${enc(playerId)}`,
  game: (slug: string, gameId: string) => `/leagues/${enc(slug)}/games/${enc(gameId)}`,
  gameCard: (slug: string, gameId: string) => `/leagues/${enc(slug)}/games/${enc(gameId)}/card.png`,
  standingsCard: (slug: string) => `/leagues/${enc(slug)}/standings/card.png`,
  sitemap: (slug: string) => `/leagues/${enc(slug)}/sitemap.xml`,
};

/** The JSON twin of a page: the same path under /api/public. */
export function jsonPathOf(pagePath: string): string {
  return `/api/public${pagePath}`;
}

/** A link with the reader's choices (`?season=`, `?lang=`): the ones that are null are left out. */
export function withQuery(path: string, query: Record<string, string | null>): string {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    value === null ? [] : [`${key}=${enc(value)}`],
  );
  return pairs.length === 0 ? path : `${path}?${pairs.join('&')}`;
}

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

/** A link that keeps the chosen season (`?season=`) when the reader picked one. */
export function withSeason(path: string, seasonId: string | null): string {
  return seasonId === null ? path : `${path}?season=${enc(seasonId)}`;
}

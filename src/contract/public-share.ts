// Sharing a public league site (docs/product/public-league-site.md): its preview images, the
// embeds other sites frame, and the organiser's printable poster. The addresses live here so the
// server registers them and the share panel writes its snippets from the same strings.
import { z } from 'zod';
import { leagueParams } from './endpoints/public-league.ts';
import { publicSeasonQuerySchema } from './public-league.ts';
import { idSchema } from './ids.ts';

export const publicSharePaths = {
  gameCard: '/leagues/:slug/games/:gameId/card.png',
  standingsCard: '/leagues/:slug/standings/card.png',
  embedStandings: '/embed/leagues/:slug/standings',
  embedSchedule: '/embed/leagues/:slug/schedule',
  embedTicker: '/embed/leagues/:slug/ticker',
  /** The organiser's poster: the league's name, its address and a QR code of it. */
  poster: '/api/tournaments/:tournamentId/public-site/poster.pdf',
} as const;

/** A game of a league, as its preview card's path names it. */
export const leagueGameParams = leagueParams.extend({ gameId: idSchema });

export const embedThemes = ['light', 'dark'] as const;
export type EmbedTheme = (typeof embedThemes)[number];

/** `?theme=dark` for a dark page; `?season=<id>` as on the public pages. */
export const embedQuerySchema = publicSeasonQuerySchema.extend({
  theme: z.enum(embedThemes, { error: 'Use theme=light or theme=dark' }).optional(),
});
export type EmbedQuery = z.infer<typeof embedQuerySchema>;

/** The embeds the share panel offers (named by its words), with the frame size that suits each. */
export const embedKinds = [
  { kind: 'standings', path: publicSharePaths.embedStandings, height: 420 },
  { kind: 'schedule', path: publicSharePaths.embedSchedule, height: 520 },
  { kind: 'ticker', path: publicSharePaths.embedTicker, height: 120 },
] as const;

// Which tournament a public address names. A league is readable by strangers while its site is
// on and its owner's account is active; an address it had before answers with the one it has now
// (the old address stops once another league takes it: that league's save deletes the redirect).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { PublicLeague, PublicNameDisplay } from '../../../contract/public-league.ts';
import type { SeasonStatus } from '../../../contract/seasons.ts';
import { effectiveTier, type PlanTier } from '../../../domain/plans/effective-tier.ts';
import { hasFeature } from '../../../domain/plans/plans.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { publicSlugRedirects, seasons, tournaments } from '../../db/tournament-schema.ts';
import { imageUrl } from '../common/images.ts';

/** A published tournament, as the loaders need it. */
export interface PublishedLeague {
  tournamentId: string;
  slug: string;
  name: string;
  description: string;
  logoUrl: string | null;
  nameDisplay: PublicNameDisplay;
  ownerTier: PlanTier;
  /** The tournament's language: its public pages speak it. */
  language: string;
}

export type LeagueResolution =
  | { kind: 'league'; league: PublishedLeague }
  /** The address is an old one, or not in its canonical (lower-case) form: go to `slug`. */
  | { kind: 'redirect'; slug: string }
  | { kind: 'not-available' };

/** A tournament strangers may read: its site on, its owner's account active (`users` = the owner). */
export const publishedLeague = and(eq(tournaments.publicSite, true), eq(users.status, 'active'));

export async function resolveLeague(
  db: Db,
  slug: string,
  now = new Date(),
): Promise<LeagueResolution> {
  const canonical = slug.trim().toLowerCase();
  const [row] = await db
    .select({
      tournamentId: tournaments.id,
      name: tournaments.name,
      description: tournaments.description,
      logoId: tournaments.logoId,
      logoToken: tournaments.logoToken,
      nameDisplay: tournaments.publicNameDisplay,
      language: tournaments.language,
      planTier: users.planTier,
      premiumExpiresAt: users.premiumExpiresAt,
    })
    .from(tournaments)
    .innerJoin(users, eq(tournaments.ownerId, users.id))
    .where(and(eq(tournaments.publicSlug, canonical), publishedLeague));
  if (row) {
    if (canonical !== slug) return { kind: 'redirect', slug: canonical };
    return {
      kind: 'league',
      league: {
        tournamentId: row.tournamentId,
        slug: canonical,
        name: row.name,
        description: row.description,
        logoUrl: imageUrl(row.logoId, row.logoToken),
        nameDisplay: row.nameDisplay,
        ownerTier: effectiveTier(row.planTier, row.premiumExpiresAt, now),
        language: row.language,
      },
    };
  }
  const [moved] = await db
    .select({ slug: tournaments.publicSlug })
    .from(publicSlugRedirects)
    .innerJoin(tournaments, eq(publicSlugRedirects.tournamentId, tournaments.id))
    .innerJoin(users, eq(tournaments.ownerId, users.id))
    .where(and(eq(publicSlugRedirects.slug, canonical), publishedLeague));
  if (moved?.slug) return { kind: 'redirect', slug: moved.slug };
  return { kind: 'not-available' };
}

export interface PublicSeason {
  id: string;
  name: string;
  status: SeasonStatus;
}

/**
 * The league's seasons, newest first, and the one a page shows: `?season=` when it is one of
 * them (null when it is not: the page answers 404), else the active one, else the newest.
 */
export async function leagueSeasons(
  db: Db,
  tournamentId: string,
  requested: string | undefined,
): Promise<{ seasons: PublicSeason[]; season: PublicSeason | null; unknown: boolean }> {
  const list = await db
    .select({ id: seasons.id, name: seasons.name, status: seasons.status })
    .from(seasons)
    .where(eq(seasons.tournamentId, tournamentId))
    .orderBy(sql`${seasons.startDate} desc nulls last`, desc(seasons.createdAt), desc(seasons.id));
  if (requested !== undefined) {
    const season = list.find((s) => s.id === requested) ?? null;
    return { seasons: list, season, unknown: season === null };
  }
  const season = list.find((s) => s.status === 'active') ?? list[0] ?? null;
  return { seasons: list, season, unknown: false };
}

/** The header every public payload carries. */
export function publicLeagueHeader(
  league: PublishedLeague,
  seasonList: PublicSeason[],
  season: PublicSeason | null,
): PublicLeague {
  const playerStats = hasFeature(league.ownerTier, 'playerStatSheet');
  return {
    slug: league.slug,
    name: league.name,
    description: league.description,
    logoUrl: league.logoUrl,
    seasons: seasonList,
    season,
    playerStats,
    // Located shots come from the stats consoles, which are part of the same plan.
    shotCharts: playerStats,
    poweredBy: !hasFeature(league.ownerTier, 'noPoweredByMark'),
    nameDisplay: league.nameDisplay,
    language: league.language,
  };
}

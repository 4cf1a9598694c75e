// The organiser's publication controls (docs/product/public-league-site.md): the switch, the
// address and how names appear. A changed address leaves the old one behind as a redirect, which
// lasts until another league takes that address.
import { and, eq, ne } from 'drizzle-orm';
import { errorCodes } from '../../../contract/errors.ts';
import type { PublicSiteSettings, UpdatePublicSite } from '../../../contract/public-league.ts';
import type { Db } from '../../db/client.ts';
import { publicSlugRedirects, tournaments } from '../../db/tournament-schema.ts';
import { HttpError, msg } from '../../http/errors.ts';
import { isUniqueViolation } from '../common/db-errors.ts';

const takenMessage = msg('field.slugTaken');

/** The address of a league's site home. */
export function publicSiteUrl(publicUrl: string, slug: string): string {
  return `${publicUrl}/leagues/${slug}`;
}

type SettingsRow = Pick<
  typeof tournaments.$inferSelect,
  'publicSite' | 'publicSlug' | 'publicNameDisplay'
>;

function settingsOf(row: SettingsRow, publicUrl: string): PublicSiteSettings {
  return {
    enabled: row.publicSite,
    slug: row.publicSlug,
    nameDisplay: row.publicNameDisplay,
    url: row.publicSlug === null ? null : publicSiteUrl(publicUrl, row.publicSlug),
  };
}

const settingsColumns = {
  publicSite: tournaments.publicSite,
  publicSlug: tournaments.publicSlug,
  publicNameDisplay: tournaments.publicNameDisplay,
};

export async function loadPublicSiteSettings(
  db: Db,
  tournamentId: string,
  publicUrl: string,
): Promise<PublicSiteSettings> {
  const [row] = await db
    .select(settingsColumns)
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  if (!row) throw new HttpError(404, errorCodes.notFound, msg('error.notFound.tournament'));
  return settingsOf(row, publicUrl);
}

/** What changed, so the caller can tell open public screens. */
export interface PublicSiteChange {
  settings: PublicSiteSettings;
  /** The switch or the name display changed: anonymous answers differ from now on. */
  publicViewChanged: boolean;
}

/** Applies a change in one transaction; 400 for a site on without an address, 409 for a taken one. */
export async function updatePublicSiteSettings(
  db: Db,
  tournamentId: string,
  change: UpdatePublicSite & { slug?: string },
  publicUrl: string,
): Promise<PublicSiteChange> {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select(settingsColumns)
        .from(tournaments)
        .where(eq(tournaments.id, tournamentId))
        .for('update');
      if (!current) throw new HttpError(404, errorCodes.notFound, msg('error.notFound.tournament'));
      const next: SettingsRow = {
        publicSite: change.enabled ?? current.publicSite,
        publicSlug: change.slug ?? current.publicSlug,
        publicNameDisplay: change.nameDisplay ?? current.publicNameDisplay,
      };
      if (next.publicSite && next.publicSlug === null) {
        const message = msg('field.slugFirst');
        throw new HttpError(400, errorCodes.validation, message, { slug: message });
      }
      if (next.publicSlug !== null && next.publicSlug !== current.publicSlug) {
        await moveAddress(tx, tournamentId, current.publicSlug, next.publicSlug);
      }
      await tx.update(tournaments).set(next).where(eq(tournaments.id, tournamentId));
      return {
        settings: settingsOf(next, publicUrl),
        publicViewChanged:
          next.publicSite !== current.publicSite ||
          next.publicNameDisplay !== current.publicNameDisplay,
      };
    });
  } catch (err) {
    // Two leagues saving the same address at once: the unique index decides.
    if (isUniqueViolation(err, 'tournaments_public_slug_unique')) {
      throw new HttpError(409, errorCodes.conflict, takenMessage, { slug: takenMessage });
    }
    throw err;
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function moveAddress(tx: Tx, tournamentId: string, from: string | null, to: string) {
  const [holder] = await tx
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(eq(tournaments.publicSlug, to), ne(tournaments.id, tournamentId)));
  if (holder) throw new HttpError(409, errorCodes.conflict, takenMessage, { slug: takenMessage });
  // Whoever's old address this was, it now names this league and redirects nowhere.
  await tx.delete(publicSlugRedirects).where(eq(publicSlugRedirects.slug, to));
  if (from !== null) {
    await tx
      .insert(publicSlugRedirects)
      .values({ slug: from, tournamentId })
      .onConflictDoUpdate({ target: publicSlugRedirects.slug, set: { tournamentId } });
  }
}

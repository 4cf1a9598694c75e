// The organiser's publication controls (docs/product/public-league-site.md): the switch, the
// address and how names appear. An address the league leaves stays with it: it redirects to the
// current one, and for `oldAddressHoldDays` no other league may take it — posters, QR codes and
// shared links must not open someone else's league — unless the league's owner releases it.
import { and, desc, eq, ne } from 'drizzle-orm';
import { errorCodes } from '../../../contract/errors.ts';
import {
  oldAddressHoldDays,
  type PublicOldAddress,
  type PublicSiteSettings,
  type UpdatePublicSite,
} from '../../../contract/public-league.ts';
import type { Db } from '../../db/client.ts';
import { publicSlugRedirects, tournaments } from '../../db/tournament-schema.ts';
import { HttpError, msg } from '../../http/errors.ts';
import { isUniqueViolation } from '../common/db-errors.ts';

const takenMessage = msg('field.slugTaken');
const HOLD_MS = oldAddressHoldDays * 86_400_000;

/** The address of a league's site home on `origin`, the links' origin (http/link-origin.ts). */
export function publicSiteUrl(origin: string, slug: string): string {
  return `${origin}/leagues/${slug}`;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type SettingsRow = Pick<
  typeof tournaments.$inferSelect,
  'publicSite' | 'publicSlug' | 'publicNameDisplay'
>;

function settingsOf(
  row: SettingsRow,
  oldAddresses: PublicOldAddress[],
  origin: string,
): PublicSiteSettings {
  return {
    enabled: row.publicSite,
    slug: row.publicSlug,
    nameDisplay: row.publicNameDisplay,
    url: row.publicSlug === null ? null : publicSiteUrl(origin, row.publicSlug),
    oldAddresses,
  };
}

const settingsColumns = {
  publicSite: tournaments.publicSite,
  publicSlug: tournaments.publicSlug,
  publicNameDisplay: tournaments.publicNameDisplay,
};

/** A redirect row's `created_at` is when the league left the address: its hold counts from it. */
const heldUntil = (leftAt: Date) => new Date(leftAt.getTime() + HOLD_MS);

async function oldAddressesOf(db: Db | Tx, tournamentId: string): Promise<PublicOldAddress[]> {
  const rows = await db
    .select({ slug: publicSlugRedirects.slug, leftAt: publicSlugRedirects.createdAt })
    .from(publicSlugRedirects)
    .where(eq(publicSlugRedirects.tournamentId, tournamentId))
    .orderBy(desc(publicSlugRedirects.createdAt), publicSlugRedirects.slug);
  return rows.map((row) => ({ slug: row.slug, heldUntil: heldUntil(row.leftAt).toISOString() }));
}

async function readSettings(db: Db | Tx, tournamentId: string, origin: string) {
  const [row] = await db
    .select(settingsColumns)
    .from(tournaments)
    .where(eq(tournaments.id, tournamentId));
  if (!row) throw new HttpError(404, errorCodes.notFound, msg('error.notFound.tournament'));
  return settingsOf(row, await oldAddressesOf(db, tournamentId), origin);
}

export async function loadPublicSiteSettings(
  db: Db,
  tournamentId: string,
  origin: string,
): Promise<PublicSiteSettings> {
  return readSettings(db, tournamentId, origin);
}

/** What changed, so the caller can tell open public screens and the public answers held. */
export interface PublicSiteChange {
  settings: PublicSiteSettings;
  /** The switch or the name display changed: anonymous answers differ from now on. */
  publicViewChanged: boolean;
  /** The league moved to another address. */
  addressChanged: boolean;
}

/**
 * Applies a change in one transaction; 400 for a site on without an address, 409 for an address
 * another league has or still holds.
 */
export async function updatePublicSiteSettings(
  db: Db,
  tournamentId: string,
  change: UpdatePublicSite & { slug?: string },
  origin: string,
  now: Date,
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
      const addressChanged = next.publicSlug !== null && next.publicSlug !== current.publicSlug;
      if (addressChanged) {
        await moveAddress(tx, tournamentId, current.publicSlug, next.publicSlug!, now);
      }
      await tx.update(tournaments).set(next).where(eq(tournaments.id, tournamentId));
      return {
        settings: settingsOf(next, await oldAddressesOf(tx, tournamentId), origin),
        publicViewChanged:
          next.publicSite !== current.publicSite ||
          next.publicNameDisplay !== current.publicNameDisplay,
        addressChanged,
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

async function moveAddress(
  tx: Tx,
  tournamentId: string,
  from: string | null,
  to: string,
  now: Date,
) {
  const [holder] = await tx
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(eq(tournaments.publicSlug, to), ne(tournaments.id, tournamentId)));
  if (holder) throw new HttpError(409, errorCodes.conflict, takenMessage, { slug: takenMessage });
  // Read after the holders, each statement seeing what is committed when it runs: a league that
  // leaves `to` while this runs is either still its holder above or has written its redirect now.
  const [left] = await tx
    .select({ tournamentId: publicSlugRedirects.tournamentId, at: publicSlugRedirects.createdAt })
    .from(publicSlugRedirects)
    .where(eq(publicSlugRedirects.slug, to));
  if (left && left.tournamentId !== tournamentId) {
    const until = heldUntil(left.at);
    if (until > now) {
      // The date alone: which league holds it is for its public redirect to tell, not this answer.
      const held = msg('field.slugHeld', { until });
      throw new HttpError(409, errorCodes.conflict, held, { slug: held });
    }
  }
  // The league's own old address, or one whose hold is over: it names this league now.
  await tx.delete(publicSlugRedirects).where(eq(publicSlugRedirects.slug, to));
  if (from !== null) {
    await tx
      .insert(publicSlugRedirects)
      .values({ slug: from, tournamentId, createdAt: now })
      .onConflictDoUpdate({
        target: publicSlugRedirects.slug,
        set: { tournamentId, createdAt: now },
      });
  }
}

/**
 * The owner lets an old address go: it stops redirecting here and any league may take it at once.
 * 404 when it is not one of this league's.
 */
export async function releaseOldAddress(
  db: Db,
  tournamentId: string,
  slug: string,
  origin: string,
): Promise<PublicSiteSettings> {
  return db.transaction(async (tx) => {
    const released = await tx
      .delete(publicSlugRedirects)
      .where(
        and(eq(publicSlugRedirects.slug, slug), eq(publicSlugRedirects.tournamentId, tournamentId)),
      )
      .returning({ slug: publicSlugRedirects.slug });
    if (released.length === 0) {
      throw new HttpError(404, errorCodes.notFound, msg('error.public.notOldAddress', { slug }));
    }
    return readSettings(tx, tournamentId, origin);
  });
}

// The image an address names, and who may see it (decision 0037). An address is an upload's id
// and the token its holder got with that image: a tournament's logo, a team's logo or a player's
// photo. It names nothing once the holder's image changes or the holder is deleted.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { players, seasons, teams, tournaments, uploads } from '../../db/tournament-schema.ts';
import { photoShownToStrangers } from '../public-league/public-roster.ts';

export type UploadRow = typeof uploads.$inferSelect;

/**
 * `anyone`: a logo, shown on public scoreboards, the public site and other sites' pages. A photo
 * is its tournament's members', and strangers' only while `strangers` says the player is shown in
 * public.
 */
export type ImageAudience =
  { kind: 'anyone' } | { kind: 'members'; tournamentId: string; strangers: boolean };

export interface HeldImage {
  upload: UploadRow;
  audience: ImageAudience;
}

/** At most one row matches: each token is unique among its holders and made of 128 random bits. */
export async function heldImage(
  db: Db,
  uploadId: string,
  token: string,
): Promise<HeldImage | null> {
  const [[tournamentLogo], [teamLogo], [photo]] = await Promise.all([
    db
      .select({ upload: uploads })
      .from(tournaments)
      .innerJoin(uploads, eq(uploads.id, tournaments.logoId))
      .where(and(eq(tournaments.logoToken, token), eq(tournaments.logoId, uploadId))),
    db
      .select({ upload: uploads })
      .from(teams)
      .innerJoin(uploads, eq(uploads.id, teams.logoId))
      .where(and(eq(teams.logoToken, token), eq(teams.logoId, uploadId))),
    db
      .select({
        upload: uploads,
        tournamentId: tournaments.id,
        strangers: sql<boolean>`coalesce(${photoShownToStrangers}, false)`,
      })
      .from(players)
      .innerJoin(uploads, eq(uploads.id, players.photoId))
      .innerJoin(teams, eq(teams.id, players.teamId))
      .innerJoin(seasons, eq(seasons.id, teams.seasonId))
      .innerJoin(tournaments, eq(tournaments.id, seasons.tournamentId))
      .innerJoin(users, eq(users.id, tournaments.ownerId))
      .where(and(eq(players.photoToken, token), eq(players.photoId, uploadId))),
  ]);
  const logo = tournamentLogo ?? teamLogo;
  if (logo) return { upload: logo.upload, audience: { kind: 'anyone' } };
  if (!photo) return null;
  return {
    upload: photo.upload,
    audience: { kind: 'members', tournamentId: photo.tournamentId, strangers: photo.strangers },
  };
}

// Logos and photos are uploads used by a holder: a tournament's or team's logo, a player's photo.
// A holder keeps the upload's id and the secret token of that image's address, a new token with
// each new image, so an address answers only while its image is the holder's (decision 0037).
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { apiPath, managementPaths } from '../../../contract/api-paths.ts';
import { errorCodes } from '../../../contract/errors.ts';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/tournament-schema.ts';
import { HttpError, msg } from '../../http/errors.ts';

/** A holder's image: the upload's id and its address's token (both null: no image). */
export interface ImageVersion {
  id: string | null;
  token: string | null;
}

/** The address of a holder's current image, or null without one. */
export function imageUrl(id: string | null, token: string | null): string | null {
  return id && token ? apiPath(managementPaths.image, { uploadId: id, token }) : null;
}

/** The address of an upload nothing uses yet: the preview its uploader's form shows. */
export function previewUrl(id: string): string {
  return apiPath(managementPaths.upload, { uploadId: id });
}

/** 128 random bits: an address nobody can guess or work out from another. */
export function newImageToken(): string {
  return randomBytes(16).toString('hex');
}

/**
 * What a write of a holder's image field stores: `undefined` when the field is absent or names
 * the image the holder has (its version and address stay), an empty version for null, else the
 * upload with a new token. A new image must be an upload of `userId` that nothing has used: it
 * is marked used in the caller's transaction, so it belongs to one holder, and an upload id seen
 * elsewhere (another tournament's members see their photos' ids) cannot be taken to show that
 * image here. 400 on `field` otherwise, as for an id that does not exist.
 */
export async function claimImage(
  tx: Db,
  userId: string,
  field: string,
  requested: string | null | undefined,
  current: string | null,
): Promise<ImageVersion | undefined> {
  if (requested === undefined || requested === current) return undefined;
  if (requested === null) return { id: null, token: null };
  const [claimed] = await tx
    .update(uploads)
    .set({ usedAt: new Date() })
    .where(and(eq(uploads.id, requested), eq(uploads.ownerId, userId), isNull(uploads.usedAt)))
    .returning({ id: uploads.id });
  if (!claimed) {
    const message = msg('field.imageMissing');
    throw new HttpError(400, errorCodes.validation, message, { [field]: message });
  }
  return { id: claimed.id, token: newImageToken() };
}

/** A tournament's or team's logo columns for a claimed version (none when unchanged). */
export function logoColumns(version: ImageVersion | undefined) {
  return version ? { logoId: version.id, logoToken: version.token } : {};
}

/** A player's photo columns for a claimed version (none when unchanged). */
export function photoColumns(version: ImageVersion | undefined) {
  return version ? { photoId: version.id, photoToken: version.token } : {};
}

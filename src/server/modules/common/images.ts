// Logos and photos are referenced by upload id; responses give the URL the browser loads.
import { inArray } from 'drizzle-orm';
import { apiPath, managementPaths } from '../../../contract/api-paths.ts';
import { errorCodes } from '../../../contract/errors.ts';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/tournament-schema.ts';
import { HttpError, type ServerMessage, msg } from '../../http/errors.ts';

export function uploadUrl(id: string | null): string | null {
  return id ? apiPath(managementPaths.upload, { uploadId: id }) : null;
}

/** Each named field, when it holds an id, must name an existing upload: 400 otherwise. */
export async function assertUploadsExist(
  db: Db,
  fields: Record<string, string | null | undefined>,
): Promise<void> {
  const ids = Object.values(fields).filter((v): v is string => typeof v === 'string');
  if (ids.length === 0) return;
  const found = await db.select({ id: uploads.id }).from(uploads).where(inArray(uploads.id, ids));
  const known = new Set(found.map((r) => r.id));
  const missing: Record<string, ServerMessage> = {};
  for (const [field, id] of Object.entries(fields)) {
    if (typeof id === 'string' && !known.has(id)) {
      missing[field] = msg('field.imageMissing');
    }
  }
  const first = Object.values(missing)[0];
  if (first) throw new HttpError(400, errorCodes.validation, first, missing);
}

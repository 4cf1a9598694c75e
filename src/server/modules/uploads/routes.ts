// Logos and photos: POST the raw image bytes; the server checks what they really are, resizes
// them and keeps them under the uploads directory. Until a logo or photo uses it, an upload is
// shown to its uploader only (the form's preview); then at that logo's or photo's address, to
// whom that image is for, and for as long as it is the holder's (decision 0037).
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as uploadEndpoints from '../../../contract/endpoints/uploads.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorCodes } from '../../../contract/errors.ts';
import { uploadMaxBytes } from '../../../contract/tournaments.ts';
import { getSessionUser, requireUser } from '../../auth/guards.ts';
import { memberships, uploads } from '../../db/tournament-schema.ts';
import { HttpError, msg } from '../../http/errors.ts';
import { newId } from '../common/ids.ts';
import { previewUrl } from '../common/images.ts';
import { etagMatches } from '../public-league/public-http.ts';
import { heldImage, type ImageAudience, type UploadRow } from './held-image.ts';
import { resizeImage, sniffImage } from './image.ts';

const accepted = msg('error.upload.accepted');
const tooLarge = msg('error.upload.tooLarge');

/**
 * How long an image may be kept. A logo is public and may be kept 5 minutes, then asked again: a
 * replaced one stops showing within that. Anything else is asked again at every use, so a photo
 * taken away (replaced, its player removed or no longer shown in public) is gone at once, and is
 * kept by the reader's browser only, since whether it answers depends on who asks.
 */
const logoCache = 'public, max-age=300, must-revalidate';
const personalCache = 'private, no-cache';

/** The signed-in, active account asking, if it is a member of the tournament. */
async function isMember(req: FastifyRequest, tournamentId: string): Promise<boolean> {
  const user = await getSessionUser(req);
  if (!user || user.status !== 'active') return false;
  const [row] = await req.server.deps.db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.tournamentId, tournamentId), eq(memberships.userId, user.id)));
  return row !== undefined;
}

async function mayShow(req: FastifyRequest, audience: ImageAudience): Promise<boolean> {
  if (audience.kind === 'anyone' || audience.strangers) return true;
  return isMember(req, audience.tournamentId);
}

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const dir = deps.config.uploadsDir;

  // Every content type reaches the handler as bytes, so the answer about a wrong type is ours.
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: uploadMaxBytes },
    (_req, body, done) => done(null, body),
  );
  app.setErrorHandler((err: FastifyError) => {
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      throw new HttpError(413, errorCodes.payloadTooLarge, tooLarge);
    if (
      err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
    ) {
      throw new HttpError(415, errorCodes.unsupportedMediaType, accepted);
    }
    throw err;
  });

  app.route({
    ...endpointRoute(uploadEndpoints.createUpload),
    bodyLimit: uploadMaxBytes,
    handler: async (req, reply) => {
      const user = await requireUser(req);
      const body: unknown = req.body;
      if (!Buffer.isBuffer(body) || body.length === 0) {
        throw new HttpError(400, errorCodes.validation, msg('error.upload.empty', { accepted }));
      }
      const kind = sniffImage(body);
      if (kind === 'svg') {
        throw new HttpError(
          415,
          errorCodes.unsupportedMediaType,
          msg('error.upload.svg', { accepted }),
        );
      }
      if (kind === 'unknown') {
        throw new HttpError(
          415,
          errorCodes.unsupportedMediaType,
          msg('error.upload.notImage', { accepted }),
        );
      }
      let image;
      try {
        image = await resizeImage(body);
      } catch {
        throw new HttpError(400, errorCodes.validation, msg('error.upload.unreadable'));
      }
      const id = newId();
      const fileName = `${id}.webp`;
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, fileName), image.data);
      await deps.db.insert(uploads).values({
        id,
        ownerId: user.id,
        fileName,
        contentType: image.contentType,
        width: image.width,
        height: image.height,
        bytes: image.data.length,
      });
      return reply
        .status(201)
        .send({ id, url: previewUrl(id), width: image.width, height: image.height });
    },
  });

  /** Nothing to show: the same answer whether the image never was, is gone or is not the asker's. */
  function notFound(reply: FastifyReply): never {
    void reply.header('cache-control', 'no-store');
    throw new HttpError(404, errorCodes.notFound, msg('error.notFound.image'));
  }

  /**
   * An upload's bytes with `cacheControl`, or 304 to a reader who holds them. Its bytes never
   * change, so its id is a strong validator. The reply is the untyped one: the endpoint declares
   * its file as a string for the OpenAPI document, and bytes are sent as they are.
   */
  async function sendImage(
    req: FastifyRequest,
    reply: FastifyReply,
    row: UploadRow,
    cacheControl: string,
  ) {
    const etag = `"${row.id}"`;
    void reply.header('cache-control', cacheControl).header('etag', etag);
    if (etagMatches(req.headers['if-none-match'], etag)) return reply.status(304).send();
    let data: Buffer;
    try {
      data = await fs.readFile(path.join(dir, path.basename(row.fileName)));
    } catch {
      return notFound(reply);
    }
    return reply
      .header('content-type', row.contentType)
      .header('x-content-type-options', 'nosniff')
      .send(data);
  }

  app.route({
    ...endpointRoute(uploadEndpoints.getUpload),
    handler: async (req, reply) => {
      const user = await getSessionUser(req);
      const [row] = user
        ? await deps.db
            .select()
            .from(uploads)
            .where(
              and(
                eq(uploads.id, req.params.uploadId),
                eq(uploads.ownerId, user.id),
                isNull(uploads.usedAt),
              ),
            )
        : [];
      if (!row) return notFound(reply);
      return sendImage(req, reply, row, personalCache);
    },
  });

  app.route({
    ...endpointRoute(uploadEndpoints.getImage),
    handler: async (req, reply) => {
      const held = await heldImage(deps.db, req.params.uploadId, req.params.token);
      if (!held || !(await mayShow(req, held.audience))) return notFound(reply);
      const cache = held.audience.kind === 'anyone' ? logoCache : personalCache;
      return sendImage(req, reply, held.upload, cache);
    },
  });
};

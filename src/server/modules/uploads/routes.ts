// Logos and photos: POST the raw image bytes; the server checks what they really are, resizes
// them and keeps them under the uploads directory. GET serves them to anyone (public scoreboards
// show logos), cached for a long time since an upload never changes.
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyError, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as uploadEndpoints from '../../../contract/endpoints/uploads.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { errorCodes } from '../../../contract/errors.ts';
import { uploadMaxBytes } from '../../../contract/tournaments.ts';
import { requireUser } from '../../auth/guards.ts';
import { uploads } from '../../db/tournament-schema.ts';
import { HttpError, msg } from '../../http/errors.ts';
import { newId } from '../common/ids.ts';
import { uploadUrl } from '../common/images.ts';
import { resizeImage, sniffImage } from './image.ts';

const accepted = msg('error.upload.accepted');
const tooLarge = msg('error.upload.tooLarge');

/**
 * An image's bytes, cached for a year since an upload never changes. The reply is the untyped
 * one: the endpoint declares its file as a string for the OpenAPI document, and bytes are sent
 * as they are.
 */
function sendImage(reply: FastifyReply, contentType: string, data: Buffer) {
  return reply
    .header('content-type', contentType)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .send(data);
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
        .send({ id, url: uploadUrl(id)!, width: image.width, height: image.height });
    },
  });

  app.route({
    ...endpointRoute(uploadEndpoints.getUpload),
    handler: async (req, reply) => {
      const [row] = await deps.db.select().from(uploads).where(eq(uploads.id, req.params.uploadId));
      if (!row) throw new HttpError(404, errorCodes.notFound, msg('error.notFound.image'));
      let data: Buffer;
      try {
        data = await fs.readFile(path.join(dir, path.basename(row.fileName)));
      } catch {
        throw new HttpError(404, errorCodes.notFound, msg('error.notFound.image'));
      }
      return sendImage(reply, row.contentType, data);
    },
  });
};

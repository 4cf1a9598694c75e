// Logos and photos: uploaded as raw image bytes by a signed-in user, shown at the address of the
// logo or photo that uses it, which changes with each new image (docs/decisions/0037).
import { z } from 'zod';
import { managementPaths } from '../api-paths.ts';
import { fileBody } from '../common-responses.ts';
import { endpoint } from '../endpoint.ts';
import { apiErrorSchema } from '../api-error.ts';
import { idSchema } from '../ids.ts';
import { uploadSchema } from '../tournaments.ts';

const tags = ['uploads'];

export const createUpload = endpoint({
  method: 'POST',
  path: managementPaths.uploads,
  operationId: 'createUpload',
  summary: 'Upload a logo or photo (raw PNG, JPEG or WebP bytes, at most 2 MB)',
  description:
    'Send the image bytes as the body with its Content-Type. The file is checked by its content, resized to fit 512×512 and stored as WebP without metadata. SVG is refused.',
  tags,
  consumes: ['image/png', 'image/jpeg', 'image/webp'],
  responses: {
    201: uploadSchema,
    400: apiErrorSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
    413: apiErrorSchema,
    415: apiErrorSchema,
  },
});

export const getUpload = endpoint({
  method: 'GET',
  path: managementPaths.upload,
  operationId: 'getUpload',
  summary: 'An upload not yet used as a logo or photo (its uploader only)',
  description:
    'The preview a form shows between choosing an image and saving. Once a logo or photo uses the upload, this address answers 404 to everyone: the image is shown at that logo’s or photo’s own address.',
  tags,
  access: 'publicOrSession',
  params: z.object({ uploadId: idSchema }),
  // Every upload is stored as WebP (see the upload's description).
  produces: 'image/webp',
  responses: { 200: fileBody('image/webp'), 404: apiErrorSchema },
});

export const getImage = endpoint({
  method: 'GET',
  path: managementPaths.image,
  operationId: 'getImage',
  summary: 'A logo or a player’s photo, at the address of its current version',
  description:
    'Every new logo or photo gets an address of its own with a new secret; it answers 404 once that image is replaced or removed, or what holds it is deleted. Logos answer anyone and may be kept 5 minutes. A player’s photo answers the members of the player’s tournament, and anyone else only while the player is shown on the league’s public site (site on, player active, names not shown as jersey numbers only); it is revalidated on every use. Answers carry an ETag and answer 304 to a reader holding the same version.',
  tags,
  access: 'publicOrSession',
  params: z.object({ uploadId: idSchema, token: idSchema }),
  produces: 'image/webp',
  responses: { 200: fileBody('image/webp'), 304: z.null(), 404: apiErrorSchema },
});

// Logos and photos: uploaded as raw image bytes by a signed-in user, served to anyone (public
// scoreboards show logos).
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
  summary: 'An uploaded image (public, cached for a year: an upload never changes)',
  tags,
  access: 'public',
  params: z.object({ uploadId: idSchema }),
  // Every upload is stored as WebP (see the upload's description).
  produces: 'image/webp',
  responses: { 200: fileBody('image/webp'), 404: apiErrorSchema },
});

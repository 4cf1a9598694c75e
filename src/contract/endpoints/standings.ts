// A season's standings (docs/product/league-pages.md).
import { managementPaths } from '../api-paths.ts';
import { seasonParams } from '../common-responses.ts';
import { endpoint } from '../endpoint.ts';
import { apiErrorSchema } from '../api-error.ts';
import { standingsSchema } from '../games.ts';

export const getStandings = endpoint({
  method: 'GET',
  path: managementPaths.seasonStandings,
  operationId: 'getStandings',
  summary: 'The season’s standings from its regular-season results (any member)',
  tags: ['standings'],
  params: seasonParams,
  responses: {
    200: standingsSchema,
    401: apiErrorSchema,
    403: apiErrorSchema,
    404: apiErrorSchema,
  },
});

// The dashboard's games across my tournaments (docs/product/league-pages.md).
import { z } from 'zod';
import { managementPaths } from '../api-paths.ts';
import { endpoint } from '../endpoint.ts';
import { apiErrorSchema } from '../api-error.ts';
import { gameSchema } from '../games.ts';

const myGames = z.object({
  live: z.array(gameSchema),
  upcoming: z.array(gameSchema),
  recent: z.array(gameSchema),
});

export const listMyGames = endpoint({
  method: 'GET',
  path: managementPaths.myGames,
  operationId: 'listMyGames',
  summary: 'Live, upcoming (14 days) and recent games across my tournaments',
  tags: ['dashboard'],
  responses: { 200: myGames, 401: apiErrorSchema, 403: apiErrorSchema },
});

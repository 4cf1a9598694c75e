// A season's round-robin schedule, generated (docs/product/league-data.md).
import { managementPaths } from '../api-paths.ts';
import { managementErrors, seasonParams } from '../common-responses.ts';
import { endpoint } from '../endpoint.ts';
import { generateScheduleResultSchema, generateScheduleSchema } from '../games.ts';

export const generateSchedule = endpoint({
  method: 'POST',
  path: managementPaths.seasonSchedule,
  operationId: 'generateSchedule',
  summary: 'Generate a single or double round-robin over the season’s teams (owner and admins)',
  description:
    'commit: false answers the games without writing; commit: true adds them to the season (existing games stay).',
  tags: ['schedule'],
  params: seasonParams,
  body: generateScheduleSchema,
  responses: {
    200: generateScheduleResultSchema,
    201: generateScheduleResultSchema,
    ...managementErrors,
  },
});

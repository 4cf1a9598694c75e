// One game's charts: its score flow and located shots.
import { seasonStatsPaths } from '../api-paths.ts';
import { accessErrors, gameParams } from '../common-responses.ts';
import { endpoint } from '../endpoint.ts';
import { gameChartsSchema } from '../season-stats.ts';

export const getGameCharts = endpoint({
  method: 'GET',
  path: seasonStatsPaths.gameCharts,
  operationId: 'getGameCharts',
  summary: "A game's score flow and located shots, for its charts (any member)",
  description:
    'The running score after every change (by the game’s score source, voided events left out), the ends and names of the periods reached, and every field-goal attempt recorded with a court location (x, y: fractions 0–1 of the half court, basket at the top).',
  tags: ['season statistics'],
  params: gameParams,
  responses: { 200: gameChartsSchema, ...accessErrors },
});

// Seasons of a tournament (docs/product/league-data.md).
import { z } from 'zod';
import { managementPaths } from '../api-paths.ts';
import {
  confirmedDeleteResponses,
  managementErrors,
  seasonParams,
  tournamentParams,
} from '../common-responses.ts';
import { endpoint } from '../endpoint.ts';
import { apiErrorSchema } from '../api-error.ts';
import { createSeasonSchema, seasonSchema, updateSeasonSchema } from '../seasons.ts';
import { confirmQuerySchema } from '../tournaments.ts';

const tags = ['seasons'];

export const listSeasons = endpoint({
  method: 'GET',
  path: managementPaths.seasons,
  operationId: 'listSeasons',
  summary: 'Seasons of a tournament (any member)',
  tags,
  params: tournamentParams,
  responses: { 200: z.object({ seasons: z.array(seasonSchema) }), ...managementErrors },
});

export const createSeason = endpoint({
  method: 'POST',
  path: managementPaths.seasons,
  operationId: 'createSeason',
  summary: 'Create a season (owner and admins); rules default to the FIBA preset',
  tags,
  params: tournamentParams,
  body: createSeasonSchema,
  responses: { 201: seasonSchema, 402: apiErrorSchema, ...managementErrors },
});

export const getSeason = endpoint({
  method: 'GET',
  path: managementPaths.season,
  operationId: 'getSeason',
  summary: 'One season with its rules and how many teams and games it has (any member)',
  tags,
  params: seasonParams,
  responses: { 200: seasonSchema, ...managementErrors },
});

export const updateSeason = endpoint({
  method: 'PATCH',
  path: managementPaths.season,
  operationId: 'updateSeason',
  summary: 'Change a season: name, dates, status, rules (owner and admins)',
  tags,
  params: seasonParams,
  body: updateSeasonSchema,
  responses: { 200: seasonSchema, 402: apiErrorSchema, ...managementErrors },
});

export const deleteSeason = endpoint({
  method: 'DELETE',
  path: managementPaths.season,
  operationId: 'deleteSeason',
  summary: 'Delete a season with its teams, players and games (owner and admins)',
  description: 'Without ?confirm=true nothing is deleted: 409 with what would go with it.',
  tags,
  params: seasonParams,
  query: confirmQuerySchema,
  responses: confirmedDeleteResponses,
});

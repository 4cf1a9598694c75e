// Players of a team's roster (docs/product/league-data.md), and the roster's CSV import.
import { z } from 'zod';
import { managementPaths } from '../api-paths.ts';
import { managementErrors, playerParams, teamParams } from '../common-responses.ts';
import { endpoint } from '../endpoint.ts';
import { apiErrorSchema } from '../api-error.ts';
import {
  createPlayerSchema,
  importPlayersSchema,
  importResultSchema,
  playerSchema,
  updatePlayerSchema,
} from '../teams.ts';

const tags = ['players'];
/** A refused commit: the same rows as the preview, with the error shape's code and message. */
const importRefusedSchema = importResultSchema.extend({ code: z.string(), message: z.string() });

export const listPlayers = endpoint({
  method: 'GET',
  path: managementPaths.teamPlayers,
  operationId: 'listPlayers',
  summary: 'A team’s roster (any member)',
  tags,
  params: teamParams,
  responses: { 200: z.object({ players: z.array(playerSchema) }), ...managementErrors },
});

export const createPlayer = endpoint({
  method: 'POST',
  path: managementPaths.teamPlayers,
  operationId: 'createPlayer',
  summary: 'Add a player (scorekeepers and up); the jersey must be free in the team',
  tags,
  params: teamParams,
  body: createPlayerSchema,
  responses: { 201: playerSchema, ...managementErrors },
});

export const importPlayers = endpoint({
  method: 'POST',
  path: managementPaths.teamPlayersImport,
  operationId: 'importPlayers',
  summary: 'Import a roster from CSV: preview (commit false) or write all rows',
  description:
    'Columns: first_name, last_name, jersey, and optionally position, height_cm, birth_date, active. A commit with any row error writes nothing and answers 400 with the rows.',
  tags,
  params: teamParams,
  body: importPlayersSchema,
  responses: {
    200: importResultSchema,
    ...managementErrors,
    400: z.union([importRefusedSchema, apiErrorSchema]),
  },
});

export const getPlayer = endpoint({
  method: 'GET',
  path: managementPaths.player,
  operationId: 'getPlayer',
  summary: 'One player (any member)',
  tags,
  params: playerParams,
  responses: { 200: playerSchema, ...managementErrors },
});

export const updatePlayer = endpoint({
  method: 'PATCH',
  path: managementPaths.player,
  operationId: 'updatePlayer',
  summary: 'Change a player (scorekeepers and up)',
  tags,
  params: playerParams,
  body: updatePlayerSchema,
  responses: { 200: playerSchema, ...managementErrors },
});

export const deletePlayer = endpoint({
  method: 'DELETE',
  path: managementPaths.player,
  operationId: 'deletePlayer',
  summary: 'Remove a player from the roster (scorekeepers and up)',
  tags,
  params: playerParams,
  responses: { 204: z.null(), ...managementErrors },
});

// Tournaments (docs/product/league-data.md, league-pages.md): my list, create, read, change, delete.
import { z } from 'zod';
import { managementPaths } from '../api-paths.ts';
import { accessErrors, confirmedDeleteResponses, tournamentParams } from '../common-responses.ts';
import { endpoint } from '../endpoint.ts';
import { apiErrorSchema } from '../api-error.ts';
import {
  confirmQuerySchema,
  createTournamentSchema,
  tournamentSchema,
  updateTournamentSchema,
} from '../tournaments.ts';

const tags = ['tournaments'];
const tournamentList = z.object({
  tournaments: z.array(tournamentSchema),
  /** How many not-archived tournaments the user owns, against their plan's limit. */
  owned: z.object({ count: z.number().int(), limit: z.number().int().nullable() }),
});
export type TournamentList = z.infer<typeof tournamentList>;

export const listTournaments = endpoint({
  method: 'GET',
  path: managementPaths.tournaments,
  operationId: 'listTournaments',
  summary: 'Tournaments I am a member of (any role); archived ones with ?archived=true',
  tags,
  query: z.object({ archived: z.enum(['true', 'false']).optional() }),
  responses: { 200: tournamentList, ...accessErrors },
});

export const createTournament = endpoint({
  method: 'POST',
  path: managementPaths.tournaments,
  operationId: 'createTournament',
  summary: 'Create a tournament; the creator becomes its owner (plan limit applies)',
  tags,
  body: createTournamentSchema,
  responses: { 201: tournamentSchema, 402: apiErrorSchema, ...accessErrors },
});

export const getTournament = endpoint({
  method: 'GET',
  path: managementPaths.tournament,
  operationId: 'getTournament',
  summary: 'One tournament (any member)',
  tags,
  params: tournamentParams,
  responses: { 200: tournamentSchema, ...accessErrors },
});

export const updateTournament = endpoint({
  method: 'PATCH',
  path: managementPaths.tournament,
  operationId: 'updateTournament',
  summary: 'Change a tournament (admin+); archiving and un-archiving is the owner’s',
  description:
    'An archived tournament is read-only: only un-archiving (archived: false) is accepted.',
  tags,
  params: tournamentParams,
  body: updateTournamentSchema,
  responses: {
    200: tournamentSchema,
    402: apiErrorSchema,
    409: apiErrorSchema,
    ...accessErrors,
  },
});

export const deleteTournament = endpoint({
  method: 'DELETE',
  path: managementPaths.tournament,
  operationId: 'deleteTournament',
  summary: 'Delete a tournament with everything in it (owner only)',
  description:
    'Without ?confirm=true nothing is deleted: the answer is 409 with how many seasons, teams, players and games would go with it.',
  tags,
  params: tournamentParams,
  query: confirmQuerySchema,
  responses: confirmedDeleteResponses,
});

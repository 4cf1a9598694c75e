// Games of a season (docs/product/league-data.md): listed by tournament or season, scheduled, changed, deleted.
import { z } from 'zod';
import { managementPaths } from '../api-paths.ts';
import {
  gameParams,
  managementErrors,
  seasonParams,
  tournamentParams,
} from '../common-responses.ts';
import { endpoint } from '../endpoint.ts';
import { createGameSchema, gameListQuerySchema, gameSchema, updateGameSchema } from '../games.ts';

const tags = ['games'];
const gameList = z.object({ games: z.array(gameSchema) });

export const listTournamentGames = endpoint({
  method: 'GET',
  path: managementPaths.tournamentGames,
  operationId: 'listTournamentGames',
  summary: 'All games of a tournament, filtered by season, status or team (any member)',
  tags,
  params: tournamentParams,
  query: gameListQuerySchema,
  responses: { 200: gameList, ...managementErrors },
});

export const listSeasonGames = endpoint({
  method: 'GET',
  path: managementPaths.seasonGames,
  operationId: 'listSeasonGames',
  summary: 'Games of a season, filtered by status or team (any member)',
  tags,
  params: seasonParams,
  query: gameListQuerySchema.omit({ seasonId: true }),
  responses: { 200: gameList, ...managementErrors },
});

export const createGame = endpoint({
  method: 'POST',
  path: managementPaths.seasonGames,
  operationId: 'createGame',
  summary: 'Schedule a game between two teams of the season (scorekeepers and up)',
  tags,
  params: seasonParams,
  body: createGameSchema,
  responses: { 201: gameSchema, ...managementErrors },
});

export const getGame = endpoint({
  method: 'GET',
  path: managementPaths.game,
  operationId: 'getGame',
  summary: 'One game (any member)',
  tags,
  params: gameParams,
  responses: { 200: gameSchema, ...managementErrors },
});

export const updateGame = endpoint({
  method: 'PATCH',
  path: managementPaths.game,
  operationId: 'updateGame',
  summary: 'Change a game: time, place, status, final score (scorekeepers and up)',
  tags,
  params: gameParams,
  body: updateGameSchema,
  responses: { 200: gameSchema, ...managementErrors },
});

export const deleteGame = endpoint({
  method: 'DELETE',
  path: managementPaths.game,
  operationId: 'deleteGame',
  summary: 'Delete a game (owner and admins)',
  tags,
  params: gameParams,
  responses: { 204: z.null(), ...managementErrors },
});

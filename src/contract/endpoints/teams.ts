// Teams of a season (docs/product/league-data.md).
import { z } from 'zod';
import { managementPaths } from '../api-paths.ts';
import {
  confirmedDeleteResponses,
  managementErrors,
  seasonParams,
  teamParams,
} from '../common-responses.ts';
import { endpoint } from '../endpoint.ts';
import { apiErrorSchema } from '../api-error.ts';
import { copyTeamsSchema } from '../seasons.ts';
import { createTeamSchema, teamSchema, updateTeamSchema } from '../teams.ts';
import { confirmQuerySchema } from '../tournaments.ts';

const tags = ['teams'];
const teamList = z.object({ teams: z.array(teamSchema) });

export const listTeams = endpoint({
  method: 'GET',
  path: managementPaths.seasonTeams,
  operationId: 'listTeams',
  summary: 'Teams of a season (any member)',
  tags,
  params: seasonParams,
  responses: { 200: teamList, ...managementErrors },
});

export const createTeam = endpoint({
  method: 'POST',
  path: managementPaths.seasonTeams,
  operationId: 'createTeam',
  summary: 'Add a team to a season (owner and admins; plan limit applies)',
  tags,
  params: seasonParams,
  body: createTeamSchema,
  responses: { 201: teamSchema, 402: apiErrorSchema, ...managementErrors },
});

export const copyTeams = endpoint({
  method: 'POST',
  path: managementPaths.seasonTeamsCopy,
  operationId: 'copyTeams',
  summary: 'Copy the teams (and rosters) of another season of the same tournament',
  tags,
  params: seasonParams,
  body: copyTeamsSchema,
  responses: { 201: teamList, 402: apiErrorSchema, ...managementErrors },
});

export const getTeam = endpoint({
  method: 'GET',
  path: managementPaths.team,
  operationId: 'getTeam',
  summary: 'One team (any member)',
  tags,
  params: teamParams,
  responses: { 200: teamSchema, ...managementErrors },
});

export const updateTeam = endpoint({
  method: 'PATCH',
  path: managementPaths.team,
  operationId: 'updateTeam',
  summary: 'Change a team (owner and admins)',
  tags,
  params: teamParams,
  body: updateTeamSchema,
  responses: { 200: teamSchema, ...managementErrors },
});

export const deleteTeam = endpoint({
  method: 'DELETE',
  path: managementPaths.team,
  operationId: 'deleteTeam',
  summary: 'Delete a team with its roster and its games (owner and admins)',
  description:
    'A team with players or games needs ?confirm=true; without it the answer is 409 with the counts.',
  tags,
  params: teamParams,
  query: confirmQuerySchema,
  responses: confirmedDeleteResponses,
});

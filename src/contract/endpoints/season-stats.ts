// Season statistics of a season, a team and a player (decision 0010); `?phase=regular|playoff`.
import { seasonStatsPaths } from '../api-paths.ts';
import { accessErrors, playerParams, seasonParams, teamParams } from '../common-responses.ts';
import { endpoint } from '../endpoint.ts';
import {
  playerStatsSchema,
  seasonStatsSchema,
  statsQuerySchema,
  teamStatsSchema,
} from '../season-stats.ts';

const tags = ['season statistics'];

export const getSeasonStats = endpoint({
  method: 'GET',
  path: seasonStatsPaths.seasonStats,
  operationId: 'getSeasonStats',
  summary: 'Leaders, team stats and every player’s totals and averages (any member)',
  tags,
  params: seasonParams,
  query: statsQuerySchema,
  responses: { 200: seasonStatsSchema, ...accessErrors },
});

export const getTeamStats = endpoint({
  method: 'GET',
  path: seasonStatsPaths.teamStats,
  operationId: 'getTeamStats',
  summary: 'A team’s record, box-score figures, players and shots (any member)',
  tags,
  params: teamParams,
  query: statsQuerySchema,
  responses: { 200: teamStatsSchema, ...accessErrors },
});

export const getPlayerStats = endpoint({
  method: 'GET',
  path: seasonStatsPaths.playerStats,
  operationId: 'getPlayerStats',
  summary: 'A player’s game log, totals, averages and shots (any member)',
  tags,
  params: playerParams,
  query: statsQuerySchema,
  responses: { 200: playerStatsSchema, ...accessErrors },
});

// Season statistics for every member of the tournament (viewers included). Reading them is not
// a premium feature: the free plan shows the same leaders, team stats and game logs.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { seasonStatsPaths } from '../../../contract/api-paths.ts';
import {
  playerStatsSchema,
  seasonStatsSchema,
  statsQuerySchema,
  teamStatsSchema,
} from '../../../contract/season-stats.ts';
import { accessErrors, playerParams, seasonParams, teamParams } from '../common/route-schemas.ts';
import { routeAccess } from '../common/route-access.ts';
import {
  loadPlayerStats,
  loadSeasonStats,
  loadTeamStats,
  warmSeasonStats,
} from './season-stats-service.ts';

const seasonMember = routeAccess('seasonId', { role: 'viewer', intent: 'read' });
const teamMember = routeAccess('teamId', { role: 'viewer', intent: 'read' });
const playerMember = routeAccess('playerId', { role: 'viewer', intent: 'read' });

const tags = ['season statistics'];

export const seasonStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  // A game that ends in a console has its box stored now, after the answer, not at the next read.
  const off = app.live.onResultChanged((game) => {
    if (game.status !== 'final') return;
    warmSeasonStats(db, game.seasonId).catch((err: unknown) => {
      app.log.error({ err, gameId: game.id }, 'could not store the finished game’s box score');
    });
  });
  app.addHook('onClose', async () => off());

  app.get(
    seasonStatsPaths.seasonStats,
    {
      ...seasonMember.options,
      schema: {
        tags,
        summary: 'Leaders, team stats and every player’s totals and averages (any member)',
        params: seasonParams,
        querystring: statsQuerySchema,
        response: { 200: seasonStatsSchema, ...accessErrors },
      },
    },
    async (req) => {
      const { seasonId } = req.params;
      return loadSeasonStats(db, seasonId, req.query.phase);
    },
  );

  app.get(
    seasonStatsPaths.teamStats,
    {
      ...teamMember.options,
      schema: {
        tags,
        summary: 'A team’s record, box-score figures, players and shots (any member)',
        params: teamParams,
        querystring: statsQuerySchema,
        response: { 200: teamStatsSchema, ...accessErrors },
      },
    },
    async (req) => {
      const { teamId } = req.params;
      const { seasonId } = teamMember.of(req);
      return loadTeamStats(db, seasonId, teamId, req.query.phase);
    },
  );

  app.get(
    seasonStatsPaths.playerStats,
    {
      ...playerMember.options,
      schema: {
        tags,
        summary: 'A player’s game log, totals, averages and shots (any member)',
        params: playerParams,
        querystring: statsQuerySchema,
        response: { 200: playerStatsSchema, ...accessErrors },
      },
    },
    async (req) => {
      const { playerId } = req.params;
      const access = playerMember.of(req);
      return loadPlayerStats(
        db,
        { playerId, seasonId: access.seasonId, teamId: access.teamId },
        req.query.phase,
      );
    },
  );
};

// Tournament management (docs/product/), registered as one group so app.ts stays short.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardRoutes } from './dashboard/routes.ts';
import { gameRoutes } from './games/routes.ts';
import { memberRoutes } from './members/routes.ts';
import { playerRoutes } from './players/routes.ts';
import { playoffRoutes } from './playoffs/routes.ts';
import { scheduleRoutes } from './schedule/routes.ts';
import { seasonStatsRoutes } from './season-stats/routes.ts';
import { seasonRoutes } from './seasons/routes.ts';
import { standingsRoutes } from './standings/routes.ts';
import { teamRoutes } from './teams/routes.ts';
import { tournamentRoutes } from './tournaments/routes.ts';
import { uploadRoutes } from './uploads/routes.ts';

export const managementRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(tournamentRoutes);
  await app.register(memberRoutes);
  await app.register(seasonRoutes);
  await app.register(teamRoutes);
  await app.register(playerRoutes);
  await app.register(gameRoutes);
  await app.register(scheduleRoutes);
  await app.register(standingsRoutes);
  await app.register(seasonStatsRoutes);
  await app.register(dashboardRoutes);
  await app.register(uploadRoutes);
  await app.register(playoffRoutes);
};

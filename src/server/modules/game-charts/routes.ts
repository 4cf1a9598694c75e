// One game's charts (docs/product/league-pages.md): the running score through the game and its located shots. Both
// come from the live service's cached, current state of the game, so the charts never disagree
// with the scoreboard or the box score and no second loader of logs exists.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as chartEndpoints from '../../../contract/endpoints/game-charts.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { type GameCharts } from '../../../contract/season-stats.ts';
import { gameBoxOf } from '../../../domain/stats/game-box.ts';
import { scoreFlowOf } from '../../../domain/stats/score-flow.ts';
import { notFound, msg } from '../../http/errors.ts';
import { routeAccess } from '../common/route-access.ts';

const gameMember = routeAccess('gameId', { role: 'viewer', intent: 'read' });

export const gameChartsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { live } = app;

  app.route({
    ...endpointRoute(chartEndpoints.getGameCharts),
    ...gameMember.options,
    handler: async (req, reply): Promise<GameCharts> => {
      const { gameId } = req.params;
      const entry = await live.current(gameId);
      if (!entry) throw notFound(msg('error.notFound.game'));
      // A live game changes with every event: never serve a stored copy.
      void reply.header('cache-control', 'no-store');
      const flow = scoreFlowOf(entry.state, entry.setup.rules, live.now());
      const teamId = { home: entry.game.home.id, away: entry.game.away.id };
      return {
        scoreFlow: flow.points,
        periodEnds: flow.periodEnds,
        periodLabels: flow.periodLabels,
        shots: gameBoxOf(entry.state, entry.log).shots.map(({ team, ...shot }) => ({
          ...shot,
          gameId,
          teamId: teamId[team],
        })),
      };
    },
  });
};

// The public league site's JSON (docs/product/public-league-site.md) and the organiser's
// publication controls. The JSON is for anyone: no session is read, answers carry cache headers
// and ETags, an old address is a 301 to the new one and a league that is not published is a 404.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicLeaguePaths } from '../../../contract/api-paths.ts';
import * as publicEndpoints from '../../../contract/endpoints/public-league.ts';
import { errorCodes } from '../../../contract/errors.ts';
import type { MessageKey } from '../../../i18n/catalogues.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { linkOriginOf } from '../../http/link-origin.ts';
import { workOf } from '../../http/public-work-budget.ts';
import { requestTranslate } from '../../i18n/request-locale.ts';
import { publishGameSetupChanged } from '../../live/setup-events.ts';
import { routeAccess } from '../common/route-access.ts';
import type { NotFoundSubject, PublicAnswer } from './public-loaders.ts';
import { notAvailableHeaders, sendJson, sendMoved } from './public-http.ts';
import { announceAddressChange } from './public-answers.ts';
import {
  loadPublicSiteSettings,
  releaseOldAddress,
  updatePublicSiteSettings,
} from './public-site-settings.ts';

const readSettings = routeAccess('tournamentId', {
  role: 'admin',
  intent: 'read',
  action: 'seePublicSite',
});
const changeSettings = routeAccess('tournamentId', {
  role: 'admin',
  intent: 'write',
  action: 'changePublicSite',
});
// Giving away what posters and shared links lead to is the owner's alone.
const releaseAddress = routeAccess('tournamentId', {
  role: 'owner',
  intent: 'write',
  action: 'releaseAddress',
});

/** What a 404 of the JSON says, by what was not found. */
const notFoundMessage = {
  league: 'publicLeague.notAvailable',
  season: 'error.notFound.season',
  team: 'error.notFound.team',
  player: 'error.notFound.player',
  game: 'error.notFound.game',
} as const satisfies Record<NotFoundSubject, MessageKey<'server'>>;

/** Everything before the slug in a public JSON path. */
const leaguePrefix = publicLeaguePaths.home.replace(':slug', '');

export const publicLeagueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, publicAnswers: answers } = app;

  app.route({
    ...endpointRoute(publicEndpoints.getPublicSite),
    ...readSettings.options,
    handler: async (req) =>
      loadPublicSiteSettings(deps.db, req.params.tournamentId, linkOriginOf(req)),
  });

  app.route({
    ...endpointRoute(publicEndpoints.updatePublicSite),
    ...changeSettings.options,
    handler: async (req) => {
      const { tournamentId } = req.params;
      const { settings, publicViewChanged, addressChanged } = await updatePublicSiteSettings(
        deps.db,
        tournamentId,
        req.body,
        linkOriginOf(req),
        deps.now(),
      );
      // Open public screens of the tournament's games re-read the names in their new form.
      if (publicViewChanged) publishGameSetupChanged(req, { tournamentId });
      if (addressChanged) await announceAddressChange(deps, req.log, tournamentId);
      return settings;
    },
  });

  app.route({
    ...endpointRoute(publicEndpoints.releaseOldAddress),
    ...releaseAddress.options,
    handler: async (req) => {
      const { tournamentId, slug } = req.params;
      const settings = await releaseOldAddress(deps.db, tournamentId, slug, linkOriginOf(req));
      await announceAddressChange(deps, req.log, tournamentId);
      return settings;
    },
  });

  async function answer<T extends object>(
    req: FastifyRequest,
    reply: FastifyReply,
    result: PublicAnswer<T>,
  ) {
    if (result.kind === 'redirect') return sendMoved(req, reply, leaguePrefix, result.slug);
    if (result.kind === 'not-found') {
      // In the reader's browser language: no session is read here.
      const t = await requestTranslate(req, { mayLoadUser: false });
      return reply
        .status(404)
        .headers(notAvailableHeaders)
        .send({ code: errorCodes.notFound, message: t(notFoundMessage[result.subject]) });
    }
    return sendJson(req, reply, result.body);
  }

  app.route({
    ...endpointRoute(publicEndpoints.getPublicLeagueHome),
    handler: async (req, reply) =>
      answer(req, reply, await answers.home(req.params.slug, req.query, workOf(req))),
  });

  app.route({
    ...endpointRoute(publicEndpoints.getPublicLeagueSchedule),
    handler: async (req, reply) =>
      answer(req, reply, await answers.schedule(req.params.slug, req.query, workOf(req))),
  });

  app.route({
    ...endpointRoute(publicEndpoints.getPublicLeagueStandings),
    handler: async (req, reply) =>
      answer(req, reply, await answers.standings(req.params.slug, req.query, workOf(req))),
  });

  app.route({
    ...endpointRoute(publicEndpoints.getPublicLeagueBracket),
    handler: async (req, reply) =>
      answer(req, reply, await answers.bracket(req.params.slug, req.query, workOf(req))),
  });

  app.route({
    ...endpointRoute(publicEndpoints.getPublicLeagueLeaders),
    handler: async (req, reply) =>
      answer(req, reply, await answers.leaders(req.params.slug, req.query, workOf(req))),
  });

  app.route({
    ...endpointRoute(publicEndpoints.getPublicLeagueTeam),
    handler: async (req, reply) => {
      const { slug, teamId } = req.params;
      return answer(req, reply, await answers.team(slug, teamId, req.query, workOf(req)));
    },
  });

  app.route({
    ...endpointRoute(publicEndpoints.getPublicLeaguePlayer),
    handler: async (req, reply) => {
      const { slug, playerId } = req.params;
      return answer(req, reply, await answers.player(slug, playerId, req.query, workOf(req)));
    },
  });

  app.route({
    ...endpointRoute(publicEndpoints.getPublicLeagueGame),
    handler: async (req, reply) => {
      const { slug, gameId } = req.params;
      return answer(req, reply, await answers.game(slug, gameId, req.query, workOf(req)));
    },
  });
};

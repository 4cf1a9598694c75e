// The live-game API (docs/product/live-games.md): event ingest, the computed state, the log, the SSE stream
// and presence for members; their public read-only twins for outputs without an account; the
// flat feed for vMix-style tools; and the server's clock.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { liveViews } from '../../../contract/api-paths.ts';
import { recordGameEvents } from '../../../contract/endpoints/live-batches.ts';
import * as liveEndpoints from '../../../contract/endpoints/live.ts';
import { errorCodes } from '../../../contract/errors.ts';
import {
  parseGameEvent,
  type stateQuerySchema,
  type streamQuerySchema,
} from '../../../contract/live-games.ts';
import { flatFeed } from '../../../domain/game/feed.ts';
import { scoreboardSummary } from '../../../domain/game/scoreboard-summary.ts';
import { sheetSummary } from '../../../domain/game/sheet-summary.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { HttpError, msg } from '../../http/errors.ts';
import { openSse } from '../../http/sse.ts';
import { routeAccess } from '../common/route-access.ts';
import { requireTournamentRole } from '../common/tournament-access.ts';
import { publicGame, publicLoggedEvent, type CachedGame } from './game-cache.ts';
import type { StreamOwner } from './member-streams.ts';

const gameMember = routeAccess('gameId', { role: 'viewer', intent: 'read' });

export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { live } = app;

  /**
   * Members get the whole state (consoles fold the next event onto it) unless they ask for a
   * view; anonymous readers get the stat sheet's summary at most, with the game as publicGame
   * names it.
   */
  const stateOf = (
    entry: CachedGame,
    view: z.infer<typeof stateQuerySchema>['view'],
    access: 'member' | 'public',
  ) => {
    const game = access === 'member' ? entry.game : publicGame(entry);
    const common = { game, lastSeq: entry.lastSeq, serverTime: live.now() };
    if (view === liveViews.scoreboard) {
      return { ...common, summary: scoreboardSummary(entry.state) };
    }
    if (view === liveViews.sheet || access === 'public') {
      return { ...common, state: sheetSummary(entry.state) };
    }
    return { ...common, state: entry.state };
  };

  /** Members read what the database holds now; anonymous readers a held game (LiveService.forPublic). */
  async function currentOr404(gameId: string, access: 'member' | 'public'): Promise<CachedGame> {
    const entry = await (access === 'member' ? live.current(gameId) : live.forPublic(gameId));
    if (!entry) throw new HttpError(404, errorCodes.notFound, msg('error.notFound.game'));
    return entry;
  }

  /** One page of the log after `after` (a seq), with the cursor of the next. */
  function eventsPage(entry: CachedGame, after: number, limit: number) {
    const events = entry.log.slice(after, after + limit);
    const last = events.at(-1)?.seq ?? after;
    return { events, lastSeq: entry.lastSeq, next: last < entry.lastSeq ? last : null };
  }

  async function stream(
    req: FastifyRequest<{
      Params: { gameId: string };
      Querystring: z.infer<typeof streamQuerySchema>;
    }>,
    reply: FastifyReply,
    /** Who opened a member stream; null for the public one. */
    member: StreamOwner | null,
  ) {
    const { gameId } = req.params;
    const { after, kind, deviceId, view } = req.query;
    const header = req.headers['last-event-id'];
    const resumeFrom =
      typeof header === 'string' && /^\d{1,9}$/.test(header) ? Number(header) : null;
    const listed = kind && deviceId && (member !== null || (await isMember(req, gameId)));
    const sse = openSse(req, reply);
    if (member) live.memberStreams.track(sse, member, gameId);
    await live.hubFor(gameId).join(sse, {
      after: resumeFrom ?? after ?? 0,
      isProtected: member !== null,
      connection: listed ? { kind, deviceId, connectedAt: live.now() } : null,
      view: view ?? 'events',
    });
  }

  /**
   * Whether a public stream's reader is a member of the game's tournament (an operator opening
   * an output while signed in). Only members' screens are listed in the game's presence: anyone
   * can open a public stream and name any kind and device, which would list fake consoles on the
   * operators' monitor.
   */
  async function isMember(req: FastifyRequest, gameId: string): Promise<boolean> {
    if (!req.headers.cookie) return false;
    try {
      await requireTournamentRole(req, { gameId }, 'viewer', 'read');
      return true;
    } catch (err) {
      if (err instanceof HttpError) return false;
      throw err;
    }
  }

  /** 404 for no such game; 403 when its tournament's outputs are off or its owner deactivated. */
  async function requirePublic(gameId: string) {
    const access = await live.publicAccessOf(gameId);
    if (access === 'missing')
      throw new HttpError(404, errorCodes.notFound, msg('error.notFound.game'));
    if (access === 'not-public') {
      throw new HttpError(403, errorCodes.outputsNotPublic, msg('error.live.notPublic'));
    }
  }

  // The public answers' CORS headers are set for every request by http/public-resources.ts.
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.route({
    ...endpointRoute(liveEndpoints.getServerTime),
    handler: (_req, reply) => {
      noStore(reply);
      return { serverTime: live.now() };
    },
  });

  app.route({
    ...endpointRoute(recordGameEvents),
    handler: async (req, reply) => {
      const { gameId } = req.params;
      // Whether this poster may record is read by the group's write itself (ingest.ts).
      const poster = await live.consoleAccess.poster(req, gameId, req.body.console);
      const result = await live.ingest.submit(gameId, poster, {
        ...req.body,
        events: req.body.events.map(parseGameEvent),
      });
      // ingest.ts builds the answer with exactly the schema's fields; checking up to 500 results
      // with zod again on every post cost as much CPU as parsing the request. Errors, thrown
      // above, keep the checked serializer. (A custom serializer sets no content type itself.)
      void reply.type('application/json; charset=utf-8').serializer(JSON.stringify);
      return result;
    },
  });

  app.route({
    ...endpointRoute(liveEndpoints.listGameEvents),
    ...gameMember.options,
    handler: async (req, reply) => {
      const { gameId } = req.params;
      noStore(reply);
      return eventsPage(await currentOr404(gameId, 'member'), req.query.after, req.query.limit);
    },
  });

  app.route({
    ...endpointRoute(liveEndpoints.getGameState),
    ...gameMember.options,
    handler: async (req, reply) => {
      const { gameId } = req.params;
      noStore(reply);
      return stateOf(await currentOr404(gameId, 'member'), req.query.view, 'member');
    },
  });

  app.route({
    ...endpointRoute(liveEndpoints.followGameStream),
    ...gameMember.options,
    handler: async (req, reply) => {
      const { user } = gameMember.of(req);
      await stream(req, reply, { userId: user.id, sessionId: user.sessionId });
    },
  });

  app.route({
    ...endpointRoute(liveEndpoints.getGamePresence),
    ...gameMember.options,
    handler: async (req, reply) => {
      const { gameId } = req.params;
      noStore(reply);
      return { connections: live.presence(gameId) };
    },
  });

  app.route({
    ...endpointRoute(liveEndpoints.getPublicGameState),
    handler: async (req, reply) => {
      await requirePublic(req.params.gameId);
      noStore(reply);
      const answer = stateOf(
        await currentOr404(req.params.gameId, 'public'),
        req.query.view,
        'public',
      );
      // Made from the domain's summaries with exactly the schema's fields (sheetSummary,
      // scoreboardSummary): checking them with zod again cost more CPU than the rest of the read.
      void reply.type('application/json; charset=utf-8').serializer(JSON.stringify);
      return answer;
    },
  });

  app.route({
    ...endpointRoute(liveEndpoints.listPublicGameEvents),
    handler: async (req, reply) => {
      await requirePublic(req.params.gameId);
      noStore(reply);
      const page = eventsPage(
        await currentOr404(req.params.gameId, 'public'),
        req.query.after,
        req.query.limit,
      );
      return { ...page, events: page.events.map(publicLoggedEvent) };
    },
  });

  app.route({
    ...endpointRoute(liveEndpoints.followPublicGameStream),
    handler: async (req, reply) => {
      await requirePublic(req.params.gameId);
      await stream(req, reply, null);
    },
  });

  app.route({
    ...endpointRoute(liveEndpoints.getPublicGameFeed),
    handler: async (req, reply) => {
      await requirePublic(req.params.gameId);
      const entry = await currentOr404(req.params.gameId, 'public');
      noStore(reply);
      const { home, away, rules } = entry.game;
      const feed = flatFeed(entry.state, { home, away }, rules, live.now());
      return req.query.shape === 'rows' ? [feed] : feed;
    },
  });
};

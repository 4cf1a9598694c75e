// The live-game API (docs/product/live-games.md): event ingest, the computed state, the log, the SSE stream
// and presence for members; their public read-only twins for outputs without an account; the
// flat feed for vMix-style tools; and the server's clock.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { liveGamePaths, liveStreamEvents, liveViews } from '../../../contract/api-paths.ts';
import { apiErrorSchema, errorCodes } from '../../../contract/errors.ts';
import {
  eventsPageSchema,
  eventsQuerySchema,
  feedAnswerSchema,
  feedQuerySchema,
  postEventsResultSchema,
  parseGameEvent,
  postEventsSchema,
  presenceSchema,
  serverTimeSchema,
  stateAnswerSchema,
  stateQuerySchema,
  streamQuerySchema,
} from '../../../contract/live-games.ts';
import { flatFeed } from '../../../domain/game/feed.ts';
import { scoreboardSummary } from '../../../domain/game/scoreboard-summary.ts';
import { HttpError } from '../../http/errors.ts';
import { openSse } from '../../http/sse.ts';
import { accessErrors, gameParams, managementErrors } from '../common/route-schemas.ts';
import { routeAccess } from '../common/route-access.ts';
import { requireTournamentRole } from '../common/tournament-access.ts';
import { publicAccess } from './game-setup.ts';
import type { CachedGame } from './game-cache.ts';
import type { StreamOwner } from './member-streams.ts';

const gameMember = routeAccess('gameId', { role: 'viewer', intent: 'read' });

const tags = ['live games'];
const publicTags = ['live games (public)'];
const publicErrors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const sseResponse = z.string().describe('text/event-stream');

const streamDescription = `Server-Sent Events. \`event: ${liveStreamEvents.event}\` carries one logged event (its \`id:\` is the seq); \`${liveStreamEvents.game}\` the game's new setup when teams, rosters or settings change; \`${liveStreamEvents.heartbeat}\` \`{serverTime}\` every few seconds. Resumes after the \`Last-Event-ID\` header, or \`?after=\`; with neither the whole log is sent first. \`?kind=&deviceId=\` lists the connection in the game's presence (on the public stream only when the reader is signed in as a member of the tournament). With \`?view=${liveViews.scoreboard}\` the stream carries no game events: \`event: ${liveStreamEvents.scoreboard}\` sends what a scoreboard shows (status, period, clocks, score, team fouls, bonus, timeouts, possession arrow, who fouled out; \`id:\` is its \`lastSeq\`) at once, then again after every batch of events; heartbeats and \`${liveStreamEvents.game}\` as above.`;
const stateDescription = `With \`?view=${liveViews.scoreboard}\` the answer has \`summary\` (what a scoreboard shows, as the \`${liveStreamEvents.scoreboard}\` stream event) instead of \`state\`: no box score, no play-by-play.`;

export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, live } = app;

  const stateOf = (entry: CachedGame, view: z.infer<typeof stateQuerySchema>['view']) =>
    view === liveViews.scoreboard
      ? {
          game: entry.game,
          summary: scoreboardSummary(entry.state),
          lastSeq: entry.lastSeq,
          serverTime: live.now(),
        }
      : { game: entry.game, state: entry.state, lastSeq: entry.lastSeq, serverTime: live.now() };

  async function currentOr404(gameId: string): Promise<CachedGame> {
    const entry = await live.current(gameId);
    if (!entry) throw new HttpError(404, errorCodes.notFound, 'Game not found');
    return entry;
  }

  function eventsPage(entry: CachedGame, after: number, limit: number) {
    return { events: entry.log.slice(after, after + limit), lastSeq: entry.lastSeq };
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
      view: view === liveViews.scoreboard ? 'scoreboard' : 'events',
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
  async function requirePublic(gameId: string, forStream = false) {
    const access = await (forStream
      ? live.publicAccessForStream(gameId)
      : publicAccess(deps.db, gameId));
    if (access === 'missing') throw new HttpError(404, errorCodes.notFound, 'Game not found');
    if (access === 'not-public') {
      throw new HttpError(403, errorCodes.outputsNotPublic, "This game's outputs are not public.");
    }
  }

  // The public answers' CORS headers are set for every request by http/public-resources.ts.
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.get(
    liveGamePaths.time,
    {
      schema: {
        tags: publicTags,
        summary: "The server's clock (epoch ms), for measuring a screen's offset from it",
        response: { 200: serverTimeSchema },
      },
    },
    (_req, reply) => {
      noStore(reply);
      return { serverTime: live.now() };
    },
  );

  app.post(
    liveGamePaths.events,
    {
      schema: {
        tags,
        summary: 'Record a batch of events (scorekeepers and up)',
        description:
          'Each event is accepted with its seq or rejected with a reason, in the batch order, each judged on its own: a malformed event (an unknown field, a wrong value) is rejected alone with a reason naming the field. Accepted events are durable before the answer. A client id already in the log is answered with its original seq and never applied twice. A console drops a rejected event from its queue, tells the scorekeeper why, and goes on sending the events behind it: a rejection never blocks them. Stats consoles need the owner to be on Tempo Premium (402).',
        params: gameParams,
        body: postEventsSchema,
        response: { 200: postEventsResultSchema, 402: apiErrorSchema, ...managementErrors },
      },
    },
    async (req, reply) => {
      const { gameId } = req.params;
      const userId = await live.consoleAccess.requirePoster(req, gameId, req.body.console);
      const result = await live.ingest.submit(gameId, userId, {
        ...req.body,
        events: req.body.events.map(parseGameEvent),
      });
      // ingest.ts builds the answer with exactly the schema's fields; checking up to 500 results
      // with zod again on every post cost as much CPU as parsing the request. Errors, thrown
      // above, keep the checked serializer. (A custom serializer sets no content type itself.)
      void reply.type('application/json; charset=utf-8').serializer(JSON.stringify);
      return result;
    },
  );

  app.get(
    liveGamePaths.events,
    {
      ...gameMember.options,
      schema: {
        tags,
        summary: 'The log after a seq, in pages (any member)',
        params: gameParams,
        querystring: eventsQuerySchema,
        response: { 200: eventsPageSchema, ...accessErrors },
      },
    },
    async (req, reply) => {
      const { gameId } = req.params;
      noStore(reply);
      return eventsPage(await currentOr404(gameId), req.query.after, req.query.limit);
    },
  );

  app.get(
    liveGamePaths.state,
    {
      ...gameMember.options,
      schema: {
        tags,
        summary: 'The game, its setup and the state computed from its log (any member)',
        description: stateDescription,
        params: gameParams,
        querystring: stateQuerySchema,
        response: { 200: stateAnswerSchema, ...accessErrors },
      },
    },
    async (req, reply) => {
      const { gameId } = req.params;
      noStore(reply);
      return stateOf(await currentOr404(gameId), req.query.view);
    },
  );

  app.get(
    liveGamePaths.stream,
    {
      ...gameMember.options,
      schema: {
        tags,
        summary: 'The log live, as Server-Sent Events, with presence (any member)',
        description: `${streamDescription} This stream also sends \`${liveStreamEvents.presence}\` with the connected consoles and outputs.`,
        params: gameParams,
        querystring: streamQuerySchema,
        produces: ['text/event-stream'],
        response: { 200: sseResponse, ...accessErrors },
      },
    },
    async (req, reply) => {
      const { user } = gameMember.of(req);
      await stream(req, reply, { userId: user.id, sessionId: user.sessionId });
    },
  );

  app.get(
    liveGamePaths.presence,
    {
      ...gameMember.options,
      schema: {
        tags,
        summary: 'The consoles and outputs connected to the game now (any member)',
        params: gameParams,
        response: { 200: presenceSchema, ...accessErrors },
      },
    },
    async (req, reply) => {
      const { gameId } = req.params;
      noStore(reply);
      return { connections: live.presence(gameId) };
    },
  );

  app.get(
    liveGamePaths.publicState,
    {
      schema: {
        tags: publicTags,
        summary: 'The game and its state, for public outputs (no account)',
        description: stateDescription,
        params: gameParams,
        querystring: stateQuerySchema,
        response: { 200: stateAnswerSchema, ...publicErrors },
      },
    },
    async (req, reply) => {
      await requirePublic(req.params.gameId);
      noStore(reply);
      return stateOf(await currentOr404(req.params.gameId), req.query.view);
    },
  );

  app.get(
    liveGamePaths.publicEvents,
    {
      schema: {
        tags: publicTags,
        summary: 'The log after a seq, in pages, for public outputs (no account)',
        params: gameParams,
        querystring: eventsQuerySchema,
        response: { 200: eventsPageSchema, ...publicErrors },
      },
    },
    async (req, reply) => {
      await requirePublic(req.params.gameId);
      noStore(reply);
      return eventsPage(await currentOr404(req.params.gameId), req.query.after, req.query.limit);
    },
  );

  app.get(
    liveGamePaths.publicStream,
    {
      schema: {
        tags: publicTags,
        summary: 'The log live, as Server-Sent Events, for public outputs (no account)',
        description: streamDescription,
        params: gameParams,
        querystring: streamQuerySchema,
        produces: ['text/event-stream'],
        response: { 200: sseResponse, ...publicErrors },
      },
    },
    async (req, reply) => {
      await requirePublic(req.params.gameId, true);
      await stream(req, reply, null);
    },
  );

  app.get(
    liveGamePaths.publicFeed,
    {
      schema: {
        tags: publicTags,
        summary: 'Flat key/value JSON for vMix-style data sources (no account)',
        description:
          'Every value is a string: `home.name`, `home.short`, `home.score`, `home.fouls`, `home.timeouts`, `home.bonus`, the same for `away`, `period`, `clock`, `shotclock`, `status`, `possession`. Poll it; the clock is computed at the moment of the request. With `?shape=rows` the same object is the one element of an array, as a vMix JSON data source reads it (each element a row, each key a column: map a title field to the column `home.score`, row 1). Readable from any origin (CORS), errors included.',
        params: gameParams,
        querystring: feedQuerySchema,
        response: { 200: feedAnswerSchema, ...publicErrors },
      },
    },
    async (req, reply) => {
      await requirePublic(req.params.gameId);
      const entry = await currentOr404(req.params.gameId);
      noStore(reply);
      const { home, away, rules } = entry.game;
      const feed = flatFeed(entry.state, { home, away }, rules, live.now());
      return req.query.shape === 'rows' ? [feed] : feed;
    },
  );
};

// Live games (docs/product/live-games.md): the log, the computed state, the stream and presence
// for members (recording a batch of events is in live-batches.ts); their public read-only twins for
// outputs without an account; the flat feed for vMix-style tools; and the server's clock. The
// zod-free output bundles (the public scoreboard, overlay and stat sheet) build these URLs from
// `liveGamePaths` instead of importing this module, which would bring zod with it.
import { liveGamePaths, liveStreamEvents, liveViews } from '../api-paths.ts';
import { accessErrors, eventStreamSchema, gameParams } from '../common-responses.ts';
import { endpoint } from '../endpoint.ts';
import { apiErrorSchema } from '../api-error.ts';
import {
  eventsPageSchema,
  eventsQuerySchema,
  feedAnswerSchema,
  feedQuerySchema,
  maxEventsPage,
  presenceSchema,
  serverTimeSchema,
  publicEventsPageSchema,
  publicStateAnswerSchema,
  stateAnswerSchema,
  stateQuerySchema,
  streamQuerySchema,
} from '../live-games.ts';

const tags = ['live games'];
const publicTags = ['live games (public)'];
/** A public output meets 403 when its tournament's outputs are off or its owner deactivated. */
const publicErrors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;

const streamDescription = `Server-Sent Events. \`event: ${liveStreamEvents.event}\` carries one logged event (its \`id:\` is the seq; on the public stream without \`deviceId\` and \`userId\`); \`${liveStreamEvents.game}\` the game's new setup when teams, rosters or settings change; \`${liveStreamEvents.heartbeat}\` \`{serverTime}\` every few seconds. Resumes after the \`Last-Event-ID\` header, or \`?after=\`; with neither the whole log is sent first. \`?kind=&deviceId=\` lists the connection in the game's presence (on the public stream only when the reader is signed in as a member of the tournament). With \`?view=${liveViews.scoreboard}\` the stream carries no game events: \`event: ${liveStreamEvents.scoreboard}\` sends what a scoreboard shows (status, period, clocks, score, team fouls, bonus, timeouts, possession arrow, who fouled out; \`id:\` is its \`lastSeq\`) at once, then again after every batch of events; heartbeats and \`${liveStreamEvents.game}\` as above. With \`?view=${liveViews.sheet}\`, \`event: ${liveStreamEvents.sheet}\` sends what a stat sheet shows (the scoreboard's part, player lines, team totals, points and team fouls per period) the same way.`;
const stateDescription = `With \`?view=${liveViews.scoreboard}\` the answer has \`summary\` (what a scoreboard shows, as the \`${liveStreamEvents.scoreboard}\` stream event) instead of \`state\`: no box score, no play-by-play. With \`?view=${liveViews.sheet}\` \`state\` holds what a stat sheet shows (as the \`${liveStreamEvents.sheet}\` stream event): no log, play-by-play or device ids.`;
const publicStateDescription = `\`state\` holds what a stat sheet shows (as the \`${liveStreamEvents.sheet}\` stream event): its size does not grow with the log, and nothing in it names an account or a device. With \`?view=${liveViews.scoreboard}\` the answer has \`summary\` (what a scoreboard shows) instead. The log itself is \`GET ${liveGamePaths.publicEvents}\`, in pages.`;
const publicEventsDescription = `At most ${maxEventsPage} events a page; \`next\` is the \`after\` of the next page (null at the end of the log). Events carry no account or device ids.`;

export const getServerTime = endpoint({
  method: 'GET',
  path: liveGamePaths.time,
  operationId: 'getServerTime',
  summary: "The server's clock (epoch ms), for measuring a screen's offset from it",
  tags: publicTags,
  access: 'public',
  responses: { 200: serverTimeSchema },
});

export const listGameEvents = endpoint({
  method: 'GET',
  path: liveGamePaths.events,
  operationId: 'listGameEvents',
  summary: 'The log after a seq, in pages (any member)',
  tags,
  params: gameParams,
  query: eventsQuerySchema,
  responses: { 200: eventsPageSchema, ...accessErrors },
});

export const getGameState = endpoint({
  method: 'GET',
  path: liveGamePaths.state,
  operationId: 'getGameState',
  summary: 'The game, its setup and the state computed from its log (any member)',
  description: stateDescription,
  tags,
  params: gameParams,
  query: stateQuerySchema,
  responses: { 200: stateAnswerSchema, ...accessErrors },
});

export const followGameStream = endpoint({
  method: 'GET',
  path: liveGamePaths.stream,
  operationId: 'followGameStream',
  summary: 'The log live, as Server-Sent Events, with presence (any member)',
  description: `${streamDescription} This stream also sends \`${liveStreamEvents.presence}\` with the connected consoles and outputs.`,
  tags,
  params: gameParams,
  query: streamQuerySchema,
  produces: 'text/event-stream',
  responses: { 200: eventStreamSchema, ...accessErrors },
});

export const getGamePresence = endpoint({
  method: 'GET',
  path: liveGamePaths.presence,
  operationId: 'getGamePresence',
  summary: 'The consoles and outputs connected to the game now (any member)',
  tags,
  params: gameParams,
  responses: { 200: presenceSchema, ...accessErrors },
});

export const getPublicGameState = endpoint({
  method: 'GET',
  path: liveGamePaths.publicState,
  operationId: 'getPublicGameState',
  summary: 'The game and its stat sheet, for public outputs (no account)',
  description: publicStateDescription,
  tags: publicTags,
  access: 'public',
  params: gameParams,
  query: stateQuerySchema,
  responses: { 200: publicStateAnswerSchema, ...publicErrors },
});

export const listPublicGameEvents = endpoint({
  method: 'GET',
  path: liveGamePaths.publicEvents,
  operationId: 'listPublicGameEvents',
  summary: 'The log after a seq, in pages, for public outputs (no account)',
  description: publicEventsDescription,
  tags: publicTags,
  access: 'public',
  params: gameParams,
  query: eventsQuerySchema,
  responses: { 200: publicEventsPageSchema, ...publicErrors },
});

export const followPublicGameStream = endpoint({
  method: 'GET',
  path: liveGamePaths.publicStream,
  operationId: 'followPublicGameStream',
  summary: 'The log live, as Server-Sent Events, for public outputs (no account)',
  description: streamDescription,
  tags: publicTags,
  // A signed-in member's screen is listed in the game's presence.
  access: 'publicOrSession',
  params: gameParams,
  query: streamQuerySchema,
  produces: 'text/event-stream',
  responses: { 200: eventStreamSchema, ...publicErrors },
});

export const getPublicGameFeed = endpoint({
  method: 'GET',
  path: liveGamePaths.publicFeed,
  operationId: 'getPublicGameFeed',
  summary: 'Flat key/value JSON for vMix-style data sources (no account)',
  description:
    'Every value is a string: `home.name`, `home.short`, `home.score`, `home.fouls`, `home.timeouts`, `home.bonus`, the same for `away`, `period`, `clock`, `shotclock`, `status`, `possession`. Poll it; the clock is computed at the moment of the request. With `?shape=rows` the same object is the one element of an array, as a vMix JSON data source reads it (each element a row, each key a column: map a title field to the column `home.score`, row 1). Readable from any origin (CORS), errors included.',
  tags: publicTags,
  access: 'public',
  params: gameParams,
  query: feedQuerySchema,
  responses: { 200: feedAnswerSchema, ...publicErrors },
});

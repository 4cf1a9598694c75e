// Exports (docs/product/plans.md, a premium feature of the tournament's owner): a game's box score as
// CSV and its score sheet as PDF, the season's statistics as CSV, and the season's schedule as an
// iCal feed. Any member may download; the feed itself is public behind its secret token.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { seasonStatsPaths } from '../../../contract/api-paths.ts';
import { apiErrorSchema } from '../../../contract/errors.ts';
import { calendarLinkSchema, statsQuerySchema } from '../../../contract/season-stats.ts';
import { storableString } from '../../../contract/storable-string.ts';
import { scoreSheet } from '../../../domain/exports/score-sheet.ts';
import { hasFeature, premiumRequiredMessage } from '../../../domain/plans/plans.ts';
import { games, seasons } from '../../db/tournament-schema.ts';
import { notFound } from '../../http/errors.ts';
import { linkOriginOf } from '../../http/link-origin.ts';
import { accessErrors, gameParams, seasonParams } from '../common/route-schemas.ts';
import { routeAccess } from '../common/route-access.ts';
import { loadSeasonStats } from '../season-stats/season-stats-service.ts';
import { sendAttachment, sendText } from './attachment.ts';
import { boxScoreTable } from './box-score-csv.ts';
import {
  ensureCalendarToken,
  feedUrl,
  replaceCalendarToken,
  seasonByToken,
  seasonCalendarText,
} from './calendar-ics.ts';
import { sendCsv } from './csv.ts';
import { gameFileName } from './game-names.ts';
import { seasonStatsTable } from './season-stats-csv.ts';

/** Exports are for any member when the tournament's owner has them (402 otherwise). */
const gameExports = routeAccess('gameId', { role: 'viewer', intent: 'read', feature: 'exports' });
const seasonExports = routeAccess('seasonId', {
  role: 'viewer',
  intent: 'read',
  feature: 'exports',
});
const resetCalendar = routeAccess('seasonId', {
  role: 'admin',
  intent: 'write',
  action: 'reset the calendar link',
  feature: 'exports',
});

const tags = ['exports'];
const fileErrors = { ...accessErrors, 402: apiErrorSchema };
const file = (type: string) => z.string().describe(type);

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, live } = app;
  const { db } = deps;

  /** The game as the live service holds it: setup, replayed state and log. */
  async function liveGame(gameId: string) {
    const entry = await live.current(gameId);
    if (!entry) throw notFound('Game not found');
    return entry;
  }

  /** That, and the stored row for what only it holds (phase, officials, the typed-in score). */
  async function currentGame(gameId: string) {
    const [entry, [row]] = await Promise.all([
      liveGame(gameId),
      db.select().from(games).where(eq(games.id, gameId)),
    ]);
    if (!row) throw notFound('Game not found');
    return { entry, row };
  }

  app.get(
    seasonStatsPaths.gameBoxScoreCsv,
    {
      ...gameExports.options,
      schema: {
        tags,
        summary: 'The box score of a game as CSV (any member; premium)',
        description:
          'UTF-8 with a byte-order mark, CRLF line ends, RFC 4180 quoting. One row per player of each team, then the team totals. MIN is minutes with one decimal; percentages 0–100 with one decimal, empty without attempts. Text that a spreadsheet would run as a formula starts with an apostrophe.',
        params: gameParams,
        produces: ['text/csv'],
        response: { 200: file('text/csv'), ...fileErrors },
      },
    },
    async (req, reply) => {
      const { gameId } = req.params;
      const entry = await liveGame(gameId);
      return sendCsv(
        reply,
        boxScoreTable(entry.game, entry.state),
        gameFileName(entry.game, 'box score'),
      );
    },
  );

  app.get(
    seasonStatsPaths.gameScoreSheetPdf,
    {
      ...gameExports.options,
      schema: {
        tags,
        summary: 'The printable score sheet of a game as PDF (any member; premium)',
        description:
          'A4 portrait: the teams, players (number, starter, points, fouls with kind and period, shooting), team fouls per period, timeouts, the score by period and the running score. A game without recorded plays gives its final score only.',
        params: gameParams,
        produces: ['application/pdf'],
        response: { 200: file('application/pdf'), ...fileErrors },
      },
    },
    async (req, reply) => {
      const { gameId } = req.params;
      const { entry, row } = await currentGame(gameId);
      const { game, state, log } = entry;
      // A score typed in by hand (no log, or a corrected result) is the official one.
      const stored =
        row.homeScore !== null && row.awayScore !== null
          ? { home: row.homeScore, away: row.awayScore }
          : null;
      const sheet = scoreSheet({
        rules: game.rules,
        home: game.home,
        away: game.away,
        state,
        log,
        finalScore: log.length === 0 || game.status !== 'live' ? stored : null,
      });
      // Loaded at the first score sheet: PDFKit and its fonts are memory most servers never use.
      const { renderScoreSheetPdf } = await import('./score-sheet-pdf.ts');
      const body = await renderScoreSheetPdf(sheet, {
        game,
        phase: row.phase,
        officials: row.officials,
        status: row.status,
        forfeitedBy: row.forfeitedBy,
      });
      return sendAttachment(reply, {
        body,
        contentType: 'application/pdf',
        name: gameFileName(game, 'score sheet'),
        extension: 'pdf',
      });
    },
  );

  app.get(
    seasonStatsPaths.seasonStatsCsv,
    {
      ...seasonExports.options,
      schema: {
        tags,
        summary: 'The season’s player and team statistics as CSV (any member; premium)',
        description:
          'For each team, its players (games, totals, shooting percentages, per-game averages), then the team row. `?phase=regular|playoff` as the stats route. Same CSV conventions as the box score.',
        params: seasonParams,
        querystring: statsQuerySchema,
        produces: ['text/csv'],
        response: { 200: file('text/csv'), ...fileErrors },
      },
    },
    async (req, reply) => {
      const { seasonId } = req.params;
      const access = seasonExports.of(req);
      const data = await loadSeasonStats(db, seasonId, req.query.phase);
      const [season] = await db
        .select({ name: seasons.name, rules: seasons.rules })
        .from(seasons)
        .where(eq(seasons.id, seasonId));
      const phase = req.query.phase === 'playoff' ? 'playoff stats' : 'stats';
      return sendCsv(
        reply,
        seasonStatsTable(data, season?.rules ?? {}),
        `${access.tournament.name} ${season?.name ?? ''} ${phase}`.replace(/\s+/g, ' '),
      );
    },
  );

  app.get(
    seasonStatsPaths.seasonCalendar,
    {
      ...seasonExports.options,
      schema: {
        tags,
        summary: 'The address of the season’s iCal feed (any member; premium)',
        description:
          'Made on the first request. Anyone with the address can read the schedule, so share it like a password; POST replaces it.',
        params: seasonParams,
        response: { 200: calendarLinkSchema, ...fileErrors },
      },
    },
    async (req, reply) => {
      const { seasonId } = req.params;
      void reply.header('cache-control', 'no-store');
      return { url: feedUrl(linkOriginOf(req), await ensureCalendarToken(db, seasonId)) };
    },
  );

  app.post(
    seasonStatsPaths.seasonCalendar,
    {
      ...resetCalendar.options,
      schema: {
        tags,
        summary: 'Replace the season’s iCal feed address (owner or admin; premium)',
        description:
          'The old address stops working at once; calendars subscribed to it must subscribe again.',
        params: seasonParams,
        response: { 200: calendarLinkSchema, ...fileErrors, 409: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const { seasonId } = req.params;
      void reply.header('cache-control', 'no-store');
      return { url: feedUrl(linkOriginOf(req), await replaceCalendarToken(db, seasonId)) };
    },
  );

  app.get(
    seasonStatsPaths.calendarFeed,
    {
      schema: {
        tags: ['exports (public)'],
        summary: 'The season’s schedule as an iCalendar feed (no account: the token is the key)',
        description:
          'RFC 5545. One VEVENT per game with a date: UID `<gameId>@<host>` never changes, SEQUENCE and LAST-MODIFIED follow the game’s last change, so calendar apps update events in place; a cancelled game has STATUS:CANCELLED. DTEND is the start plus periods × period minutes × 2 + 15 minutes. 404 for an unknown or replaced token; 402 (text) when the owner’s plan no longer includes exports.',
        params: z.object({ calendarToken: storableString().min(1).max(100) }),
        produces: ['text/calendar'],
        response: { 200: file('text/calendar'), 402: file('text/plain'), 404: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const now = deps.now();
      const season = await seasonByToken(db, req.params.calendarToken, now);
      // A deactivated owner's tournaments are not shown to anyone (docs/product/accounts.md).
      if (!season || !season.ownerActive) {
        throw notFound('Calendar not found');
      }
      if (!hasFeature(season.ownerTier, 'exports')) {
        return sendText(
          reply,
          402,
          'text/plain; charset=utf-8',
          `${premiumRequiredMessage('exports')} The owner of “${season.tournamentName}” no longer has it; the schedule will be back when they renew.\n`,
          { 'cache-control': 'no-store' },
        );
      }
      const text = await seasonCalendarText(db, season, {
        publicUrl: deps.config.publicUrl,
        origin: linkOriginOf(req),
        now,
      });
      return sendText(reply, 200, 'text/calendar; charset=utf-8', text, {
        'content-disposition': 'inline; filename="season.ics"',
        'cache-control': 'private, max-age=300',
      });
    },
  );
};

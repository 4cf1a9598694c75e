// Exports (docs/product/plans.md, a premium feature of the tournament's owner): a game's box score as
// CSV and its score sheet as PDF, the season's statistics as CSV, and the season's schedule as an
// iCal feed. Any member may download; the feed itself is public behind its secret token. All of
// them speak the tournament's language.
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as exportEndpoints from '../../../contract/endpoints/exports.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { scoreSheet } from '../../../domain/exports/score-sheet.ts';
import { hasFeature } from '../../../domain/plans/plans.ts';
import { games, seasons } from '../../db/tournament-schema.ts';
import { notFound, msg } from '../../http/errors.ts';
import { linkOriginOf } from '../../http/link-origin.ts';
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
import { exportWords, periodNamer } from './export-words.ts';
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
  action: 'resetCalendar',
  feature: 'exports',
});

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps, live } = app;
  const { db } = deps;

  /** The game as the live service holds it: setup, replayed state and log. */
  async function liveGame(gameId: string) {
    const entry = await live.current(gameId);
    if (!entry) throw notFound(msg('error.notFound.game'));
    return entry;
  }

  /** That, and the stored row for what only it holds (phase, officials, the typed-in score). */
  async function currentGame(gameId: string) {
    const [entry, [row]] = await Promise.all([
      liveGame(gameId),
      db.select().from(games).where(eq(games.id, gameId)),
    ]);
    if (!row) throw notFound(msg('error.notFound.game'));
    return { entry, row };
  }

  app.route({
    ...endpointRoute(exportEndpoints.getBoxScoreCsv),
    ...gameExports.options,
    handler: async (req, reply) => {
      const { gameId } = req.params;
      const { game, state } = await liveGame(gameId);
      const words = exportWords(deps.i18n, game.language);
      return sendCsv(
        reply,
        boxScoreTable(game, state, words),
        gameFileName(game, words.t('csv.boxScoreFile')),
        words.locale,
      );
    },
  });

  app.route({
    ...endpointRoute(exportEndpoints.getScoreSheetPdf),
    ...gameExports.options,
    handler: async (req, reply) => {
      const { gameId } = req.params;
      const { entry, row } = await currentGame(gameId);
      const { game, state, log } = entry;
      const words = exportWords(deps.i18n, game.language);
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
        periodName: periodNamer(words, game.rules),
      });
      // Loaded at the first score sheet: PDFKit and its fonts are memory most servers never use.
      const { renderScoreSheetPdf } = await import('./score-sheet-pdf.ts');
      const body = await renderScoreSheetPdf(
        sheet,
        {
          game,
          phase: row.phase,
          officials: row.officials,
          status: row.status,
          forfeitedBy: row.forfeitedBy,
        },
        words,
        req.log,
      );
      return sendAttachment(reply, {
        body,
        contentType: 'application/pdf',
        name: gameFileName(game, words.t('pdf.fileName')),
        extension: 'pdf',
      });
    },
  });

  app.route({
    ...endpointRoute(exportEndpoints.getSeasonStatsCsv),
    ...seasonExports.options,
    handler: async (req, reply) => {
      const { seasonId } = req.params;
      const { tournament } = seasonExports.of(req);
      const words = exportWords(deps.i18n, tournament.language);
      const data = await loadSeasonStats(db, seasonId, req.query.phase, words.common);
      const [season] = await db
        .select({ name: seasons.name, rules: seasons.rules })
        .from(seasons)
        .where(eq(seasons.id, seasonId));
      const name = words.t('csv.seasonStatsFile', {
        tournament: tournament.name,
        season: season?.name ?? '',
        phase: req.query.phase ?? 'regular',
      });
      return sendCsv(
        reply,
        seasonStatsTable(data, season?.rules ?? {}, words),
        name.replace(/\s+/g, ' '),
        words.locale,
      );
    },
  });

  app.route({
    ...endpointRoute(exportEndpoints.getCalendarLink),
    ...seasonExports.options,
    handler: async (req, reply) => {
      const { seasonId } = req.params;
      void reply.header('cache-control', 'no-store');
      return { url: feedUrl(linkOriginOf(req), await ensureCalendarToken(db, seasonId)) };
    },
  });

  app.route({
    ...endpointRoute(exportEndpoints.replaceCalendarLink),
    ...resetCalendar.options,
    handler: async (req, reply) => {
      const { seasonId } = req.params;
      void reply.header('cache-control', 'no-store');
      return { url: feedUrl(linkOriginOf(req), await replaceCalendarToken(db, seasonId)) };
    },
  });

  app.route({
    ...endpointRoute(exportEndpoints.getCalendarFeed),
    handler: async (req, reply) => {
      const now = deps.now();
      const season = await seasonByToken(db, req.params.calendarToken, now);
      // A deactivated owner's tournaments are not shown to anyone (docs/product/accounts.md).
      if (!season || !season.ownerActive) {
        throw notFound(msg('error.notFound.calendar'));
      }
      const words = exportWords(deps.i18n, season.language);
      if (!hasFeature(season.ownerTier, 'exports')) {
        return sendText(
          reply,
          402,
          'text/plain; charset=utf-8',
          `${words.t('ical.premiumLapsed', { tournament: season.tournamentName })}\n`,
          { 'cache-control': 'no-store' },
        );
      }
      const text = await seasonCalendarText(db, season, {
        publicUrl: deps.config.publicUrl,
        origin: linkOriginOf(req),
        now,
        words,
      });
      return sendText(reply, 200, 'text/calendar; charset=utf-8', text, {
        'content-disposition': 'inline; filename="season.ics"',
        'cache-control': 'private, max-age=300',
      });
    },
  });
};

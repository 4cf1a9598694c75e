// Exports (docs/product/plans.md, premium): a game's box score (CSV) and score sheet (PDF), the
// season's statistics (CSV), and the season's iCal feed: its address for members, the feed itself
// public behind its secret token.
import { z } from 'zod';
import { seasonStatsPaths } from '../api-paths.ts';
import { accessErrors, fileBody, gameParams, seasonParams } from '../common-responses.ts';
import { endpoint } from '../endpoint.ts';
import { apiErrorSchema } from '../api-error.ts';
import { calendarLinkSchema, statsQuerySchema } from '../season-stats.ts';
import { storableString } from '../storable-string.ts';

const tags = ['exports'];
const fileErrors = { ...accessErrors, 402: apiErrorSchema };

export const getBoxScoreCsv = endpoint({
  method: 'GET',
  path: seasonStatsPaths.gameBoxScoreCsv,
  operationId: 'getBoxScoreCsv',
  summary: 'The box score of a game as CSV (any member; premium)',
  description:
    'UTF-8 with a byte-order mark, CRLF line ends, RFC 4180 quoting. One row per player of each team, then the team totals. MIN is minutes with one decimal; percentages 0–100 with one decimal, empty without attempts. Text that a spreadsheet would run as a formula starts with an apostrophe.',
  tags,
  params: gameParams,
  produces: 'text/csv',
  responses: { 200: fileBody('text/csv'), ...fileErrors },
});

export const getScoreSheetPdf = endpoint({
  method: 'GET',
  path: seasonStatsPaths.gameScoreSheetPdf,
  operationId: 'getScoreSheetPdf',
  summary: 'The printable score sheet of a game as PDF (any member; premium)',
  description:
    'A4 portrait: the teams, players (number, starter, points, fouls with kind and period, shooting), team fouls per period, timeouts, the score by period and the running score. A game without recorded plays gives its final score only.',
  tags,
  params: gameParams,
  produces: 'application/pdf',
  responses: { 200: fileBody('application/pdf'), ...fileErrors },
});

export const getSeasonStatsCsv = endpoint({
  method: 'GET',
  path: seasonStatsPaths.seasonStatsCsv,
  operationId: 'getSeasonStatsCsv',
  summary: 'The season’s player and team statistics as CSV (any member; premium)',
  description:
    'For each team, its players (games, totals, shooting percentages, per-game averages), then the team row. `?phase=regular|playoff` as the stats route. Same CSV conventions as the box score.',
  tags,
  params: seasonParams,
  query: statsQuerySchema,
  produces: 'text/csv',
  responses: { 200: fileBody('text/csv'), ...fileErrors },
});

export const getCalendarLink = endpoint({
  method: 'GET',
  path: seasonStatsPaths.seasonCalendar,
  operationId: 'getCalendarLink',
  summary: 'The address of the season’s iCal feed (any member; premium)',
  description:
    'Made on the first request. Anyone with the address can read the schedule, so share it like a password; POST replaces it.',
  tags,
  params: seasonParams,
  responses: { 200: calendarLinkSchema, ...fileErrors },
});

export const replaceCalendarLink = endpoint({
  method: 'POST',
  path: seasonStatsPaths.seasonCalendar,
  operationId: 'replaceCalendarLink',
  summary: 'Replace the season’s iCal feed address (owner or admin; premium)',
  description:
    'The old address stops working at once; calendars subscribed to it must subscribe again.',
  tags,
  params: seasonParams,
  responses: { 200: calendarLinkSchema, ...fileErrors, 409: apiErrorSchema },
});

export const getCalendarFeed = endpoint({
  method: 'GET',
  path: seasonStatsPaths.calendarFeed,
  operationId: 'getCalendarFeed',
  summary: 'The season’s schedule as an iCalendar feed (no account: the token is the key)',
  description:
    'RFC 5545. One VEVENT per game with a date: UID `<gameId>@<host>` never changes, SEQUENCE and LAST-MODIFIED follow the game’s last change, so calendar apps update events in place; a cancelled game has STATUS:CANCELLED. DTEND is the start plus periods × period minutes × 2 + 15 minutes. 404 for an unknown or replaced token; 402 (text) when the owner’s plan no longer includes exports.',
  tags: ['exports (public)'],
  access: 'public',
  params: z.object({ calendarToken: storableString().min(1).max(100) }),
  produces: 'text/calendar',
  responses: {
    200: fileBody('text/calendar'),
    402: fileBody('text/plain'),
    404: apiErrorSchema,
  },
});

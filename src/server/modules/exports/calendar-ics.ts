// A season's schedule as an iCalendar feed (RFC 5545) for calendar apps, in the tournament's
// language, and the secret token in its URL. The apps send no cookies, so the token is the
// credential: made on first request, replaced on demand (the old URL stops working at once).
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { apiPath, seasonStatsPaths } from '../../../contract/api-paths.ts';
import {
  buildCalendar,
  gameDurationMinutes,
  sequenceOf,
  type CalendarEvent,
} from '../../../domain/exports/ical.ts';
import { effectiveTier, type PlanTier } from '../../../domain/plans/effective-tier.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { games, seasons, teams, tournaments } from '../../db/tournament-schema.ts';
import { newId } from '../common/ids.ts';
import type { ExportWords } from './export-words.ts';

/** The feed's address on `origin`, the address the person is using (http/link-origin.ts). */
export function feedUrl(origin: string, calendarToken: string): string {
  return `${origin}${apiPath(seasonStatsPaths.calendarFeed, { calendarToken })}`;
}

/** The season's token, made now when it has none (two first requests at once agree on one). */
export async function ensureCalendarToken(db: Db, seasonId: string): Promise<string> {
  const [made] = await db
    .update(seasons)
    .set({ calendarToken: newId() })
    .where(and(eq(seasons.id, seasonId), isNull(seasons.calendarToken)))
    .returning({ token: seasons.calendarToken });
  if (made?.token) return made.token;
  const [row] = await db
    .select({ token: seasons.calendarToken })
    .from(seasons)
    .where(eq(seasons.id, seasonId));
  if (!row?.token) throw new Error(`season ${seasonId} has no calendar token`);
  return row.token;
}

export async function replaceCalendarToken(db: Db, seasonId: string): Promise<string> {
  const token = newId();
  await db.update(seasons).set({ calendarToken: token }).where(eq(seasons.id, seasonId));
  return token;
}

export interface FeedSeason {
  seasonId: string;
  seasonName: string;
  tournamentId: string;
  tournamentName: string;
  /** The tournament's language, which the feed's entries speak. */
  language: string;
  rules: typeof seasons.$inferSelect.rules;
  ownerActive: boolean;
  ownerTier: PlanTier;
}

export async function seasonByToken(
  db: Db,
  calendarToken: string,
  now: Date,
): Promise<FeedSeason | null> {
  const [row] = await db
    .select({
      seasonId: seasons.id,
      seasonName: seasons.name,
      rules: seasons.rules,
      tournamentId: tournaments.id,
      tournamentName: tournaments.name,
      language: tournaments.language,
      ownerStatus: users.status,
      planTier: users.planTier,
      premiumExpiresAt: users.premiumExpiresAt,
    })
    .from(seasons)
    .innerJoin(tournaments, eq(seasons.tournamentId, tournaments.id))
    .innerJoin(users, eq(tournaments.ownerId, users.id))
    .where(eq(seasons.calendarToken, calendarToken));
  if (!row) return null;
  return {
    seasonId: row.seasonId,
    seasonName: row.seasonName,
    tournamentId: row.tournamentId,
    tournamentName: row.tournamentName,
    language: row.language,
    rules: row.rules,
    ownerActive: row.ownerStatus === 'active',
    ownerTier: effectiveTier(row.planTier, row.premiumExpiresAt, now),
  };
}

/**
 * Every game of the season with a date, as VEVENTs. Their UIDs name PUBLIC_URL's host; their game
 * pages link to `origin`, the address the calendar app was given and fetches the feed from.
 */
export async function seasonCalendarText(
  db: Db,
  season: FeedSeason,
  opts: { publicUrl: string; origin: string; now: Date; words: ExportWords },
): Promise<string> {
  const { t, common } = opts.words;
  const rows = await db
    .select()
    .from(games)
    .where(and(eq(games.seasonId, season.seasonId), isNotNull(games.scheduledAt)))
    .orderBy(asc(games.scheduledAt), asc(games.id));
  const teamRows = await db.select().from(teams).where(eq(teams.seasonId, season.seasonId));
  const nameOf = new Map(teamRows.map((t) => [t.id, t.name]));
  // UIDs name the site, not the address a request came through, so they never change.
  const host = new URL(opts.publicUrl).hostname || 'tempo';
  const minutes = gameDurationMinutes(season.rules);

  const events: CalendarEvent[] = rows.map((g) => {
    const match = common('vs', {
      home: nameOf.get(g.homeTeamId) ?? common('side.home'),
      away: nameOf.get(g.awayTeamId) ?? common('side.away'),
    });
    const score = { match, home: g.homeScore, away: g.awayScore };
    const summary =
      g.homeScore === null || (g.status !== 'final' && g.status !== 'forfeit')
        ? match
        : t(g.status === 'forfeit' ? 'ical.resultForfeit' : 'ical.result', score);
    const start = g.scheduledAt!;
    const link = `${opts.origin}/tournaments/${season.tournamentId}/seasons/${season.seasonId}/games/${g.id}`;
    return {
      uid: `${g.id}@${host}`,
      start,
      end: new Date(start.getTime() + minutes * 60_000),
      summary,
      location: [g.venue, g.court].filter(Boolean).join(', '),
      description: [
        g.round ? t('ical.round', { round: g.round }) : '',
        t('ical.phase', { phase: g.phase }),
        g.status === 'cancelled' ? t('ical.cancelled') : '',
        t('ical.gamePage', { link }),
      ]
        .filter(Boolean)
        .join('\n'),
      url: link,
      status: g.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
      sequence: sequenceOf(g.updatedAt),
      lastModified: g.updatedAt,
    };
  });

  return buildCalendar({
    prodId: '-//Tempo//Season schedule//EN',
    name: `${season.tournamentName} – ${season.seasonName}`,
    stamp: opts.now,
    events,
  });
}

// Games as strangers see them: the teams, the time and place, the score and, while live, the
// period. Officials and notes stay with the members.
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Game } from '../../../contract/games.ts';
import type { PublicGame } from '../../../contract/public-league.ts';
import type { Db } from '../../db/client.ts';
import { games } from '../../db/tournament-schema.ts';
import { gameViews, type GameOrder } from '../games/game-view.ts';

export function publicGameOf(g: Game): PublicGame {
  return {
    id: g.id,
    status: g.status,
    phase: g.phase,
    scheduledAt: g.scheduledAt,
    timezone: g.timezone,
    venue: g.venue,
    court: g.court,
    round: g.round,
    home: g.homeTeam,
    away: g.awayTeam,
    homeScore: g.homeScore,
    awayScore: g.awayScore,
    period: g.status === 'live' ? g.period : null,
  };
}

export interface SeasonGamesFilter {
  statuses?: Game['status'][];
  teamId?: string;
  order?: GameOrder;
  limit?: number;
}

/** A season's games, optionally of some statuses or one team. */
export async function seasonPublicGames(
  db: Db,
  seasonId: string,
  filter: SeasonGamesFilter = {},
): Promise<PublicGame[]> {
  const conditions: (SQL | undefined)[] = [eq(games.seasonId, seasonId)];
  if (filter.statuses) conditions.push(inArray(games.status, filter.statuses));
  if (filter.teamId) {
    conditions.push(or(eq(games.homeTeamId, filter.teamId), eq(games.awayTeamId, filter.teamId)));
  }
  const views = await gameViews(db, and(...conditions), {
    order: filter.order,
    limit: filter.limit,
  });
  return views.map(publicGameOf);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) a game is played on at its venue. */
export function localDay(scheduledAt: string, timezone: string): string {
  let format = dayFormats.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timezone, format);
  }
  return format.format(new Date(scheduledAt));
}

/** Games played from `from` to `to` (inclusive days at the venue); unscheduled games drop out. */
export function withinDays(list: PublicGame[], from?: string, to?: string): PublicGame[] {
  if (from === undefined && to === undefined) return list;
  return list.filter((g) => {
    if (g.scheduledAt === null) return false;
    const day = localDay(g.scheduledAt, g.timezone);
    return (from === undefined || day >= from) && (to === undefined || day <= to);
  });
}

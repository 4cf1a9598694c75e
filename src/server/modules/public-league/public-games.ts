// Games as strangers see them: the teams, the time and place, the score and, while live, the
// period. Officials and notes stay with the members.
import { and, eq, or } from 'drizzle-orm';
import type { Game } from '../../../contract/games.ts';
import type { PublicGame } from '../../../contract/public-league.ts';
import type { Db } from '../../db/client.ts';
import { games } from '../../db/tournament-schema.ts';
import { gameViews } from '../games/game-view.ts';

/** What a public game is made of: the members' view of it has all this and more. */
type GameFields = Pick<
  Game,
  | 'id'
  | 'status'
  | 'phase'
  | 'scheduledAt'
  | 'timezone'
  | 'venue'
  | 'court'
  | 'round'
  | 'homeTeam'
  | 'awayTeam'
  | 'homeScore'
  | 'awayScore'
  | 'period'
>;

export function publicGameOf(g: GameFields): PublicGame {
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

/** A team's games in a season, soonest first. */
export async function teamPublicGames(
  db: Db,
  seasonId: string,
  teamId: string,
): Promise<PublicGame[]> {
  const views = await gameViews(
    db,
    and(
      eq(games.seasonId, seasonId),
      or(eq(games.homeTeamId, teamId), eq(games.awayTeamId, teamId)),
    ),
  );
  return views.map(publicGameOf);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) a game starting at `ms` is played on at its venue. */
export function localDay(ms: number, timezone: string): string {
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
  return format.format(ms);
}

// Games as the API answers them: with both teams' display summaries and the season's and
// tournament's names, so a list needs no further requests.
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Game, GameTeam } from '../../../contract/games.ts';
import type { Db } from '../../db/client.ts';
import { games, seasons, teams, tournaments } from '../../db/tournament-schema.ts';
import { imageUrl } from '../common/images.ts';

const home = alias(teams, 'home_team');
const away = alias(teams, 'away_team');

type TeamRow = typeof teams.$inferSelect;

/** A team as every game view shows it (the live game's teams add the coach and players). */
export const teamSummary = (
  t: Pick<
    TeamRow,
    'id' | 'name' | 'shortName' | 'primaryColor' | 'secondaryColor' | 'logoId' | 'logoToken'
  >,
): GameTeam => ({
  id: t.id,
  name: t.name,
  shortName: t.shortName,
  primaryColor: t.primaryColor,
  secondaryColor: t.secondaryColor,
  logoUrl: imageUrl(t.logoId, t.logoToken),
});

export type GameOrder = 'soonest' | 'latest';

export async function gameViews(
  db: Db,
  where: SQL | undefined,
  opts: { order?: GameOrder; limit?: number } = {},
): Promise<Game[]> {
  const order =
    opts.order === 'latest'
      ? [sql`${games.scheduledAt} desc nulls last`, asc(games.id)]
      : [sql`${games.scheduledAt} asc nulls last`, asc(games.createdAt), asc(games.id)];
  const query = db
    .select({
      g: games,
      home,
      away,
      seasonName: seasons.name,
      tournamentId: tournaments.id,
      tournamentName: tournaments.name,
    })
    .from(games)
    .innerJoin(home, eq(games.homeTeamId, home.id))
    .innerJoin(away, eq(games.awayTeamId, away.id))
    .innerJoin(seasons, eq(games.seasonId, seasons.id))
    .innerJoin(tournaments, eq(seasons.tournamentId, tournaments.id))
    .where(where)
    .orderBy(...order);
  const rows = opts.limit ? await query.limit(opts.limit) : await query;
  return rows.map(({ g, home: h, away: a, seasonName, tournamentId, tournamentName }) => ({
    id: g.id,
    seasonId: g.seasonId,
    seasonName,
    tournamentId,
    tournamentName,
    homeTeamId: g.homeTeamId,
    awayTeamId: g.awayTeamId,
    homeTeam: teamSummary(h),
    awayTeam: teamSummary(a),
    scheduledAt: g.scheduledAt?.toISOString() ?? null,
    timezone: g.timezone,
    venue: g.venue,
    court: g.court,
    round: g.round,
    phase: g.phase,
    status: g.status,
    scoreSource: g.scoreSource,
    officials: g.officials,
    notes: g.notes,
    homeScore: g.homeScore,
    awayScore: g.awayScore,
    forfeitedBy: g.forfeitedBy,
    period: g.period,
    bracketSlot: g.bracketSlot,
    createdAt: g.createdAt.toISOString(),
    updatedAt: g.updatedAt.toISOString(),
  }));
}

export async function gameView(db: Db, gameId: string): Promise<Game> {
  const [view] = await gameViews(db, eq(games.id, gameId));
  if (!view) throw new Error(`game ${gameId} vanished while answering`);
  return view;
}

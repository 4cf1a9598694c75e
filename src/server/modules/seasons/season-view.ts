// Seasons as the API answers them, with how many teams and games each holds.
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Season } from '../../../contract/seasons.ts';
import type { Db } from '../../db/client.ts';
import { seasons } from '../../db/tournament-schema.ts';

// Subqueries spelt out: Drizzle leaves columns unqualified in a one-table select, which would
// make `season_id = id` compare inside the subquery.
export async function seasonViews(db: Db, where: SQL): Promise<Season[]> {
  const rows = await db
    .select({
      s: seasons,
      teamCount:
        sql<number>`(select count(*) from "teams" where "teams"."season_id" = "seasons"."id")`.mapWith(
          Number,
        ),
      gameCount:
        sql<number>`(select count(*) from "games" where "games"."season_id" = "seasons"."id")`.mapWith(
          Number,
        ),
    })
    .from(seasons)
    .where(where)
    .orderBy(asc(seasons.createdAt), asc(seasons.id));
  return rows.map(({ s, teamCount, gameCount }) => ({
    id: s.id,
    tournamentId: s.tournamentId,
    name: s.name,
    startDate: s.startDate,
    endDate: s.endDate,
    status: s.status,
    rules: s.rules,
    standingsRules: s.standingsRules,
    teamCount,
    gameCount,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  }));
}

export async function seasonView(db: Db, seasonId: string): Promise<Season> {
  const [view] = await seasonViews(db, eq(seasons.id, seasonId));
  if (!view) throw new Error(`season ${seasonId} vanished while answering`);
  return view;
}

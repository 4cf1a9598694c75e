// Teams as the API answers them: with the tournament they belong to, the logo URL and how many
// players the roster holds.
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Team } from '../../../contract/teams.ts';
import type { Db } from '../../db/client.ts';
import { seasons, teams } from '../../db/tournament-schema.ts';
import { imageUrl } from '../common/images.ts';

export async function teamViews(db: Db, where: SQL): Promise<Team[]> {
  const rows = await db
    .select({
      t: teams,
      tournamentId: seasons.tournamentId,
      playerCount:
        sql<number>`(select count(*) from "players" where "players"."team_id" = "teams"."id")`.mapWith(
          Number,
        ),
    })
    .from(teams)
    .innerJoin(seasons, eq(teams.seasonId, seasons.id))
    .where(where)
    .orderBy(asc(teams.name), asc(teams.id));
  return rows.map(({ t, tournamentId, playerCount }) => ({
    id: t.id,
    seasonId: t.seasonId,
    tournamentId,
    name: t.name,
    shortName: t.shortName,
    primaryColor: t.primaryColor,
    secondaryColor: t.secondaryColor,
    logoId: t.logoId,
    logoUrl: imageUrl(t.logoId, t.logoToken),
    coachName: t.coachName,
    groupName: t.groupName,
    playerCount,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  }));
}

export async function teamView(db: Db, teamId: string): Promise<Team> {
  const [view] = await teamViews(db, eq(teams.id, teamId));
  if (!view) throw new Error(`team ${teamId} vanished while answering`);
  return view;
}

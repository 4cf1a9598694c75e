// A season's standings table: the domain ranks the teams from the regular-season results (final
// and forfeit games) with the season's own standings rules. The members' page and the public site
// both read it from here, so the two never rank a season differently. A tiebreak is data
// (`tiebreak`) and, for the API's readers, a note in the tournament's language (`tiebreakNote`,
// the public site's words).
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { standingsSchema } from '../../../contract/games.ts';
import { computeStandings, standingsGames } from '../../../domain/season/standings.ts';
import type { Db } from '../../db/client.ts';
import { games, seasons, teams, tournaments } from '../../db/tournament-schema.ts';
import { msg, notFound } from '../../http/errors.ts';
import type { ServerI18n } from '../../i18n/server-i18n.ts';

export async function loadStandings(
  db: Db,
  i18n: ServerI18n,
  seasonId: string,
): Promise<z.infer<typeof standingsSchema>> {
  const [[season], seasonTeams, results] = await Promise.all([
    db
      .select({ rules: seasons.standingsRules, language: tournaments.language })
      .from(seasons)
      .innerJoin(tournaments, eq(seasons.tournamentId, tournaments.id))
      .where(eq(seasons.id, seasonId)),
    db.select().from(teams).where(eq(teams.seasonId, seasonId)),
    db
      .select()
      .from(games)
      .where(
        and(
          eq(games.seasonId, seasonId),
          eq(games.phase, 'regular'),
          inArray(games.status, ['final', 'forfeit']),
        ),
      ),
  ]);
  if (!season) throw notFound(msg('error.notFound.season'));
  const byId = new Map(seasonTeams.map((t) => [t.id, t]));
  const table = computeStandings(
    seasonTeams.map((t) => ({ id: t.id, name: t.name })),
    standingsGames(results),
    season.rules,
    season.language,
  );
  const t = i18n.t(season.language, 'public');
  const nameOf = (teamId: string) => byId.get(teamId)?.name ?? '';
  return {
    rows: table.map((s) => ({
      rank: s.rank,
      teamId: s.teamId,
      teamName: nameOf(s.teamId),
      shortName: byId.get(s.teamId)?.shortName ?? '',
      played: s.played,
      wins: s.wins,
      losses: s.losses,
      pointsFor: s.pointsFor,
      pointsAgainst: s.pointsAgainst,
      pointDifference: s.pointDifference,
      standingsPoints: s.standingsPoints,
      winPercentage: s.winPercentage,
      tiebreakNote: s.tiebreak
        ? t(`standings.tiebreakNote.${s.tiebreak.tiebreaker}`, { team: nameOf(s.tiebreak.aheadOf) })
        : null,
      tiebreak: s.tiebreak
        ? {
            tiebreaker: s.tiebreak.tiebreaker,
            aheadOf: { teamId: s.tiebreak.aheadOf, teamName: nameOf(s.tiebreak.aheadOf) },
          }
        : null,
    })),
  };
}

// What a console or output needs to know about a game besides its log (liveGameSchema): both
// teams with their rosters, the season's rules, the names around it and the owner's plan. Also
// who may see its public outputs, which the public routes check on every request.
import { asc, eq, inArray } from 'drizzle-orm';
import type { LiveGame, LiveTeam } from '../../../contract/live-games.ts';
import type { PublicNameDisplay } from '../../../contract/public-league.ts';
import type { GameSetup } from '../../../domain/game/state.ts';
import { effectiveTier } from '../../../domain/plans/effective-tier.ts';
import { displayTexts } from '../../../domain/text/display-text.ts';
import type { Db } from '../../db/client.ts';
import { deviceNames } from '../../db/live-schema.ts';
import { users } from '../../db/schema.ts';
import { games, players, seasons, teams, tournaments } from '../../db/tournament-schema.ts';
import { teamSummary } from '../games/game-view.ts';

export interface LoadedGame {
  game: LiveGame;
  setup: GameSetup;
  /** How the tournament's public side names players (the public state and streams follow it). */
  nameDisplay: PublicNameDisplay;
}

/**
 * The game with everything around it, or null when it does not exist. Its names are as they may be
 * shown (display-text.ts): consoles, public screens, feeds and score sheets all start here.
 */
export async function loadLiveGame(db: Db, gameId: string, now: Date): Promise<LoadedGame | null> {
  const [row] = await db
    .select({
      g: games,
      seasonName: seasons.name,
      rules: seasons.rules,
      tournamentId: tournaments.id,
      tournamentName: tournaments.name,
      nameDisplay: tournaments.publicNameDisplay,
      language: tournaments.language,
      planTier: users.planTier,
      premiumExpiresAt: users.premiumExpiresAt,
    })
    .from(games)
    .innerJoin(seasons, eq(games.seasonId, seasons.id))
    .innerJoin(tournaments, eq(seasons.tournamentId, tournaments.id))
    .innerJoin(users, eq(tournaments.ownerId, users.id))
    .where(eq(games.id, gameId));
  if (!row) return null;
  const { g } = row;
  const teamIds = [g.homeTeamId, g.awayTeamId];
  const [teamRows, playerRows, names] = await Promise.all([
    db.select().from(teams).where(inArray(teams.id, teamIds)),
    db
      .select()
      .from(players)
      .where(inArray(players.teamId, teamIds))
      .orderBy(asc(players.lastName), asc(players.firstName), asc(players.id)),
    loadDeviceNames(db, row.tournamentId),
  ]);
  const team = (id: string): LiveTeam => {
    const t = teamRows.find((r) => r.id === id);
    if (!t) throw new Error(`team ${id} of game ${gameId} is missing`);
    return {
      ...teamSummary(t),
      coach: t.coachName,
      players: playerRows
        .filter((p) => p.teamId === id)
        .map((p) => ({
          id: p.id,
          firstName: p.firstName,
          lastName: p.lastName,
          jersey: p.jersey,
          position: p.position,
          active: p.active,
        })),
    };
  };
  const game: LiveGame = displayTexts({
    id: g.id,
    tournamentId: row.tournamentId,
    tournamentName: row.tournamentName,
    seasonId: g.seasonId,
    seasonName: row.seasonName,
    scheduledAt: g.scheduledAt?.toISOString() ?? null,
    timezone: g.timezone,
    venue: g.venue,
    court: g.court,
    round: g.round,
    status: g.status,
    scoreSource: g.scoreSource,
    rules: row.rules,
    home: team(g.homeTeamId),
    away: team(g.awayTeamId),
    ownerTier: effectiveTier(row.planTier, row.premiumExpiresAt, now),
    language: row.language,
    deviceNames: names,
  } satisfies LiveGame);
  return { game, setup: setupOf(game), nameDisplay: row.nameDisplay };
}

/** The names the crew gave the tournament's devices (decision 0049). */
export async function loadDeviceNames(
  db: Db,
  tournamentId: string,
): Promise<Record<string, string>> {
  const rows = await db
    .select({ deviceId: deviceNames.deviceId, name: deviceNames.name })
    .from(deviceNames)
    .where(eq(deviceNames.tournamentId, tournamentId));
  return Object.fromEntries(rows.map((r) => [r.deviceId, r.name]));
}

/**
 * Rosters hold inactive players too: an event recorded offline before a player was set inactive
 * must still be accepted when it arrives.
 */
export function setupOf(game: LiveGame): GameSetup {
  return {
    rules: game.rules,
    rosters: {
      home: game.home.players.map((p) => p.id),
      away: game.away.players.map((p) => p.id),
    },
    scoreSource: game.scoreSource,
  };
}

export type PublicAccess = 'public' | 'not-public' | 'missing';

/**
 * The public outputs of a game are open when its tournament's switch is on and the owner's
 * account is active. One query, made on every public request so a switch takes effect at once.
 */
export async function publicAccess(db: Db, gameId: string): Promise<PublicAccess> {
  const [row] = await db
    .select({ publicOutputs: tournaments.publicOutputs, ownerStatus: users.status })
    .from(games)
    .innerJoin(seasons, eq(games.seasonId, seasons.id))
    .innerJoin(tournaments, eq(seasons.tournamentId, tournaments.id))
    .innerJoin(users, eq(tournaments.ownerId, users.id))
    .where(eq(games.id, gameId));
  if (!row) return 'missing';
  return row.publicOutputs && row.ownerStatus === 'active' ? 'public' : 'not-public';
}

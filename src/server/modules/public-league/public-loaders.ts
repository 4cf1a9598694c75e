// One loader per payload of the public league site (contract/public-league.ts). The JSON API and
// the server-rendered pages both call these, so a page and its JSON never differ. Every figure
// comes from the code the members' pages use (standings, bracket view, season statistics, the
// live game's state); this module only picks what strangers may see (the players on the rosters:
// public-roster.ts) and names players and coaches in the form the organiser chose.
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  PublicBracket,
  PublicGamePage,
  PublicLeaders,
  PublicPlayer,
  PublicPlayerPage,
  PublicStandings,
  PublicTeamPage,
  publicScheduleQuerySchema,
  publicSeasonQuerySchema,
} from '../../../contract/public-league.ts';
import type { LivePlayer } from '../../../contract/live-games.ts';
import { gameBoxOf } from '../../../domain/stats/game-box.ts';
import { scoreFlowOf } from '../../../domain/stats/score-flow.ts';
import { displayTexts } from '../../../domain/text/display-text.ts';
import { compareNames } from '../../../i18n/intl-format.ts';
import type { Db } from '../../db/client.ts';
import type { ServerI18n } from '../../i18n/server-i18n.ts';
import { games, players, seasons, teams } from '../../db/tournament-schema.ts';
import { gameViews, teamSummary } from '../games/game-view.ts';
import type { LiveService } from '../live/live-service.ts';
import { bracketView } from '../playoffs/bracket-view.ts';
import type { BracketSyncer } from '../playoffs/bracket-sync.ts';
import {
  loadPlayerStats,
  loadSeasonStats,
  loadTeamStats,
} from '../season-stats/season-stats-service.ts';
import { loadStandings } from '../standings/season-standings.ts';
import { publicGameOf, teamPublicGames } from './public-games.ts';
import { publicName, publicPersonName, type NamedPlayer } from './public-name.ts';
import { onPublicRoster } from './public-roster.ts';
import { publicPlays } from './public-plays.ts';
import {
  leagueSeasons,
  publicLeagueHeader,
  resolveLeague,
  type PublicSeason,
  type PublishedLeague,
} from './resolve-league.ts';

/**
 * What the loaders read from: the database, the live games, the bracket syncer, and the
 * catalogues for what the JSON says in the tournament's language (the plays).
 */
export interface PublicSource {
  db: Db;
  live: LiveService;
  brackets: BracketSyncer;
  i18n: ServerI18n;
  now: () => Date;
}

/**
 * A loader's answer: the payload; an address to go to instead (an old slug: same suffix, same
 * query); or nothing to show (404, saying what was not found in the reader's language).
 */
export type PublicAnswer<T> =
  | { kind: 'ok'; body: T }
  | { kind: 'redirect'; slug: string }
  | { kind: 'not-found'; subject: NotFoundSubject };

export type PublicSeasonQuery = z.infer<typeof publicSeasonQuerySchema>;
export type PublicScheduleQuery = z.infer<typeof publicScheduleQuerySchema>;

/** What was not found: the pages and the JSON's `message` say it in the reader's language. */
export type NotFoundSubject = 'league' | 'season' | 'team' | 'player' | 'game';
type NotFound = { kind: 'not-found'; subject: NotFoundSubject };
export const notFound = (subject: NotFoundSubject): NotFound => ({ kind: 'not-found', subject });

/** A published league and the season a page shows, with the header its payloads carry. */
export interface LeagueContext {
  league: PublishedLeague;
  seasons: PublicSeason[];
  season: PublicSeason | null;
  header: ReturnType<typeof publicLeagueHeader>;
}

/** Resolves the address and the season (`?season=` or the current one). */
export async function leagueContext(
  src: PublicSource,
  slug: string,
  season: string | undefined,
): Promise<PublicAnswer<LeagueContext>> {
  const resolved = await resolveLeague(src.db, slug, src.now());
  if (resolved.kind === 'not-available') return notFound('league');
  if (resolved.kind === 'redirect') return resolved;
  const { league } = resolved;
  const picked = await leagueSeasons(src.db, league.tournamentId, season);
  if (picked.unknown) return notFound('season');
  return {
    kind: 'ok',
    body: {
      league,
      seasons: picked.seasons,
      season: picked.season,
      header: publicLeagueHeader(league, picked.seasons, picked.season),
    },
  };
}

/**
 * The league's context, then the payload built in it, its text as it may be shown: names stored
 * with hidden characters (display-text.ts) go out without them to the JSON, the pages, the cards
 * and the embeds alike.
 */
async function withLeague<T>(
  src: PublicSource,
  slug: string,
  query: PublicSeasonQuery,
  build: (ctx: LeagueContext) => Promise<T | NotFound>,
): Promise<PublicAnswer<T>> {
  const ctx = await leagueContext(src, slug, query.season);
  if (ctx.kind !== 'ok') return ctx;
  const body = await build(ctx.body);
  if (typeof body === 'object' && body !== null && 'kind' in body) return body;
  return { kind: 'ok', body: displayTexts(body as T) };
}

/**
 * The context again with the season a page's subject (a team, a player, a game) belongs to: the
 * subject fixes the season, whatever the league's current one is.
 */
function inSeason(ctx: LeagueContext, seasonId: string): LeagueContext | null {
  const season = ctx.seasons.find((s) => s.id === seasonId);
  if (!season) return null;
  return {
    ...ctx,
    season,
    header: publicLeagueHeader(ctx.league, ctx.seasons, season),
  };
}

function publicPlayerOf(
  p: NamedPlayer & { id: string; position: PublicPlayer['position'] },
  ctx: LeagueContext,
): PublicPlayer {
  return {
    id: p.id,
    name: publicName(p, ctx.league.nameDisplay),
    jersey: p.jersey,
    position: p.position,
  };
}

export function loadPublicStandings(
  src: PublicSource,
  slug: string,
  query: PublicSeasonQuery,
): Promise<PublicAnswer<PublicStandings>> {
  return withLeague<PublicStandings>(src, slug, query, async (ctx) => ({
    league: ctx.header,
    rows: ctx.season ? (await loadStandings(src.db, src.i18n, ctx.season.id)).rows : [],
  }));
}

export function loadPublicBracket(
  src: PublicSource,
  slug: string,
  query: PublicSeasonQuery,
): Promise<PublicAnswer<PublicBracket>> {
  return withLeague<PublicBracket>(src, slug, query, async (ctx) => ({
    league: ctx.header,
    bracket: ctx.season ? await bracketView(src.db, src.brackets, ctx.season.id) : null,
  }));
}

export function loadPublicLeaders(
  src: PublicSource,
  slug: string,
  query: PublicSeasonQuery,
): Promise<PublicAnswer<PublicLeaders>> {
  return withLeague<PublicLeaders>(src, slug, query, async (ctx) => {
    if (!ctx.season || !ctx.header.playerStats) {
      return { league: ctx.header, minimumGamesRule: '', minimumGames: null, leaders: [] };
    }
    // Labels and the rule in the tournament's language; pages word them again by key and numbers.
    const common = src.i18n.t(ctx.league.language, 'common');
    const stats = await loadSeasonStats(src.db, ctx.season.id, 'regular', common, {
      activeOnly: true,
    });
    const byId = new Map(stats.players.map((p) => [p.playerId, p]));
    return {
      league: ctx.header,
      minimumGamesRule: stats.minimumGamesRule,
      minimumGames: stats.minimumGames,
      leaders: stats.leaders.map((category) => ({
        ...category,
        leaders: category.leaders.map((l) => {
          const player = byId.get(l.playerId);
          return {
            ...l,
            name: player ? publicName(player, ctx.league.nameDisplay) : `#${l.jersey}`,
          };
        }),
      })),
    };
  });
}

/** The team, if it plays in one of the league's seasons. */
async function leagueTeam(db: Db, tournamentId: string, teamId: string) {
  const [row] = await db
    .select({ team: teams })
    .from(teams)
    .innerJoin(seasons, eq(teams.seasonId, seasons.id))
    .where(and(eq(teams.id, teamId), eq(seasons.tournamentId, tournamentId)));
  return row?.team ?? null;
}

const rosterColumns = {
  id: players.id,
  firstName: players.firstName,
  lastName: players.lastName,
  jersey: players.jersey,
  position: players.position,
};

export function loadPublicTeam(
  src: PublicSource,
  slug: string,
  teamId: string,
  query: PublicSeasonQuery,
): Promise<PublicAnswer<PublicTeamPage>> {
  return withLeague<PublicTeamPage>(src, slug, query, async (base) => {
    const team = await leagueTeam(src.db, base.league.tournamentId, teamId);
    const ctx =
      team && (query.season === undefined || query.season === team.seasonId)
        ? inSeason(base, team.seasonId)
        : null;
    if (!team || !ctx) return notFound('team');
    const [roster, stats, list] = await Promise.all([
      src.db
        .select(rosterColumns)
        .from(players)
        .where(and(eq(players.teamId, teamId), onPublicRoster))
        .orderBy(asc(players.lastName), asc(players.firstName), asc(players.id)),
      loadTeamStats(src.db, team.seasonId, teamId, 'regular'),
      teamPublicGames(src.db, team.seasonId, teamId),
    ]);
    const byName = compareNames(ctx.league.language);
    roster.sort((a, b) => byName(a.lastName, b.lastName) || byName(a.firstName, b.firstName));
    const rosterById = new Map(roster.map((p) => [p.id, p]));
    return {
      league: ctx.header,
      team: {
        ...teamSummary(team),
        coachName: publicPersonName(team.coachName, ctx.league.nameDisplay),
      },
      record: { wins: stats.team.wins, losses: stats.team.losses },
      roster: roster.map((p) => publicPlayerOf(p, ctx)),
      // The roster's players only: the team's totals still count every game's whole box.
      players: ctx.header.playerStats
        ? stats.players
            .filter((row) => rosterById.has(row.playerId))
            .map((row) => ({
              ...publicPlayerOf(
                {
                  ...row,
                  id: row.playerId,
                  position: rosterById.get(row.playerId)?.position ?? null,
                },
                ctx,
              ),
              games: row.games,
              perGame: row.perGame,
              pct: row.pct,
            }))
        : [],
      games: list,
    };
  });
}

export function loadPublicPlayer(
  src: PublicSource,
  slug: string,
  playerId: string,
  query: PublicSeasonQuery,
): Promise<PublicAnswer<PublicPlayerPage>> {
  return withLeague<PublicPlayerPage>(src, slug, query, async (base) => {
    const [row] = await src.db
      .select({ player: rosterColumns, team: teams })
      .from(players)
      .innerJoin(teams, eq(players.teamId, teams.id))
      .innerJoin(seasons, eq(teams.seasonId, seasons.id))
      .where(
        and(
          eq(players.id, playerId),
          onPublicRoster,
          eq(seasons.tournamentId, base.league.tournamentId),
        ),
      );
    const ctx =
      row && (query.season === undefined || query.season === row.team.seasonId)
        ? inSeason(base, row.team.seasonId)
        : null;
    if (!row || !ctx) return notFound('player');
    let stats: PublicPlayerPage['stats'] = null;
    if (ctx.header.playerStats) {
      const s = await loadPlayerStats(
        src.db,
        { playerId, seasonId: row.team.seasonId, teamId: row.team.id },
        'regular',
      );
      stats = {
        games: s.games,
        perGame: s.perGame,
        totals: s.totals,
        pct: s.pct,
        gameLog: s.gameLog,
      };
    }
    return {
      league: ctx.header,
      player: publicPlayerOf(row.player, ctx),
      team: teamSummary(row.team),
      stats,
    };
  });
}

export function loadPublicGame(
  src: PublicSource,
  slug: string,
  gameId: string,
  query: PublicSeasonQuery,
): Promise<PublicAnswer<PublicGamePage>> {
  return withLeague<PublicGamePage>(src, slug, query, async (base) => {
    const [row] = await src.db
      .select({ seasonId: games.seasonId })
      .from(games)
      .innerJoin(seasons, eq(games.seasonId, seasons.id))
      .where(and(eq(games.id, gameId), eq(seasons.tournamentId, base.league.tournamentId)));
    const ctx =
      row && (query.season === undefined || query.season === row.seasonId)
        ? inSeason(base, row.seasonId)
        : null;
    const entry = ctx ? await src.live.current(gameId) : null;
    if (!ctx || !entry) return notFound('game');
    const [view] = await gameViews(src.db, eq(games.id, gameId));
    if (!view) return notFound('game');
    const { state, log, game } = entry;
    const roster = new Map<string, LivePlayer>(
      [...game.home.players, ...game.away.players].map((p) => [p.id, p]),
    );
    const playerOf = (id: string) => {
      const p = roster.get(id);
      return { id, name: p ? publicName(p, ctx.league.nameDisplay) : null };
    };
    const locale = src.i18n.pick([ctx.league.language]);
    const teamIdOf = { home: game.home.id, away: game.away.id };
    const box = gameBoxOf(state, log);
    const boxLines = (side: 'home' | 'away') =>
      ctx.header.playerStats
        ? box.players
            .filter((p) => p.team === side)
            .flatMap((p) => {
              const player = roster.get(p.playerId);
              if (!player) return [];
              return [
                {
                  ...publicPlayerOf(player, ctx),
                  hasPage: player.active,
                  starter: p.starter,
                  line: p.line,
                },
              ];
            })
        : [];
    const flow = scoreFlowOf(state, entry.setup.rules, src.live.now());
    return {
      league: ctx.header,
      game: publicGameOf(view),
      plays: publicPlays({
        plays: state.playByPlay,
        log,
        rules: entry.setup.rules,
        teamIdOf,
        player: playerOf,
        words: { t: src.i18n.t(locale, 'public'), tc: src.i18n.t(locale, 'common') },
      }),
      box: { home: boxLines('home'), away: boxLines('away') },
      teamTotals: box.teams,
      charts: {
        scoreFlow: flow.points,
        periodEnds: flow.periodEnds,
        periodLabels: flow.periodLabels,
        shots: ctx.header.shotCharts
          ? box.shots.map(({ team, ...shot }) => ({ ...shot, gameId, teamId: teamIdOf[team] }))
          : [],
      },
    };
  });
}

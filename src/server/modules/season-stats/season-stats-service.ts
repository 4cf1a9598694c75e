// Season statistics from the materialised box scores (game_box_scores). A read checks one cheap
// fingerprint of the season (games, their logs' last seqs, rosters, names, standings rules); when
// it is unchanged the figures of the last read are answered as they are. Otherwise each counted
// game whose cached box is older than its log is replayed with the live reducer (the same setup
// the consoles use, from loadLiveGame) and stored again, and the season is added up anew.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  PlayerStats,
  SeasonStats,
  Shot,
  StatsQuery,
  TeamStats,
} from '../../../contract/season-stats.ts';
import type { LoggedEvent } from '../../../domain/game/events.ts';
import type { GameSetup } from '../../../domain/game/state.ts';
import { gameBox, type GameBox } from '../../../domain/stats/game-box.ts';
import { rankLeaders } from '../../../domain/stats/leaders.ts';
import {
  countedGame,
  playerSeason,
  seasonStats,
  teamIdOf,
  type SeasonFigures,
  type SeasonGame,
} from '../../../domain/stats/season-stats.ts';
import type { GameRules, StandingsRules } from '../../../domain/season/rules.ts';
import type { MessageKey } from '../../../i18n/catalogues.ts';
import { minimumGamesRuleText, wordLeaderCategory } from '../../../i18n/leader-words.ts';
import type { Translate } from '../../../i18n/translator.ts';
import type { Db } from '../../db/client.ts';
import { gameEvents } from '../../db/live-schema.ts';
import { gameBoxScores } from '../../db/season-stats-schema.ts';
import { games, players, seasons, teams } from '../../db/tournament-schema.ts';
import { msg, notFound } from '../../http/errors.ts';
import { loadLiveGame } from '../live/game-setup.ts';
import { LruMap } from '../../lru-map.ts';
import { rowToLogged } from '../live/game-cache.ts';

type GameRow = typeof games.$inferSelect;
type TeamRow = typeof teams.$inferSelect;
type PlayerRow = typeof players.$inferSelect;
type GamePhase = StatsQuery['phase'];

interface SeasonData {
  fingerprint: string;
  standingsRules: StandingsRules;
  gameRules: GameRules;
  teams: TeamRow[];
  players: PlayerRow[];
  /** Every game of the season, both phases. */
  games: GameRow[];
  /** Boxes of the counted games (final, with a log), as of their current last seq. */
  boxes: Map<string, GameBox>;
  figures: Map<GamePhase, SeasonFigures>;
}

/** Seasons kept in memory per database; the least recently read is dropped beyond this. */
const MAX_SEASONS = 64;
/** Boxes upserted per statement. */
const UPSERT_CHUNK = 50;

const memo = new WeakMap<Db, LruMap<string, SeasonData>>();
const inFlight = new WeakMap<Db, Map<string, Promise<SeasonData | null>>>();

function memoOf(db: Db): LruMap<string, SeasonData> {
  let m = memo.get(db);
  if (!m) memo.set(db, (m = new LruMap<string, SeasonData>(MAX_SEASONS)));
  return m;
}

/**
 * One indexed query that changes whenever anything the figures depend on changes: a game added,
 * removed or updated (status, scores, phase), an event logged (last_seq), a team or player
 * added, renamed or removed, the standings rules edited. Null when the season does not exist.
 */
async function fingerprintOf(db: Db, seasonId: string): Promise<string | null> {
  const [row] = await db
    .select({
      season: sql<string>`${seasons.updatedAt}::text`,
      games: sql<string>`(
        SELECT count(*)::text || '/' || coalesce(sum(g.last_seq), 0)::text || '/' ||
               coalesce(max(g.updated_at)::text, '')
          FROM games g WHERE g.season_id = ${seasonId})`,
      teams: sql<string>`(
        SELECT count(*)::text || '/' || coalesce(max(t.updated_at)::text, '')
          FROM teams t WHERE t.season_id = ${seasonId})`,
      players: sql<string>`(
        SELECT count(*)::text || '/' || coalesce(max(p.updated_at)::text, '')
          FROM players p JOIN teams t ON t.id = p.team_id WHERE t.season_id = ${seasonId})`,
    })
    .from(seasons)
    .where(eq(seasons.id, seasonId));
  return row ? `${row.season}|${row.games}|${row.teams}|${row.players}` : null;
}

async function seasonData(db: Db, seasonId: string): Promise<SeasonData | null> {
  const fingerprint = await fingerprintOf(db, seasonId);
  if (fingerprint === null) return null;
  const cache = memoOf(db);
  const cached = cache.get(seasonId);
  if (cached?.fingerprint === fingerprint) {
    return cached;
  }
  let pending = inFlight.get(db);
  if (!pending) inFlight.set(db, (pending = new Map<string, Promise<SeasonData | null>>()));
  const key = `${seasonId}|${fingerprint}`;
  const running = pending.get(key);
  if (running) return running;
  const load = refresh(db, seasonId, fingerprint, cached ?? null).finally(() =>
    pending.delete(key),
  );
  pending.set(key, load);
  const data = await load;
  if (data) {
    cache.set(seasonId, data);
  }
  return data;
}

async function refresh(
  db: Db,
  seasonId: string,
  fingerprint: string,
  previous: SeasonData | null,
): Promise<SeasonData | null> {
  const [[season], teamRows, playerRows, gameRows, stored] = await Promise.all([
    db
      .select({ rules: seasons.standingsRules, gameRules: seasons.rules })
      .from(seasons)
      .where(eq(seasons.id, seasonId)),
    db.select().from(teams).where(eq(teams.seasonId, seasonId)).orderBy(asc(teams.name)),
    db
      .select({ p: players })
      .from(players)
      .innerJoin(teams, eq(players.teamId, teams.id))
      .where(eq(teams.seasonId, seasonId)),
    db.select().from(games).where(eq(games.seasonId, seasonId)),
    db
      .select({ gameId: gameBoxScores.gameId, lastSeq: gameBoxScores.lastSeq })
      .from(gameBoxScores)
      .where(eq(gameBoxScores.seasonId, seasonId)),
  ]);
  if (!season) return null;

  const storedSeq = new Map(stored.map((s) => [s.gameId, s.lastSeq]));
  const counted = gameRows.filter((g) => g.status === 'final' && g.lastSeq > 0);
  const boxes = new Map<string, GameBox>();
  const stale: GameRow[] = [];
  const toRead: string[] = [];
  for (const g of counted) {
    if (storedSeq.get(g.id) !== g.lastSeq) stale.push(g);
    else {
      const known = previous?.boxes.get(g.id);
      if (known && known.lastSeq === g.lastSeq) boxes.set(g.id, known);
      else toRead.push(g.id);
    }
  }
  if (toRead.length > 0) {
    const rows = await db
      .select({ gameId: gameBoxScores.gameId, box: gameBoxScores.box })
      .from(gameBoxScores)
      .where(inArray(gameBoxScores.gameId, toRead));
    for (const r of rows) boxes.set(r.gameId, r.box);
  }
  if (stale.length > 0) {
    for (const [id, box] of await recompute(db, seasonId, stale)) boxes.set(id, box);
  }
  return {
    fingerprint,
    standingsRules: season.rules,
    gameRules: season.gameRules,
    teams: teamRows,
    players: playerRows.map((r) => r.p),
    games: gameRows,
    boxes,
    figures: new Map(),
  };
}

/** Replays the logs of games whose stored box is missing or older than the log, and stores them. */
async function recompute(
  db: Db,
  seasonId: string,
  stale: GameRow[],
): Promise<Map<string, GameBox>> {
  const ids = stale.map((g) => g.id);
  const eventRows = await db
    .select()
    .from(gameEvents)
    .where(inArray(gameEvents.gameId, ids))
    .orderBy(asc(gameEvents.gameId), asc(gameEvents.seq));
  const logs = new Map<string, LoggedEvent[]>();
  for (const row of eventRows) {
    const log = logs.get(row.gameId) ?? [];
    log.push(rowToLogged(row));
    logs.set(row.gameId, log);
  }
  const boxes = new Map<string, GameBox>();
  const now = new Date();
  // Rules and rosters are the same for every game between the same two teams (only the score
  // source is each game's own), so the setup is read once per pairing, not once per game.
  const setups = new Map<string, GameSetup>();
  for (const g of stale) {
    const pairing = `${g.homeTeamId}|${g.awayTeamId}`;
    let setup = setups.get(pairing);
    if (setup) setup = { ...setup, scoreSource: g.scoreSource };
    else {
      const loaded = await loadLiveGame(db, g.id, now);
      if (!loaded) continue; // deleted meanwhile
      setup = loaded.setup;
      setups.set(pairing, setup);
    }
    boxes.set(g.id, gameBox(setup, logs.get(g.id) ?? []));
  }
  const values = [...boxes].map(([gameId, box]) => ({
    gameId,
    seasonId,
    lastSeq: box.lastSeq,
    box,
  }));
  if (values.length > 0) {
    await db.transaction(async (tx) => {
      for (let i = 0; i < values.length; i += UPSERT_CHUNK) {
        await tx
          .insert(gameBoxScores)
          .values(values.slice(i, i + UPSERT_CHUNK))
          .onConflictDoUpdate({
            target: gameBoxScores.gameId,
            set: {
              lastSeq: sql`excluded.last_seq`,
              box: sql`excluded.box`,
              updatedAt: sql`now()`,
            },
          });
      }
    });
  }
  return boxes;
}

function phaseGames(data: SeasonData, phase: GamePhase): SeasonGame[] {
  return data.games
    .filter((g) => g.phase === phase)
    .map((g) => ({
      id: g.id,
      homeTeamId: g.homeTeamId,
      awayTeamId: g.awayTeamId,
      status: g.status,
      homeScore: g.homeScore,
      awayScore: g.awayScore,
      forfeitedBy: g.forfeitedBy,
      box: g.status === 'final' ? (data.boxes.get(g.id) ?? null) : null,
    }));
}

function figuresOf(data: SeasonData, phase: GamePhase): SeasonFigures {
  let figures = data.figures.get(phase);
  if (!figures) {
    figures = seasonStats({
      teams: data.teams,
      players: data.players,
      games: phaseGames(data, phase),
      standingsRules: data.standingsRules,
      gameRules: data.gameRules,
    });
    data.figures.set(phase, figures);
  }
  return figures;
}

async function requireSeasonData(db: Db, seasonId: string): Promise<SeasonData> {
  const data = await seasonData(db, seasonId);
  if (!data) throw notFound(msg('error.notFound.season'));
  return data;
}

/**
 * Brings a season's stored boxes and figures up to date ahead of the next read. Called when a game
 * ends in a console, so the first person to open the leaders does not wait for its replay.
 */
export async function warmSeasonStats(db: Db, seasonId: string): Promise<void> {
  await seasonData(db, seasonId);
}

/**
 * Leaders, team rows and every player's row of one phase of a season; the leaders' categories and
 * the minimum-games rule in the language of `common` (the figures themselves are kept wordless).
 * `activeOnly`: the players set inactive are left out, and the leaders ranked among the others,
 * as the public site lists only the players its rosters show.
 */
export async function loadSeasonStats(
  db: Db,
  seasonId: string,
  phase: GamePhase,
  common: Translate<MessageKey<'common'>>,
  opts: { activeOnly?: boolean } = {},
): Promise<SeasonStats> {
  const data = await requireSeasonData(db, seasonId);
  const figures = figuresOf(data, phase);
  let { players, leaders } = figures;
  if (opts.activeOnly) {
    const active = new Set(data.players.filter((p) => p.active).map((p) => p.id));
    players = players.filter((p) => active.has(p.playerId));
    leaders = rankLeaders(players, data.gameRules);
  }
  return {
    seasonId,
    phase,
    ...figures,
    players,
    minimumGamesRule: minimumGamesRuleText(common, figures.minimumGames),
    leaders: leaders.map((category) => wordLeaderCategory(common, category)),
  };
}

function shotsOf(data: SeasonData, phase: GamePhase, keep: (s: Shot) => boolean): Shot[] {
  const out: Shot[] = [];
  for (const g of phaseGames(data, phase)) {
    if (!countedGame(g)) continue;
    for (const s of g.box.shots) {
      const shot: Shot = {
        gameId: g.id,
        playerId: s.playerId,
        teamId: teamIdOf(g, s.team),
        period: s.period,
        x: s.x,
        y: s.y,
        made: s.made,
        points: s.points,
      };
      if (keep(shot)) out.push(shot);
    }
  }
  return out;
}

/** A team's record and box-score figures, its players' rows and its located shots. */
/** `seasonId` is the team's, as the route's access check found it. */
export async function loadTeamStats(
  db: Db,
  seasonId: string,
  teamId: string,
  phase: GamePhase,
): Promise<TeamStats> {
  const data = await requireSeasonData(db, seasonId);
  const figures = figuresOf(data, phase);
  const row = figures.teams.find((t) => t.teamId === teamId);
  if (!row) throw notFound(msg('error.notFound.team'));
  return {
    team: row,
    players: figures.players.filter((p) => p.teamId === teamId),
    shots: shotsOf(data, phase, (s) => s.teamId === teamId),
  };
}

/** A player's game log (newest first), totals, averages, percentages and located shots. */
/** `player` holds the season and team the route's access check found for it. */
export async function loadPlayerStats(
  db: Db,
  player: { playerId: string; seasonId: string; teamId: string },
  phase: GamePhase,
): Promise<PlayerStats> {
  const { playerId } = player;
  const data = await requireSeasonData(db, player.seasonId);
  const rowById = new Map(data.games.map((g) => [g.id, g]));
  const teamById = new Map(data.teams.map((t) => [t.id, t]));
  const newestFirst = phaseGames(data, phase).sort((a, b) => {
    const ga = rowById.get(a.id)!;
    const gb = rowById.get(b.id)!;
    const ta = ga.scheduledAt?.getTime() ?? ga.createdAt.getTime();
    const tb = gb.scheduledAt?.getTime() ?? gb.createdAt.getTime();
    return tb - ta || gb.createdAt.getTime() - ga.createdAt.getTime();
  });
  const season = playerSeason(playerId, newestFirst);
  return {
    playerId,
    teamId: player.teamId,
    seasonId: player.seasonId,
    games: season.games,
    totals: season.totals,
    perGame: season.perGame,
    pct: season.pct,
    gameLog: season.entries.map((e) => {
      const g = rowById.get(e.game.id)!;
      const opponentId = teamIdOf(g, e.side === 'home' ? 'away' : 'home');
      const opponent = teamById.get(opponentId);
      return {
        gameId: g.id,
        scheduledAt: g.scheduledAt?.toISOString() ?? null,
        timezone: g.timezone,
        phase: g.phase,
        home: e.side === 'home',
        opponentTeamId: opponentId,
        opponentName: opponent?.name ?? '',
        opponentShortName: opponent?.shortName ?? '',
        teamScore: e.teamScore,
        opponentScore: e.opponentScore,
        result: e.result,
        starter: e.starter,
        line: e.line,
      };
    }),
    shots: shotsOf(data, phase, (s) => s.playerId === playerId),
  };
}

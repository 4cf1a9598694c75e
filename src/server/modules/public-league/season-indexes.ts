// The public leagues' seasons held as indexes (season-index.ts): built once per change of a
// season, whatever its readers ask. A game that recorded events or was edited (`live:events`,
// `live:setup` for one game) is read again on its own and patched in before the next answer. Once
// a second at most, a read compares the index with one fingerprint query (counts, newest stamps,
// the sum of the games' log lengths), which catches what no message announces (a game added, a
// schedule generated); a change besides games' (a team renamed; a setup message for a team, a
// season or a tournament) builds the index anew. The embedded database runs on this thread, so a
// build reads the games in chunks and lets other requests run between them.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SetupScope } from '../../live/setup-events.ts';
import { LruMap } from '../../lru-map.ts';
import {
  SeasonIndex,
  type GameRow,
  type PlayerRow,
  type SeasonRows,
  type TeamRow,
} from './season-index.ts';

/** Games read per query while building: each chunk holds the event loop for a few milliseconds. */
const CHUNK = 250;
/** Games held in all indexes together (about 0.75 KB each); the least recently read go first. */
const MAX_GAMES = 20_000;
/** Seasons held, however small. */
const MAX_SEASONS = 256;
/** How long an index answers without comparing it with the database's fingerprint. */
const CHECK_EVERY_MS = 1000;
/** Addresses remembered per season: a league's slug changes rarely. */
const MAX_SLUGS = 4;

/** Which season, the language its teams are collated in and the league's address. */
export interface SeasonKey {
  tournamentId: string;
  seasonId: string;
  language: string;
  slug: string;
}

/**
 * What keeping an index of so many games cost, for the reader whose read caused it
 * (public-read-costs.ts).
 */
export interface IndexWork {
  checked(games: number): void;
  patched(games: number): void;
  built(games: number): void;
}

interface Held {
  key: SeasonKey;
  /** The addresses it was read by (the league's, and its old one while readers are sent on). */
  slugs: Set<string>;
  index: SeasonIndex | null;
  /** Games to read again before the index is answered. */
  dirty: Set<string>;
  /** Something besides games changed: build anew. */
  stale: boolean;
  /** When the index was last compared with the database's fingerprint (performance.now()). */
  checkedAt: number;
  running: Promise<SeasonIndex> | null;
}

/** Microseconds since the epoch of a timestamp column, exactly (as bigint). */
const micros = (column: SQL) => sql`floor(extract(epoch FROM ${column}) * 1000000)::bigint`;
const millis = (column: SQL) => sql`floor(extract(epoch FROM ${column}) * 1000)::bigint`;

/** A game as a JSON array, in GameRow's order of fields. */
const gameTuple = sql`json_build_array(g.id, g.home_team_id, g.away_team_id,
  ${millis(sql`g.scheduled_at`)}, g.timezone, g.venue, g.court, g.round, g.phase, g.status,
  g.home_score, g.away_score, g.period, ${millis(sql`g.created_at`)}, g.last_seq,
  ${micros(sql`g.updated_at`)})`;

type GameTuple = [
  string,
  string,
  string,
  number | null,
  string,
  string,
  string,
  string,
  GameRow['phase'],
  GameRow['status'],
  number | null,
  number | null,
  number | null,
  number,
  number,
  number,
];

function gameRowOf(t: GameTuple): GameRow {
  const [id, homeTeamId, awayTeamId, scheduledMs, timezone, venue, court, round, phase, status] = t;
  const [homeScore, awayScore, period, createdMs, lastSeq, updatedUs] = t.slice(10) as number[];
  return {
    id,
    homeTeamId,
    awayTeamId,
    scheduledMs,
    timezone,
    venue,
    court,
    round,
    phase,
    status,
    homeScore: homeScore ?? null,
    awayScore: awayScore ?? null,
    period: period ?? null,
    createdMs: createdMs!,
    lastSeq: lastSeq!,
    updatedUs: updatedUs!,
  };
}

/** The one text column of a one-row query (a JSON aggregate or the fingerprint); null if none. */
async function textOf(db: Db, query: SQL): Promise<string | null> {
  const result: unknown = await db.execute(query);
  // Both drivers answer with `rows`; the union of their result types does not say so.
  const [row] = (result as { rows: Array<{ value: string | null }> }).rows;
  return row?.value ?? null;
}

async function jsonOf<T>(db: Db, query: SQL): Promise<T[]> {
  const text = await textOf(db, query);
  return text === null ? [] : (JSON.parse(text) as T[]);
}

/** The season's fingerprint, in stampOf's form: what changes when anything the index shows does. */
function fingerprint(db: Db, seasonId: string): Promise<string | null> {
  // The newest stamps converted once per table, not once per row.
  return textOf(
    db,
    sql`SELECT g.n || '/' || coalesce(${millis(sql`g.created`)}, 0) || '/' || g.seqs || '/' ||
               coalesce(${micros(sql`g.updated`)}, 0) || '/' ||
               t.n || '/' || coalesce(${micros(sql`t.updated`)}, 0) || '/' ||
               p.n || '/' || coalesce(${micros(sql`p.updated`)}, 0) AS value
          FROM (SELECT count(*) AS n, max(created_at) AS created, coalesce(sum(last_seq), 0) AS seqs,
                       max(updated_at) AS updated
                  FROM games WHERE season_id = ${seasonId}) g,
               (SELECT count(*) AS n, max(updated_at) AS updated
                  FROM teams WHERE season_id = ${seasonId}) t,
               (SELECT count(*) AS n, max(p.updated_at) AS updated
                  FROM players p JOIN teams pt ON pt.id = p.team_id
                 WHERE pt.season_id = ${seasonId}) p`,
  );
}

async function readTeams(db: Db, seasonId: string): Promise<TeamRow[]> {
  type Tuple = [
    string,
    string,
    string,
    string,
    string,
    string | null,
    string | null,
    boolean,
    number,
  ];
  const rows = await jsonOf<Tuple>(
    db,
    sql`SELECT json_agg(json_build_array(t.id, t.name, t.short_name, t.primary_color,
                 t.secondary_color, t.logo_id, t.logo_token, t.season_id = ${seasonId},
                 ${micros(sql`t.updated_at`)})
                 ORDER BY t.name, t.id)::text AS value
          FROM teams t
         WHERE t.season_id = ${seasonId}
            OR t.id IN (SELECT home_team_id FROM games WHERE season_id = ${seasonId}
                        UNION SELECT away_team_id FROM games WHERE season_id = ${seasonId})`,
  );
  return rows.map(
    ([
      id,
      name,
      shortName,
      primaryColor,
      secondaryColor,
      logoId,
      logoToken,
      inSeason,
      updatedUs,
    ]) => ({
      id,
      name,
      shortName,
      primaryColor,
      secondaryColor,
      logoId,
      logoToken,
      inSeason,
      updatedUs,
    }),
  );
}

async function readPlayers(db: Db, seasonId: string): Promise<PlayerRow[]> {
  const rows = await jsonOf<[string, string, boolean, number]>(
    db,
    sql`SELECT json_agg(json_build_array(p.id, p.team_id, p.active, ${micros(sql`p.updated_at`)})
                 ORDER BY p.last_name, p.first_name, p.id)::text AS value
          FROM players p JOIN teams t ON t.id = p.team_id
         WHERE t.season_id = ${seasonId}`,
  );
  return rows.map(([id, teamId, active, updatedUs]) => ({ id, teamId, active, updatedUs }));
}

/** Every game of the season, a chunk per query, other work let through between chunks. */
async function readGames(db: Db, seasonId: string): Promise<GameRow[]> {
  const games: GameRow[] = [];
  let after = '';
  for (;;) {
    const chunk = await jsonOf<GameTuple>(
      db,
      sql`SELECT json_agg(${gameTuple} ORDER BY g.id)::text AS value
            FROM (SELECT * FROM games WHERE season_id = ${seasonId} AND id > ${after}
                   ORDER BY id LIMIT ${CHUNK}) g`,
    );
    for (const tuple of chunk) games.push(gameRowOf(tuple));
    if (chunk.length < CHUNK) return games;
    after = chunk.at(-1)![0];
    await nextTurn();
  }
}

/** These games of the season as they are now; an id not found was deleted or moved away. */
async function readSomeGames(db: Db, seasonId: string, ids: string[]): Promise<GameRow[]> {
  const list = await jsonOf<GameTuple>(
    db,
    sql`SELECT json_agg(${gameTuple})::text AS value
          FROM games g
         WHERE g.season_id = ${seasonId}
           AND g.id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`,
  );
  return list.map(gameRowOf);
}

export class SeasonIndexes {
  /** How often each kind of work was done: the tests' and the operator's view of the cost. */
  readonly counts = { checks: 0, patches: 0, builds: 0 };
  private readonly held = new LruMap<string, Held>(MAX_SEASONS);

  constructor(private readonly db: Db) {}

  /** The season's index as the database has it now. */
  current(key: SeasonKey, work: IndexWork): Promise<SeasonIndex> {
    const id = `${key.seasonId}\n${key.language}`;
    let held = this.held.get(id);
    if (!held) {
      held = {
        key,
        slugs: new Set(),
        index: null,
        dirty: new Set(),
        stale: false,
        checkedAt: 0,
        running: null,
      };
      this.held.set(id, held);
    }
    if (!held.slugs.has(key.slug)) {
      if (held.slugs.size >= MAX_SLUGS) held.slugs.clear();
      held.slugs.add(key.slug);
    }
    if (held.running) return held.running;
    const entry = held;
    const running = this.refresh(entry, work).finally(() => {
      entry.running = null;
    });
    entry.running = running;
    return running;
  }

  /**
   * A game recorded events or was edited: the index holding it reads it again before answering.
   * Answers the addresses of the leagues that show it.
   */
  gameChanged(gameId: string): string[] {
    const slugs: string[] = [];
    for (const held of this.held.values()) {
      const holds = held.index?.has(gameId) ?? false;
      if (holds) slugs.push(...held.slugs);
      // While an index is being made, it may be reading that game right now.
      if (holds || held.running !== null) held.dirty.add(gameId);
    }
    return slugs;
  }

  /** A setup changed: one game is read again; a team's, season's or tournament's, all anew. */
  setupChanged(scope: SetupScope): void {
    if ('gameId' in scope) {
      this.gameChanged(scope.gameId);
      return;
    }
    for (const held of this.held.values()) {
      const touched =
        held.running !== null ||
        ('teamId' in scope && held.index?.touchesTeam(scope.teamId) === true) ||
        ('seasonId' in scope && held.key.seasonId === scope.seasonId) ||
        ('tournamentId' in scope && held.key.tournamentId === scope.tournamentId);
      if (touched) held.stale = true;
    }
  }

  /** Messages may have been missed (a reconnect): nothing held is trusted. */
  clear(): void {
    for (const held of this.held.values()) held.stale = true;
  }

  private async refresh(held: Held, work: IndexWork): Promise<SeasonIndex> {
    try {
      let index = held.index;
      if (index !== null && !held.stale) {
        // What messages announce is patched in at once; what none does, within a second.
        index =
          performance.now() - held.checkedAt < CHECK_EVERY_MS
            ? await this.patch(held, index, work)
            : await this.check(held, index, work);
      }
      if (index === null || held.stale) {
        held.stale = false;
        held.dirty.clear();
        index = await this.build(held.key, work);
        held.checkedAt = performance.now();
      }
      // What changed while this ran: read again, so no reader is handed a score already beaten.
      index = await this.patch(held, index, work);
      held.index = index;
      this.bound();
      return index;
    } catch (err) {
      held.stale = true;
      throw err;
    }
  }

  /**
   * The index with the games announced since patched in, if that makes it the database's (null:
   * something else changed). Twice at most: an event committed between the fingerprint and the
   * patch is announced by then.
   */
  private async check(
    held: Held,
    index: SeasonIndex,
    work: IndexWork,
  ): Promise<SeasonIndex | null> {
    this.counts.checks += 1;
    work.checked(index.size);
    held.checkedAt = performance.now();
    for (let attempt = 0; attempt < 2; attempt++) {
      const stamp = await fingerprint(this.db, held.key.seasonId);
      index = await this.patch(held, index, work);
      if (index.stamp === stamp) return index;
      if (held.dirty.size === 0) return null;
    }
    return null;
  }

  private async patch(held: Held, index: SeasonIndex, work: IndexWork): Promise<SeasonIndex> {
    if (held.dirty.size === 0) return index;
    const ids = [...held.dirty];
    held.dirty.clear();
    this.counts.patches += 1;
    work.patched(index.size);
    return index.withGames(ids, await readSomeGames(this.db, held.key.seasonId, ids));
  }

  private async build(key: SeasonKey, work: IndexWork): Promise<SeasonIndex> {
    this.counts.builds += 1;
    const teams = await readTeams(this.db, key.seasonId);
    const players = await readPlayers(this.db, key.seasonId);
    const games = await readGames(this.db, key.seasonId);
    work.built(games.length);
    const rows: SeasonRows = { games, teams, players };
    return SeasonIndex.build(rows, key.language);
  }

  /** Drops the least recently read seasons while the games held are too many. */
  private bound(): void {
    let total = 0;
    for (const held of this.held.values()) total += held.index?.size ?? 0;
    for (const [id, held] of this.held) {
      if (total <= MAX_GAMES || this.held.size <= 1) return;
      if (held.running) continue;
      total -= held.index?.size ?? 0;
      this.held.delete(id);
    }
  }
}

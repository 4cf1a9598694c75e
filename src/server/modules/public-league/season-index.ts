// A season of a public league held in memory in the forms its pages ask for: the games in start
// order, each with its day at the venue; each team's games; the home's lists; the teams in the
// league's collation; the rosters. Whatever a reader's parameters pick (a team, a day range, a
// page) is found here by lookup — a binary search on start times — never by a query, so a new
// range costs microseconds whatever the league's size. An index is never changed: a change of the
// season makes a new one (season-indexes.ts), and answers already cut from the old one stay whole.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { GameTeam } from '../../../contract/games.ts';
import type { PublicGame } from '../../../contract/public-league.ts';
import { compareNames } from '../../../i18n/intl-format.ts';
import { teamSummary } from '../games/game-view.ts';
import { localDay, publicGameOf } from './public-games.ts';

/** A game as the index reads it: what the public payloads show, and what orders and stamps it. */
export interface GameRow {
  id: string;
  homeTeamId: string;
  awayTeamId: string;
  /** Milliseconds since the epoch; null: not scheduled yet. */
  scheduledMs: number | null;
  timezone: string;
  venue: string;
  court: string;
  round: string;
  phase: PublicGame['phase'];
  status: PublicGame['status'];
  homeScore: number | null;
  awayScore: number | null;
  period: number | null;
  createdMs: number;
  lastSeq: number;
  /** `updated_at` in microseconds since the epoch. */
  updatedUs: number;
}

export interface TeamRow {
  id: string;
  name: string;
  shortName: string;
  primaryColor: string;
  secondaryColor: string;
  logoId: string | null;
  logoToken: string | null;
  /** False for a team of another season that one of this season's games names. */
  inSeason: boolean;
  updatedUs: number;
}

/** A player of one of the season's teams, in roster order (last name, first name). */
export interface PlayerRow {
  id: string;
  teamId: string;
  active: boolean;
  updatedUs: number;
}

export interface SeasonRows {
  games: GameRow[];
  /** In the database's order of names. */
  teams: TeamRow[];
  players: PlayerRow[];
}

/** A page of games and how many the filter matched in all. */
export interface GamePage {
  games: PublicGame[];
  total: number;
}

export interface ScheduleFilter {
  teamId?: string;
  /** Inclusive days at the venue, YYYY-MM-DD. */
  from?: string;
  to?: string;
}

const DAY_MS = 86_400_000;

/**
 * What the database's fingerprint of a season is made of (season-indexes.ts), worked out from the
 * rows an index holds: equal to the database's when the index is current.
 */
export function stampOf(rows: SeasonRows): string {
  let created = 0;
  let seqs = 0;
  let updated = 0;
  for (const g of rows.games) {
    created = Math.max(created, g.createdMs);
    seqs += g.lastSeq;
    updated = Math.max(updated, g.updatedUs);
  }
  const seasonTeams = rows.teams.filter((t) => t.inSeason);
  const newest = (list: Array<{ updatedUs: number }>) =>
    list.reduce((max, r) => Math.max(max, r.updatedUs), 0);
  return [
    rows.games.length,
    created,
    seqs,
    updated,
    seasonTeams.length,
    newest(seasonTeams),
    rows.players.length,
    newest(rows.players),
  ].join('/');
}

/** Games whose payload is made between two turns of the event loop while building. */
const MAKE_PER_TURN = 500;

/** What a row is made into: its day at the venue and its public payload. */
interface Made {
  day: string | null;
  game: PublicGame;
}

function teamsOf(teams: TeamRow[]): Map<string, GameTeam> {
  const byId = new Map<string, GameTeam>();
  for (const t of teams) byId.set(t.id, teamSummary(t));
  return byId;
}

/**
 * A row's public payload; null when one of its teams is unknown (read after the game changed):
 * that game waits for the next build, which the stamps' difference brings.
 */
function gameOf(r: GameRow, teamsById: Map<string, GameTeam>): PublicGame | null {
  const homeTeam = teamsById.get(r.homeTeamId);
  const awayTeam = teamsById.get(r.awayTeamId);
  if (!homeTeam || !awayTeam) return null;
  return publicGameOf({
    id: r.id,
    status: r.status,
    phase: r.phase,
    scheduledAt: r.scheduledMs === null ? null : new Date(r.scheduledMs).toISOString(),
    timezone: r.timezone,
    venue: r.venue,
    court: r.court,
    round: r.round,
    homeTeam,
    awayTeam,
    homeScore: r.homeScore,
    awayScore: r.awayScore,
    period: r.period,
  });
}

/** The day a game is played on at its venue; null when it has no time yet. */
function dayOf(r: GameRow): string | null {
  return r.scheduledMs === null ? null : localDay(r.scheduledMs, r.timezone);
}

/** Start order: scheduled first by time, then by creation, then by id (as the database sorts). */
function startOrder(a: GameRow, b: GameRow): number {
  if (a.scheduledMs !== b.scheduledMs) {
    if (a.scheduledMs === null) return 1;
    if (b.scheduledMs === null) return -1;
    return a.scheduledMs - b.scheduledMs;
  }
  return a.createdMs - b.createdMs || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Latest first, unscheduled last, then by id: the order of a league's recent results. */
function latestOrder(a: GameRow, b: GameRow): number {
  if (a.scheduledMs !== b.scheduledMs) {
    if (a.scheduledMs === null) return 1;
    if (b.scheduledMs === null) return -1;
    return b.scheduledMs - a.scheduledMs;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The first index in `[lo, hi)` whose `key` is at least `value` (`key` ascends there). */
function lowerBound(lo: number, hi: number, key: (i: number) => number, value: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (key(mid) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Positions into the index's games: a list of them, or a run `[from, to)`. */
type Segment = number[] | { from: number; to: number };

function segmentLength(s: Segment): number {
  return Array.isArray(s) ? s.length : s.to - s.from;
}

export class SeasonIndex {
  readonly stamp: string;
  /** The season's teams, in the league's collation. */
  readonly teams: GameTeam[];
  private readonly teamIds: Set<string>;
  /** The games in start order; `days[i]` is `games[i]`'s day at its venue. */
  private readonly games: PublicGame[];
  private readonly rows: GameRow[];
  private readonly days: Array<string | null>;
  /** Games `0 … scheduled - 1` have a start time; the rest do not. */
  private readonly scheduled: number;
  private readonly positionOf: Map<string, number>;
  /** Each team's games, as ascending positions. */
  private readonly byTeam: Map<string, number[]>;
  private readonly live: number[];
  /** Games not played yet, in start order. */
  private readonly toPlay: number[];
  /** Final and forfeited games, latest first. */
  private readonly finished: number[];
  /** Each season team's active players, in roster order. */
  private readonly rosters: Map<string, string[]>;

  private constructor(
    private readonly source: SeasonRows,
    private readonly language: string,
    private readonly teamsById: Map<string, GameTeam>,
    /** What each row is made into; every row of `source` whose teams are known has an entry. */
    private readonly made: Map<GameRow, Made>,
  ) {
    this.stamp = stampOf(source);
    const byName = compareNames(language);
    this.teams = source.teams
      .filter((t) => t.inSeason)
      .sort((a, b) => byName(a.name, b.name))
      .map((t) => teamsById.get(t.id)!);
    this.teamIds = new Set(this.teams.map((t) => t.id));
    this.rows = source.games.filter((r) => made.has(r)).sort(startOrder);
    this.days = [];
    this.games = [];
    this.positionOf = new Map();
    for (const [i, r] of this.rows.entries()) {
      const { day, game } = made.get(r)!;
      this.positionOf.set(r.id, i);
      this.days.push(day);
      this.games.push(game);
    }
    this.scheduled = lowerBound(
      0,
      this.rows.length,
      (i) => (this.rows[i]!.scheduledMs === null ? 1 : 0),
      1,
    );
    this.byTeam = new Map();
    this.live = [];
    this.toPlay = [];
    const finished: number[] = [];
    this.rows.forEach((r, i) => {
      for (const team of [r.homeTeamId, r.awayTeamId]) {
        let list = this.byTeam.get(team);
        if (!list) this.byTeam.set(team, (list = []));
        list.push(i);
      }
      if (r.status === 'live') this.live.push(i);
      else if (r.status === 'scheduled') this.toPlay.push(i);
      else if (r.status === 'final' || r.status === 'forfeit') finished.push(i);
    });
    this.finished = finished.sort((a, b) => latestOrder(this.rows[a]!, this.rows[b]!));
    this.rosters = new Map();
    for (const p of source.players) {
      if (!p.active) continue;
      let list = this.rosters.get(p.teamId);
      if (!list) this.rosters.set(p.teamId, (list = []));
      list.push(p.id);
    }
  }

  /**
   * An index of these rows. Making each game's payload is most of the work: it is done
   * `MAKE_PER_TURN` games at a time, letting other work run between, so a season of thousands of
   * games never holds the event loop for long.
   */
  static async build(rows: SeasonRows, language: string): Promise<SeasonIndex> {
    const teamsById = teamsOf(rows.teams);
    const made = new Map<GameRow, Made>();
    // One day's games share a few start times and zones: each day is worked out once.
    const days = new Map<string, string | null>();
    const dayOnce = (r: GameRow) => {
      const instant = `${r.timezone}\n${r.scheduledMs}`;
      let day = days.get(instant);
      if (day === undefined) days.set(instant, (day = dayOf(r)));
      return day;
    };
    for (const [i, r] of rows.games.entries()) {
      if (i > 0 && i % MAKE_PER_TURN === 0) await nextTurn();
      const game = gameOf(r, teamsById);
      if (game) made.set(r, { day: dayOnce(r), game });
    }
    return new SeasonIndex(rows, language, teamsById, made);
  }

  /** An empty season (a league without one). */
  static empty(language: string): SeasonIndex {
    return new SeasonIndex({ games: [], teams: [], players: [] }, language, new Map(), new Map());
  }

  /**
   * A new index with these games as the database has them now (`ids` were read and `fresh` found:
   * an id not in `fresh` was deleted). What the other games are made into is kept.
   */
  withGames(ids: readonly string[], fresh: readonly GameRow[]): SeasonIndex {
    const read = new Set(ids);
    const byId = new Map(fresh.map((r) => [r.id, r]));
    const games: GameRow[] = [];
    const made = new Map<GameRow, Made>();
    for (const r of this.source.games) {
      if (!read.has(r.id)) {
        games.push(r);
        const kept = this.made.get(r);
        if (kept) made.set(r, kept);
        continue;
      }
      const now = byId.get(r.id);
      if (!now) continue;
      games.push(now);
      const game = gameOf(now, this.teamsById);
      if (game) made.set(now, { day: dayOf(now), game });
    }
    return new SeasonIndex({ ...this.source, games }, this.language, this.teamsById, made);
  }

  get size(): number {
    return this.rows.length;
  }

  gameIds(): string[] {
    return this.rows.map((r) => r.id);
  }

  has(gameId: string): boolean {
    return this.positionOf.has(gameId);
  }

  game(gameId: string): PublicGame | undefined {
    const at = this.positionOf.get(gameId);
    return at === undefined ? undefined : this.games[at];
  }

  hasTeam(teamId: string): boolean {
    return this.teamIds.has(teamId);
  }

  /** Whether a change of this team shows here: it is the season's, or one of its games names it. */
  touchesTeam(teamId: string): boolean {
    return this.teamIds.has(teamId) || this.byTeam.has(teamId);
  }

  /** Each season team's active players, the teams in the league's collation. */
  rosterIds(): string[] {
    return this.teams.flatMap((t) => this.rosters.get(t.id) ?? []);
  }

  /** The home's lists: every live game, the next games to play and the latest results. */
  home(limit: number): { live: PublicGame[]; upcoming: PublicGame[]; recent: PublicGame[] } {
    return {
      live: this.live.map((i) => this.games[i]!),
      upcoming: this.toPlay.slice(0, limit).map((i) => this.games[i]!),
      recent: this.finished.slice(0, limit).map((i) => this.games[i]!),
    };
  }

  /**
   * What is on around `nowMs`: live games and those still to start (from 3 h before, as a game
   * that started late is still to play), soonest first; and the latest results.
   */
  around(nowMs: number, limit: number): { upcoming: PublicGame[]; results: PublicGame[] } {
    const since = nowMs - 3 * 3600_000;
    const first = lowerBound(0, this.toPlay.length, (i) => this.startOf(this.toPlay[i]!), since);
    const picked = [...this.live, ...this.toPlay.slice(first, first + limit)].sort(
      (a, b) => this.startOf(a) - this.startOf(b) || a - b,
    );
    return {
      upcoming: picked.slice(0, limit).map((i) => this.games[i]!),
      results: this.finished.slice(0, limit).map((i) => this.games[i]!),
    };
  }

  /** A game's start in milliseconds; an unscheduled one starts after every other. */
  private startOf(position: number): number {
    return this.rows[position]!.scheduledMs ?? Number.POSITIVE_INFINITY;
  }

  /**
   * Page `page` (from 1) of `size` games matching the filter, in start order; null when the team
   * is not one of the season's. A day range leaves unscheduled games out.
   */
  schedule(filter: ScheduleFilter, page: number, size: number): GamePage | null {
    let view: number[] | null = null;
    if (filter.teamId !== undefined) {
      if (!this.hasTeam(filter.teamId)) return null;
      view = this.byTeam.get(filter.teamId) ?? [];
    }
    const positionAt = (i: number) => (view ? view[i]! : i);
    const length = view ? view.length : this.rows.length;
    const segments =
      filter.from === undefined && filter.to === undefined
        ? [{ from: 0, to: length }]
        : this.dayRange(filter, positionAt, length);
    const total = segments.reduce((sum, s) => sum + segmentLength(s), 0);
    const games: PublicGame[] = [];
    let skip = (page - 1) * size;
    for (const s of segments) {
      if (games.length === size) break;
      const count = segmentLength(s);
      if (skip >= count) {
        skip -= count;
        continue;
      }
      for (let k = skip; k < count && games.length < size; k++) {
        const i = Array.isArray(s) ? s[k]! : s.from + k;
        games.push(this.games[positionAt(i)]!);
      }
      skip = 0;
    }
    return { games, total };
  }

  /**
   * The view's games whose day at the venue is within the range, as segments in start order. A
   * venue's day is its UTC day moved by less than a day either way, so only the games within a
   * day of the range's ends need their day compared; those between are in by their start time.
   */
  private dayRange(
    filter: ScheduleFilter,
    positionAt: (i: number) => number,
    length: number,
  ): Segment[] {
    const scheduledLength = lowerBound(
      0,
      length,
      (i) => (positionAt(i) < this.scheduled ? 0 : 1),
      1,
    );
    const startAt = (i: number) => this.rows[positionAt(i)]!.scheduledMs!;
    const at = (ms: number) => lowerBound(0, scheduledLength, startAt, ms);
    const fromMs = filter.from === undefined ? null : Date.parse(`${filter.from}T00:00:00Z`);
    const toEndMs = filter.to === undefined ? null : Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS;
    const maybeFrom = fromMs === null ? 0 : at(fromMs - DAY_MS);
    const maybeTo = toEndMs === null ? scheduledLength : at(toEndMs + DAY_MS);
    const surelyFrom = fromMs === null ? 0 : at(fromMs + DAY_MS);
    const surelyTo = toEndMs === null ? scheduledLength : at(toEndMs - DAY_MS);
    const within = (lo: number, hi: number) => {
      const list: number[] = [];
      for (let i = lo; i < hi; i++) {
        const day = this.days[positionAt(i)]!;
        if (
          (filter.from === undefined || day >= filter.from) &&
          (filter.to === undefined || day <= filter.to)
        ) {
          list.push(i);
        }
      }
      return list;
    };
    if (surelyFrom >= surelyTo) return [within(maybeFrom, maybeTo)];
    return [
      within(maybeFrom, surelyFrom),
      { from: surelyFrom, to: surelyTo },
      within(surelyTo, maybeTo),
    ];
  }
}

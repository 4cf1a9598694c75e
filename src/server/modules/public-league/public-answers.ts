// Every anonymous reader of a league — its JSON, its pages, its preview cards and its embeds —
// reads through here. A shared link brings a thousand readers within moments; without one answer
// shared per page and second, each would run the loaders' queries on the one embedded database
// (the crowd bench measured medians of 10–17 s that way). What a reader's parameters choose among
// a season's games (a day range, a team, a page; the home's lists, the embeds' and the sitemap's)
// is cut from the season's index (season-indexes.ts), built once per change of the season, so a
// new range is a lookup and never a rebuild. Whoever makes the server work pays for it
// (public-read-costs.ts). What the cache may not make late:
// - a score: a game's page is keyed by how far this instance's live cache has the game's log,
//   which moves before any screen hears of the event; the other pages that list the game and the
//   season's index are dropped or patched when the event's message arrives (answer-cache.ts);
// - "not available": any setup change (the site turned off, names shown otherwise, the owner
//   deactivated) drops all;
// - an address changing hands (a league moving, or releasing an old address): dropped too.
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  publicSchedulePageSize,
  type PublicGame,
  type PublicHome,
  type PublicLeague,
  type PublicSchedule,
} from '../../../contract/public-league.ts';
import { displayTexts } from '../../../domain/text/display-text.ts';
import type { AppDeps } from '../../deps.ts';
import { games, seasons } from '../../db/tournament-schema.ts';
import type { ChargeWork } from '../../http/public-work-budget.ts';
import { gameSetupTopic, type SetupScope } from '../../live/setup-events.ts';
import { EVENTS_TOPIC } from '../live/instance-link.ts';
import type { LiveService } from '../live/live-service.ts';
import { BracketSyncer } from '../playoffs/bracket-sync.ts';
import { AnswerCache } from './answer-cache.ts';
import {
  leagueContext,
  loadPublicBracket,
  loadPublicGame,
  loadPublicLeaders,
  loadPublicPlayer,
  loadPublicStandings,
  loadPublicTeam,
  notFound,
  type LeagueContext,
  type PublicAnswer,
  type PublicScheduleQuery,
  type PublicSeasonQuery,
  type PublicSource,
} from './public-loaders.ts';
import { readCosts } from './public-read-costs.ts';
import { SeasonIndex } from './season-index.ts';
import { SeasonIndexes, type IndexWork } from './season-indexes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    publicAnswers: PublicAnswers;
  }
}

/** How long a loaded answer serves what no message announces (a new game, a renamed league). */
const ANSWER_TTL_MS = 1000;
/** How many games the home lists as upcoming and as recent. */
const HOME_LIST = 8;

/** A league's context and the index of the season it shows. */
interface SeasonView {
  ctx: LeagueContext;
  index: SeasonIndex;
}

/** What the schedule embed shows: the next games and the latest results. */
export interface PublicAround {
  league: PublicLeague;
  upcoming: PublicGame[];
  results: PublicGame[];
}

/** What a league's sitemap lists besides its sections: its teams, rostered players and games. */
export interface PublicSiteMap {
  teamIds: string[];
  playerIds: string[];
  gameIds: string[];
}

/** A league took, left or released an address: what an address answers may differ. */
export const publicAddressTopic = 'public:address';

/**
 * Call after an address change is committed. This instance's answers are dropped before it
 * resolves, the other instances' when the message reaches them; a failure to tell them is logged
 * (the change is saved, and their answers expire within a second).
 */
export function announceAddressChange(
  deps: Pick<AppDeps, 'pubsub'>,
  log: FastifyBaseLogger,
  tournamentId: string,
): Promise<void> {
  return deps.pubsub.publish(publicAddressTopic, { tournamentId }).catch((err: unknown) => {
    log.error({ err, tournamentId }, 'could not announce a public address change');
  });
}

export class PublicAnswers {
  /** What the loaders read from; one bracket syncer for the whole site. */
  readonly src: PublicSource;
  /** The seasons' indexes, with the counts of what keeping them cost. */
  readonly indexes: SeasonIndexes;
  private readonly cache = new AnswerCache(ANSWER_TTL_MS);
  private readonly siteMaps = new WeakMap<SeasonIndex, PublicSiteMap>();
  private readonly stopListening: Array<() => void>;

  constructor(deps: AppDeps, live: LiveService, log: FastifyBaseLogger) {
    this.src = {
      db: deps.db,
      live,
      brackets: new BracketSyncer(deps, log),
      i18n: deps.i18n,
      now: deps.now,
    };
    this.indexes = new SeasonIndexes(deps.db);
    this.stopListening = [
      deps.pubsub.subscribe(EVENTS_TOPIC, (m) => {
        const { gameId } = m as { gameId: string };
        this.cache.gameChanged(gameId);
        for (const slug of this.indexes.gameChanged(gameId)) this.cache.leagueChanged(slug);
      }),
      deps.pubsub.subscribe(gameSetupTopic, (m) => {
        this.cache.clear();
        this.indexes.setupChanged(m as SetupScope);
      }),
      deps.pubsub.subscribe(publicAddressTopic, () => this.cache.clear()),
      deps.pubsub.onReconnect(() => {
        this.cache.clear();
        this.indexes.clear();
      }),
    ];
  }

  close(): void {
    for (const stop of this.stopListening) stop();
  }

  home(slug: string, query: PublicSeasonQuery, charge: ChargeWork) {
    return this.fromIndex<PublicHome>(
      slug,
      query.season,
      'home',
      charge,
      ({ ctx, index }) => ({ league: ctx.header, ...index.home(HOME_LIST) }),
      (b) => [...b.live, ...b.upcoming, ...b.recent],
    );
  }

  schedule(slug: string, query: PublicScheduleQuery, charge: ChargeWork) {
    const { team, from, to, page } = query;
    return this.fromIndex<PublicSchedule>(
      slug,
      query.season,
      `schedule ${team ?? ''} ${from ?? ''} ${to ?? ''} ${page}`,
      charge,
      ({ ctx, index }) => {
        const found = index.schedule({ teamId: team, from, to }, page, publicSchedulePageSize);
        if (!found) return notFound('team');
        return {
          league: ctx.header,
          teams: index.teams,
          games: found.games,
          total: found.total,
          page,
          pageSize: publicSchedulePageSize,
        };
      },
      (b) => b.games,
    );
  }

  /** The schedule embed's lists of `limit` games as of `now`: cut anew from the cached index. */
  async around(
    slug: string,
    query: PublicSeasonQuery,
    at: { now: Date; limit: number },
    charge: ChargeWork,
  ): Promise<PublicAnswer<PublicAround>> {
    const view = await this.season(slug, query.season, charge);
    if (view.kind !== 'ok') return view;
    charge(readCosts.slice);
    const { ctx, index } = view.body;
    return {
      kind: 'ok',
      body: displayTexts({ league: ctx.header, ...index.around(at.now.getTime(), at.limit) }),
    };
  }

  /** The season's teams, rostered players and games, for the sitemap. */
  siteMap(slug: string, charge: ChargeWork) {
    return this.fromIndex<PublicSiteMap>(slug, undefined, 'sitemap', charge, ({ index }) => {
      // The same object while the season is unchanged: its XML is made once (sitemap.ts).
      let map = this.siteMaps.get(index);
      if (!map) {
        map = {
          teamIds: index.teams.map((t) => t.id),
          playerIds: index.rosterIds(),
          gameIds: index.gameIds(),
        };
        this.siteMaps.set(index, map);
      }
      return map;
    });
  }

  /** One game as its preview card draws it, in the season it belongs to. */
  gameCard(slug: string, gameId: string, charge: ChargeWork) {
    return this.cached(
      slug,
      `card ${gameId}`,
      async (): Promise<PublicAnswer<{ league: PublicLeague; game: PublicGame }>> => {
        const current = await this.season(slug, undefined, charge);
        if (current.kind !== 'ok') return current;
        let view = current.body;
        if (!view.index.has(gameId)) {
          charge(readCosts.resolve);
          const seasonId = await this.seasonOfGame(view.ctx.league.tournamentId, gameId);
          const other = seasonId === null ? null : await this.season(slug, seasonId, charge);
          if (other?.kind !== 'ok') return notFound('game');
          view = other.body;
        }
        const game = view.index.game(gameId);
        if (!game) return notFound('game');
        charge(readCosts.slice);
        return { kind: 'ok', body: displayTexts({ league: view.ctx.header, game }) };
      },
      (b) => [b.game],
    );
  }

  standings(slug: string, query: PublicSeasonQuery, charge: ChargeWork) {
    return this.loaded(slug, `standings ${query.season ?? ''}`, charge, () =>
      loadPublicStandings(this.src, slug, query),
    );
  }

  bracket(slug: string, query: PublicSeasonQuery, charge: ChargeWork) {
    return this.loaded(slug, `bracket ${query.season ?? ''}`, charge, () =>
      loadPublicBracket(this.src, slug, query),
    );
  }

  leaders(slug: string, query: PublicSeasonQuery, charge: ChargeWork) {
    return this.loaded(slug, `leaders ${query.season ?? ''}`, charge, () =>
      loadPublicLeaders(this.src, slug, query),
    );
  }

  team(slug: string, teamId: string, query: PublicSeasonQuery, charge: ChargeWork) {
    return this.loaded(
      slug,
      `team ${teamId} ${query.season ?? ''}`,
      charge,
      () => loadPublicTeam(this.src, slug, teamId, query),
      (b) => b.games,
    );
  }

  player(slug: string, playerId: string, query: PublicSeasonQuery, charge: ChargeWork) {
    return this.loaded(
      slug,
      `player ${playerId} ${query.season ?? ''}`,
      charge,
      () => loadPublicPlayer(this.src, slug, playerId, query),
      (b) => b.stats?.gameLog.map((g) => ({ id: g.gameId })) ?? [],
    );
  }

  game(slug: string, gameId: string, query: PublicSeasonQuery, charge: ChargeWork) {
    // The log's length as this instance holds it: a new event is a new key at once.
    const seq = this.src.live.heldSeq(gameId) ?? '-';
    return this.loaded(slug, `game ${gameId} ${query.season ?? ''} @${seq}`, charge, () =>
      loadPublicGame(this.src, slug, gameId, query),
    );
  }

  /**
   * The league's context and its season's index: resolved, checked against the database and
   * cached together, so the readers of a second share one check.
   */
  private season(
    slug: string,
    season: string | undefined,
    charge: ChargeWork,
  ): Promise<PublicAnswer<SeasonView>> {
    return this.cache.get(slug, `season ${season ?? ''}`, async () => {
      charge(readCosts.resolve);
      const ctx = await leagueContext(this.src, slug, season);
      if (ctx.kind !== 'ok') return ctx;
      const { league, season: shown } = ctx.body;
      const index = shown
        ? await this.indexes.current(
            {
              tournamentId: league.tournamentId,
              seasonId: shown.id,
              language: league.language,
              slug,
            },
            indexWork(charge),
          )
        : SeasonIndex.empty(league.language);
      return { kind: 'ok', body: { ctx: ctx.body, index } };
    });
  }

  private async seasonOfGame(tournamentId: string, gameId: string): Promise<string | null> {
    const [row] = await this.src.db
      .select({ seasonId: games.seasonId })
      .from(games)
      .innerJoin(seasons, eq(games.seasonId, seasons.id))
      .where(and(eq(games.id, gameId), eq(seasons.tournamentId, tournamentId)));
    return row?.seasonId ?? null;
  }

  /** A payload cut from the season's index, cached under `key` for the season asked for. */
  private fromIndex<T>(
    slug: string,
    season: string | undefined,
    key: string,
    charge: ChargeWork,
    cut: (view: SeasonView) => T | ReturnType<typeof notFound>,
    gamesOf?: (body: T) => Array<{ id: string }>,
  ): Promise<PublicAnswer<T>> {
    return this.cached(
      slug,
      `${key} ${season ?? ''}`,
      async () => {
        const view = await this.season(slug, season, charge);
        if (view.kind !== 'ok') return view;
        charge(readCosts.slice);
        const body = cut(view.body);
        if (typeof body === 'object' && body !== null && 'kind' in body) return body;
        // As every loader's payload: names stored with hidden characters go out without them.
        return { kind: 'ok' as const, body: displayTexts(body) };
      },
      gamesOf,
    );
  }

  /** A loader's answer, its queries charged to the reader that missed the cache. */
  private loaded<T>(
    slug: string,
    key: string,
    charge: ChargeWork,
    load: () => Promise<PublicAnswer<T>>,
    gamesOf?: (body: T) => Array<{ id: string }>,
  ): Promise<PublicAnswer<T>> {
    return this.cached(
      slug,
      key,
      () => {
        charge(readCosts.load);
        return load();
      },
      gamesOf,
    );
  }

  /** An answer through the cache; the games it lists are noted as the league's. */
  private cached<T>(
    slug: string,
    key: string,
    load: () => Promise<PublicAnswer<T>>,
    gamesOf: (body: T) => Array<{ id: string }> = () => [],
  ): Promise<PublicAnswer<T>> {
    return this.cache.get(slug, key, async () => {
      const answer = await load();
      if (answer.kind === 'ok') {
        this.cache.noteGames(
          slug,
          gamesOf(answer.body).map((g) => g.id),
        );
      }
      return answer;
    });
  }
}

/** What keeping a season's index costs, charged to the reader that made it happen. */
function indexWork(charge: ChargeWork): IndexWork {
  return {
    checked: (games) => charge(readCosts.check(games)),
    patched: (games) => charge(readCosts.patch(games)),
    built: (games) => charge(readCosts.build(games)),
  };
}

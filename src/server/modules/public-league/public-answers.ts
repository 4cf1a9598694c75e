// Every anonymous reader of a league — its JSON, its pages, its preview cards and its embeds —
// reads through here. A shared link brings a thousand readers within moments; without one answer
// shared per page and second, each would run the loaders' queries on the one embedded database
// (the crowd bench measured medians of 10–17 s that way). What the cache may not make late:
// - a score: a game's page is keyed by how far this instance's live cache has the game's log,
//   which moves before any screen hears of the event; the other pages that list the game are
//   dropped when the event's message arrives (answer-cache.ts);
// - "not available": any setup change (the site turned off, names shown otherwise, the owner
//   deactivated) drops all;
// - an address changing hands (a league moving, or releasing an old address): dropped too.
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { gameSetupTopic } from '../../live/setup-events.ts';
import { EVENTS_TOPIC } from '../live/instance-link.ts';
import type { LiveService } from '../live/live-service.ts';
import { BracketSyncer } from '../playoffs/bracket-sync.ts';
import { AnswerCache } from './answer-cache.ts';
import {
  loadPublicBracket,
  loadPublicGame,
  loadPublicHome,
  loadPublicLeaders,
  loadPublicPlayer,
  loadPublicSchedule,
  loadPublicStandings,
  loadPublicTeam,
  type PublicAnswer,
  type PublicScheduleQuery,
  type PublicSeasonQuery,
  type PublicSource,
} from './public-loaders.ts';

declare module 'fastify' {
  interface FastifyInstance {
    publicAnswers: PublicAnswers;
  }
}

/** How long a loaded answer serves what no message announces (a new game, a renamed league). */
const ANSWER_TTL_MS = 1000;

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
  private readonly cache = new AnswerCache(ANSWER_TTL_MS);
  private readonly stopListening: Array<() => void>;

  constructor(deps: AppDeps, live: LiveService, log: FastifyBaseLogger) {
    this.src = {
      db: deps.db,
      live,
      brackets: new BracketSyncer(deps, log),
      i18n: deps.i18n,
      now: deps.now,
    };
    this.stopListening = [
      deps.pubsub.subscribe(EVENTS_TOPIC, (m) =>
        this.cache.gameChanged((m as { gameId: string }).gameId),
      ),
      deps.pubsub.subscribe(gameSetupTopic, () => this.cache.clear()),
      deps.pubsub.subscribe(publicAddressTopic, () => this.cache.clear()),
      deps.pubsub.onReconnect(() => this.cache.clear()),
    ];
  }

  close(): void {
    for (const stop of this.stopListening) stop();
  }

  home(slug: string, query: PublicSeasonQuery) {
    return this.cached(
      slug,
      `home ${query.season ?? ''}`,
      () => loadPublicHome(this.src, slug, query),
      (b) => [...b.live, ...b.upcoming, ...b.recent].map((g) => g.id),
    );
  }

  schedule(slug: string, query: PublicScheduleQuery) {
    const { season = '', team = '', from = '', to = '' } = query;
    return this.cached(
      slug,
      `schedule ${season} ${team} ${from} ${to}`,
      () => loadPublicSchedule(this.src, slug, query),
      (b) => b.games.map((g) => g.id),
    );
  }

  standings(slug: string, query: PublicSeasonQuery) {
    return this.cached(slug, `standings ${query.season ?? ''}`, () =>
      loadPublicStandings(this.src, slug, query),
    );
  }

  bracket(slug: string, query: PublicSeasonQuery) {
    return this.cached(slug, `bracket ${query.season ?? ''}`, () =>
      loadPublicBracket(this.src, slug, query),
    );
  }

  leaders(slug: string, query: PublicSeasonQuery) {
    return this.cached(slug, `leaders ${query.season ?? ''}`, () =>
      loadPublicLeaders(this.src, slug, query),
    );
  }

  team(slug: string, teamId: string, query: PublicSeasonQuery) {
    return this.cached(
      slug,
      `team ${teamId} ${query.season ?? ''}`,
      () => loadPublicTeam(this.src, slug, teamId, query),
      (b) => b.games.map((g) => g.id),
    );
  }

  player(slug: string, playerId: string, query: PublicSeasonQuery) {
    return this.cached(
      slug,
      `player ${playerId} ${query.season ?? ''}`,
      () => loadPublicPlayer(this.src, slug, playerId, query),
      (b) => b.stats?.gameLog.map((g) => g.gameId) ?? [],
    );
  }

  game(slug: string, gameId: string, query: PublicSeasonQuery) {
    // The log's length as this instance holds it: a new event is a new key at once.
    const seq = this.src.live.heldSeq(gameId) ?? '-';
    return this.cached(slug, `game ${gameId} ${query.season ?? ''} @${seq}`, () =>
      loadPublicGame(this.src, slug, gameId, query),
    );
  }

  /** A loader's answer through the cache; the games it lists are noted as the league's. */
  private cached<T>(
    slug: string,
    key: string,
    load: () => Promise<PublicAnswer<T>>,
    gamesOf: (body: T) => string[] = () => [],
  ): Promise<PublicAnswer<T>> {
    return this.cache.get(slug, key, async () => {
      const answer = await load();
      if (answer.kind === 'ok') this.cache.noteGames(slug, gamesOf(answer.body));
      return answer;
    });
  }
}

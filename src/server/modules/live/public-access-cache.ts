// Whether a game's public outputs are open, read at most once a second per game: thousands of
// screens reconnecting at once after a Wi-Fi drop, or a crowd reading a game, would otherwise
// each cost a query. What is known is forgotten at once when a setup changes (a tournament's
// outputs turned off goes out as one), so only an announcement lost between instances leaves an
// answer a second old.
import type { Db } from '../../db/client.ts';
import { LruMap } from '../../lru-map.ts';
import { MAX_CACHED_GAMES } from './game-cache.ts';
import { publicAccess, type PublicAccess } from './game-setup.ts';

const TTL_MS = 1_000;

export class PublicAccessCache {
  private readonly answers = new LruMap<string, { answer: Promise<PublicAccess>; at: number }>(
    MAX_CACHED_GAMES * 4,
  );

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  get(gameId: string): Promise<PublicAccess> {
    const now = this.now();
    const known = this.answers.peek(gameId);
    if (known && now - known.at < TTL_MS) return known.answer;
    const answer = publicAccess(this.db, gameId);
    this.answers.set(gameId, { answer, at: now });
    answer.catch(() => this.answers.delete(gameId));
    return answer;
  }

  /** Forgets every answer: a setup changed somewhere (settings, an owner's account). */
  clear(): void {
    this.answers.clear();
  }
}

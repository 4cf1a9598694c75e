// Whether a game's public outputs are open, read at most once a second per game: thousands of
// screens reconnecting at once after a Wi-Fi drop would otherwise each cost a query. Only the
// streams use this; one-off reads check the database every time. A setup change (the outputs
// switched, the owner deactivated) empties it, so the next stream is judged afresh.
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

  clear(): void {
    this.answers.clear();
  }
}

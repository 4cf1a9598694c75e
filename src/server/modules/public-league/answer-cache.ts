// The public payloads the cards and embeds are drawn from, kept for a second and shared. A shared
// link brings a thousand readers within moments; without this each would run the loaders' queries
// on the one embedded database. A load under way is shared by everyone asking for the same key,
// and a finished one serves for `ttlMs`. A league's entries go at once when one of its games
// records an event (a new score must not wait) and everything goes when a setup changes (the site
// turned off, names shown another way), so "not available" is never late.
import { LruMap } from '../../lru-map.ts';

interface Entry {
  at: number;
  value: Promise<unknown>;
}

export class AnswerCache {
  private readonly entries: LruMap<string, Entry>;
  /** Which league a game belongs to, learnt from the payloads: a new event drops that league. */
  private readonly leagueOfGame: LruMap<string, string>;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = () => performance.now(),
    max = 512,
  ) {
    this.entries = new LruMap(max);
    this.leagueOfGame = new LruMap(max * 8);
  }

  /** `league` first in every key: the league's entries are dropped together. */
  get<T>(league: string, key: string, load: () => Promise<T>): Promise<T> {
    const full = `${league}\n${key}`;
    const hit = this.entries.get(full);
    const at = this.now();
    if (hit && at - hit.at < this.ttlMs) return hit.value as Promise<T>;
    const value = load();
    this.entries.set(full, { at, value });
    // A failure is not kept: the next reader tries again.
    value.catch(() => {
      if (this.entries.peek(full)?.value === value) this.entries.delete(full);
    });
    return value;
  }

  /** Remember that these games are the league's. */
  noteGames(league: string, gameIds: Iterable<string>): void {
    for (const id of gameIds) this.leagueOfGame.set(id, league);
  }

  /** A game recorded events: its league's answers are out of date. */
  gameChanged(gameId: string): void {
    const league = this.leagueOfGame.peek(gameId);
    if (league !== undefined) this.leagueChanged(league);
  }

  /** Something every answer of the league may show changed. */
  leagueChanged(league: string): void {
    const prefix = `${league}\n`;
    for (const key of [...this.entries.keys()]) {
      if (key.startsWith(prefix)) this.entries.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}

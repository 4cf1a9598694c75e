// The consoles' storage on the device (docs/product/live-games.md#offline): the outbox of events not yet
// confirmed by the server, and the last setup + confirmed log of each game, so a console reloaded
// or reopened without a network still shows the game and keeps recording. IndexedDB survives a
// reload and a browser restart; `navigator.storage.persist()` asks the browser not to evict it.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { LiveGame } from '../../../../contract/live-games.ts';
import type { GameEvent, LoggedEvent } from '../../../../domain/game/events.ts';
import type { ConsoleKind } from '../../../../domain/plans/plans.ts';

/** One event waiting to be sent, in the order it was recorded. */
export interface OutboxRecord {
  /** IndexedDB's auto-increment key: the recording order, across reloads. */
  id: number;
  gameId: string;
  console: ConsoleKind;
  event: GameEvent;
  /** Local time it was recorded (Date.now), for "waiting since". */
  recordedAt: number;
}

export interface CachedGame {
  gameId: string;
  game: LiveGame;
  /** Confirmed events, seq order. */
  log: LoggedEvent[];
  savedAt: number;
}

/** What the console store needs from storage; the tests give it a Map-based one. */
export interface OutboxStorage {
  list(gameId: string): Promise<OutboxRecord[]>;
  add(record: Omit<OutboxRecord, 'id'>): Promise<OutboxRecord>;
  remove(ids: readonly number[]): Promise<void>;
}

export interface GameCache {
  load(gameId: string): Promise<CachedGame | null>;
  save(entry: CachedGame): Promise<void>;
}

interface LiveDb extends DBSchema {
  outbox: { key: number; value: OutboxRecord; indexes: { byGame: string } };
  games: { key: string; value: CachedGame };
}

const dbName = 'tempo-consoles';
let opening: Promise<IDBPDatabase<LiveDb>> | null = null;

function db(): Promise<IDBPDatabase<LiveDb>> {
  opening ??= openDB<LiveDb>(dbName, 1, {
    upgrade(database) {
      const outbox = database.createObjectStore('outbox', { keyPath: 'id', autoIncrement: true });
      outbox.createIndex('byGame', 'gameId');
      database.createObjectStore('games', { keyPath: 'gameId' });
    },
    // Another tab still holds an old version open: let it go so this one can upgrade next time.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase | null)?.close();
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  void navigator.storage?.persist?.().catch(() => false);
  return opening;
}

export const indexedDbOutbox: OutboxStorage = {
  async list(gameId) {
    // An index lists equal keys in primary-key order: the recording order.
    return (await db()).getAllFromIndex('outbox', 'byGame', gameId);
  },
  async add(record) {
    const id = await (await db()).add('outbox', record as OutboxRecord);
    return { ...record, id };
  },
  async remove(ids) {
    if (ids.length === 0) return;
    const tx = (await db()).transaction('outbox', 'readwrite');
    await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
  },
};

export const indexedDbGameCache: GameCache = {
  async load(gameId) {
    return (await (await db()).get('games', gameId)) ?? null;
  },
  async save(entry) {
    await (await db()).put('games', entry);
  },
};

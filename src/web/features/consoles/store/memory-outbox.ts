// An outbox kept in a Map, for tests: the same ordering promise as the IndexedDB one (a game's
// records listed in the order they were added), and its rows open to inspection.
import type { OutboxRecord, OutboxStorage } from './outbox-db.ts';

export function memoryOutbox(initial: OutboxRecord[] = []) {
  const rows = new Map<number, OutboxRecord>(initial.map((r) => [r.id, r]));
  let next = Math.max(0, ...initial.map((r) => r.id)) + 1;
  const storage: OutboxStorage = {
    list: async (gameId) =>
      [...rows.values()].filter((r) => r.gameId === gameId).sort((a, b) => a.id - b.id),
    add: async (record) => {
      const stored = { ...record, id: next++ };
      rows.set(stored.id, stored);
      return stored;
    },
    remove: async (ids) => {
      for (const id of ids) rows.delete(id);
    },
  };
  return { storage, rows };
}

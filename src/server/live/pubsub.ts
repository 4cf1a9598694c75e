// Publish/subscribe between the parts of the server, and across server instances.
// With PGlite there is one process, so an in-memory emitter is the whole story. With a PostgreSQL
// server several instances may share one database: messages go through LISTEN/NOTIFY so a change
// made on one instance (a webhook, an admin action, a game event) reaches viewers on every other.
import { EventEmitter } from 'node:events';
import type pg from 'pg';

export interface PubSub {
  publish(topic: string, payload: unknown): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(topic: string, handler: (payload: unknown) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'tempo_events';

export function memoryPubSub(): PubSub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(topic, payload) {
      emitter.emit(topic, payload);
      return Promise.resolve();
    },
    subscribe(topic, handler) {
      emitter.on(topic, handler);
      return () => emitter.off(topic, handler);
    },
    close() {
      emitter.removeAllListeners();
      return Promise.resolve();
    },
  };
}

export async function postgresPubSub(
  pool: pg.Pool,
  onError: (err: unknown) => void,
): Promise<PubSub> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  // One dedicated connection listens for the whole process; publishing uses the pool.
  const listener = await pool.connect();
  listener.on('notification', (msg) => {
    if (msg.channel !== CHANNEL || !msg.payload) return;
    try {
      const { topic, payload } = JSON.parse(msg.payload) as { topic: string; payload: unknown };
      local.emit(topic, payload);
    } catch (err) {
      onError(err);
    }
  });
  listener.on('error', onError);
  await listener.query(`LISTEN ${CHANNEL}`);
  return {
    async publish(topic, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ topic, payload })]);
    },
    subscribe(topic, handler) {
      local.on(topic, handler);
      return () => local.off(topic, handler);
    },
    async close() {
      local.removeAllListeners();
      try {
        await listener.query(`UNLISTEN ${CHANNEL}`);
      } finally {
        listener.release();
      }
    },
  };
}

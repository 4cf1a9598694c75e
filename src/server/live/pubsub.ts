// Publish/subscribe between the parts of the server, and across server instances.
// With PGlite there is one process, so an in-memory emitter is the whole story. With a PostgreSQL
// server several instances may share one database: messages go through LISTEN/NOTIFY so a change
// made on one instance (a webhook, an admin action, a game event) reaches viewers on every other.
// Either way a message reaches this process's listeners before publish() returns: a request made
// right after a sign-out must find the session gone, not wait for the notification's round trip.
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import pg from 'pg';

export interface PubSub {
  publish(topic: string, payload: unknown): Promise<void>;
  /**
   * The text of the NOTIFY on `NOTIFY_CHANNEL` that tells the other instances of this message, for
   * a statement that sends it in its own transaction (delivered at commit, never for a rollback);
   * null when messages never leave this process. Throws if it would not fit in a NOTIFY.
   */
  notification(topic: string, payload: unknown): string | null;
  /** Tells this process's listeners only: the other instances hear of it by `notification`. */
  publishLocally(topic: string, payload: unknown): void;
  /** Returns the function that unsubscribes. */
  subscribe(topic: string, handler: (payload: unknown) => void): () => void;
  /**
   * Told after the link between instances was cut and is back: messages published meanwhile were
   * lost, so listeners catch up from the database. Returns the function that unsubscribes.
   */
  onReconnect(handler: () => void): () => void;
  close(): Promise<void>;
}

/** The channel every instance listens on. */
export const NOTIFY_CHANNEL = 'tempo_events';
/** PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more. */
export const MAX_NOTIFY_BYTES = 7_900;

export function memoryPubSub(): PubSub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(topic, payload) {
      emitter.emit(topic, payload);
      return Promise.resolve();
    },
    notification: () => null,
    publishLocally(topic, payload) {
      emitter.emit(topic, payload);
    },
    subscribe(topic, handler) {
      emitter.on(topic, handler);
      return () => emitter.off(topic, handler);
    },
    // One process: nothing can be cut between publisher and listener.
    onReconnect: () => () => {},
    close() {
      emitter.removeAllListeners();
      return Promise.resolve();
    },
  };
}

export interface ReconnectOptions {
  /** First wait after the listening connection is lost; doubles up to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
}

export async function postgresPubSub(
  pool: pg.Pool,
  onError: (err: unknown) => void,
  opts: ReconnectOptions = {},
): Promise<PubSub> {
  const minDelay = opts.minDelayMs ?? 100;
  const maxDelay = opts.maxDelayMs ?? 5_000;
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const reconnected = new EventEmitter();
  reconnected.setMaxListeners(0);
  let listener: pg.Client | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  /** Tells this process's notifications, already delivered here by publish(), from the others'. */
  const origin = randomUUID();

  const onNotification = (msg: pg.Notification) => {
    if (msg.channel !== NOTIFY_CHANNEL || !msg.payload) return;
    try {
      const message = JSON.parse(msg.payload) as {
        origin: string;
        topic: string;
        payload: unknown;
      };
      if (message.origin !== origin) local.emit(message.topic, message.payload);
    } catch (err) {
      onError(err);
    }
  };

  // One dedicated connection (not one of the pool's, which would be handed to other queries
  // later) listens for the whole process; publishing uses the pool.
  async function listen() {
    const client = new pg.Client(pool.options);
    let lost = false;
    const drop = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (err) onError(err);
      // The connection is dead (server restart, terminated backend, network cut): close it and
      // listen again on a fresh one.
      client.end().catch(() => {});
      // Only a working listener is re-made here; a failed attempt is retried by its caller.
      if (listener !== client) return;
      listener = null;
      if (!closed) scheduleRetry(minDelay);
    };
    client.on('notification', onNotification);
    client.on('error', drop);
    client.on('end', () => drop());
    try {
      await client.connect();
      await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
    } catch (err) {
      drop();
      throw err;
    }
    listener = client;
  }

  function scheduleRetry(delay: number) {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      if (closed) return;
      listen().then(
        () => {
          // Anything published while nobody listened is gone: listeners read it from the database.
          if (!closed) reconnected.emit('reconnect');
        },
        (err: unknown) => {
          onError(err);
          if (!closed) scheduleRetry(Math.min(delay * 2, maxDelay));
        },
      );
    }, delay);
    retryTimer.unref();
  }

  const notification = (topic: string, payload: unknown) => {
    const text = JSON.stringify({ origin, topic, payload });
    if (Buffer.byteLength(text) > MAX_NOTIFY_BYTES) {
      throw new Error(`pubsub message on ${topic} is too large for NOTIFY`);
    }
    return text;
  };

  await listen();
  return {
    async publish(topic, payload) {
      const text = notification(topic, payload);
      local.emit(topic, payload);
      await pool.query('SELECT pg_notify($1, $2)', [NOTIFY_CHANNEL, text]);
    },
    notification,
    publishLocally(topic, payload) {
      local.emit(topic, payload);
    },
    subscribe(topic, handler) {
      local.on(topic, handler);
      return () => local.off(topic, handler);
    },
    onReconnect(handler) {
      reconnected.on('reconnect', handler);
      return () => reconnected.off('reconnect', handler);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      local.removeAllListeners();
      reconnected.removeAllListeners();
      const client = listener;
      listener = null;
      if (!client) return;
      client.removeAllListeners('end');
      try {
        await client.query(`UNLISTEN ${NOTIFY_CHANNEL}`);
      } finally {
        await client.end().catch(() => {});
      }
    },
  };
}

// The game event log (docs/product/live-games.md). Rows are only ever inserted: an undo is a new `void` event.
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { GameEvent } from '../../domain/game/events.ts';
import { games, tournaments } from './tournament-schema.ts';

export const gameEvents = pgTable(
  'game_events',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… per game: taken from games.last_seq under that row's lock, so never a gap. */
    seq: integer('seq').notNull(),
    /** The console's id for the event; a repeat is answered from here, never applied twice. */
    clientId: text('client_id').notNull(),
    type: text('type').notNull(),
    /** The whole event as the console sent it (validated by the contract's schema). */
    event: jsonb('event').$type<GameEvent>().notNull(),
    deviceId: text('device_id').notNull(),
    /** Not a foreign key: the log outlives an account that is deleted. */
    userId: text('user_id').notNull(),
    /** Server time of acceptance, epoch ms. */
    recordedAt: bigint('recorded_at', { mode: 'number' })
      .notNull()
      .default(sql`(extract(epoch from now()) * 1000)::bigint`),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.seq] }),
    uniqueIndex('game_events_client_idx').on(t.gameId, t.clientId),
    index('game_events_type_idx').on(t.gameId, t.type),
  ],
);

/**
 * The names a tournament's crew gives its devices ("Table laptop", "Ana's phone"), so consoles and
 * the operators' monitor name a device even while it is offline. Per tournament: a crew's devices
 * serve its every game, and a member of one tournament never names another's devices (decision
 * 0049). A device with no row is named by what it is connected as.
 */
export const deviceNames = pgTable(
  'device_names',
  {
    tournamentId: text('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    /** The random id the browser keeps (device-id.ts), as in game_events.device_id. */
    deviceId: text('device_id').notNull(),
    name: text('name').notNull(),
    /** Who named it last. Not a foreign key: the name outlives an account that is deleted. */
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.deviceId] })],
);

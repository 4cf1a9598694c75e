// Playoff brackets and the materialised box scores season statistics are added up from.
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { BracketFormat } from '../../domain/bracket/bracket.ts';
import type { GameBox } from '../../domain/stats/game-box.ts';
import { timestamps } from './schema.ts';
import { games, seasons } from './tournament-schema.ts';

/** A season's playoff bracket: its shape is a pure function of format, options and seed count. */
export const brackets = pgTable('brackets', {
  id: text('id').primaryKey(),
  seasonId: text('season_id')
    .notNull()
    .unique()
    .references(() => seasons.id, { onDelete: 'cascade' }),
  format: text('format', { enum: ['single', 'double'] })
    .$type<BracketFormat>()
    .notNull(),
  /** Single elimination: the semi-final losers play for third place. */
  thirdPlaceGame: boolean('third_place_game').notNull().default(false),
  /** Double elimination: a second final when the losers-bracket champion wins the first. */
  resetGame: boolean('reset_game').notNull().default(false),
  /** Team ids in seed order, seed 1 first. */
  seeds: jsonb('seeds').$type<string[]>().notNull(),
  ...timestamps,
});

/**
 * Each game's box as of its log's `last_seq`: a cache, recomputed from the log whenever the
 * game's last_seq has moved on, so season totals never replay a whole season per request.
 */
export const gameBoxScores = pgTable(
  'game_box_scores',
  {
    gameId: text('game_id')
      .primaryKey()
      .references(() => games.id, { onDelete: 'cascade' }),
    seasonId: text('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    lastSeq: integer('last_seq').notNull(),
    box: jsonb('box').$type<GameBox>().notNull(),
    ...timestamps,
  },
  (t) => [index('game_box_scores_season_idx').on(t.seasonId)],
);

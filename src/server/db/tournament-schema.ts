// Tournaments and everything in them (docs/product/league-data.md): memberships with roles, invites, seasons
// with their rules, teams, players and games. Deleting a tournament or season cascades; the API
// tells the person what goes with it before it happens.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { publicNameDisplays } from '../../contract/public-league.ts';
import { positions } from '../../contract/teams.ts';
import { completeRules } from '../../domain/season/rule-presets.ts';
import type { GameRules, StandingsRules } from '../../domain/season/rules.ts';
import { timestamps, users } from './schema.ts';

/**
 * A season's game rules as JSON, completed from their preset when read: rules stored before a
 * field existed take their rulebook's value for it (see completeRules).
 */
const gameRulesColumn = customType<{ data: GameRules; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (rules) => JSON.stringify(rules),
  fromDriver: (value) =>
    completeRules((typeof value === 'string' ? JSON.parse(value) : value) as GameRules),
});

export const tournaments = pgTable(
  'tournaments',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Id of an image in `uploads`, or null. */
    logoId: text('logo_id'),
    /** The secret of the logo's address, new with each logo (docs/decisions/0037). */
    logoToken: text('logo_token'),
    publicOutputs: boolean('public_outputs').notNull().default(true),
    /** The public league site (docs/product/public-league-site.md): off until the organiser turns it on. */
    publicSite: boolean('public_site').notNull().default(false),
    /** The site's address, /leagues/<slug>; null until first chosen. */
    publicSlug: text('public_slug').unique(),
    /** How players' names appear to anonymous readers: full, initial or jersey. */
    publicNameDisplay: text('public_name_display', { enum: publicNameDisplays })
      .notNull()
      .default('full'),
    /** The language of its outputs, public pages, exports and mails (a catalogue folder's name). */
    language: text('language').notNull().default('en'),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    archived: boolean('archived').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('tournaments_owner_idx').on(t.ownerId),
    uniqueIndex('tournaments_logo_token_idx').on(t.logoToken),
  ],
);

/**
 * Addresses a league's site had before: each redirects to the tournament's current slug until the
 * owner releases it or another league takes it (either deletes the row). `created_at` is when the
 * league left the address (the server's clock): no other league may take it for 90 days from then.
 */
export const publicSlugRedirects = pgTable(
  'public_slug_redirects',
  {
    slug: text('slug').primaryKey(),
    tournamentId: text('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('public_slug_redirects_tournament_idx').on(t.tournamentId)],
);

export const memberships = pgTable(
  'memberships',
  {
    tournamentId: text('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'admin', 'scorekeeper', 'viewer'] }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('memberships_tournament_user_idx').on(t.tournamentId, t.userId),
    index('memberships_user_idx').on(t.userId),
  ],
);

export const invites = pgTable(
  'invites',
  {
    id: text('id').primaryKey(),
    tournamentId: text('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    /** 8 characters of the unambiguous alphabet, stored without the dash. */
    code: text('code').notNull().unique(),
    role: text('role', { enum: ['admin', 'scorekeeper', 'viewer'] }).notNull(),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('invites_tournament_idx').on(t.tournamentId)],
);

export const seasons = pgTable(
  'seasons',
  {
    id: text('id').primaryKey(),
    tournamentId: text('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startDate: date('start_date'),
    endDate: date('end_date'),
    status: text('status', { enum: ['draft', 'active', 'completed'] })
      .notNull()
      .default('draft'),
    rules: gameRulesColumn('rules').notNull(),
    standingsRules: jsonb('standings_rules').$type<StandingsRules>().notNull(),
    /** Secret of the season's iCal feed URL (calendar apps send no cookies); made on first use. */
    calendarToken: text('calendar_token').unique(),
    ...timestamps,
  },
  (t) => [index('seasons_tournament_idx').on(t.tournamentId)],
);

export const teams = pgTable(
  'teams',
  {
    id: text('id').primaryKey(),
    seasonId: text('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    primaryColor: text('primary_color').notNull(),
    secondaryColor: text('secondary_color').notNull(),
    logoId: text('logo_id'),
    /** The secret of the logo's address, new with each logo (docs/decisions/0037). */
    logoToken: text('logo_token'),
    coachName: text('coach_name').notNull().default(''),
    groupName: text('group_name').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('teams_season_idx').on(t.seasonId),
    uniqueIndex('teams_logo_token_idx').on(t.logoToken),
  ],
);

export const players = pgTable(
  'players',
  {
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** "0"–"99" and "00": a string, since "0" and "00" are different jerseys. */
    jersey: text('jersey').notNull(),
    position: text('position', { enum: positions }),
    heightCm: integer('height_cm'),
    birthDate: date('birth_date'),
    photoId: text('photo_id'),
    /** The secret of the photo's address, new with each photo (docs/decisions/0037). */
    photoToken: text('photo_token'),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('players_team_jersey_idx').on(t.teamId, t.jersey),
    uniqueIndex('players_photo_token_idx').on(t.photoToken),
  ],
);

export const games = pgTable(
  'games',
  {
    id: text('id').primaryKey(),
    seasonId: text('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    homeTeamId: text('home_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    awayTeamId: text('away_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** IANA zone the organiser scheduled in, so times read the same at the venue. */
    timezone: text('timezone').notNull().default('UTC'),
    venue: text('venue').notNull().default(''),
    court: text('court').notNull().default(''),
    round: text('round').notNull().default(''),
    phase: text('phase', { enum: ['regular', 'playoff'] })
      .notNull()
      .default('regular'),
    status: text('status', { enum: ['scheduled', 'live', 'final', 'cancelled', 'forfeit'] })
      .notNull()
      .default('scheduled'),
    scoreSource: text('score_source', { enum: ['console', 'stats'] })
      .notNull()
      .default('console'),
    officials: text('officials').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** Cached summary: the final score entered by hand, or the live log's score. */
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    period: integer('period'),
    /** For a forfeit: the team that forfeited. */
    forfeitedBy: text('forfeited_by', { enum: ['home', 'away'] }),
    /** Sequence number of the last event in the game's log (0: none); the next event takes +1. */
    lastSeq: integer('last_seq').notNull().default(0),
    /** The playoff bracket match this game plays (e.g. `W2-1`, `L1-3`, `GF`), or null. */
    bracketSlot: text('bracket_slot'),
    ...timestamps,
  },
  (t) => [
    index('games_season_idx').on(t.seasonId, t.scheduledAt),
    uniqueIndex('games_bracket_slot_idx').on(t.seasonId, t.bracketSlot),
    check('games_two_teams', sql`${t.homeTeamId} <> ${t.awayTeamId}`),
  ],
);

/**
 * Logos and photos, resized on upload and stored under DATA_DIR/uploads. An upload is shown at
 * the address of each holder that uses it (a tournament's or team's logo, a player's photo: its
 * id and token); before that, only to the account that uploaded it (docs/decisions/0037).
 */
export const uploads = pgTable('uploads', {
  id: text('id').primaryKey(),
  ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
  /** File name inside the uploads directory. */
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  /** When a logo or photo first used it; from then on it is shown only through its holders. */
  usedAt: timestamp('used_at', { withTimezone: true }),
  ...timestamps,
});

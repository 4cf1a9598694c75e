import { z } from 'zod';
import { displayName } from './display-name.ts';
import { storableString } from './storable-string.ts';
import { imageIdSchema } from './tournaments.ts';

const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1e40af');

/**
 * A team's 2 to 4 letter short name for scoreboards: capital letters of the Latin alphabet with
 * their accents, so "PEÑ", "ÇÃO" and "ÉTÉ" are names as much as "LAK" in every language Tempo
 * speaks. Composed (NFC) first, so an "É" typed as E plus an accent is one letter, as the score
 * sheet's fonts draw it; upper-cased first, so "peñ" is "PEÑ".
 */
export const shortNameSchema = z
  .string()
  .trim()
  .normalize('NFC')
  .toUpperCase()
  .regex(/^(?:(?=\p{Script=Latin})\p{Lu}){2,4}$/u, 'Use 2 to 4 letters, like LAK');

const teamFields = z.object({
  name: displayName().trim().min(1, 'Enter a name').max(60, 'Use at most 60 characters'),
  shortName: shortNameSchema,
  primaryColor: hexColor,
  secondaryColor: hexColor,
  logoId: imageIdSchema,
  coachName: displayName().trim().max(80, 'Use at most 80 characters'),
  groupName: displayName().trim().max(40, 'Use at most 40 characters'),
});

export const createTeamSchema = teamFields.partial({
  logoId: true,
  coachName: true,
  groupName: true,
});
export type CreateTeam = z.input<typeof createTeamSchema>;
export const updateTeamSchema = teamFields.partial();
export type UpdateTeam = z.infer<typeof updateTeamSchema>;

export const teamSchema = teamFields.omit({ logoId: true }).extend({
  id: z.string(),
  seasonId: z.string(),
  tournamentId: z.string(),
  logoId: z.string().nullable(),
  logoUrl: z.string().nullable(),
  playerCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Team = z.infer<typeof teamSchema>;

/** The five positions, and the generic guard and forward many leagues list players by. */
export const positions = ['PG', 'SG', 'SF', 'PF', 'C', 'G', 'F'] as const;
export type Position = (typeof positions)[number];
export const positionNames: Record<Position, string> = {
  PG: 'Point guard',
  SG: 'Shooting guard',
  SF: 'Small forward',
  PF: 'Power forward',
  C: 'Center',
  G: 'Guard',
  F: 'Forward',
};
/** "PG, SG, SF, PF, C, G or F". */
export const positionList = `${positions.slice(0, -1).join(', ')} or ${positions.at(-1)}`;
export const positionSchema = z.enum(positions, { error: `Use ${positionList}` });

/** "0"–"99" and "00" (docs/product/league-data.md): "0" and "00" are different jerseys. */
export const jerseySchema = z
  .string()
  .trim()
  .regex(/^(00|[0-9]|[1-9][0-9])$/, 'Use a number from 0 to 99, or 00');

const playerFields = z.object({
  firstName: displayName().trim().min(1, 'Enter a first name').max(40, 'Use at most 40 characters'),
  lastName: displayName().trim().min(1, 'Enter a last name').max(40, 'Use at most 40 characters'),
  jersey: jerseySchema,
  position: positionSchema.nullable(),
  heightCm: z
    .number()
    .int('Use whole centimetres')
    .min(100, 'At least 100 cm')
    .max(250, 'At most 250 cm')
    .nullable(),
  birthDate: z.iso.date('Use a date like 2008-04-30').nullable(),
  photoId: imageIdSchema,
  active: z.boolean(),
});

export const createPlayerSchema = playerFields.partial({
  position: true,
  heightCm: true,
  birthDate: true,
  photoId: true,
  active: true,
});
export type CreatePlayer = z.input<typeof createPlayerSchema>;
export const updatePlayerSchema = playerFields.partial();
export type UpdatePlayer = z.infer<typeof updatePlayerSchema>;

export const playerSchema = playerFields.omit({ photoId: true }).extend({
  id: z.string(),
  teamId: z.string(),
  seasonId: z.string(),
  tournamentId: z.string(),
  photoId: z.string().nullable(),
  photoUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Player = z.infer<typeof playerSchema>;

/**
 * The roster file's column names in English, which every language accepts (a file travels
 * between leagues); each language's own names are `players.import.header.*` of the catalogues.
 */
export const importColumns = {
  firstName: 'first_name',
  lastName: 'last_name',
  jersey: 'jersey',
  position: 'position',
  heightCm: 'height_cm',
  birthDate: 'birth_date',
  active: 'active',
} as const;
export type ImportColumn = keyof typeof importColumns;

/**
 * CSV roster import. Columns (header row, any order, case-insensitive): first_name, last_name,
 * jersey, and optionally position, height_cm, birth_date, active. `commit: false` only previews;
 * a commit writes all rows or, if any row has an error, none.
 */
export const importPlayersSchema = z.object({
  csv: storableString()
    .min(1, 'The file is empty')
    .max(200_000, 'The file is too large (200 KB at most)'),
  commit: z.boolean().default(false),
});
export type ImportPlayers = z.input<typeof importPlayersSchema>;

export const importRowSchema = z.object({
  /**
   * Line number in the file, counting the header as line 1: the row a spreadsheet shows (unless
   * a cell above spans several lines). Messages call it the row.
   */
  line: z.number().int(),
  values: z.record(z.string(), z.string()),
  /** Per field, a sentence naming the row, the column and what it accepts; empty when fine. */
  errors: z.record(z.string(), z.string()),
});
export const importResultSchema = z.object({
  rows: z.array(importRowSchema),
  /** Errors that concern the whole file (missing columns). */
  fileErrors: z.array(z.string()),
  created: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

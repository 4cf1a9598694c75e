import { z } from 'zod';
import { localeCodeSchema } from './locale.ts';
import { idSchema } from './ids.ts';
import { planTierSchema } from './profile.ts';
import { displayName } from './display-name.ts';
import { storableString } from './storable-string.ts';

/** Roles in a tournament, strongest first (docs/product/league-data.md). */
export const tournamentRoles = ['owner', 'admin', 'scorekeeper', 'viewer'] as const;
export const tournamentRoleSchema = z.enum(tournamentRoles);
export type TournamentRole = z.infer<typeof tournamentRoleSchema>;

/** Roles an invite can grant: ownership is never handed out by a code. */
export const inviteRoleSchema = z.enum(['admin', 'scorekeeper', 'viewer']);
export type InviteRole = z.infer<typeof inviteRoleSchema>;

/** True when `role` is at least as strong as `needed`. */
export function roleAtLeast(role: TournamentRole, needed: TournamentRole): boolean {
  return tournamentRoles.indexOf(role) <= tournamentRoles.indexOf(needed);
}

export const roleLabels: Record<TournamentRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  scorekeeper: 'Scorekeeper',
  viewer: 'Viewer',
};

const tournamentName = displayName()
  .trim()
  .min(1, 'Enter a name')
  .max(80, 'Use at most 80 characters');
const description = storableString().trim().max(2000, 'Use at most 2000 characters');
/** Id returned by POST /api/uploads; null removes the image. */
export const imageIdSchema = idSchema.nullable();

export const createTournamentSchema = z.object({
  name: tournamentName,
  description: description.default(''),
  logoId: imageIdSchema.optional(),
  publicOutputs: z.boolean().default(true),
  /** The outputs', public pages', exports' and mails' language; by default the creator's. */
  language: localeCodeSchema.optional(),
});
export type CreateTournament = z.input<typeof createTournamentSchema>;

export const updateTournamentSchema = z
  .object({
    name: tournamentName,
    description,
    logoId: imageIdSchema,
    publicOutputs: z.boolean(),
    language: localeCodeSchema,
    archived: z.boolean(),
  })
  .partial();
export type UpdateTournament = z.infer<typeof updateTournamentSchema>;

export const tournamentSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  logoUrl: z.string().nullable(),
  publicOutputs: z.boolean(),
  /** The language of its outputs, public pages, exports and mails (docs/product/languages.md). */
  language: localeCodeSchema,
  archived: z.boolean(),
  ownerId: z.string(),
  ownerName: z.string(),
  /** The owner's effective tier: the plan limits of the tournament follow it (docs/product/plans.md). */
  ownerTier: planTierSchema,
  /** The asking user's role. */
  myRole: tournamentRoleSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Tournament = z.infer<typeof tournamentSchema>;

export const memberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: tournamentRoleSchema,
  joinedAt: z.iso.datetime(),
});
export type Member = z.infer<typeof memberSchema>;

export const updateMemberSchema = z.object({ role: inviteRoleSchema });

/** The unambiguous alphabet of invite codes: no 0/O, no 1/I (docs/product/league-data.md). */
export const inviteAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Accepts "abcd-efgh", "ABCDEFGH" or with spaces; answers the 8 characters without the dash. */
export const inviteCodeSchema = z
  .string()
  .trim()
  .transform((s) => s.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .length(8, 'An invite code has 8 characters, like ABCD-EFGH')
      .regex(new RegExp(`^[${inviteAlphabet}]+$`), 'This is not a valid invite code'),
  );

export function formatInviteCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

export const createInviteSchema = z.object({
  role: inviteRoleSchema,
  maxUses: z
    .number()
    .int()
    .min(1, 'At least 1 use')
    .max(1000, 'At most 1000 uses')
    .nullable()
    .default(null),
  /** Whole days until the code expires; null = never. */
  expiresInDays: z
    .number()
    .int()
    .min(1, 'At least 1 day')
    .max(365, 'At most 365 days')
    .nullable()
    .default(null),
});
export type CreateInvite = z.input<typeof createInviteSchema>;

export const inviteSchema = z.object({
  id: z.string(),
  /** Formatted ABCD-EFGH. */
  code: z.string(),
  role: inviteRoleSchema,
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
  expiresAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
  state: z.enum(['active', 'expired', 'used-up', 'revoked']),
  createdAt: z.iso.datetime(),
});
export type Invite = z.infer<typeof inviteSchema>;

/** What the public join page shows before anyone signs in. */
export const invitePreviewSchema = z.object({
  code: z.string(),
  tournamentId: z.string(),
  tournamentName: z.string(),
  role: inviteRoleSchema,
  /** The asking user's current role there, when signed in and already a member. */
  currentRole: tournamentRoleSchema.nullable(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

export const joinResultSchema = z.object({
  tournamentId: z.string(),
  role: tournamentRoleSchema,
  /** False when the user was already a member (joining twice is harmless). */
  joined: z.boolean(),
});
export type JoinResult = z.infer<typeof joinResultSchema>;

/** Answered by DELETE without `?confirm=true`: what would go with it. */
export const confirmQuerySchema = z.object({ confirm: z.enum(['true', 'false']).optional() });

export const uploadSchema = z.object({
  id: z.string(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
});
export type Upload = z.infer<typeof uploadSchema>;
/** Images a logo or photo may be; SVG is refused (it can carry scripts). */
export const uploadContentTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const uploadMaxBytes = 2 * 1024 * 1024;

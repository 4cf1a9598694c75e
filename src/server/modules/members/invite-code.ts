// Invite codes: 8 characters of the unambiguous alphabet, crypto-random. 32 symbols divide 256
// evenly, so masking a random byte keeps every symbol equally likely.
import { randomBytes } from 'node:crypto';
import { errorCodes } from '../../../contract/errors.ts';
import { inviteAlphabet, type Invite } from '../../../contract/tournaments.ts';
import type { invites } from '../../db/tournament-schema.ts';
import { msg } from '../../http/errors.ts';

export function generateInviteCode(): string {
  const bytes = randomBytes(8);
  let code = '';
  for (const b of bytes) code += inviteAlphabet[b % inviteAlphabet.length];
  return code;
}

type InviteRow = typeof invites.$inferSelect;

export function inviteState(row: InviteRow, now: Date): Invite['state'] {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (row.maxUses !== null && row.uses >= row.maxUses) return 'used-up';
  return 'active';
}

/** Why a code cannot be used, for the public join page. */
export const unusableMessages = {
  expired: msg('error.invite.expired'),
  'used-up': msg('error.invite.usedUp'),
  revoked: msg('error.invite.revoked'),
} as const;

export const unusableCodes = {
  expired: errorCodes.inviteExpired,
  'used-up': errorCodes.inviteUsedUp,
  revoked: errorCodes.inviteRevoked,
} as const;

export const unknownInviteMessage = msg('error.invite.unknown');

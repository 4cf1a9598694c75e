// Members and invites of a tournament (docs/product/league-data.md); the invite preview is public
// and, with the join, rate-limited (429).
import { z } from 'zod';
import { managementPaths } from '../api-paths.ts';
import { managementErrors, tournamentParams } from '../common-responses.ts';
import { endpoint } from '../endpoint.ts';
import { apiErrorSchema } from '../api-error.ts';
import { idSchema } from '../ids.ts';
import {
  createInviteSchema,
  inviteCodeSchema,
  invitePreviewSchema,
  inviteSchema,
  joinResultSchema,
  memberSchema,
  updateMemberSchema,
} from '../tournaments.ts';

const memberParams = z.object({ tournamentId: idSchema, userId: idSchema });
const codeParams = z.object({ code: inviteCodeSchema });
/** A code that is used up, expired or revoked is 410; too many attempts from one address 429. */
const codeErrors = { 410: apiErrorSchema, 429: apiErrorSchema, ...managementErrors };

export const listMembers = endpoint({
  method: 'GET',
  path: managementPaths.members,
  operationId: 'listMembers',
  summary: 'Members with their roles (owner and admins)',
  tags: ['members'],
  params: tournamentParams,
  responses: { 200: z.object({ members: z.array(memberSchema) }), ...managementErrors },
});

export const updateMember = endpoint({
  method: 'PATCH',
  path: managementPaths.member,
  operationId: 'updateMember',
  summary: 'Change a member’s role (owner and admins; never the owner’s)',
  tags: ['members'],
  params: memberParams,
  body: updateMemberSchema,
  responses: { 200: memberSchema, ...managementErrors },
});

export const removeMember = endpoint({
  method: 'DELETE',
  path: managementPaths.member,
  operationId: 'removeMember',
  summary: 'Remove a member (owner and admins), or leave (your own user id)',
  tags: ['members'],
  params: memberParams,
  responses: { 204: z.null(), ...managementErrors },
});

export const listInvites = endpoint({
  method: 'GET',
  path: managementPaths.invites,
  operationId: 'listInvites',
  summary: 'Invites of a tournament, newest first (owner and admins)',
  tags: ['invites'],
  params: tournamentParams,
  responses: { 200: z.object({ invites: z.array(inviteSchema) }), ...managementErrors },
});

export const createInvite = endpoint({
  method: 'POST',
  path: managementPaths.invites,
  operationId: 'createInvite',
  summary: 'Create an invite code granting a role (owner and admins)',
  tags: ['invites'],
  params: tournamentParams,
  body: createInviteSchema,
  responses: { 201: inviteSchema, ...managementErrors },
});

export const revokeInvite = endpoint({
  method: 'POST',
  path: managementPaths.inviteRevoke,
  operationId: 'revokeInvite',
  summary: 'Revoke an invite: its code stops working at once (owner and admins)',
  tags: ['invites'],
  params: z.object({ tournamentId: idSchema, inviteId: idSchema }),
  responses: { 200: inviteSchema, ...managementErrors },
});

export const getInvitePreview = endpoint({
  method: 'GET',
  path: managementPaths.invitePreview,
  operationId: 'getInvitePreview',
  summary: 'What an invite code grants (public: no sign-in needed)',
  tags: ['invites'],
  // The preview tells a signed-in person the role they already have there.
  access: 'publicOrSession',
  params: codeParams,
  responses: { 200: invitePreviewSchema, ...codeErrors },
});

export const joinInvite = endpoint({
  method: 'POST',
  path: managementPaths.inviteJoin,
  operationId: 'joinInvite',
  summary: 'Join the tournament of an invite code with its role',
  description:
    'An existing member is answered joined: false with their current role; no use is counted and no role is lowered.',
  tags: ['invites'],
  params: codeParams,
  responses: { 200: joinResultSchema, ...codeErrors },
});

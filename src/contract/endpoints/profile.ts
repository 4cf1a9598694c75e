// The signed-in person's profile (docs/product/accounts.md): read it, follow it live, rename,
// deactivate and reactivate. Reading it and reactivating work for a deactivated account.
import { apiPaths, meStreamEvents } from '../api-paths.ts';
import { eventStreamSchema, sessionErrors } from '../common-responses.ts';
import { endpoint } from '../endpoint.ts';
import { apiErrorSchema } from '../api-error.ts';
import { profileSchema, updateProfileSchema } from '../profile.ts';

const tags = ['profile'];

export const getProfile = endpoint({
  method: 'GET',
  path: apiPaths.me,
  operationId: 'getProfile',
  summary: 'The signed-in user’s profile, with the effective plan tier',
  tags,
  responses: { 200: profileSchema, ...sessionErrors },
});

export const updateProfile = endpoint({
  method: 'PATCH',
  path: apiPaths.me,
  operationId: 'updateProfile',
  summary: 'Change the display name or the language',
  tags,
  body: updateProfileSchema,
  responses: { 200: profileSchema, 400: apiErrorSchema, ...sessionErrors },
});

export const deactivateAccount = endpoint({
  method: 'POST',
  path: apiPaths.deactivate,
  operationId: 'deactivateAccount',
  summary: 'Deactivate the account; only reactivation and sign-out work afterwards',
  tags,
  responses: { 200: profileSchema, ...sessionErrors },
});

export const reactivateAccount = endpoint({
  method: 'POST',
  path: apiPaths.reactivate,
  operationId: 'reactivateAccount',
  summary: 'Reactivate a deactivated account; nothing was deleted',
  tags,
  responses: { 200: profileSchema, ...sessionErrors },
});

export const followProfile = endpoint({
  method: 'GET',
  path: apiPaths.meStream,
  operationId: 'followProfile',
  summary: 'Server-Sent Events: the profile now, then again after every change',
  description: `Each message is \`event: ${meStreamEvents.profile}\` with the whole profile as data. The stream ends when the session ends.`,
  tags,
  produces: 'text/event-stream',
  responses: { 200: eventStreamSchema, ...sessionErrors },
});

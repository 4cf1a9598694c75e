// Site administration (docs/product/people.md, accounts.md): every endpoint requires the admin role.
import {
  adminUserPageSchema,
  adminUserParamsSchema,
  adminUserSchema,
  adminUserSearchSchema,
  auditPageQuerySchema,
  auditPageSchema,
  changePremiumSchema,
  setUserStatusSchema,
} from '../admin.ts';
import { adminPaths } from '../api-paths.ts';
import { sessionErrors } from '../common-responses.ts';
import { endpoint } from '../endpoint.ts';
import { apiErrorSchema } from '../api-error.ts';

const tags = ['admin'];
/** Both changes to a user answer the user as it now is, or why nothing changed. */
const userChangeResponses = {
  200: adminUserSchema,
  400: apiErrorSchema,
  404: apiErrorSchema,
  ...sessionErrors,
} as const;

export const listAdminUsers = endpoint({
  method: 'GET',
  path: adminPaths.users,
  operationId: 'listAdminUsers',
  summary: 'Find users by email or name, newest first, 20 per page',
  tags,
  query: adminUserSearchSchema,
  responses: { 200: adminUserPageSchema, 400: apiErrorSchema, ...sessionErrors },
});

export const setUserStatus = endpoint({
  method: 'POST',
  path: adminPaths.userStatus,
  operationId: 'setUserStatus',
  summary: 'Deactivate or reactivate an account; takes effect on its next request',
  tags,
  params: adminUserParamsSchema,
  body: setUserStatusSchema,
  responses: userChangeResponses,
});

export const changeUserPremium = endpoint({
  method: 'POST',
  path: adminPaths.userPremium,
  operationId: 'changeUserPremium',
  summary: 'Grant or extend premium by a number of months, set its exact end, or revoke it',
  tags,
  params: adminUserParamsSchema,
  body: changePremiumSchema,
  responses: userChangeResponses,
});

export const listAdminAudit = endpoint({
  method: 'GET',
  path: adminPaths.audit,
  operationId: 'listAdminAudit',
  summary: 'The site administrators’ audit log, newest first, 20 per page',
  tags,
  query: auditPageQuerySchema,
  responses: { 200: auditPageSchema, 400: apiErrorSchema, ...sessionErrors },
});

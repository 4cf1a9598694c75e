import { z } from 'zod';
import { accountStatusSchema, planTierSchema, userRoleSchema } from './profile.ts';
import { storableString } from './storable-string.ts';

export const adminUserSearchSchema = z.object({
  q: storableString().trim().max(200).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminUserSearch = z.input<typeof adminUserSearchSchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: accountStatusSchema,
  role: userRoleSchema,
  planTier: planTierSchema,
  effectiveTier: planTierSchema,
  premiumExpiresAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const adminUserParamsSchema = z.object({ userId: storableString().min(1).max(100) });

export const setUserStatusSchema = z.object({ status: accountStatusSchema });
export type SetUserStatus = z.infer<typeof setUserStatusSchema>;

export const changePremiumSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('grant'),
    months: z.number({ error: 'Enter a number of months' }).int().min(1).max(120, {
      error: 'At most 120 months at once',
    }),
  }),
  z.object({ action: z.literal('revoke') }),
  /** An exact end (support cases: a refund, a correction). Must lie in the future. */
  z.object({
    action: z.literal('set-expiry'),
    expiresAt: z.iso.datetime({ offset: true, error: 'Choose a date and time' }),
  }),
]);
export type ChangePremium = z.infer<typeof changePremiumSchema>;

export const adminActions = [
  'deactivate',
  'reactivate',
  'grant-premium',
  'revoke-premium',
  'set-premium-expiry',
] as const;
export const adminActionSchema = z.enum(adminActions);

export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: adminActionSchema,
  at: z.iso.datetime(),
  admin: z.object({ id: z.string(), email: z.string().nullable() }),
  target: z.object({ id: z.string(), email: z.string().nullable() }),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

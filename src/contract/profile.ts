import { z } from 'zod';
import { nameSchema } from './person-name.ts';
import { localeCodeSchema } from './locale.ts';

/** Account status (docs/product/accounts.md): a deactivated account sees only the reactivation page. */
export const accountStatusSchema = z.enum(['active', 'deactivated']);
export type AccountStatus = z.infer<typeof accountStatusSchema>;

export const planTierSchema = z.enum(['free', 'tempo-premium']);
export const userRoleSchema = z.enum(['user', 'admin']);

/** What `GET /api/me` returns and what `GET /api/me/stream` pushes on every change. */
export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.email(),
  image: z.string().nullable(),
  status: accountStatusSchema,
  /** The stored tier; may still read tempo-premium for a moment after expiry. */
  planTier: planTierSchema,
  /** The tier every check uses: free as soon as premiumExpiresAt has passed. */
  effectiveTier: planTierSchema,
  premiumExpiresAt: z.iso.datetime().nullable(),
  role: userRoleSchema,
  /** The language chosen in settings; null: the browser's (docs/product/languages.md). */
  locale: localeCodeSchema.nullable(),
  createdAt: z.iso.datetime(),
});
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileSchema = z
  .object({ name: nameSchema.optional(), locale: localeCodeSchema.nullable().optional() })
  .refine((body) => body.name !== undefined || body.locale !== undefined, {
    message: 'Send a new name or a language.',
  });
export type UpdateProfile = z.infer<typeof updateProfileSchema>;

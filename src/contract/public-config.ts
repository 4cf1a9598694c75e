import { z } from 'zod';

/** What the browser may know of the server's configuration (GET /api/public-config). */
export const publicConfigSchema = z.object({
  /** "Continue with Google" is shown only when Google credentials are configured. */
  googleSignIn: z.boolean(),
  /** First-party analytics; off when ANALYTICS=off. The browser also honours DNT/GPC. */
  analytics: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

import { z } from 'zod';

/** What the browser may know of the server's configuration (GET /api/public-config). */
export const publicConfigSchema = z.object({
  /** "Continue with Google" is shown only when Google credentials are configured. */
  googleSignIn: z.boolean(),
  /** First-party analytics; off when ANALYTICS=off. The browser also honours DNT/GPC. */
  analytics: z.boolean(),
  /**
   * Mail leaves the server (SMTP_URL is set). When it does not, confirmation and reset links are
   * written to the server's outbox and log, and the pages say whom to ask.
   */
  sendsMail: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

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
  /**
   * The origin every link Tempo shows or encodes is built on (copy buttons, QR codes, embed code,
   * invite links): PUBLIC_URL when it is set, else the address this request was made at when it
   * is one of the server's own (server/http/link-origin.ts), so the app and the server's answers
   * give the same address.
   */
  linkOrigin: z.string(),
  /**
   * Mail does not leave the server and whoever asks can see the terminal Tempo runs in, where each
   * link is printed as a line of its own: they are on the machine running it, or no account exists
   * yet (the first is the person setting Tempo up). Someone on another device is told to ask.
   */
  linksInTerminal: z.boolean(),
  /**
   * Tempo also answers over HTTPS on this port (decision 0048), or null. `authority` is Tempo's own
   * certificate authority, which devices trust by hand (GET /api/venue-certificate), with its
   * SHA-256 fingerprint for them to compare; null when the organiser brought the certificate.
   */
  https: z
    .object({
      port: z.number().int().min(1).max(65535),
      authority: z.object({ fingerprint: z.string() }).nullable(),
    })
    .nullable(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

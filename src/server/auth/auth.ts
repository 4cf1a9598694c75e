// Accounts are Better Auth's: we configure it, we do not hand-roll password storage or sessions.
// What Tempo adds on top: the password policy, the reset mail, the site-admin bootstrap, Google
// as a plain OpenID Connect provider, and revoking a session by its id instead of its token.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { errorCodes } from '../../contract/errors.ts';
import type { AppDeps } from '../deps.ts';
import { accounts, sessions, users, verifications } from '../db/schema.ts';
import { linkOrigin } from '../http/link-origin.ts';
import { resetPasswordMail } from '../mail/reset-password-mail.ts';
import { passwordProblem } from './password-policy.ts';

export interface AuthLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Reset links expire within the hour (PRODUCT §6). */
export const resetTokenTtlSeconds = 60 * 60;

/** The web page a reset link lands on, with `?token=…` (or `?error=INVALID_TOKEN`). */
export const resetPasswordPage = '/reset-password';

/** Which body field carries the new password, per Better Auth endpoint. */
const newPasswordField: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

export function createAuth(
  deps: Pick<AppDeps, 'config' | 'db' | 'mailer'>,
  secret: string,
  log: AuthLog,
) {
  const { config, db } = deps;
  const secureCookies = config.publicUrl.startsWith('https://');

  return betterAuth({
    appName: 'Tempo',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    // The rule of http/origin-check.ts: a page may act from the origin the request was addressed
    // to (routes.ts hands Better Auth a URL on it), from PUBLIC_URL's or from TRUSTED_ORIGINS.
    // callbackURL, redirectTo and errorCallbackURL must stay on those (no open redirect).
    trustedOrigins: (request) => [
      ...config.trustedOrigins,
      request ? new URL(request.url).origin : null,
    ],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: resetTokenTtlSeconds,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }, request) => {
        const origin = linkOrigin(config, request && new URL(request.url).origin);
        const built = new URL(url);
        const link = new URL(`${built.pathname}${built.search}`, origin);
        // Absolute, because Better Auth resolves a relative page against PUBLIC_URL when the
        // link is followed, which is not where a tablet found the server.
        const page = built.searchParams.get('callbackURL') || resetPasswordPage;
        link.searchParams.set('callbackURL', new URL(page, origin).toString());
        // Not awaited: an unknown address answers at once, so a known one must too, or the
        // response time would tell which emails have accounts.
        void deps.mailer
          .send(resetPasswordMail(user.email, user.name, link.toString()))
          .catch((err: unknown) => log.error({ err }, 'could not send the password reset mail'));
      },
      onPasswordReset: async ({ user }) => {
        // Following the mailed link proves the person owns the address, which lets a Google
        // sign-in with the same email link to this account (see accountLinking).
        await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
      },
    },
    account: {
      accountLinking: {
        enabled: true,
        // Google vouches for its addresses (email_verified); Better Auth still links only into a
        // local account whose address is verified too, so nobody can pre-register someone
        // else's address with a password and later inherit their Google sign-in.
        trustedProviders: ['google'],
      },
    },
    user: {
      additionalFields: {
        // Profile fields of SEED-SPEC §3; none may be set by the person through sign-up.
        status: { type: 'string', required: false, defaultValue: 'active', input: false },
        planTier: { type: 'string', required: false, defaultValue: 'free', input: false },
        premiumExpiresAt: { type: 'date', required: false, input: false },
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // ADMIN_EMAILS bootstraps site administrators: they are admins from their first sign-up.
          before: async (user) => {
            if (!config.adminEmails.includes(user.email.toLowerCase())) return;
            return { data: { ...user, role: 'admin' } };
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body: unknown = ctx.body;
        if (!isRecord(body)) return;
        const field = newPasswordField[ctx.path];
        const password = field ? body[field] : undefined;
        if (field && typeof password === 'string') {
          const problem = passwordProblem(password);
          if (problem) {
            throw new APIError('BAD_REQUEST', {
              code: errorCodes.validation,
              message: problem,
              fields: { [field]: problem },
            });
          }
        }
        if (ctx.path === '/revoke-session' && typeof body.id === 'string' && !body.token) {
          // Session tokens never reach the browser (routes.ts strips them), so the sessions list
          // revokes by id. Better Auth then checks the session belongs to the caller.
          const [row] = await db
            .select({ token: sessions.token })
            .from(sessions)
            .where(eq(sessions.id, body.id));
          return { context: { body: { ...body, token: row?.token ?? 'unknown-session' } } };
        }
      }),
    },
    plugins: config.google
      ? [
          genericOAuth({
            config: [
              {
                providerId: 'google',
                name: 'Google',
                discoveryUrl: config.google.discoveryUrl,
                // Identity comes from the ID token: refuse to run with unverifiable tokens.
                requireIdTokenVerification: true,
                clientId: config.google.clientId,
                clientSecret: config.google.clientSecret,
                scopes: ['openid', 'email', 'profile'],
                prompt: 'select_account',
                pkce: true,
              },
            ],
          }),
        ]
      : [],
    onAPIError: {
      // Unexpected errors propagate to Fastify's error handler (logged with the request id,
      // answered in the API's error shape); Better Auth's own 4xx answers are unaffected.
      throw: true,
      // A failed Google sign-in without an errorCallbackURL lands on the login page, which can
      // show `?error=…` in words, instead of Better Auth's own error page.
      errorURL: `${config.publicUrl}/login`,
    },
    // One limiter for the whole app: @fastify/rate-limit in routes.ts, with a Retry-After header.
    rateLimit: { enabled: false },
    advanced: {
      // Secure cookies whenever Tempo is reached over https; plain http only on localhost/LAN.
      useSecureCookies: secureCookies,
      // Better Auth skips the origin and callback URL checks when NODE_ENV=test; the tests must
      // exercise the same checks production runs.
      disableOriginCheck: false,
      // routes.ts sets X-Forwarded-For to Fastify's req.ip, which honours TRUST_PROXY.
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    logger: {
      level: 'warn',
      log: (level, message, ...args: unknown[]) => {
        const err = args.find((a) => a instanceof Error);
        const details = args.filter((a) => !(a instanceof Error));
        const obj = { err, details: details.length > 0 ? details : undefined };
        // Better Auth warns about ordinary events (an unknown email at sign-in); only its errors
        // are ours to look at.
        if (level === 'error') log.error(obj, `auth: ${message}`);
        else log.info(obj, `auth: ${message}`);
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

// Accounts are Better Auth's: we configure it, we do not hand-roll password storage or sessions.
// What Tempo adds on top: the password policy, the confirmation and reset mails, the site-admin
// bootstrap, Google as a plain OpenID Connect provider, revoking a session by its id instead of
// its token, and telling every instance when a session ends.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins';
import { and, eq } from 'drizzle-orm';
import { hiddenCharacterMessage } from '../../contract/display-name.ts';
import { errorCodes } from '../../contract/errors.ts';
import { hasHiddenCharacters } from '../../domain/text/display-text.ts';
import type { AppDeps } from '../deps.ts';
import { accounts, sessions, users, verifications } from '../db/schema.ts';
import { linkOrigin } from '../http/link-origin.ts';
import { alreadyRegisteredMail } from '../mail/already-registered-mail.ts';
import { confirmEmailMail } from '../mail/confirm-email-mail.ts';
import type { ServerTranslate } from '../i18n/server-i18n.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { resetPasswordMail } from '../mail/reset-password-mail.ts';
import { publishAccessChanged } from './access-events.ts';
import { isRecord } from './is-record.ts';
import { countMail, mailRequestPaths } from './mail-limits.ts';
import { passwordProblem, type PasswordOwner } from './password-policy.ts';
import { forgetFailedSignIns } from './sign-in-throttle.ts';

export interface AuthLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Reset links expire within the hour (docs/product/accounts.md). */
export const resetTokenTtlSeconds = 60 * 60;

/** The web page a reset link lands on, with `?token=…` (or `?error=INVALID_TOKEN`). */
export const resetPasswordPage = '/reset-password';

/** Confirmation links work for a day: at a venue without SMTP someone has to pass them on. */
const confirmTokenTtlSeconds = 24 * 60 * 60;

/**
 * Where a confirmation link lands when the sign-up named no page: the sign-in page, which says the
 * address is confirmed (or, with `&error=…` added by Better Auth, that the link did not work).
 */
const confirmedPage = '/login?confirmed=1';

/** Where Better Auth's endpoints are mounted (routes.ts). */
export const basePath = '/api/auth';

/** The web pages the already-registered mail links to. */
const signInPage = '/login';
const forgotPasswordPage = '/forgot-password-request';

/** Which body field carries the new password, per Better Auth endpoint. */
const newPasswordField: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/** Better Auth's endpoints that take a person's name. */
const nameFields = new Set(['/sign-up/email', '/update-user']);

export function createAuth(
  deps: Pick<AppDeps, 'config' | 'db' | 'i18n' | 'mailer' | 'passwordStrength' | 'pubsub' | 'now'>,
  secret: string,
  log: AuthLog,
) {
  const { config, db } = deps;
  const secureCookies = config.publicUrl.startsWith('https://');

  const requestLinkOrigin = (request: Request | undefined) =>
    linkOrigin(config, request && new URL(request.url).origin);

  /**
   * A link of Better Auth's moved onto the address the person used, with the page it lands on
   * absolute there: Better Auth would resolve a relative page against PUBLIC_URL when the link
   * is followed, which is not where a tablet found the server.
   */
  const personalLink = (url: string, request: Request | undefined, defaultPage: string) => {
    const origin = requestLinkOrigin(request);
    const built = new URL(url);
    const link = new URL(`${built.pathname}${built.search}`, origin);
    const asked = built.searchParams.get('callbackURL');
    // Better Auth's own default is the site's root; no caller of ours means that.
    const page = asked && asked !== '/' ? asked : defaultPage;
    link.searchParams.set('callbackURL', new URL(page, origin).toString());
    return link.toString();
  };

  /**
   * A mail to a person about their account speaks their language: the one chosen in their
   * profile, else the first of the browser's that Tempo speaks (the request that caused the mail),
   * else English.
   */
  const wordsFor = async (userId: string, request: Request | undefined) => {
    const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
    const locale = deps.i18n.pick(
      [row?.locale],
      request?.headers.get('accept-language') ?? undefined,
    );
    return deps.i18n.t(locale, 'server');
  };

  /**
   * Whether a mail may go out. A request to one of mailRequestPaths was counted by routes.ts
   * before Better Auth saw it (and refused there past the limits). Any other mail, such as the
   * link sent again when an unconfirmed account signs in with its password, is counted here and
   * held back past the limits: the mailbox has had its share of links for now, and the sign-in's
   * answer sends the person to the newest one.
   */
  const mayMail = async (to: string, request: Request | undefined) => {
    const endpoint = request && new URL(request.url).pathname.slice(basePath.length);
    if (endpoint && (mailRequestPaths as readonly string[]).includes(endpoint)) return true;
    // routes.ts sets it to Fastify's req.ip: the client's address, never one it claims.
    const address = request?.headers.get('x-forwarded-for') ?? null;
    return (await countMail(deps, { address, recipient: to })).allowed;
  };

  /**
   * Not awaited: a request about an unknown or new address answers at once, so one about a
   * registered address must too, or the response time would tell which emails have accounts.
   */
  const send = (
    user: { id: string; email: string },
    request: Request | undefined,
    message: (t: ServerTranslate) => MailMessage,
    what: string,
  ) => {
    const sending = async () => {
      if (!(await mayMail(user.email, request))) {
        log.info({ userId: user.id }, `${what} mail held back: its mailbox had enough for now`);
        return;
      }
      await deps.mailer.send(message(await wordsFor(user.id, request)));
    };
    sending().catch((err: unknown) => log.error({ err }, `could not send the ${what} mail`));
  };

  return betterAuth({
    appName: 'Tempo',
    baseURL: config.publicUrl,
    basePath,
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
      // A new account signs in only once its address is confirmed by the mailed link, and
      // signing up with a registered email answers exactly as a new one does (Better Auth then
      // skips the sign-in for both), so the sign-up form tells nobody who has an account.
      requireEmailVerification: true,
      resetPasswordTokenExpiresIn: resetTokenTtlSeconds,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }, request) => {
        const link = personalLink(url, request, resetPasswordPage);
        send(
          user,
          request,
          (t) => resetPasswordMail(user.email, user.name, link, t),
          'password reset',
        );
      },
      onPasswordReset: async ({ user }) => {
        // Following the mailed link proves the person owns the address, which lets a Google
        // sign-in with the same email link to this account (see accountLinking).
        await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
        // Someone guessing at the account must not keep its owner waiting after a reset.
        await forgetFailedSignIns(deps, user.email);
      },
      onExistingUserSignUp: async ({ user }, request) => {
        const origin = requestLinkOrigin(request);
        const links = {
          signIn: new URL(signInPage, origin).toString(),
          resetPassword: new URL(forgotPasswordPage, origin).toString(),
        };
        send(
          user,
          request,
          (t) => alreadyRegisteredMail(user.email, user.name, links, t),
          'already registered',
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // An account made before confirming was required gets its link when it next signs in.
      sendOnSignIn: true,
      // The link confirms the address and nothing more: whoever reads the outbox or the log at a
      // venue without SMTP could otherwise sign in as the person, and a laptop opening someone's
      // link would switch to their account. They sign in with their password next.
      autoSignInAfterVerification: false,
      expiresIn: confirmTokenTtlSeconds,
      sendVerificationEmail: async ({ user, url }, request) => {
        const link = withEmailOnLanding(personalLink(url, request, confirmedPage), user.email);
        send(
          user,
          request,
          (t) => confirmEmailMail(user.email, user.name, link, t),
          'email confirmation',
        );
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
        // Profile fields of docs/product/accounts.md; none may be set by the person through sign-up.
        status: { type: 'string', required: false, defaultValue: 'active', input: false },
        planTier: { type: 'string', required: false, defaultValue: 'free', input: false },
        premiumExpiresAt: { type: 'date', required: false, input: false },
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
      },
    },
    databaseHooks: {
      session: {
        delete: {
          // Every way a session ends (sign-out, revocation, a password change or reset) deletes
          // its row through here: open streams and cached console sessions are dropped at once.
          after: async (session) => {
            await publishAccessChanged(deps, session.userId).catch((err: unknown) =>
              log.error({ err }, 'could not announce the end of a session'),
            );
          },
        },
      },
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
          const owner = await passwordOwner(ctx, body);
          const problem = await passwordProblem(deps.passwordStrength, password, owner);
          if (problem) {
            throw new APIError('BAD_REQUEST', {
              code: errorCodes.validation,
              message: problem,
              fields: { [field]: problem },
            });
          }
        }
        // A person's name shows to others (members, score sheets): refused as the profile's is.
        const name = nameFields.has(ctx.path) ? body.name : undefined;
        if (typeof name === 'string' && hasHiddenCharacters(name)) {
          throw new APIError('BAD_REQUEST', {
            code: errorCodes.validation,
            message: hiddenCharacterMessage,
            fields: { name: hiddenCharacterMessage },
          });
        }
        if (ctx.path === '/revoke-session') return revokeOwnSession(db, ctx, body);
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

/**
 * The confirmation link with the address on the sign-in page it lands on, which fills it in: the
 * person types only their password next. The address is no secret the link did not hold already
 * (its token carries it), and the page shows it only to whoever opened the link.
 */
function withEmailOnLanding(link: string, email: string): string {
  const built = new URL(link);
  const landing = new URL(built.searchParams.get('callbackURL')!);
  landing.searchParams.set('email', email);
  built.searchParams.set('callbackURL', landing.toString());
  return built.toString();
}

type MiddlewareContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Whose new password this is: the one typed at sign-up, the session's, or the reset link's. */
async function passwordOwner(
  ctx: MiddlewareContext,
  body: Record<string, unknown>,
): Promise<PasswordOwner> {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  if (ctx.path === '/sign-up/email') return { email: text(body.email), name: text(body.name) };
  if (ctx.path === '/change-password') {
    const user = (await getSessionFromCtx(ctx))?.user;
    return { email: user?.email, name: user?.name };
  }
  const query: unknown = ctx.query;
  const token = body.token ?? (isRecord(query) ? query.token : undefined);
  if (typeof token !== 'string') return {};
  const { internalAdapter } = ctx.context;
  const verification = await internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification) return {};
  const user = await internalAdapter.findUserById(verification.value);
  return { email: user?.email, name: user?.name };
}

/**
 * Session tokens never reach the browser (routes.ts strips them), so the sessions list revokes by
 * id; Better Auth revokes by token. Another person's session answers as a missing one does (404),
 * where Better Auth would answer 200 and do nothing. Anonymous callers get Better Auth's 401.
 */
async function revokeOwnSession(
  db: AppDeps['db'],
  ctx: MiddlewareContext,
  body: Record<string, unknown>,
) {
  const { id, token } = body;
  const which =
    typeof token === 'string'
      ? eq(sessions.token, token)
      : typeof id === 'string'
        ? eq(sessions.id, id)
        : null;
  // Neither: Better Auth answers the malformed body.
  if (!which) return;
  const session = await getSessionFromCtx(ctx);
  if (!session) return { context: { body: { ...body, token: 'no-session' } } };
  const [row] = await db
    .select({ token: sessions.token })
    .from(sessions)
    .where(and(which, eq(sessions.userId, session.user.id)));
  if (!row) {
    throw new APIError('NOT_FOUND', {
      code: errorCodes.notFound,
      message: 'That session was not found. It may have ended already.',
    });
  }
  return { context: { body: { ...body, token: row.token } } };
}

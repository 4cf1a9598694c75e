// The signed-in person's profile (docs/product/accounts.md): read it, follow it live, rename, deactivate and
// reactivate. /api/me and reactivation work for a deactivated account; nothing else does.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meStreamEvents } from '../../../contract/api-paths.ts';
import * as profileEndpoints from '../../../contract/endpoints/profile.ts';
import { accessTopic } from '../../auth/access-events.ts';
import { loadAccount, toProfile } from '../../auth/account.ts';
import { requireSignedIn, requireUser } from '../../auth/guards.ts';
import { profileTopic, publishProfileChanged } from '../../auth/profile-events.ts';
import { sessions, users } from '../../db/schema.ts';
import { endpointRoute } from '../../http/endpoint-route.ts';
import { notFound, msg } from '../../http/errors.ts';
import { openSse } from '../../http/sse.ts';
import { publishAccountChanged } from '../common/owner-changed.ts';
import { supportedLanguage } from '../common/supported-language.ts';

/** How often an open stream proves it is alive and re-checks that its session still exists. */
const HEARTBEAT_MS = 15_000;
/** setTimeout cannot wait longer than about 24.8 days. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  async function currentProfile(userId: string, log: typeof app.log) {
    const account = await loadAccount(deps, userId, log);
    if (!account) throw notFound(msg('error.profile.accountGone'));
    return toProfile(account);
  }

  app.route({
    ...endpointRoute(profileEndpoints.getProfile),
    handler: async (req) => toProfile(await requireSignedIn(req)),
  });

  app.route({
    ...endpointRoute(profileEndpoints.updateProfile),
    handler: async (req) => {
      const user = await requireUser(req);
      const { name, locale } = req.body;
      // null: no choice of one's own; a code: the catalogue that serves it.
      const supported = locale == null ? locale : supportedLanguage(deps.i18n, locale, 'locale');
      await deps.db
        .update(users)
        .set({
          ...(name === undefined ? {} : { name }),
          ...(locale === undefined ? {} : { locale: supported }),
        })
        .where(eq(users.id, user.id));
      await publishProfileChanged(deps, user.id);
      return currentProfile(user.id, req.log);
    },
  });

  app.route({
    ...endpointRoute(profileEndpoints.deactivateAccount),
    handler: async (req) => {
      const user = await requireUser(req);
      await setStatus(user.id, 'deactivated', req.log);
      req.log.info({ userId: user.id }, 'account deactivated');
      return currentProfile(user.id, req.log);
    },
  });

  app.route({
    ...endpointRoute(profileEndpoints.reactivateAccount),
    handler: async (req) => {
      const user = await requireSignedIn(req);
      if (user.status !== 'active') {
        await setStatus(user.id, 'active', req.log);
        req.log.info({ userId: user.id }, 'account reactivated');
      }
      return currentProfile(user.id, req.log);
    },
  });

  async function setStatus(
    userId: string,
    status: 'active' | 'deactivated',
    log: FastifyBaseLogger,
  ) {
    await deps.db.update(users).set({ status }).where(eq(users.id, userId));
    await publishAccountChanged(deps, log, userId);
  }

  app.route({
    ...endpointRoute(profileEndpoints.followProfile),
    handler: async (req, reply) => {
      const user = await requireSignedIn(req);
      const stream = openSse(req, reply);
      let expiryTimer: NodeJS.Timeout | undefined;

      const push = async () => {
        try {
          const account = await loadAccount(deps, user.id, req.log);
          if (!account) return stream.close();
          stream.send(meStreamEvents.profile, toProfile(account));
          // Premium ends at a moment, not on a write: push the downgraded profile then.
          clearTimeout(expiryTimer);
          if (account.effectiveTier === 'tempo-premium' && account.premiumExpiresAt) {
            const wait = account.premiumExpiresAt.getTime() - deps.now().getTime() + 50;
            expiryTimer = setTimeout(() => void push(), Math.min(Math.max(wait, 0), MAX_TIMER_MS));
          }
        } catch (err) {
          req.log.error({ err }, 'profile stream push failed');
          stream.close();
        }
      };

      const unsubscribe = deps.pubsub.subscribe(profileTopic(user.id), () => void push());
      const checkSession = (alive: () => void) =>
        void sessionAlive(user.sessionId).then(
          (yes) => (yes ? alive() : stream.close()),
          () => stream.close(),
        );
      // A session of this person ended (sign-out, revocation): this tab's, perhaps.
      const offAccess = deps.pubsub.subscribe(accessTopic(user.id), () => checkSession(() => {}));
      const heartbeat = setInterval(() => checkSession(() => stream.ping()), HEARTBEAT_MS);
      stream.onClose(() => {
        unsubscribe();
        offAccess();
        clearInterval(heartbeat);
        clearTimeout(expiryTimer);
      });
      await push();
    },
  });

  async function sessionAlive(sessionId: string) {
    const rows = await deps.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    return rows.length > 0;
  }
};

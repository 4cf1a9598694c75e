// Guards named for what they check (requireUser, requireSignedIn). Each reads the session once
// per request and narrows the type, so a route cannot forget to check who is asking.
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { errorCodes } from '../../contract/errors.ts';
import { effectiveTier, needsDowngrade, type PlanTier } from '../../domain/plans/effective-tier.ts';
import { users } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { publishProfileChanged } from './profile-events.ts';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  status: 'active' | 'deactivated';
  planTier: PlanTier;
  effectiveTier: PlanTier;
  premiumExpiresAt: Date | null;
  role: 'user' | 'admin';
  createdAt: Date;
  sessionId: string;
}

const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/** The signed-in user, or null. Reads the profile row fresh so status and plan are current. */
export function getSessionUser(req: FastifyRequest): Promise<SessionUser | null> {
  let pending = cache.get(req);
  if (!pending) {
    pending = loadSessionUser(req);
    cache.set(req, pending);
  }
  return pending;
}

async function loadSessionUser(req: FastifyRequest): Promise<SessionUser | null> {
  const { auth, db, now } = req.server.deps;
  const session = await auth.api.getSession({ headers: toHeaders(req) });
  if (!session) return null;
  const [row] = await db.select().from(users).where(eq(users.id, session.user.id));
  if (!row) return null;
  const at = now();
  if (needsDowngrade(row.planTier, row.premiumExpiresAt, at)) {
    void downgradeInBackground(req, row.id);
  }
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    image: row.image,
    status: row.status,
    planTier: row.planTier,
    effectiveTier: effectiveTier(row.planTier, row.premiumExpiresAt, at),
    premiumExpiresAt: row.premiumExpiresAt,
    role: row.role,
    createdAt: row.createdAt,
    sessionId: session.session.id,
  };
}

/**
 * Seed §4: an expired premium pass is set back to free in the background; the request does not
 * wait for it, and a failure is logged only (seed §8). The effective tier is already free.
 */
async function downgradeInBackground(req: FastifyRequest, userId: string) {
  const { db, now } = req.server.deps;
  try {
    const changed = await db
      .update(users)
      .set({ planTier: 'free' })
      .where(eq(users.id, userId))
      .returning({ id: users.id, premiumExpiresAt: users.premiumExpiresAt });
    if (changed.length > 0) await publishProfileChanged(req.server.deps, userId);
    req.log.info({ userId, at: now().toISOString() }, 'expired premium set back to free');
  } catch (err) {
    req.log.error({ err, userId }, 'could not set expired premium back to free');
  }
}

/** Signed in, whatever the account status: for /api/me, reactivation and sign-out. */
export async function requireSignedIn(req: FastifyRequest): Promise<SessionUser> {
  const user = await getSessionUser(req);
  if (!user) throw new HttpError(401, errorCodes.unauthenticated, 'Please sign in to continue');
  return user;
}

/** Signed in with an active account: every other protected route. */
export async function requireUser(req: FastifyRequest): Promise<SessionUser> {
  const user = await requireSignedIn(req);
  if (user.status === 'deactivated') {
    throw new HttpError(
      403,
      errorCodes.accountDeactivated,
      'This account is deactivated. Reactivate it to continue.',
    );
  }
  return user;
}

export function toHeaders(req: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else headers.set(key, String(value));
  }
  return headers;
}

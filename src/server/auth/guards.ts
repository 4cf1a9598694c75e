// Guards named for what they check (requireUser, requireSignedIn). Each reads the session once
// per request and narrows the type, so a route cannot forget to check who is asking.
import type { FastifyRequest } from 'fastify';
import { errorCodes } from '../../contract/errors.ts';
import { HttpError, msg } from '../http/errors.ts';
import { loadAccount, type Account } from './account.ts';

export interface SessionUser extends Account {
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

/** The signed-in user if a guard has already asked for it on this request, without a query. */
export function loadedSessionUser(req: FastifyRequest): Promise<SessionUser | null> | undefined {
  return cache.get(req);
}

async function loadSessionUser(req: FastifyRequest): Promise<SessionUser | null> {
  const session = await req.server.deps.auth.api.getSession({ headers: toHeaders(req) });
  if (!session) return null;
  const account = await loadAccount(req.server.deps, session.user.id, req.log);
  return account ? { ...account, sessionId: session.session.id } : null;
}

/** Signed in, whatever the account status: for /api/me, reactivation and sign-out. */
export async function requireSignedIn(req: FastifyRequest): Promise<SessionUser> {
  const user = await getSessionUser(req);
  if (!user) throw new HttpError(401, errorCodes.unauthenticated, msg('error.auth.signIn'));
  return user;
}

/** Signed in with an active account: every other protected route. */
export async function requireUser(req: FastifyRequest): Promise<SessionUser> {
  const user = await requireSignedIn(req);
  if (user.status === 'deactivated') {
    throw new HttpError(403, errorCodes.accountDeactivated, msg('error.auth.deactivated'));
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

/** An active site administrator (role read fresh from the profile row): the /api/admin routes. */
export async function requireAdmin(req: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(req);
  if (user.role !== 'admin') {
    throw new HttpError(403, errorCodes.forbidden, msg('error.auth.adminsOnly'));
  }
  return user;
}

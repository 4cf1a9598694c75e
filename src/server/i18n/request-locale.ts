// The language of the person asking: their account's, when they are signed in and chose one;
// else the first of their browser's Accept-Language that Tempo speaks; else English.
import type { FastifyRequest } from 'fastify';
import { getSessionUser, loadedSessionUser } from '../auth/guards.ts';
import type { ServerTranslate } from './server-i18n.ts';

interface Options {
  /**
   * Whether the account may be read when no guard has read it yet (one query, and only when the
   * request carries cookies). Off for refusals that must stay cheap (429) and for faults, where
   * the database may be what failed.
   */
  mayLoadUser: boolean;
}

/** The language code of the person asking (see above). */
export async function requestLocale(req: FastifyRequest, { mayLoadUser }: Options) {
  const { i18n } = req.server.deps;
  let profileLocale: string | null = null;
  const loaded =
    loadedSessionUser(req) ?? (mayLoadUser && req.headers.cookie ? getSessionUser(req) : undefined);
  if (loaded) {
    try {
      profileLocale = (await loaded)?.locale ?? null;
    } catch {
      // The account could not be read: the browser's language will do for this answer.
    }
  }
  return i18n.pick([profileLocale], req.headers['accept-language']);
}

/** The `server` catalogue in the language of the person asking. */
export async function requestTranslate(
  req: FastifyRequest,
  options: Options,
): Promise<ServerTranslate> {
  return req.server.deps.i18n.t(await requestLocale(req, options), 'server');
}

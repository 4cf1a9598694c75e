// Who may post events to a game, checked with as little database work as possible: a console
// posts every few seconds for hours, and each check used to cost three queries for the session
// and the profile, one for the membership and one for the owner's plan.
//
// The signed-in account is kept for a few seconds per Cookie header, and dropped at once when the
// person's access changes (a session of theirs ends, the account is deactivated: see
// auth/access-events.ts); the membership, the archive flag and the owner's plan are read fresh
// for every post, in one query for all the posts of one event-loop turn. Whenever that query says
// no, the request goes through requireTournamentRole, so every refusal has the same status and
// words as elsewhere.
import type { FastifyRequest } from 'fastify';
import { roleAtLeast, type TournamentRole } from '../../../contract/tournaments.ts';
import { effectiveTier, type PlanTier } from '../../../domain/plans/effective-tier.ts';
import { canUseConsole, type ConsoleKind } from '../../../domain/plans/plans.ts';
import { onAccessChange } from '../../auth/access-events.ts';
import { requireUser, type SessionUser } from '../../auth/guards.ts';
import { requireConsole } from '../../billing/plan-gates.ts';
import type { AppDeps } from '../../deps.ts';
import { ownerTier } from '../common/plan-limits.ts';
import { requireTournamentRole } from '../common/tournament-access.ts';
import type { Poster } from './ingest.ts';
import { PreparedQuery } from './prepared.ts';
import { LruMap } from '../../lru-map.ts';

/** How long a session's account is trusted without reading it again. */
const SESSION_TTL_MS = 10_000;
const MAX_SESSIONS = 10_000;

interface Grant {
  role: TournamentRole | null;
  archived: boolean;
  planTier: PlanTier;
  premiumExpiresAt: Date | null;
}

interface GrantRow {
  i: number;
  role: TournamentRole | null;
  archived: boolean;
  plan_tier: PlanTier;
  premium_expires_at: Date | string | null;
}

/** The grants of a group of posts: x.i is the post's index in the group. */
const grantStatement = new PreparedQuery<GrantRow>(
  'console_grants',
  `SELECT x.i, m.role, t.archived, u.plan_tier, u.premium_expires_at
     FROM jsonb_to_recordset($1::jsonb) AS x(i int, game_id text, user_id text)
     JOIN games g ON g.id = x.game_id
     JOIN seasons s ON s.id = g.season_id
     JOIN tournaments t ON t.id = s.tournament_id
     JOIN users u ON u.id = t.owner_id
     LEFT JOIN memberships m ON m.tournament_id = t.id AND m.user_id = x.user_id`,
  ['jsonb'],
);

interface CachedSession {
  user: SessionUser;
  expires: number;
}

export class ConsoleAccess {
  private readonly sessions = new LruMap<string, CachedSession>(MAX_SESSIONS);
  private readonly watched = new Map<string, () => void>();

  constructor(private readonly deps: AppDeps) {}

  close(): void {
    for (const off of this.watched.values()) off();
    this.watched.clear();
    this.sessions.clear();
  }

  /**
   * The signed-in poster, for the ingest's write to check in its own statement (ingest.ts), with
   * the full check (`requirePoster`) for the requests that statement refuses or that write
   * nothing. Throws 401 without a session.
   */
  async poster(req: FastifyRequest, gameId: string, kind: ConsoleKind): Promise<Poster> {
    const user = await this.sessionUser(req);
    return {
      userId: user.id,
      needsPremium: !canUseConsole('free', kind),
      confirm: async () => {
        await this.requirePoster(req, gameId, kind);
      },
    };
  }

  /**
   * The poster's user id, once it is known they may record on this game with this console:
   * scorekeeper or above, tournament not archived, a stats console only on the owner's premium.
   */
  async requirePoster(req: FastifyRequest, gameId: string, kind: ConsoleKind): Promise<string> {
    const user = await this.sessionUser(req);
    const row = await this.lookup(gameId, user.id);
    const allowed = row?.role && roleAtLeast(row.role, 'scorekeeper') && !row.archived ? row : null;
    let tier: PlanTier;
    if (allowed) {
      tier = effectiveTier(allowed.planTier, allowed.premiumExpiresAt, this.deps.now());
    } else {
      // Throws the usual 401/403/404/409; passes only if things changed in between.
      const access = await requireTournamentRole(
        req,
        { gameId },
        'scorekeeper',
        'write',
        'recordEvents',
      );
      tier = await ownerTier(this.deps, access.tournament.ownerId);
    }
    requireConsole(tier, kind);
    return user.id;
  }

  private pending: Array<{
    gameId: string;
    userId: string;
    resolve: (row: Grant | undefined) => void;
    reject: (err: unknown) => void;
  }> = [];

  /**
   * The caller's role in the game's tournament, the archive flag and the owner's plan. Asked
   * together for every request of one turn of the event loop: under load, one query answers
   * dozens of consoles.
   */
  private lookup(gameId: string, userId: string): Promise<Grant | undefined> {
    return new Promise((resolve, reject) => {
      this.pending.push({ gameId, userId, resolve, reject });
      if (this.pending.length === 1) setImmediate(() => void this.lookupPending());
    });
  }

  private async lookupPending() {
    const asks = this.pending;
    this.pending = [];
    try {
      const keys = asks.map((a, i) => ({ i, game_id: a.gameId, user_id: a.userId }));
      const rows = await grantStatement.run(this.deps.db, [JSON.stringify(keys)]);
      const byIndex = new Map(rows.map((r) => [r.i, r]));
      for (const [i, ask] of asks.entries()) {
        const r = byIndex.get(i);
        ask.resolve(
          r && {
            role: r.role,
            archived: r.archived,
            planTier: r.plan_tier,
            // PGlite gives a Date, node-postgres too; a string only if a driver is configured so.
            premiumExpiresAt: r.premium_expires_at === null ? null : new Date(r.premium_expires_at),
          },
        );
      }
    } catch (err) {
      for (const ask of asks) ask.reject(err);
    }
  }

  private async sessionUser(req: FastifyRequest): Promise<SessionUser> {
    const key = req.headers.cookie;
    const now = Date.now();
    const hit = key ? this.sessions.peek(key) : undefined;
    if (hit && hit.expires > now) return hit.user;
    const user = await requireUser(req);
    if (!key) return user;
    this.sessions.set(key, { user, expires: now + SESSION_TTL_MS });
    this.watch(user.id);
    return user;
  }

  /** A signed-out, deactivated or otherwise changed account is read again on its next post. */
  private watch(userId: string) {
    if (this.watched.has(userId)) return;
    // Bounded: past this many accounts, start again from nothing.
    if (this.watched.size >= MAX_SESSIONS) this.close();
    const off = onAccessChange(this.deps.pubsub, userId, () => {
      for (const [key, entry] of this.sessions) {
        if (entry.user.id === userId) this.sessions.delete(key);
      }
      this.watched.get(userId)?.();
      this.watched.delete(userId);
    });
    this.watched.set(userId, off);
  }
}

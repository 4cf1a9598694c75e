// The members' game streams of this process, each with the session and the person it was opened
// for. A stream is allowed when it opens; after that, whenever the person's access may have
// shrunk (a session ended, the account was deactivated, a membership removed: the messages of
// auth/access-events.ts, heard on every instance), their streams are checked again in one query
// and those no longer allowed are ended. The browser then reconnects and gets the usual 401, 403
// or 404. Public streams need no account and are not tracked here.
import { sql } from 'drizzle-orm';
import { onAccessChange } from '../../auth/access-events.ts';
import type { AppDeps } from '../../deps.ts';
import type { SseStream } from '../../http/sse.ts';

export interface StreamOwner {
  userId: string;
  sessionId: string;
}

interface Tracked extends StreamOwner {
  sse: SseStream;
  gameId: string;
}

interface Watcher {
  streams: Set<Tracked>;
  off: () => void;
}

export class MemberStreams {
  private readonly byUser = new Map<string, Watcher>();
  private readonly offReconnect: () => void;

  constructor(
    private readonly deps: AppDeps,
    private readonly log: { error(obj: object, msg: string): void },
  ) {
    // Messages published while this instance was cut off from the others are lost: check all.
    this.offReconnect = deps.pubsub.onReconnect(() => {
      void this.check([...this.byUser.values()].flatMap((w) => [...w.streams]));
    });
  }

  /** Follows a member's stream of a game until it closes. */
  track(sse: SseStream, owner: StreamOwner, gameId: string): void {
    if (sse.closed) return;
    const watcher = this.byUser.get(owner.userId) ?? this.watch(owner.userId);
    const tracked: Tracked = { ...owner, sse, gameId };
    watcher.streams.add(tracked);
    sse.onClose(() => {
      watcher.streams.delete(tracked);
      if (watcher.streams.size > 0 || this.byUser.get(owner.userId) !== watcher) return;
      watcher.off();
      this.byUser.delete(owner.userId);
    });
  }

  private watch(userId: string): Watcher {
    const streams = new Set<Tracked>();
    const off = onAccessChange(this.deps.pubsub, userId, () => void this.check([...streams]));
    const watcher = { streams, off };
    this.byUser.set(userId, watcher);
    return watcher;
  }

  close(): void {
    this.offReconnect();
    for (const watcher of this.byUser.values()) watcher.off();
    this.byUser.clear();
  }

  /** Ends the streams whose session ended, whose account is inactive or whose member left. */
  private async check(list: Tracked[]): Promise<void> {
    if (list.length === 0) return;
    try {
      const allowed = await this.stillAllowed(list);
      for (const [i, tracked] of list.entries()) if (!allowed.has(i)) tracked.sse.close();
    } catch (err) {
      this.log.error({ err }, 'could not check the access of open game streams');
    }
  }

  /** The indexes in `list` of the streams whose person may still follow their game. */
  private async stillAllowed(list: Tracked[]): Promise<Set<number>> {
    const keys = JSON.stringify(
      list.map((s, i) => ({ i, user_id: s.userId, session_id: s.sessionId, game_id: s.gameId })),
    );
    // The clock Better Auth judges session expiry by: this process's, not the database's.
    const now = new Date().toISOString();
    const result: unknown = await this.deps.db.execute(sql`
      SELECT x.i
        FROM jsonb_to_recordset(${keys}::jsonb) AS x(i int, user_id text, session_id text, game_id text)
        JOIN sessions s ON s.id = x.session_id AND s.user_id = x.user_id AND s.expires_at > ${now}::timestamptz
        JOIN users u ON u.id = x.user_id AND u.status = 'active'
        JOIN games g ON g.id = x.game_id
        JOIN seasons se ON se.id = g.season_id
        JOIN memberships m ON m.tournament_id = se.tournament_id AND m.user_id = x.user_id`);
    // Both drivers answer with `rows`; the union of their result types does not say so.
    const rows = (result as { rows: Array<{ i: number }> }).rows;
    return new Set(rows.map((r) => r.i));
  }
}

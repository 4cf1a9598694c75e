// Password guessing against one account from many addresses slips under the per-address limit,
// so sign-in attempts are also counted per email: after 5 attempts without a success the next
// must wait 30 s, and every further failure doubles the wait (up to an hour). A success, or a
// password reset, starts the count again. The counters live in the rate-limit table every
// instance shares (decision 0015), keyed by the email typed, whether or not it has an account,
// so the throttle itself says nothing about who is registered.
import { eq } from 'drizzle-orm';
import { rateLimits } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { msg, type ServerMessage } from '../http/errors.ts';

type Deps = Pick<AppDeps, 'db' | 'now'>;

/** Attempts allowed before the first wait. */
export const FREE_ATTEMPTS = 5;
const FIRST_WAIT_MS = 30_000;
const MAX_WAIT_MS = 60 * 60_000;
/** A quiet day and the failures are forgotten. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;

const keyOf = (email: string) => `sign-in:${email.trim().toLowerCase()}`;

/** The wait after the attempt numbered `attempt` since the last success (none before the 5th). */
function waitAfter(attempt: number): number {
  if (attempt < FREE_ATTEMPTS) return 0;
  return Math.min(FIRST_WAIT_MS * 2 ** (attempt - FREE_ATTEMPTS), MAX_WAIT_MS);
}

/**
 * Counts an attempt before the password is checked, so a burst of guesses sent at once is counted
 * as it arrives, not after. Answers the milliseconds to wait when the account is in its backoff
 * (the attempt is then not counted and must not go on), else null.
 */
export async function beginSignIn(deps: Deps, email: string): Promise<number | null> {
  const key = keyOf(email);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await tx
      .insert(rateLimits)
      .values({ key, hits: 0, resetsAt: new Date(now.getTime() + FORGET_AFTER_MS) })
      .onConflictDoNothing();
    // Locked: attempts arriving together on any instance are counted one after the other.
    const [row] = await tx.select().from(rateLimits).where(eq(rateLimits.key, key)).for('update');
    if (row?.blockedUntil && row.blockedUntil > now) {
      return row.blockedUntil.getTime() - now.getTime();
    }
    const attempt = !row || row.resetsAt <= now ? 1 : row.hits + 1;
    const wait = waitAfter(attempt);
    await tx
      .update(rateLimits)
      .set({
        hits: attempt,
        resetsAt: new Date(now.getTime() + FORGET_AFTER_MS),
        // Set now, undone by a success: the next attempt waits unless this one gets in.
        blockedUntil: wait > 0 ? new Date(now.getTime() + wait) : null,
      })
      .where(eq(rateLimits.key, key));
    return null;
  });
}

/**
 * The password was wrong. The wait set when the attempt began is counted again from now, so the
 * person waits the whole of it after seeing the refusal, however long the check took.
 */
export async function signInFailed(deps: Deps, email: string): Promise<void> {
  const key = keyOf(email);
  const [row] = await deps.db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  const wait = row ? waitAfter(row.hits) : 0;
  if (wait === 0) return;
  await deps.db
    .update(rateLimits)
    .set({ blockedUntil: new Date(deps.now().getTime() + wait) })
    .where(eq(rateLimits.key, key));
}

/** The password was right, or was reset: the account's count starts again. */
export async function forgetFailedSignIns(deps: Pick<Deps, 'db'>, email: string): Promise<void> {
  await deps.db.delete(rateLimits).where(eq(rateLimits.key, keyOf(email)));
}

/** "30 seconds", "2 minutes": how long a person is asked to wait. */
export function waitInWords(ms: number): ServerMessage {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return msg('error.wait.seconds', { count: seconds });
  return msg('error.wait.minutes', { count: Math.ceil(seconds / 60) });
}

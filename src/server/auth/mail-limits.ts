// Mail is what a stranger can make Tempo send to someone else: sign up with their address, ask
// for its link again, ask for a password reset, and each request puts a mail in their inbox. So
// every mail is counted twice, in the rate-limit table every instance shares (decision 0015):
// against the client address that asked (MAIL_RATE_LIMIT_MAX in each window) and against the
// mailbox it goes to (MAIL_RATE_LIMIT_PER_RECIPIENT), whoever asked. The mailbox is counted by the
// address typed, whether or not it has an account, so a refusal tells nobody who is registered.
import type { AppDeps } from '../deps.ts';
import { msg, type ServerMessage } from '../http/errors.ts';
import { countRequest, uncountRequest } from '../http/rate-limit.ts';
import { waitInWords } from './sign-in-throttle.ts';

type Deps = Pick<AppDeps, 'config' | 'db' | 'now'>;

/**
 * Better Auth's endpoints that may send a mail to the address in their body, whoever asks:
 * routes.ts counts each request before Better Auth sees it, so it can answer 429. A mail caused
 * by anything else (the link sent again when an unconfirmed account signs in, which needs its
 * password) is counted as it is sent, and held back past the limits (auth.ts).
 */
export const mailRequestPaths = [
  '/sign-up/email',
  '/request-password-reset',
  '/send-verification-email',
] as const;

/**
 * The mailbox an address delivers to: without case, surrounding spaces or a `+tag`
 * (alice+1@example.com is alice@example.com's inbox), which would otherwise each count afresh.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const local = address.slice(0, at).replace(/\+.*$/s, '');
  return `${local}${address.slice(at)}`;
}

export type MailCount =
  /** Counted: `keys` are what to give back if no mail goes out after all. */
  { allowed: true; keys: string[] } | { allowed: false; waitMs: number; message: ServerMessage };

/** Who asked (the client address, when there is a request) and to whom the mail would go. */
export interface MailAsk {
  address: string | null;
  recipient: string | null;
}

/** Counts a mail against the address that asked and the mailbox it goes to. */
export async function countMail(deps: Deps, ask: MailAsk): Promise<MailCount> {
  const { perAddress, perRecipient, windowSeconds } = deps.config.mailRateLimit;
  const windowMs = windowSeconds * 1000;
  const keys: string[] = [];
  if (ask.address) {
    const key = `mail-from:${ask.address}`;
    const { hits, msLeft } = await countRequest(deps, key, windowMs);
    if (hits > perAddress) return refused(msLeft, 'error.rateLimited.mailFromAddress');
    keys.push(key);
  }
  if (ask.recipient) {
    const key = `mail-to:${mailboxOf(ask.recipient)}`;
    const { hits, msLeft } = await countRequest(deps, key, windowMs);
    if (hits > perRecipient) {
      // Nothing goes out, so the asking address keeps its share.
      await uncountMail(deps, keys);
      return refused(msLeft, 'error.rateLimited.mailToRecipient');
    }
    keys.push(key);
  }
  return { allowed: true, keys };
}

/** Gives back what countMail counted, for a request that sent nothing. */
export async function uncountMail(deps: Pick<Deps, 'db'>, keys: readonly string[]) {
  for (const key of keys) await uncountRequest(deps, key);
}

function refused(
  waitMs: number,
  key: 'error.rateLimited.mailFromAddress' | 'error.rateLimited.mailToRecipient',
): MailCount {
  return { allowed: false, waitMs, message: msg(key, { wait: waitInWords(waitMs) }) };
}

// What every live feed of a screen shares: reading the live API's JSON without zod (the server
// validated it) and turning a failed answer into something a viewer understands. Kept apart from
// game-feed.ts so the scoreboard's feed does not pull in the reducer.
export type FeedConnection = 'connecting' | 'online' | 'offline';

export interface FeedError {
  status: number;
  code: string;
  message: string;
}

// A malformed id (400) or no access will not fix itself by retrying.
export const finalStatuses: ReadonlySet<number> = new Set([400, 401, 403, 404]);

export class HttpFailure extends Error {
  constructor(readonly failure: FeedError) {
    super(failure.message);
  }
}

function fallbackMessage(status: number): string {
  if (status === 401) return 'Please sign in to see this game.';
  if (status === 403) return 'You do not have access to this game.';
  if (status === 404) return 'This game was not found.';
  return 'The game could not be loaded.';
}

const jsonRequest: RequestInit = {
  credentials: 'same-origin',
  cache: 'no-store',
  headers: { accept: 'application/json' },
};

/** Answers asked for ahead (fetchAhead), by URL, with when they were asked for. */
const ahead = new Map<string, { at: number; response: Promise<Response | null> }>();
/** Older than this, an answer asked for ahead is asked for again. */
const aheadForMs = 10_000;

/**
 * Asks for `url` now, for the first getJson of it in the next few seconds: a page whose code is
 * still loading gets its data in the same round trip instead of after it. A feed that starts from
 * it catches up from its last event, as after any load.
 */
export function fetchAhead(url: string): void {
  const response = fetch(url, jsonRequest).catch(() => null);
  ahead.set(url, { at: Date.now(), response });
}

async function takeAhead(url: string): Promise<Response | null> {
  const early = ahead.get(url);
  if (!early) return null;
  ahead.delete(url);
  return Date.now() - early.at < aheadForMs ? early.response : null;
}

export async function getJson<T>(url: string, signal: AbortSignal): Promise<T> {
  const response = (await takeAhead(url)) ?? (await fetch(url, { ...jsonRequest, signal }));
  if (!response.ok) {
    let code = `HTTP_${response.status}`;
    let message = fallbackMessage(response.status);
    try {
      const body = (await response.json()) as { code?: unknown; message?: unknown };
      if (typeof body.code === 'string') code = body.code;
      if (typeof body.message === 'string') message = body.message;
    } catch {
      // Not JSON (a proxy's page): keep the generic message.
    }
    throw new HttpFailure({ status: response.status, code, message });
  }
  return (await response.json()) as T;
}

/** A failure the feed should show and stop on, or null when it is worth retrying. */
export function finalFailure(error: unknown): FeedError | null {
  return error instanceof HttpFailure && finalStatuses.has(error.failure.status)
    ? error.failure
    : null;
}

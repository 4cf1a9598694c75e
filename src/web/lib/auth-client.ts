// Better Auth's browser client for /api/auth/*. It loads with the first call, not with the page:
// the sign-in page is on screen and typed into before anything talks to /api/auth.
import type { createAuthClient } from 'better-auth/client';
import { errorCodes } from '../../contract/errors.ts';
import { ApiRequestError, messageForStatus, networkErrorMessage } from './api-client.ts';

type AuthClient = ReturnType<typeof createAuthClient>;

let loading: Promise<AuthClient> | undefined;

function loadAuthClient(): Promise<AuthClient> {
  loading ??= import('better-auth/client').then(
    (module) => module.createAuthClient({ baseURL: window.location.origin }),
    (error: unknown) => {
      // A failed download (offline) is tried again with the next call.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

interface AuthErrorLike {
  message?: string | undefined;
  code?: string | undefined;
  status: number;
  /** Our server adds per-field messages (e.g. a too-common password) to Better Auth's errors. */
  fields?: unknown;
}

interface AuthResult<T> {
  data: T | null;
  error: AuthErrorLike | null;
}

/**
 * Runs a Better Auth call and returns its data, or throws an ApiRequestError with the server's
 * own message ("Invalid email or password", the common-password refusal, the rate limit …).
 */
export async function authRequest<T>(
  call: (auth: AuthClient) => Promise<AuthResult<T>>,
): Promise<T> {
  let result: AuthResult<T>;
  try {
    result = await call(await loadAuthClient());
  } catch {
    throw new ApiRequestError({
      status: 0,
      code: errorCodes.network,
      message: networkErrorMessage(),
    });
  }
  if (result.error) {
    const { status, code, message, fields } = result.error;
    throw new ApiRequestError({
      status,
      code: code ?? `HTTP_${status}`,
      message: message?.trim() ? humanise(message) : messageForStatus(status),
      fields: stringRecord(fields),
    });
  }
  return result.data as T;
}

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** Better Auth messages arrive as plain sentences, sometimes without the closing full stop. */
function humanise(message: string): string {
  const trimmed = message.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

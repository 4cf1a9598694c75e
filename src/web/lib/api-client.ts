// The one way the web app calls its own API: JSON in, schema-checked JSON out, and every failure
// turned into an ApiRequestError carrying the server's code, message, field messages and
// request id (contract/errors.ts), so a page can show a person something useful.
import type { ApiError } from '../../contract/api-error.ts';
import { errorCodes } from '../../contract/errors.ts';
import { translatorFor } from './i18n/i18n-store.ts';

/** Status 0 means the request never got an answer (offline, server down). */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  readonly requestId: string | undefined;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fields?: Record<string, string> | undefined;
    requestId?: string | undefined;
  }) {
    super(init.message);
    this.name = 'ApiRequestError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.requestId = init.requestId;
  }
}

/** Said when a request got no answer, in the page's language at the moment it failed. */
export function networkErrorMessage(): string {
  return translatorFor('app')('shell.error.network');
}

/** The words for a failed answer that brought no message of its own. */
export function messageForStatus(status: number): string {
  const t = translatorFor('app');
  if (status === 0) return networkErrorMessage();
  if (status === 401) return t('shell.error.status401');
  if (status === 403) return t('shell.error.status403');
  if (status === 404) return t('shell.error.status404');
  if (status === 409) return t('shell.error.status409');
  if (status === 429) return t('shell.error.status429');
  if (status >= 500) return t('shell.error.status500');
  return t('shell.error.status');
}

/** What validates an answer: a contract schema, or a check of the same shape written by hand. */
export interface AnswerCheck<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

interface ApiFetchOptions<T> {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /**
   * Validates the answer; leave out for endpoints that answer 204. A function loads the check
   * only once an answer is there to check: a page that may never need it (the sign-in page
   * asking who is signed in) does not load zod for it.
   */
  schema?: AnswerCheck<T> | (() => Promise<AnswerCheck<T>>);
  signal?: AbortSignal;
}

export async function apiFetch<T = void>(
  path: string,
  options: ApiFetchOptions<T> = {},
): Promise<T> {
  const { method = 'GET', body, schema, signal } = options;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    throw unanswered(cause);
  }

  const requestId = response.headers.get('x-request-id') ?? undefined;
  const payload = await readJson(response);
  if (!response.ok) throw apiErrorFrom(response, payload);
  if (!schema) return undefined as T;
  const check = typeof schema === 'function' ? await schema() : schema;
  const parsed = check.safeParse(payload);
  if (!parsed.success) {
    throw new ApiRequestError({
      status: response.status,
      code: errorCodes.unexpectedResponse,
      message: translatorFor('app')('shell.error.unexpectedAnswer'),
      requestId,
    });
  }
  return parsed.data;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** What to throw when a request got no answer: an abort stays an abort, the rest is "offline". */
export function unanswered(cause: unknown): unknown {
  if (isAbortError(cause)) return cause;
  return new ApiRequestError({
    status: 0,
    code: errorCodes.network,
    message: networkErrorMessage(),
  });
}

/** The error of an answer that is not ok, from its body (already read) and its request id. */
export function apiErrorFrom(response: Response, payload: unknown): ApiRequestError {
  const body = readApiError(payload);
  return new ApiRequestError({
    status: response.status,
    code: body?.code ?? `HTTP_${response.status}`,
    message: body?.message ?? messageForStatus(response.status),
    fields: body?.fields,
    requestId: body?.requestId ?? response.headers.get('x-request-id') ?? undefined,
  });
}

/**
 * The API's error body (contract/api-error.ts), checked by hand: this module is on the first
 * page, which loads no zod (decision 0023). api-client.test.ts holds it to the schema.
 */
export function readApiError(payload: unknown): ApiError | undefined {
  if (!isRecord(payload)) return undefined;
  const { code, message, fields, requestId } = payload;
  if (typeof code !== 'string' || typeof message !== 'string') return undefined;
  if (requestId !== undefined && typeof requestId !== 'string') return undefined;
  if (fields !== undefined) {
    if (!isRecord(fields) || !Object.values(fields).every((v) => typeof v === 'string')) {
      return undefined;
    }
  }
  return {
    code,
    message,
    ...(fields === undefined ? {} : { fields: copyFields(fields as Record<string, string>) }),
    ...(requestId === undefined ? {} : { requestId }),
  };
}

/**
 * Copied by assignment, as the schema copies a record: a `__proto__` key (which JSON.parse makes
 * an own property) sets nothing and is dropped, where a spread would keep it.
 */
function copyFields(fields: Record<string, string>): Record<string, string> {
  const copy: Record<string, string> = {};
  for (const [name, text] of Object.entries(fields)) copy[name] = text;
  return copy;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The message to show a person for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  return translatorFor('app')('shell.error.unknown');
}

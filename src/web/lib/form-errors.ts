import { ApiRequestError, errorMessage } from './api-client.ts';

/** The server's per-field messages for the fields a form has (contract/errors.ts `fields`). */
export function fieldMessages(
  error: unknown,
  fieldNames: readonly string[],
): Record<string, string> {
  if (!(error instanceof ApiRequestError) || !error.fields) return {};
  return Object.fromEntries(
    Object.entries(error.fields).filter(([name]) => fieldNames.includes(name)),
  );
}

/**
 * The message for the whole form, or null when the failure is already shown next to the
 * inputs it concerns.
 */
export function formLevelMessage(error: unknown, fieldNames: readonly string[]): string | null {
  if (!error) return null;
  return Object.keys(fieldMessages(error, fieldNames)).length > 0 ? null : errorMessage(error);
}

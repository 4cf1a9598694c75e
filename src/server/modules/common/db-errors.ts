// PGlite and node-postgres both report constraint failures with the SQLSTATE code; Drizzle may
// wrap the driver's error, so the cause chain is searched too.

interface PgLikeError {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

function findPgError(err: unknown): PgLikeError | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as PgLikeError;
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    current = e.cause;
  }
  return null;
}

/** True for a unique-index violation, optionally of one named index. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = findPgError(err);
  if (!e || e.code !== '23505') return false;
  if (!constraint) return true;
  return (
    e.constraint === undefined || e.constraint === constraint || String(err).includes(constraint)
  );
}

/**
 * True when the database could not take a value's characters: 22021 (a NUL in text), 22P05 (a
 * \u0000 in jsonb, or a character the encoding lacks). Both engines answer with these codes.
 */
export function isEncodingError(err: unknown): boolean {
  const code = findPgError(err)?.code;
  return code === '22021' || code === '22P05';
}

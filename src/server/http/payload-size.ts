// The size checks of the onSend hooks (compression, large answers) run on every answer, and most
// answers are small: a console's post answers in about a hundred bytes. Measuring a string's
// UTF-8 length reads all of it, and turning it into a Buffer copies it; for most strings the
// number of UTF-16 code units already settles the question.

/**
 * Whether a payload is shorter than `bytes` once sent as UTF-8, without copying it, and for a
 * string without reading it unless its length leaves the answer open.
 */
export function isShorterThan(payload: string | Buffer, bytes: number): boolean {
  if (typeof payload !== 'string') return payload.length < bytes;
  // One UTF-16 code unit is 1 to 3 bytes of UTF-8 (a surrogate pair, two units, is 4 bytes).
  if (payload.length * 3 < bytes) return true;
  if (payload.length >= bytes) return false;
  return Buffer.byteLength(payload) < bytes;
}

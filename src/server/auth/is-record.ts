/** A JSON object (not an array), as Better Auth's bodies and answers are. */
export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

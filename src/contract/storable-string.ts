import { z } from 'zod';

export const nulCharacterMessage =
  'Contains a NUL character (U+0000), which Tempo cannot store. Remove it and try again';

/**
 * The base of every string a request carries (ids, names, free text, codes): PostgreSQL text
 * and jsonb cannot hold U+0000, so it is refused as bad input here instead of failing in the
 * database. Chain the field's own rules after it (`storableString().trim().max(80)`).
 */
export function storableString() {
  return z.string().refine((value) => !value.includes('\u0000'), nulCharacterMessage);
}

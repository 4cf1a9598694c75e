import { z } from 'zod';

/** Lists come back as `{ <name>: [...] }`; this reads the array. */
export function listOf<T extends z.ZodType>(key: string, item: T) {
  return z.object({ [key]: z.array(item) }).transform((o) => o[key] as z.infer<T>[]);
}

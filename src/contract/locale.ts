import { z } from 'zod';

/**
 * A language as its catalogue folder names it (a BCP 47 tag: `es`, `pt-BR`). The server also
 * checks that a catalogue exists for it.
 */
export const localeCodeSchema = z
  .string()
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'Choose a language from the list.');

export const localeInfoSchema = z.object({ code: localeCodeSchema, name: z.string() });
export type LocaleInfoDto = z.infer<typeof localeInfoSchema>;

import { describe, expect, it } from 'vitest';
import { nulCharacterMessage, storableString } from './storable-string.ts';
import { idSchema } from './ids.ts';

describe('storableString', () => {
  it('refuses a NUL character with a message a person can act on, before the field rules', () => {
    const name = storableString().trim().min(1, 'Enter a name').max(10);
    expect(name.safeParse('  Hawks ').data).toBe('Hawks');
    const refused = name.safeParse('Ha\u0000wks');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.message)).toEqual([nulCharacterMessage]);
  });

  it('is what ids are made of', () => {
    expect(idSchema.safeParse('0b5f6b1e-2d7c-4f5e-9d43-5d8a3c0f9e11').success).toBe(true);
    expect(idSchema.safeParse('\u0000').error?.issues[0]?.message).toBe(nulCharacterMessage);
  });
});

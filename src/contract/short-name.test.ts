// Short names are capital letters of the languages Tempo speaks, 2 to 4 of them.
import { describe, expect, it } from 'vitest';
import { shortNameSchema } from './teams.ts';

const parsed = (value: string) => shortNameSchema.safeParse(value);

describe('team short names', () => {
  it('accepts the accented letters of Spanish, French and Portuguese', () => {
    for (const name of ['LAK', 'PEÑ', 'ÇÃO', 'ÉTÉ', 'ÜBER', 'ÀÔ']) {
      expect(parsed(name)).toMatchObject({ success: true, data: name });
    }
  });

  it('upper-cases and composes what was typed', () => {
    expect(parsed(' peñ ')).toMatchObject({ success: true, data: 'PEÑ' });
    // "É" typed as E followed by a combining acute accent is one letter.
    expect(parsed('E\u0301TE\u0301')).toMatchObject({ success: true, data: 'ÉTÉ' });
  });

  it('still refuses digits, signs, other scripts and the wrong length', () => {
    for (const name of ['P3Ñ', 'PÑ!', 'P Ñ', 'A', 'ABCDE', 'ÑÑÑÑÑ', 'ΑΒΓ', '東京', '']) {
      const result = parsed(name);
      expect(result.success, name).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Use 2 to 4 letters, like LAK');
    }
  });
});

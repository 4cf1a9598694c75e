import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { publicConfigSchema } from '../../contract/public-config.ts';
import { publicConfigCheck } from './public-config.ts';

describe('publicConfigCheck', () => {
  it('accepts and reads exactly what the contract schema does', () => {
    const configLike = fc.record(
      {
        googleSignIn: fc.oneof(fc.boolean(), fc.jsonValue()),
        analytics: fc.oneof(fc.boolean(), fc.jsonValue()),
        sendsMail: fc.oneof(fc.boolean(), fc.jsonValue()),
        extra: fc.jsonValue(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(configLike, fc.jsonValue()), (value) => {
        const payload: unknown = JSON.parse(JSON.stringify(value) ?? 'null');
        const parsed = publicConfigSchema.safeParse(payload);
        const checked = publicConfigCheck.safeParse(payload);
        expect(checked.success).toBe(parsed.success);
        if (checked.success && parsed.success) expect(checked.data).toEqual(parsed.data);
      }),
      { numRuns: 2000 },
    );
  });
});

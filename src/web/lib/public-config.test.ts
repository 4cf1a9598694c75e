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
        linkOrigin: fc.oneof(fc.string(), fc.jsonValue()),
        linksInTerminal: fc.oneof(fc.boolean(), fc.jsonValue()),
        https: fc.oneof(
          fc.constant(null),
          fc.record(
            {
              port: fc.oneof(
                fc.integer({ min: -1, max: 70_000 }),
                fc.integer(),
                fc.double(),
                fc.jsonValue(),
              ),
              authority: fc.oneof(
                fc.constant(null),
                fc.record({ fingerprint: fc.oneof(fc.string(), fc.jsonValue()) }),
                fc.jsonValue(),
              ),
              extra: fc.jsonValue(),
            },
            { requiredKeys: [] },
          ),
          fc.jsonValue(),
        ),
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

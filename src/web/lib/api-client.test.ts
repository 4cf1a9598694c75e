import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../contract/api-error.ts';
import { apiErrorFrom, readApiError } from './api-client.ts';

// The first page reads error bodies without zod; what it reads must be what the schema reads.
describe('readApiError', () => {
  const errorLike = fc.record(
    {
      code: fc.oneof(fc.string(), fc.integer()),
      message: fc.oneof(fc.string(), fc.constant(null)),
      fields: fc.oneof(
        fc.dictionary(fc.string(), fc.string()),
        fc.dictionary(fc.string(), fc.jsonValue()),
        fc.array(fc.string()),
        fc.constant(null),
      ),
      requestId: fc.oneof(fc.uuid(), fc.integer()),
      extra: fc.jsonValue(),
    },
    { requiredKeys: [] },
  );

  it('accepts and reads exactly what the contract schema does', () => {
    fc.assert(
      fc.property(fc.oneof(errorLike, fc.jsonValue()), (value) => {
        // What crosses the network is JSON.
        const payload: unknown = JSON.parse(JSON.stringify(value) ?? 'null');
        const parsed = apiErrorSchema.safeParse(payload);
        expect(readApiError(payload)).toEqual(parsed.success ? parsed.data : undefined);
      }),
      { numRuns: 2000 },
    );
  });

  it('drops a `__proto__` field name as the schema does', () => {
    const payload: unknown = JSON.parse(
      '{"code":"","message":"","fields":{"__proto__":"","a":"b"}}',
    );
    expect(readApiError(payload)).toEqual(apiErrorSchema.parse(payload));
    expect(readApiError(payload)?.fields).toEqual({ a: 'b' });
  });

  it('turns an answer into an error with the server’s code, message, fields and request id', () => {
    const response = new Response(null, { status: 422, headers: { 'x-request-id': 'r-header' } });
    const error = apiErrorFrom(response, {
      code: 'VALIDATION_FAILED',
      message: 'Check the name.',
      fields: { name: 'Too long' },
      requestId: 'r-body',
    });
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'Check the name.',
      fields: { name: 'Too long' },
      requestId: 'r-body',
    });
    const unreadable = apiErrorFrom(response, { code: 7, message: 'no' });
    expect(unreadable).toMatchObject({ code: 'HTTP_422', requestId: 'r-header' });
    expect(unreadable.fields).toBeUndefined();
  });
});

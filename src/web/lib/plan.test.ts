import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client.ts';
import { featureOf, isUpgradeError } from './plan.ts';

const refusal = (status: number, code: string, fields?: Record<string, string>) =>
  new ApiRequestError({
    status,
    code,
    message: 'Tempo Premium includes playoff brackets.',
    fields,
  });

describe('isUpgradeError', () => {
  it('recognises the server’s 402 plan answers and nothing else', () => {
    expect(isUpgradeError(refusal(402, 'PREMIUM_REQUIRED'))).toBe(true);
    expect(isUpgradeError(refusal(402, 'PLAN_LIMIT'))).toBe(true);
    expect(isUpgradeError(refusal(403, 'FORBIDDEN'))).toBe(false);
    expect(isUpgradeError(new Error('x'))).toBe(false);
  });
  it('reads the named feature only when it is one of the plans module’s', () => {
    expect(featureOf(refusal(402, 'PREMIUM_REQUIRED', { feature: 'playoffs' }))).toBe('playoffs');
    expect(featureOf(refusal(402, 'PREMIUM_REQUIRED', { feature: 'toString' }))).toBeNull();
    expect(featureOf(refusal(402, 'PREMIUM_REQUIRED'))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { premiumFeatures, premiumRequiredMessage } from '../../domain/plans/plans.ts';
import { HttpError, translateMessage } from '../http/errors.ts';
import { loadServerI18n } from '../i18n/server-i18n.ts';
import { requireConsole, requireFeature } from './plan-gates.ts';

function thrown(fn: () => void): HttpError {
  try {
    fn();
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new Error('nothing was thrown');
}

const english = loadServerI18n().t('en', 'server');

describe('requireFeature', () => {
  it('refuses every premium feature on the free plan with 402 naming the feature', () => {
    for (const feature of Object.keys(premiumFeatures) as (keyof typeof premiumFeatures)[]) {
      const err = thrown(() => requireFeature('free', feature));
      expect(err.statusCode).toBe(402);
      expect(err.code).toBe('PREMIUM_REQUIRED');
      expect(translateMessage(english, err.text)).toBe(premiumRequiredMessage(feature));
      expect(err.fields).toEqual({ feature });
      expect(() => requireFeature('tempo-premium', feature)).not.toThrow();
    }
  });
});

describe('requireConsole', () => {
  it('lets everyone use time & score and time only, and only premium the stats consoles', () => {
    expect(() => requireConsole('free', 'timescore')).not.toThrow();
    expect(() => requireConsole('free', 'timeonly')).not.toThrow();
    for (const kind of ['statstwo', 'statsteamA', 'statsteamB'] as const) {
      expect(thrown(() => requireConsole('free', kind)).code).toBe('PREMIUM_REQUIRED');
      expect(() => requireConsole('tempo-premium', kind)).not.toThrow();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.ts';

describe('safeRedirectPath', () => {
  it('keeps a path on this site, with its search and hash', () => {
    expect(safeRedirectPath('/settings')).toBe('/settings');
    expect(safeRedirectPath('/tournaments/t1?tab=games#top')).toBe('/tournaments/t1?tab=games#top');
  });

  it('refuses other sites and anything that is not a path on this one', () => {
    for (const value of [
      null,
      undefined,
      '',
      'settings',
      'https://evil.example/x',
      'javascript:alert(1)',
      '//evil.example/x',
      '/\\evil.example/x',
      '/\t/evil.example',
    ]) {
      expect(safeRedirectPath(value), String(value)).toBeNull();
    }
  });

  it('never sends a person back to a sign-in page (that would loop)', () => {
    expect(safeRedirectPath('/login')).toBeNull();
    expect(safeRedirectPath('/register?redirectTo=%2F')).toBeNull();
    expect(safeRedirectPath('/auth/popup-complete')).toBeNull();
  });
});

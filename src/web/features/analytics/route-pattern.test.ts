import { describe, expect, it } from 'vitest';
import { routePattern } from './use-page-views.ts';

describe('routePattern', () => {
  it('replaces ids and invite codes by the names of their route params', () => {
    expect(
      routePattern('/tournaments/abc/seasons/s%201/teams', {
        tournamentId: 'abc',
        seasonId: 's 1',
      }),
    ).toBe('/tournaments/:tournamentId/seasons/:seasonId/teams');
    expect(routePattern('/join-tournament/ABCD-EFGH', { inviteCode: 'ABCD-EFGH' })).toBe(
      '/join-tournament/:inviteCode',
    );
  });

  it('keeps static paths and hides what an unknown path said', () => {
    expect(routePattern('/dashboard', {})).toBe('/dashboard');
    expect(routePattern('/some/secret/typo', { '*': 'some/secret/typo' })).toBe('/*');
  });
});

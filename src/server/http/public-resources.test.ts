import { describe, expect, it } from 'vitest';
import { exposureOf } from './public-resources.ts';

const game = '/tournaments/t1/seasons/s1/games/g1';

describe('exposureOf', () => {
  it('lets other sites frame the public scoreboard (overlay too) and stat sheet only', () => {
    expect(exposureOf('GET', `${game}/output/scoreboard`)).toBe('framable');
    expect(exposureOf('GET', `${game}/output/scoreboard/?overlay=1`)).toBe('framable');
    expect(exposureOf('HEAD', `${game}/output/statsheet`)).toBe('framable');
    for (const page of [
      `${game}/output/scoreboardoffline`,
      `${game}/output/localscoreboard`,
      `${game}/output/scoreboard/extra`,
      `${game}/scoreboard-view`,
      `${game}/console/timescore`,
      '/dashboard',
      '/',
    ]) {
      expect(exposureOf('GET', page), page).toBe('private');
    }
  });

  it('lets other sites frame a public league’s embeds at their own addresses only', () => {
    for (const kind of ['standings', 'schedule', 'ticker']) {
      expect(exposureOf('GET', `/embed/leagues/harbour/${kind}`), kind).toBe('framable');
      expect(exposureOf('HEAD', `/embed/leagues/harbour/${kind}?theme=dark`), kind).toBe(
        'framable',
      );
      // What answers these is a redirect to the embed, or a 404.
      for (const other of [`${kind}/`, `${kind}/?theme=dark`, `${kind}//`, `${kind}/extra`]) {
        expect(exposureOf('GET', `/embed/leagues/harbour/${other}`), other).toBe('private');
      }
    }
    expect(exposureOf('GET', '/embed/leagues/harbour')).toBe('private');
  });

  it('opens the public game API, the clock and uploaded images to other sites, for reading', () => {
    for (const url of [
      '/api/public/games/g1/state?view=scoreboard',
      '/api/public/games/g1/stream',
      '/api/public/games/g1/feed.json?shape=rows',
      '/api/public/anything-unknown',
      '/api/time',
      '/api/uploads/u1',
      '/api/uploads/u1/0123456789abcdef0123456789abcdef',
    ]) {
      expect(exposureOf('GET', url), url).toBe('public');
      expect(exposureOf('OPTIONS', url), url).toBe('public');
    }
    expect(exposureOf('POST', '/api/public/games/g1/state')).toBe('private');
    expect(exposureOf('POST', '/api/uploads')).toBe('private');
    expect(exposureOf('GET', '/api/uploads')).toBe('private');
    expect(exposureOf('GET', '/api/uploads/u1/t1/more')).toBe('private');
  });

  it('keeps everything else private', () => {
    for (const url of [
      '/api/games/g1/state',
      '/api/games/g1/stream',
      '/api/me',
      '/api/timeline',
      '/api/publicity',
      '/api/auth/get-session',
      '/api/analytics/events',
    ]) {
      expect(exposureOf('GET', url), url).toBe('private');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { normalisedPath } from './normalised-path.ts';

describe('normalisedPath', () => {
  it.each([
    ['/leagues/x', '/leagues/x'],
    ['/leagues/x?page=2&lang=fr', '/leagues/x'],
    ['/', '/'],
    ['/%6ceagues/x', '/leagues/x'],
    ['/%6C%65agues/%78', '/leagues/x'],
    ['/%7euser/%2d%2E%5f', '/~user/-._'],
    ['/leagues/a%2fb', '/leagues/a%2Fb'],
    ['/leagues/caf%c3%a9', '/leagues/caf%C3%A9'],
    ['/leagues/100%25', '/leagues/100%25'],
    ['/leagues/%zz', '/leagues/%zz'],
    ['/leagues//x', '/leagues/x'],
    ['//leagues///x//', '/leagues/x/'],
    ['/./leagues/x', '/leagues/x'],
    ['/other/../leagues/x', '/leagues/x'],
    ['/other/%2e%2E/leagues/x', '/leagues/x'],
    ['/../../leagues/x', '/leagues/x'],
    ['/leagues/x/.', '/leagues/x/'],
    ['/leagues/x/y/..', '/leagues/x/'],
    ['/leagues/.x/..y', '/leagues/.x/..y'],
    ['/leagues/x#top', '/leagues/x'],
    ['http://localhost/leagues/x', '/leagues/x'],
    ['HTTPS://example.org:8443//%6ceagues/x?y=1', '/leagues/x'],
    ['http://localhost', '/'],
    ['http://localhost?x=1', '/'],
    ['*', '*'],
  ])('%s → %s', (target, path) => {
    expect(normalisedPath(target)).toBe(path);
  });

  it('is idempotent', () => {
    for (const target of ['/%6ceagues//x/../y?z', 'http://h/a/./b%2f/%7e', '/a%2F%2e%2e/b']) {
      const once = normalisedPath(target);
      expect(normalisedPath(once)).toBe(once);
    }
  });
});

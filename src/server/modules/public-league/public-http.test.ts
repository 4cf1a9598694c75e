import { describe, expect, it } from 'vitest';
import { etagMatches, madeOnce, movedUrl, weakEtag } from './public-http.ts';

describe('movedUrl', () => {
  const prefix = '/api/public/leagues/';
  it('keeps the page and the query after the slug', () => {
    expect(movedUrl('/api/public/leagues/old/teams/t1?season=s2', prefix, 'new')).toBe(
      '/api/public/leagues/new/teams/t1?season=s2',
    );
    expect(movedUrl('/api/public/leagues/old?season=s2', prefix, 'new')).toBe(
      '/api/public/leagues/new?season=s2',
    );
    expect(movedUrl('/leagues/Old', '/leagues/', 'old')).toBe('/leagues/old');
  });
});

describe('etagMatches', () => {
  const tag = weakEtag('{"rows":[]}');
  it('compares weakly, in lists and with *', () => {
    expect(tag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(etagMatches(tag, tag)).toBe(true);
    expect(etagMatches(tag.slice(2), tag)).toBe(true);
    expect(etagMatches(`W/"other", ${tag}`, tag)).toBe(true);
    expect(etagMatches('*', tag)).toBe(true);
    expect(etagMatches(weakEtag('{"rows":[1]}'), tag)).toBe(false);
    expect(etagMatches(undefined, tag)).toBe(false);
  });
});

describe('madeOnce', () => {
  it('makes a payload’s text once per variant, and anew for a newly loaded payload', () => {
    const payload = { rows: [1, 2] };
    let makes = 0;
    const make = () => `${++makes}:${JSON.stringify(payload)}`;
    const first = madeOnce(payload, 'json', make);
    expect(first).toEqual({ text: '1:{"rows":[1,2]}', etag: weakEtag('1:{"rows":[1,2]}') });
    expect(madeOnce(payload, 'json', make)).toBe(first);
    expect(makes).toBe(1);
    // Another page of the same payload, and the same data loaded again, are made afresh.
    expect(madeOnce(payload, 'page /leagues/x', make).text).toMatch(/^2:/);
    expect(madeOnce({ rows: [1, 2] }, 'json', make).text).toMatch(/^3:/);
    expect(makes).toBe(3);
  });
});

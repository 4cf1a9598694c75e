import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { rewriteOutputPaths } from './output-pages.ts';

const output = '/tournaments/t1/seasons/s1/games/g1/output/scoreboard';

/** The URL the next handler sees for a `method` request of `url`. */
function served(method: string, url: string) {
  const req = { method, url } as IncomingMessage;
  let nextCalled = false;
  rewriteOutputPaths(req, {} as ServerResponse, () => {
    nextCalled = true;
  });
  expect(nextCalled).toBe(true);
  return req.url;
}

describe('rewriteOutputPaths', () => {
  it('serves output.html for an output path, with or without a query', () => {
    expect(served('GET', output)).toBe('/output.html');
    expect(served('GET', `${output}?overlay=1`)).toBe('/output.html');
  });

  it('passes every other request through unchanged', () => {
    expect(served('POST', output)).toBe(output);
    expect(served('GET', '/tournaments/t1/seasons/s1/games/g1/console/statstwo')).toBe(
      '/tournaments/t1/seasons/s1/games/g1/console/statstwo',
    );
    expect(served('GET', '/login')).toBe('/login');
  });
});

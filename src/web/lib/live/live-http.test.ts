import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAhead, getJson, HttpFailure } from './live-http.ts';

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('fetchAhead', () => {
  it('answers the next getJson of the same address from the request already made', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(answer({ n: 1 }))
      .mockResolvedValue(answer({ n: 2 }));
    vi.stubGlobal('fetch', fetch);
    fetchAhead('/api/games/g1/state');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await getJson('/api/games/g1/state', new AbortController().signal)).toEqual({ n: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    // Only once: a reload of the feed asks the server again.
    expect(await getJson('/api/games/g1/state', new AbortController().signal)).toEqual({ n: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks again when the early answer is old, failed, or for another address', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn().mockImplementation(() => Promise.resolve(answer({ fresh: true })));
    vi.stubGlobal('fetch', fetch);
    fetchAhead('/api/games/old/state');
    vi.advanceTimersByTime(11_000);
    await getJson('/api/games/old/state', new AbortController().signal);
    expect(fetch).toHaveBeenCalledTimes(2);

    fetch.mockImplementationOnce(() => Promise.reject(new TypeError('offline')));
    fetchAhead('/api/games/lost/state');
    expect(await getJson('/api/games/lost/state', new AbortController().signal)).toEqual({
      fresh: true,
    });
    expect(fetch).toHaveBeenCalledTimes(4);

    fetchAhead('/api/games/a/state');
    await getJson('/api/games/b/state', new AbortController().signal);
    expect(fetch.mock.calls.at(-1)?.[0]).toBe('/api/games/b/state');
  });

  it('turns an early refusal into the same failure as a late one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(answer({ code: 'NOT_FOUND', message: 'Game not found' }, 404)),
    );
    fetchAhead('/api/games/none/state');
    const failure = await getJson('/api/games/none/state', new AbortController().signal).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(HttpFailure);
    expect((failure as HttpFailure).failure).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

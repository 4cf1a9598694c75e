import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../contract/endpoint.ts';
import { apiErrorSchema } from '../../contract/api-error.ts';
import { callEndpoint, endpointUrl } from './call-endpoint.ts';

const listPlayers = endpoint({
  method: 'GET',
  path: '/api/teams/:teamId/players',
  operationId: 'listPlayers',
  summary: 'Players',
  tags: [],
  params: z.object({ teamId: z.string() }),
  query: z.object({ active: z.enum(['true', 'false']).optional(), limit: z.number().optional() }),
  responses: {
    200: z.object({ players: z.array(z.object({ id: z.string() })) }),
    404: apiErrorSchema,
  },
});

const renamePlayer = endpoint({
  method: 'PATCH',
  path: '/api/players/:playerId',
  operationId: 'renamePlayer',
  summary: 'Rename',
  tags: [],
  body: z.object({ name: z.string() }),
  responses: { 204: z.null() },
});

afterEach(() => vi.unstubAllGlobals());

describe('callEndpoint', () => {
  it('builds the URL from typed params and leaves out unset query values', () => {
    expect(endpointUrl(listPlayers, { params: { teamId: 't1' }, query: { limit: 5 } })).toBe(
      '/api/teams/t1/players?limit=5',
    );
    expect(
      endpointUrl(listPlayers, { params: { teamId: 't1' }, query: { active: undefined } }),
    ).toBe('/api/teams/t1/players');
  });

  it('sends the method and body, and parses the answer with the success schema', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ players: [{ id: 'p1', extra: 1 }] }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const answer = await callEndpoint(listPlayers, { params: { teamId: 't1' } });
    expect(answer).toEqual({ players: [{ id: 'p1' }] });
    expect(fetch).toHaveBeenCalledWith(
      '/api/teams/t1/players',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('returns nothing for a 204 and rejects an answer that does not match', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(
      callEndpoint(renamePlayer, { params: { playerId: 'p1' }, body: { name: 'Ann' } }),
    ).resolves.toBeUndefined();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ nope: true }), { status: 200 })),
    );
    await expect(callEndpoint(listPlayers, { params: { teamId: 't1' } })).rejects.toMatchObject({
      code: 'UNEXPECTED_RESPONSE',
    });
  });
});

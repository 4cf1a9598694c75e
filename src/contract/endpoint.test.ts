import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiPath, endpoint, successOf } from './endpoint.ts';

describe('endpoint table helpers', () => {
  it('fills and encodes every path parameter', () => {
    expect(apiPath('/api/teams/:teamId/players', { teamId: 'a b/c' })).toBe(
      '/api/teams/a%20b%2Fc/players',
    );
    expect(apiPath('/api/calendars/:calendarToken/season.ics', { calendarToken: 'tok' })).toBe(
      '/api/calendars/tok/season.ics',
    );
  });

  it('names a missing parameter instead of building a wrong URL', () => {
    // A pattern only known as a string at build time: its parameters are not checked by type.
    const pattern: string = '/api/seasons/:seasonId';
    expect(() => apiPath(pattern, {})).toThrow(/seasonId/);
  });

  it("finds the successful answer's status and schema; a 204 has none to parse", () => {
    const list = z.object({ teams: z.array(z.string()) });
    const get = endpoint({
      method: 'GET',
      path: '/x',
      operationId: 'getX',
      summary: 'x',
      tags: [],
      responses: { 404: z.object({}), 200: list },
    });
    expect(successOf(get)).toEqual({ status: 200, schema: list });
    const remove = endpoint({ ...get, method: 'DELETE', responses: { 204: z.null() } });
    expect(successOf(remove)).toEqual({ status: 204, schema: undefined });
  });
});

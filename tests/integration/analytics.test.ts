import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../src/server/db/schema.ts';
import { registerAccount } from '../support/auth-requests.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const batch = (events: object[]) => ({ visitId: 'visit-12345678', events });

describe('POST /api/analytics/events', () => {
  it('stores a batch of page views with the signed-in user', async () => {
    const u = await registerAccount(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { cookie: u.cookie },
      payload: batch([
        { name: 'page_view', path: '/dashboard', occurredAt: new Date().toISOString() },
        { name: 'sign_in', occurredAt: new Date().toISOString() },
      ]),
    });
    expect(res.statusCode).toBe(204);
    const rows = await t.deps.db.select().from(analyticsEvents);
    expect(rows.map((r) => r.name).sort()).toEqual(['page_view', 'sign_in']);
    expect(rows.every((r) => r.userId !== null && r.visitId === 'visit-12345678')).toBe(true);
  });

  it('refuses unknown event names and empty batches without storing anything', async () => {
    const before = (await t.deps.db.select().from(analyticsEvents)).length;
    for (const payload of [
      batch([{ name: 'purchase', occurredAt: new Date().toISOString() }]),
      batch([]),
      { events: [] },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/analytics/events', payload });
      expect(res.statusCode).toBe(400);
    }
    expect((await t.deps.db.select().from(analyticsEvents)).length).toBe(before);
  });
});

describe('with ANALYTICS=off', () => {
  it('stores nothing', async () => {
    const off = await createTestApp({ ANALYTICS: 'off' });
    try {
      const res = await off.app.inject({
        method: 'POST',
        url: '/api/analytics/events',
        payload: batch([{ name: 'page_view', occurredAt: new Date().toISOString() }]),
      });
      expect(res.statusCode).toBe(403);
      expect(await off.deps.db.select().from(analyticsEvents)).toHaveLength(0);
    } finally {
      await off.close();
    }
  });
});

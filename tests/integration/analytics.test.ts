// First-party analytics: batches from our own pages, stored with the visit; nothing from browsers
// that decline tracking; bounded per client address, per visit and in time.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorCodes } from '../../src/contract/errors.ts';
import { analyticsEvents } from '../../src/server/db/schema.ts';
import { maxRowsPerVisit } from '../../src/contract/analytics.ts';
import { registerAccount, testOrigin } from '../support/auth-requests.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const url = '/api/analytics/events';
const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ANALYTICS_RATE_LIMIT_MAX: '1000' });
});
afterAll(() => t.close());

const newVisit = () => `visit-${randomUUID()}`;
const pageView = (path = '/dashboard') => ({
  name: 'page_view',
  path,
  occurredAt: new Date().toISOString(),
});
const batch = (events: object[], visitId = 'visit-12345678') => ({ visitId, events });

function send(app: TestApp, payload: object, headers: Record<string, string> = {}, ip?: string) {
  return app.app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip });
}

async function rowsOf(app: TestApp, visitId: string) {
  return app.deps.db.select().from(analyticsEvents).where(eq(analyticsEvents.visitId, visitId));
}

describe('POST /api/analytics/events', () => {
  it('stores a batch of page views with the signed-in user', async () => {
    const u = await registerAccount(t.app);
    const res = await send(
      t,
      batch([pageView('/dashboard'), { name: 'sign_in', occurredAt: new Date().toISOString() }]),
      { cookie: u.cookie, origin: testOrigin },
    );
    expect(res.statusCode).toBe(204);
    const rows = await rowsOf(t, 'visit-12345678');
    expect(rows.map((r) => r.name).sort()).toEqual(['page_view', 'sign_in']);
    expect(rows.every((r) => r.userId !== null)).toBe(true);
  });

  it('refuses unknown event names and empty batches without storing anything', async () => {
    const before = (await t.deps.db.select().from(analyticsEvents)).length;
    for (const payload of [
      batch([{ name: 'purchase', occurredAt: new Date().toISOString() }]),
      batch([]),
      { events: [] },
    ]) {
      const res = await send(t, payload);
      expect(res.statusCode).toBe(400);
    }
    expect((await t.deps.db.select().from(analyticsEvents)).length).toBe(before);
  });

  it('answers 204 and stores nothing for a browser sending Do Not Track or Global Privacy Control', async () => {
    for (const headers of [{ dnt: '1' }, { 'sec-gpc': '1' }] as Array<Record<string, string>>) {
      const visitId = newVisit();
      const res = await send(t, batch([pageView()], visitId), headers);
      expect(res.statusCode).toBe(204);
      expect(await rowsOf(t, visitId)).toHaveLength(0);
    }
    // The preference wins before anything in the request is looked at.
    const junk = await send(t, { anything: true }, { dnt: '1' });
    expect(junk.statusCode).toBe(204);
    // DNT: 0 is not a refusal.
    const visitId = newVisit();
    expect((await send(t, batch([pageView()], visitId), { dnt: '0' })).statusCode).toBe(204);
    expect(await rowsOf(t, visitId)).toHaveLength(1);
  });

  it('takes batches only from our own pages', async () => {
    const visitId = newVisit();
    const foreign = await send(t, batch([pageView()], visitId), {
      origin: 'https://tracker.example',
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json<{ code: string }>().code).toBe(errorCodes.originNotTrusted);
    const crossSite = await send(t, batch([pageView()], visitId), {
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await rowsOf(t, visitId)).toHaveLength(0);

    const own = await send(t, batch([pageView()], visitId), {
      origin: testOrigin,
      'sec-fetch-site': 'same-origin',
    });
    expect(own.statusCode).toBe(204);
    expect(await rowsOf(t, visitId)).toHaveLength(1);
  });

  it(`keeps at most ${maxRowsPerVisit} events of one visit`, async () => {
    const visitId = newVisit();
    const full = Array.from({ length: 50 }, (_, i) => pageView(`/page/${i}`));
    const batches = Math.ceil(maxRowsPerVisit / 50) + 2;
    for (let i = 0; i < batches; i++) {
      expect((await send(t, batch(full, visitId))).statusCode).toBe(204);
    }
    expect(await rowsOf(t, visitId)).toHaveLength(maxRowsPerVisit);
    // Another visit is not affected.
    const other = newVisit();
    await send(t, batch(full.slice(0, 3), other));
    expect(await rowsOf(t, other)).toHaveLength(3);
  });
});

describe('per client address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ ANALYTICS_RATE_LIMIT_MAX: '3' });
  });
  afterAll(() => limited.close());

  it('answers 429 in words once an address has sent its batches for the window', async () => {
    const visitId = newVisit();
    for (let i = 0; i < 3; i++) {
      expect(
        (await send(limited, batch([pageView()], visitId), {}, '203.0.113.5')).statusCode,
      ).toBe(204);
    }
    const fourth = await send(limited, batch([pageView()], visitId), {}, '203.0.113.5');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      code: errorCodes.rateLimited,
      message: 'Too many analytics requests from this address. Please wait a minute and try again.',
    });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rowsOf(limited, visitId)).toHaveLength(3);

    const elsewhere = await send(limited, batch([pageView()], visitId), {}, '203.0.113.6');
    expect(elsewhere.statusCode).toBe(204);
  });
});

describe('retention', () => {
  let kept: TestApp;
  beforeAll(async () => {
    kept = await createTestApp({ ANALYTICS_RETENTION_DAYS: '30', ANALYTICS_PRUNE_SECONDS: '1' });
  });
  afterAll(() => kept.close());

  it('deletes analytics older than ANALYTICS_RETENTION_DAYS in the background', async () => {
    const old = newVisit();
    expect((await send(kept, batch([pageView(), pageView('/x')], old))).statusCode).toBe(204);
    kept.clock.advance(29 * DAY);
    const recent = newVisit();
    expect((await send(kept, batch([pageView()], recent))).statusCode).toBe(204);
    // Still within 30 days: a few runs of the job later, both visits are there.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await rowsOf(kept, old)).toHaveLength(2);

    kept.clock.advance(2 * DAY);
    // No request touches them: only the job (every second here) can delete them.
    await vi.waitFor(async () => expect(await rowsOf(kept, old)).toHaveLength(0), {
      timeout: 5000,
      interval: 100,
    });
    expect(await rowsOf(kept, recent)).toHaveLength(1);
  });
});

describe('with ANALYTICS=off', () => {
  it('stores nothing', async () => {
    const off = await createTestApp({ ANALYTICS: 'off' });
    try {
      const res = await send(off, batch([pageView()]));
      expect(res.statusCode).toBe(403);
      expect(await off.deps.db.select().from(analyticsEvents)).toHaveLength(0);
    } finally {
      await off.close();
    }
  });
});

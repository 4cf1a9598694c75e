import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../src/contract/profile.ts';
import { users } from '../../src/server/db/schema.ts';
import { newAccount, registerAccount } from '../support/auth-requests.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/me', headers: cookie ? { cookie } : {} });

describe('GET /api/me', () => {
  it('asks an anonymous visitor to sign in', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('returns the profile with its defaults, and nothing secret', async () => {
    const u = await registerAccount(t.app, { ...newAccount(), name: 'Ada Coach' });
    const res = await me(u.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Ada Coach',
      email: u.email,
      status: 'active',
      planTier: 'free',
      effectiveTier: 'free',
      premiumExpiresAt: null,
      role: 'user',
    });
    expect(res.body).not.toContain(u.password);
    expect(res.body).not.toMatch(/password|token/i);
  });
});

describe('PATCH /api/me', () => {
  it('renames, and refuses an empty name with a field message and no write', async () => {
    const u = await registerAccount(t.app);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: u.cookie },
      payload: { name: '   ' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { name: 'Enter your name' },
    });
    expect((await me(u.cookie)).json<Profile>().name).toBe(u.name);

    const ok = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: u.cookie },
      payload: { name: 'Coach Carter' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<Profile>().name).toBe('Coach Carter');
  });
});

describe('deactivation', () => {
  it('confines a deactivated account to /api/me and reactivation until it reactivates', async () => {
    const u = await registerAccount(t.app);
    const headers = { cookie: u.cookie };
    const off = await t.app.inject({ method: 'POST', url: '/api/me/deactivate', headers });
    expect(off.statusCode).toBe(200);
    expect(off.json<Profile>().status).toBe('deactivated');

    const blocked = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers,
      payload: { name: 'Someone' },
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: 'ACCOUNT_DEACTIVATED' });
    const again = await t.app.inject({ method: 'POST', url: '/api/me/deactivate', headers });
    expect(again.json()).toMatchObject({ code: 'ACCOUNT_DEACTIVATED' });

    const read = await me(u.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.json<Profile>().status).toBe('deactivated');

    const on = await t.app.inject({ method: 'POST', url: '/api/me/reactivate', headers });
    expect(on.statusCode).toBe(200);
    expect(on.json<Profile>().status).toBe('active');
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers,
      payload: { name: 'Back Again' },
    });
    expect(renamed.statusCode).toBe(200);
  });

  it('refuses deactivation and reactivation without a session', async () => {
    for (const url of ['/api/me/deactivate', '/api/me/reactivate']) {
      const res = await t.app.inject({ method: 'POST', url });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('premium expiry', () => {
  it('is free the moment the pass runs out, and the stored tier follows in the background', async () => {
    const u = await registerAccount(t.app);
    const expires = new Date(Date.now() + 60 * 60 * 1000);
    await t.deps.db
      .update(users)
      .set({ planTier: 'tempo-premium', premiumExpiresAt: expires })
      .where(eq(users.email, u.email));

    const before = await me(u.cookie);
    expect(before.json()).toMatchObject({
      planTier: 'tempo-premium',
      effectiveTier: 'tempo-premium',
    });

    t.clock.set(new Date(expires.getTime() + 1000));
    try {
      const after = await me(u.cookie);
      expect(after.json<Profile>().effectiveTier).toBe('free');
      await expect
        .poll(async () => {
          const [row] = await t.deps.db.select().from(users).where(eq(users.email, u.email));
          return row?.planTier;
        })
        .toBe('free');
      const [row] = await t.deps.db.select().from(users).where(eq(users.email, u.email));
      // Nothing else about the account changes.
      expect(row?.premiumExpiresAt?.getTime()).toBe(expires.getTime());
      expect(row?.status).toBe('active');
    } finally {
      t.clock.reset();
    }
  });
});

describe('GET /api/me/stream', () => {
  it('pushes the profile at once and again after every change', async () => {
    const u = await registerAccount(t.app, { ...newAccount(), name: 'Stream Watcher' });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${address}/api/me/stream`, {
      headers: { cookie: u.cookie },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    const events = readProfiles(reader);

    const first = await events.next();
    expect(first.name).toBe('Stream Watcher');

    const started = Date.now();
    await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: u.cookie },
      payload: { name: 'Renamed Live' },
    });
    const second = await events.next();
    expect(second.name).toBe('Renamed Live');
    expect(Date.now() - started).toBeLessThan(1000);

    await t.app.inject({
      method: 'POST',
      url: '/api/me/deactivate',
      headers: { cookie: u.cookie },
    });
    expect((await events.next()).status).toBe('deactivated');
    controller.abort();
  });

  it('refuses an anonymous stream', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me/stream' });
    expect(res.statusCode).toBe(401);
  });
});

function readProfiles(reader: ReadableStreamDefaultReader<string>) {
  let buffer = '';
  return {
    async next(): Promise<Profile> {
      for (;;) {
        const match = /event: profile\ndata: (.*)\n\n/.exec(buffer);
        if (match) {
          buffer = buffer.slice(match.index + match[0].length);
          return JSON.parse(match[1]!) as Profile;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += value;
      }
    },
  };
}

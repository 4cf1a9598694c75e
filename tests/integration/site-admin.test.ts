// Site administration under /api/admin: only admins (403 for others, 401 anonymous); search and
// pagination; deactivate/reactivate and grant/extend/revoke premium, each audited and pushed live.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminUser, AdminUserPage, AuditPage } from '../../src/contract/admin.ts';
import type { Profile } from '../../src/contract/profile.ts';
import { extendExpiry } from '../../src/domain/plans/plans.ts';
import { profileTopic } from '../../src/server/auth/profile-events.ts';
import { users } from '../../src/server/db/schema.ts';
import { newAccount, registerAccount } from '../support/auth-requests.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof registerAccount>>;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'chief@example.com', AUTH_RATE_LIMIT_MAX: '1000' });
  admin = await registerAccount(t.app, { ...newAccount(), email: 'chief@example.com' });
});
afterAll(() => t.close());

function call(method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
}
const me = async (cookie: string) => (await call('GET', '/api/me', cookie)).json<Profile>();

describe('access', () => {
  it('answers 401 to anonymous visitors and 403 to users without the admin role', async () => {
    const user = await registerAccount(t.app);
    const routes: ['GET' | 'POST', string, object?][] = [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/audit'],
      ['POST', `/api/admin/users/${user.id}/status`, { status: 'deactivated' }],
      ['POST', `/api/admin/users/${admin.id}/premium`, { action: 'grant', months: 12 }],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      const forbidden = await call(method, url, user.cookie, body);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await me(user.cookie)).status).toBe('active');
    expect((await me(admin.cookie)).planTier).toBe('free');
  });
});

describe('finding users', () => {
  it('searches by email or name, case-insensitively, 20 per page', async () => {
    const now = new Date();
    await t.deps.db.insert(users).values(
      Array.from({ length: 23 }, (_, i) => ({
        id: `pager-${i}`,
        name: `Pager Person ${i}`,
        email: `pager-${i}@league.example`,
        createdAt: new Date(now.getTime() - i * 1000),
        updatedAt: now,
      })),
    );
    const first = (
      await call('GET', '/api/admin/users?q=PAGER', admin.cookie)
    ).json<AdminUserPage>();
    expect(first).toMatchObject({ total: 23, page: 1, pageSize: 20 });
    expect(first.users).toHaveLength(20);
    expect(first.users[0]).toMatchObject({ email: 'pager-0@league.example', planTier: 'free' });
    const second = (
      await call('GET', '/api/admin/users?q=pager&page=2', admin.cookie)
    ).json<AdminUserPage>();
    expect(second.users.map((u) => u.id)).toEqual(['pager-20', 'pager-21', 'pager-22']);

    const byName = (
      await call('GET', `/api/admin/users?q=${encodeURIComponent('person 7')}`, admin.cookie)
    ).json<AdminUserPage>();
    expect(byName.users.map((u) => u.id)).toEqual(['pager-7']);
    // LIKE wildcards typed by the admin are taken literally.
    const literal = (
      await call('GET', '/api/admin/users?q=%25', admin.cookie)
    ).json<AdminUserPage>();
    expect(literal.total).toBe(0);
    expect((await call('GET', '/api/admin/users?page=0', admin.cookie)).statusCode).toBe(400);
  });
});

describe('changing accounts', () => {
  it('grants, extends and revokes premium, live and audited', async () => {
    const user = await registerAccount(t.app);
    const published: unknown[] = [];
    const off = t.deps.pubsub.subscribe(profileTopic(user.id), (p) => published.push(p));
    try {
      const granted = await call('POST', `/api/admin/users/${user.id}/premium`, admin.cookie, {
        action: 'grant',
        months: 3,
      });
      expect(granted.statusCode, granted.body).toBe(200);
      const firstExpiry = new Date(granted.json<AdminUser>().premiumExpiresAt!);
      expect(granted.json<AdminUser>()).toMatchObject({ effectiveTier: 'tempo-premium' });
      expect(await me(user.cookie)).toMatchObject({ effectiveTier: 'tempo-premium' });
      // On PostgreSQL the change travels through LISTEN/NOTIFY, so it arrives a moment later.
      await vi.waitFor(() => expect(published).toHaveLength(1));

      const extended = await call('POST', `/api/admin/users/${user.id}/premium`, admin.cookie, {
        action: 'grant',
        months: 1,
      });
      expect(extended.json<AdminUser>().premiumExpiresAt).toBe(
        extendExpiry(firstExpiry, new Date(), 1).toISOString(),
      );

      const revoked = await call('POST', `/api/admin/users/${user.id}/premium`, admin.cookie, {
        action: 'revoke',
      });
      expect(revoked.json<AdminUser>()).toMatchObject({
        planTier: 'free',
        effectiveTier: 'free',
        premiumExpiresAt: null,
      });
      expect(await me(user.cookie)).toMatchObject({ effectiveTier: 'free' });
      await vi.waitFor(() => expect(published).toHaveLength(3));

      const bad = await call('POST', `/api/admin/users/${user.id}/premium`, admin.cookie, {
        action: 'grant',
        months: 0,
      });
      expect(bad.statusCode).toBe(400);
      const missing = await call('POST', '/api/admin/users/nobody/premium', admin.cookie, {
        action: 'revoke',
      });
      expect(missing.statusCode).toBe(404);

      const audit = (await call('GET', '/api/admin/audit', admin.cookie)).json<AuditPage>();
      const mine = audit.entries.filter((e) => e.target.id === user.id);
      expect(mine.map((e) => e.action)).toEqual([
        'revoke-premium',
        'grant-premium',
        'grant-premium',
      ]);
      expect(mine[2]).toMatchObject({
        admin: { id: admin.id, email: 'chief@example.com' },
        target: { email: user.email },
        details: { months: 3, previousExpiresAt: null },
      });
    } finally {
      off();
    }
  });

  it('sets an exact end of premium in the future only, and audits it', async () => {
    const user = await registerAccount(t.app);
    const endsAt = new Date(Date.now() + 3 * 86_400_000);
    const set = await call('POST', `/api/admin/users/${user.id}/premium`, admin.cookie, {
      action: 'set-expiry',
      expiresAt: endsAt.toISOString(),
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(await me(user.cookie)).toMatchObject({
      effectiveTier: 'tempo-premium',
      premiumExpiresAt: endsAt.toISOString(),
    });

    const past = await call('POST', `/api/admin/users/${user.id}/premium`, admin.cookie, {
      action: 'set-expiry',
      expiresAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ fields: { expiresAt: 'Choose a moment in the future' } });
    expect((await me(user.cookie)).premiumExpiresAt).toBe(endsAt.toISOString());

    const audit = (await call('GET', '/api/admin/audit', admin.cookie)).json<AuditPage>();
    expect(audit.entries.filter((e) => e.target.id === user.id)).toMatchObject([
      { action: 'set-premium-expiry', details: { premiumExpiresAt: endsAt.toISOString() } },
    ]);
  });

  it('deactivation takes effect on the next request and reaches open tabs; reactivation undoes it', async () => {
    const user = await registerAccount(t.app);
    const published: unknown[] = [];
    const off = t.deps.pubsub.subscribe(profileTopic(user.id), (p) => published.push(p));
    try {
      const res = await call('POST', `/api/admin/users/${user.id}/status`, admin.cookie, {
        status: 'deactivated',
      });
      expect(res.statusCode).toBe(200);
      await vi.waitFor(() => expect(published).toEqual([{ userId: user.id }]));
      expect((await me(user.cookie)).status).toBe('deactivated');
      const blocked = await t.app.inject({
        method: 'PATCH',
        url: '/api/me',
        headers: { cookie: user.cookie },
        payload: { name: 'Still here' },
      });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toMatchObject({ code: 'ACCOUNT_DEACTIVATED' });

      await call('POST', `/api/admin/users/${user.id}/status`, admin.cookie, { status: 'active' });
      expect((await me(user.cookie)).status).toBe('active');
      const audit = (await call('GET', '/api/admin/audit', admin.cookie)).json<AuditPage>();
      expect(
        audit.entries.filter((e) => e.target.id === user.id).map((e) => [e.action, e.details]),
      ).toEqual([
        ['reactivate', { previousStatus: 'deactivated', status: 'active' }],
        ['deactivate', { previousStatus: 'active', status: 'deactivated' }],
      ]);
    } finally {
      off();
    }
  });

  it('does not let an admin deactivate their own account from here', async () => {
    const res = await call('POST', `/api/admin/users/${admin.id}/status`, admin.cookie, {
      status: 'deactivated',
    });
    expect(res.statusCode).toBe(400);
    expect((await me(admin.cookie)).status).toBe('active');
  });
});

// Premium passes through the built-in sandbox provider (no Stripe keys): checkout creation,
// Pay and Cancel, exactly-once fulfilment, extension while premium, and the expiry job.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CheckoutCreated, Order } from '../../src/contract/billing.ts';
import type { Profile } from '../../src/contract/profile.ts';
import { extendExpiry, passes } from '../../src/domain/plans/plans.ts';
import { profileTopic } from '../../src/server/auth/profile-events.ts';
import { downgradeExpiredPlans } from '../../src/server/billing/expiry-job.ts';
import { payments } from '../../src/server/db/billing-schema.ts';
import { users } from '../../src/server/db/schema.ts';
import { registerAccount } from '../support/auth-requests.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', PREMIUM_EXPIRY_SWEEP_SECONDS: '1' });
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

function post(url: string, cookie?: string, payload?: object) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
}
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function checkout(cookie: string, passId: string) {
  const res = await post('/api/billing/checkout', cookie, { passId });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json<CheckoutCreated>();
  const sessionId = new URL(body.url).pathname.split('/').at(-1)!;
  return { ...body, sessionId };
}

async function profile(cookie: string) {
  return (await get('/api/me', cookie)).json<Profile>();
}

async function userRow(id: string) {
  const [row] = await t.deps.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('checkout with the sandbox provider', () => {
  it('asks an anonymous visitor to sign in and refuses an unknown pass', async () => {
    expect(
      (await post('/api/billing/checkout', undefined, { passId: 'premium-1m' })).statusCode,
    ).toBe(401);
    const u = await registerAccount(t.app);
    const bad = await post('/api/billing/checkout', u.cookie, { passId: 'premium-99m' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(bad.json<{ fields: Record<string, string> }>().fields.passId).toBe(
      'Choose the 1-month or the 12-month pass',
    );
  });

  it('records the order at the plans module’s price, whatever the browser sends', async () => {
    const u = await registerAccount(t.app);
    const res = await post('/api/billing/checkout', u.cookie, {
      passId: 'premium-12m',
      amount: 1,
      currency: 'eur',
    });
    expect(res.statusCode).toBe(201);
    const { orderId, url } = res.json<CheckoutCreated>();
    expect(url).toMatch(/^http:\/\/localhost:3000\/checkout\/sandbox\/sbx_[\w-]{20,}$/);
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.id, orderId));
    expect(row).toMatchObject({
      userId: u.id,
      passId: 'premium-12m',
      amount: passes['premium-12m'].amount,
      currency: 'usd',
      provider: 'sandbox',
      state: 'pending',
      providerSessionId: new URL(url).pathname.split('/').at(-1),
    });
  });

  it('pays once: Pay fulfils, a second Pay changes nothing, the order reads paid', async () => {
    const u = await registerAccount(t.app);
    const order = await checkout(u.cookie, 'premium-12m');

    const page = await get(`/api/billing/sandbox/sessions/${order.sessionId}`, u.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.json<{ order: Order }>().order).toMatchObject({ amount: 7900, state: 'pending' });

    const pay = await post(`/api/billing/sandbox/sessions/${order.sessionId}/pay`, u.cookie);
    expect(pay.statusCode).toBe(200);
    expect(pay.json()).toEqual({ redirectTo: `/pay-success?order=${order.orderId}` });

    const [paid] = await t.deps.db.select().from(payments).where(eq(payments.id, order.orderId));
    expect(paid?.state).toBe('paid');
    const expected = extendExpiry(null, paid!.paidAt!, 12);
    const after = await profile(u.cookie);
    expect(after).toMatchObject({ planTier: 'tempo-premium', effectiveTier: 'tempo-premium' });
    expect(after.premiumExpiresAt).toBe(expected.toISOString());

    const again = await post(`/api/billing/sandbox/sessions/${order.sessionId}/pay`, u.cookie);
    expect(again.statusCode).toBe(200);
    expect((await profile(u.cookie)).premiumExpiresAt).toBe(expected.toISOString());

    const state = await get(`/api/billing/orders/${order.orderId}`, u.cookie);
    expect(state.json<Order>()).toMatchObject({ state: 'paid', passId: 'premium-12m' });
  });

  it('keeps orders private: another account sees 404 and cannot pay them', async () => {
    const owner = await registerAccount(t.app);
    const other = await registerAccount(t.app);
    const order = await checkout(owner.cookie, 'premium-1m');
    expect((await get(`/api/billing/orders/${order.orderId}`, other.cookie)).statusCode).toBe(404);
    expect(
      (await post(`/api/billing/sandbox/sessions/${order.sessionId}/pay`, other.cookie)).statusCode,
    ).toBe(404);
    expect((await profile(other.cookie)).planTier).toBe('free');
    expect((await profile(owner.cookie)).planTier).toBe('free');
  });

  it('cancels: nothing is charged and the cancelled order cannot be paid afterwards', async () => {
    const u = await registerAccount(t.app);
    const order = await checkout(u.cookie, 'premium-1m');
    const cancel = await post(`/api/billing/sandbox/sessions/${order.sessionId}/cancel`, u.cookie);
    expect(cancel.json()).toEqual({ redirectTo: '/upgrade?cancelled=1' });
    expect((await get(`/api/billing/orders/${order.orderId}`, u.cookie)).json<Order>().state).toBe(
      'cancelled',
    );
    const pay = await post(`/api/billing/sandbox/sessions/${order.sessionId}/pay`, u.cookie);
    expect(pay.statusCode).toBe(409);
    expect((await profile(u.cookie)).planTier).toBe('free');
  });

  it('extends from the current expiry when buying while premium', async () => {
    const u = await registerAccount(t.app);
    const first = await checkout(u.cookie, 'premium-1m');
    await post(`/api/billing/sandbox/sessions/${first.sessionId}/pay`, u.cookie);
    const current = new Date((await profile(u.cookie)).premiumExpiresAt!);

    const second = await checkout(u.cookie, 'premium-12m');
    await post(`/api/billing/sandbox/sessions/${second.sessionId}/pay`, u.cookie);
    const extended = (await profile(u.cookie)).premiumExpiresAt;
    expect(extended).toBe(extendExpiry(current, new Date(), 12).toISOString());
    expect(new Date(extended!).getTime()).toBeGreaterThan(current.getTime() + 360 * DAY);
  });

  it('has no Stripe webhook without Stripe keys', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('expiry', () => {
  it('the background job sets expired passes back to free and tells open tabs', async () => {
    const u = await registerAccount(t.app);
    const order = await checkout(u.cookie, 'premium-1m');
    await post(`/api/billing/sandbox/sessions/${order.sessionId}/pay`, u.cookie);
    expect((await userRow(u.id)).planTier).toBe('tempo-premium');

    const published: unknown[] = [];
    const unsubscribe = t.deps.pubsub.subscribe(profileTopic(u.id), (p) => published.push(p));
    try {
      t.clock.advance(40 * DAY);
      // No request reads this account: only the job (every second here) can downgrade it.
      const deadline = Date.now() + 5_000;
      while ((await userRow(u.id)).planTier !== 'free' && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
      }
      expect((await userRow(u.id)).planTier).toBe('free');
      await vi.waitFor(() => expect(published).toContainEqual({ userId: u.id }));
      // Nothing is deleted: the expiry date stays for the record.
      expect((await userRow(u.id)).premiumExpiresAt).not.toBeNull();
      expect(await profile(u.cookie)).toMatchObject({ planTier: 'free', effectiveTier: 'free' });

      // Buying again after expiry counts from now, not from the old date.
      const again = await checkout(u.cookie, 'premium-1m');
      await post(`/api/billing/sandbox/sessions/${again.sessionId}/pay`, u.cookie);
      const [row] = await t.deps.db.select().from(payments).where(eq(payments.id, again.orderId));
      expect((await profile(u.cookie)).premiumExpiresAt).toBe(
        extendExpiry(null, row!.paidAt!, 1).toISOString(),
      );
    } finally {
      unsubscribe();
      t.clock.reset();
    }
  });

  it('downgradeExpiredPlans leaves running passes alone', async () => {
    const u = await registerAccount(t.app);
    const order = await checkout(u.cookie, 'premium-1m');
    await post(`/api/billing/sandbox/sessions/${order.sessionId}/pay`, u.cookie);
    expect(await downgradeExpiredPlans(t.deps, t.app.log)).not.toContain(u.id);
    expect((await userRow(u.id)).planTier).toBe('tempo-premium');
  });
});

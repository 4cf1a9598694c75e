// Stripe Checkout: session creation against a local HTTP server standing in for Stripe's API,
// and the signature-verified webhook that alone fulfils an order — exactly once, in any order.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutCreated, Order } from '../../src/contract/billing.ts';
import type { Profile } from '../../src/contract/profile.ts';
import { extendExpiry, passes } from '../../src/domain/plans/plans.ts';
import { payments } from '../../src/server/db/billing-schema.ts';
import { registerAccount } from '../support/auth-requests.ts';
import {
  checkoutSessionEvent,
  deliverStripeEvent,
  stripeSignature,
} from './support/stripe-events.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { joinVenueWifi, lan } from './support/venue-wifi.ts';

const secretKey = 'sk_test_tempo_integration';
const webhookSecret = 'whsec_tempo_integration_secret';

interface SeenRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: URLSearchParams;
}

const seen: SeenRequest[] = [];
let sessionCounter = 0;
const fakeStripe = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    seen.push({
      method: req.method ?? '',
      path: req.url ?? '',
      headers: req.headers,
      form: new URLSearchParams(body),
    });
    sessionCounter += 1;
    const id = `cs_test_${sessionCounter}_${Date.now()}`;
    res.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${id}` });
    res.end(
      JSON.stringify({
        id,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'unpaid',
        url: `https://checkout.stripe.test/c/pay/${id}`,
      }),
    );
  });
});

let t: TestApp;

/** A server with Stripe keys, talking to the fake Stripe above. */
function stripeApp(env: Record<string, string> = {}) {
  const { port } = fakeStripe.address() as AddressInfo;
  return createTestApp({
    AUTH_RATE_LIMIT_MAX: '1000',
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: `http://127.0.0.1:${port}`,
    ...env,
  });
}

beforeAll(async () => {
  await new Promise<void>((resolve) => fakeStripe.listen(0, '127.0.0.1', resolve));
  t = await stripeApp();
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => fakeStripe.close(resolve));
});

/** Buys a pass as a new account, from a page at `host` when one is given. */
async function buy(passId: 'premium-1m' | 'premium-12m', on = t, host?: string) {
  const page: Record<string, string> = host ? { host, origin: `http://${host}` } : {};
  const u = await registerAccount(on.app, undefined, { headers: page });
  const res = await on.app.inject({
    method: 'POST',
    url: '/api/billing/checkout',
    headers: { cookie: u.cookie, ...page },
    payload: { passId, amount: 5 },
  });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json<CheckoutCreated>();
  const [row] = await on.deps.db.select().from(payments).where(eq(payments.id, created.orderId));
  return { user: u, ...created, sessionId: row!.providerSessionId! };
}

const stripeEvent = checkoutSessionEvent;

function deliver(payload: string, signature?: string) {
  return deliverStripeEvent(t.app, payload, { secret: webhookSecret, signature });
}

async function profileOf(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  return res.json<Profile>();
}
async function orderOf(cookie: string, orderId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/billing/orders/${orderId}`,
    headers: { cookie },
  });
  return res.json<Order>();
}

describe('creating a Stripe checkout session', () => {
  it('sends Stripe exactly the session our plans module describes', async () => {
    seen.length = 0;
    const order = await buy('premium-12m');
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(request!.headers.authorization).toBe(`Bearer ${secretKey}`);
    expect(request!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request!.headers['idempotency-key']).toBe(`checkout-${order.orderId}`);
    const form = Object.fromEntries(request!.form);
    expect(form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': String(passes['premium-12m'].amount),
      'line_items[0][price_data][product_data][name]': passes['premium-12m'].name,
      success_url: `http://localhost:3000/pay-success?order=${order.orderId}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: 'http://localhost:3000/upgrade?cancelled=1',
      client_reference_id: order.orderId,
      'metadata[orderId]': order.orderId,
      'metadata[passId]': 'premium-12m',
      customer_email: order.user.email,
    });
    expect(order.url).toBe(`https://checkout.stripe.test/c/pay/${order.sessionId}`);
    expect(await orderOf(order.user.cookie, order.orderId)).toMatchObject({
      provider: 'stripe',
      state: 'pending',
      amount: 7900,
    });
  });

  it('has no sandbox checkout while Stripe is configured', async () => {
    const order = await buy('premium-1m');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/billing/sandbox/sessions/${order.sessionId}/pay`,
      headers: { cookie: order.user.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect((await profileOf(order.user.cookie)).planTier).toBe('free');
  });
});

describe('Stripe’s way back to the address the buyer left from', () => {
  /** A purchase from a page at `host` gives Stripe success and cancel pages on `origin`. */
  async function expectSentBack(on: TestApp, host: string, origin: string) {
    seen.length = 0;
    const { orderId } = await buy('premium-1m', on, host);
    expect(Object.fromEntries(seen[0]!.form)).toMatchObject({
      success_url: `${origin}/pay-success?order=${orderId}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/upgrade?cancelled=1`,
    });
  }

  let venue: TestApp;
  let leaveVenueWifi: () => void;
  beforeAll(async () => {
    leaveVenueWifi = joinVenueWifi();
    venue = await stripeApp({ PUBLIC_URL: '' });
  });
  afterAll(async () => {
    leaveVenueWifi();
    await venue.close();
  });

  it('without PUBLIC_URL, is the laptop’s LAN address a tablet paid from', async () => {
    await expectSentBack(venue, lan.host, lan.origin);
  });

  it('without PUBLIC_URL, is the default for a Host that is not this machine', async () => {
    await expectSentBack(venue, 'evil.example:3000', 'http://localhost:3000');
  });

  it('with PUBLIC_URL set, is PUBLIC_URL even from the LAN address', async () => {
    await expectSentBack(t, lan.host, 'http://localhost:3000');
  });
});

describe('the Stripe webhook', () => {
  it('fulfils a paid checkout.session.completed with a valid signature', async () => {
    const order = await buy('premium-12m');
    const res = await deliver(
      stripeEvent('checkout.session.completed', {
        id: order.sessionId,
        client_reference_id: order.orderId,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const paid = await orderOf(order.user.cookie, order.orderId);
    expect(paid.state).toBe('paid');
    const profile = await profileOf(order.user.cookie);
    expect(profile.effectiveTier).toBe('tempo-premium');
    expect(profile.premiumExpiresAt).toBe(
      extendExpiry(null, new Date(paid.paidAt!), 12).toISOString(),
    );
  });

  it('refuses an invalid signature with 400 and changes nothing', async () => {
    const order = await buy('premium-1m');
    const payload = stripeEvent('checkout.session.completed', { id: order.sessionId });
    const forged = stripeSignature(payload, 'whsec_wrong');
    const res = await deliver(payload, forged);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
    // A valid signature over a different body does not pass either.
    const tampered = await deliver(
      payload.replace('"paid"', '"paid" '),
      stripeSignature(payload, webhookSecret),
    );
    expect(tampered.statusCode).toBe(400);
    expect((await orderOf(order.user.cookie, order.orderId)).state).toBe('pending');
    expect((await profileOf(order.user.cookie)).planTier).toBe('free');
  });

  it('fulfils once when the same event is delivered five times', async () => {
    const order = await buy('premium-1m');
    const payload = stripeEvent('checkout.session.completed', { id: order.sessionId });
    const first = await deliver(payload);
    expect(first.statusCode).toBe(200);
    const expiry = (await profileOf(order.user.cookie)).premiumExpiresAt;
    expect(expiry).not.toBeNull();
    for (let i = 0; i < 4; i += 1) {
      expect((await deliver(payload)).statusCode).toBe(200);
    }
    expect((await profileOf(order.user.cookie)).premiumExpiresAt).toBe(expiry);
    const paid = await orderOf(order.user.cookie, order.orderId);
    expect(expiry).toBe(extendExpiry(null, new Date(paid.paidAt!), 1).toISOString());
  });

  it('fulfils once when async_payment_succeeded overtakes completed', async () => {
    const order = await buy('premium-1m');
    const succeeded = await deliver(
      stripeEvent('checkout.session.async_payment_succeeded', { id: order.sessionId }),
    );
    expect(succeeded.statusCode).toBe(200);
    const expiry = (await profileOf(order.user.cookie)).premiumExpiresAt;
    expect(expiry).not.toBeNull();
    // The late completed event (paid or, for delayed methods, unpaid) and a stray failure
    // change nothing.
    await deliver(stripeEvent('checkout.session.completed', { id: order.sessionId }));
    await deliver(
      stripeEvent('checkout.session.completed', { id: order.sessionId, payment_status: 'unpaid' }),
    );
    await deliver(stripeEvent('checkout.session.async_payment_failed', { id: order.sessionId }));
    expect((await profileOf(order.user.cookie)).premiumExpiresAt).toBe(expiry);
    expect((await orderOf(order.user.cookie, order.orderId)).state).toBe('paid');
  });

  it('waits on an unpaid completion, and records a failed or expired session as failed', async () => {
    const delayed = await buy('premium-1m');
    await deliver(
      stripeEvent('checkout.session.completed', {
        id: delayed.sessionId,
        payment_status: 'unpaid',
      }),
    );
    expect((await orderOf(delayed.user.cookie, delayed.orderId)).state).toBe('pending');
    await deliver(stripeEvent('checkout.session.async_payment_failed', { id: delayed.sessionId }));
    expect((await orderOf(delayed.user.cookie, delayed.orderId)).state).toBe('failed');
    expect((await profileOf(delayed.user.cookie)).planTier).toBe('free');

    const abandoned = await buy('premium-12m');
    await deliver(stripeEvent('checkout.session.expired', { id: abandoned.sessionId }));
    expect((await orderOf(abandoned.user.cookie, abandoned.orderId)).state).toBe('failed');
  });

  it('logs and ignores an event for an unknown session (200)', async () => {
    const res = await deliver(
      stripeEvent('checkout.session.completed', {
        id: 'cs_test_unknown',
        client_reference_id: 'no-such-order',
      }),
    );
    expect(res.statusCode).toBe(200);
    const res2 = await deliver(stripeEvent('payment_intent.created', { id: 'pi_1' }));
    expect(res2.statusCode).toBe(200);
  });

  it('extends from the current expiry when the buyer is already premium', async () => {
    const first = await buy('premium-1m');
    await deliver(stripeEvent('checkout.session.completed', { id: first.sessionId }));
    const current = new Date((await profileOf(first.user.cookie)).premiumExpiresAt!);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: { cookie: first.user.cookie },
      payload: { passId: 'premium-1m' },
    });
    const { orderId } = res.json<CheckoutCreated>();
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.id, orderId));
    await deliver(stripeEvent('checkout.session.completed', { id: row!.providerSessionId! }));
    expect((await profileOf(first.user.cookie)).premiumExpiresAt).toBe(
      extendExpiry(current, new Date(), 1).toISOString(),
    );
  });

  it('answers 502 and records the order as failed when Stripe cannot be reached', async () => {
    const down = await createTestApp({
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      // Nothing listens on port 9 (discard) here.
      STRIPE_API_BASE: 'http://127.0.0.1:9',
    });
    try {
      const u = await registerAccount(down.app);
      const res = await down.app.inject({
        method: 'POST',
        url: '/api/billing/checkout',
        headers: { cookie: u.cookie },
        payload: { passId: 'premium-1m' },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ code: 'PAYMENT_PROVIDER' });
      const rows = await down.deps.db.select().from(payments).where(eq(payments.userId, u.id));
      expect(rows.map((r) => r.state)).toEqual(['failed']);
    } finally {
      await down.close();
    }
  });
});

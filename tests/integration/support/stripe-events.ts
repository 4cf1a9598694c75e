// Stripe's side of a checkout as Tempo's webhook receives it: a checkout-session event, and its
// delivery signed the way Stripe signs it (with the test helper of Stripe's own library).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

const stripe = new Stripe('sk_test_signing_only');

/** A checkout-session event of `type`, paid unless the session says otherwise. */
export function checkoutSessionEvent(
  type: string,
  session: { id: string; payment_status?: string; client_reference_id?: string | null },
): string {
  return JSON.stringify({
    id: `evt_${randomUUID()}`,
    object: 'event',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object: { object: 'checkout.session', payment_status: 'paid', ...session } },
  });
}

/** Stripe's signature header for `payload` under `secret`. */
export function stripeSignature(payload: string, secret: string): string {
  return stripe.webhooks.generateTestHeaderString({ payload, secret });
}

/** POSTs `payload` to the webhook, signed with `secret` unless a `signature` is given. */
export function deliverStripeEvent(
  app: FastifyInstance,
  payload: string,
  { secret, signature }: { secret: string; signature?: string },
) {
  return app.inject({
    method: 'POST',
    url: '/api/billing/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signature ?? stripeSignature(payload, secret),
    },
    payload,
  });
}

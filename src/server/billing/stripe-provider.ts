// Stripe Checkout in payment mode. The session carries our order id both as
// client_reference_id and in metadata, so a webhook can be matched to its order even if it
// arrives before the session id was stored.
import Stripe from 'stripe';
import type { Config } from '../config.ts';
import { returnPaths, type PaymentProvider } from './provider.ts';

type StripeConfig = NonNullable<Config['stripe']>;

export function stripeClient(config: StripeConfig): Stripe {
  const base = config.apiBase;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

export function stripeProvider(config: StripeConfig): PaymentProvider {
  const stripe = stripeClient(config);
  return {
    name: 'stripe',
    async createCheckout({ orderId, userId, email, pass, origin }) {
      const paths = returnPaths(orderId);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: pass.currency,
                unit_amount: pass.amount,
                product_data: { name: pass.name },
              },
            },
          ],
          // Stripe fills in {CHECKOUT_SESSION_ID} itself.
          success_url: `${origin}${paths.success}&session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${origin}${paths.cancel}`,
          client_reference_id: orderId,
          customer_email: email,
          metadata: { orderId, userId, passId: pass.id },
        },
        // A retried request must not open a second session for the same order.
        { idempotencyKey: `checkout-${orderId}` },
      );
      if (!session.url)
        throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { sessionId: session.id, url: session.url };
    },
  };
}

/** Verifies the Stripe-Signature header against the raw body; throws when it does not match. */
export function verifyStripeEvent(
  stripe: Stripe,
  config: StripeConfig,
  rawBody: Buffer,
  signature: string,
): Stripe.Event {
  return stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
}

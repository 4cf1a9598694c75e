// The built-in test checkout: no money moves. Its page lives in the web app
// (/checkout/sandbox/:sessionId) and is served only while no Stripe key is configured.
import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './provider.ts';

export const sandboxCheckoutPath = (sessionId: string) =>
  `/checkout/sandbox/${encodeURIComponent(sessionId)}`;

export function sandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    createCheckout({ origin }) {
      // Unguessable, like Stripe's: the id is all the checkout page's URL carries.
      const sessionId = `sbx_${randomBytes(18).toString('base64url')}`;
      return Promise.resolve({ sessionId, url: `${origin}${sandboxCheckoutPath(sessionId)}` });
    },
  };
}

// Premium as an organiser gets it: a checkout for a pass, paid on the built-in sandbox checkout
// (the bench servers run without a Stripe key, so the sandbox provider takes the payment).
import { apiPath, billingPaths } from '../src/contract/api-paths.ts';
import type { ApiClient } from './api-client.ts';

/** Buys the 1-month pass for the client's signed-in account. */
export async function buyPremium(client: ApiClient): Promise<void> {
  const checkout = await client.request<{ url: string }>(
    'POST',
    billingPaths.checkout,
    { passId: 'premium-1m' },
    201,
  );
  // The checkout's address ends with the sandbox session: …/checkout/sandbox/sbx_….
  const sessionId = new URL(checkout.url).pathname.split('/').pop()!;
  await client.request('POST', apiPath(billingPaths.sandboxPay, { sessionId }), {});
}

import type { Config } from '../config.ts';
import type { PaymentProvider } from './provider.ts';
import { sandboxProvider } from './sandbox-provider.ts';

/**
 * Stripe when its keys are configured; otherwise the sandbox, so a fresh machine can pay. Stripe's
 * library is loaded only then: a few MB a server without keys would hold for nothing.
 */
export async function createPaymentProvider(config: Config): Promise<PaymentProvider> {
  if (!config.stripe) return sandboxProvider();
  const { stripeProvider } = await import('./stripe-provider.ts');
  return stripeProvider(config.stripe);
}

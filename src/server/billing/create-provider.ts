import type { Config } from '../config.ts';
import type { PaymentProvider } from './provider.ts';
import { sandboxProvider } from './sandbox-provider.ts';
import { stripeProvider } from './stripe-provider.ts';

/** Stripe when its keys are configured; otherwise the sandbox, so a fresh machine can pay. */
export function createPaymentProvider(config: Config): PaymentProvider {
  return config.stripe ? stripeProvider(config.stripe) : sandboxProvider();
}

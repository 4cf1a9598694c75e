// One interface for every way of taking a payment. Checkout creation differs per provider;
// fulfilment does not: both Stripe's webhook and the sandbox's Pay button end in fulfilOrder().
import type { Pass } from '../../domain/plans/plans.ts';

export interface CheckoutRequest {
  orderId: string;
  userId: string;
  email: string;
  pass: Pass;
}

export interface CheckoutSession {
  /** The provider's id of the checkout session; unique per order. */
  sessionId: string;
  /** Where the browser goes to pay. */
  url: string;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'sandbox';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
}

/** Where the provider sends the browser back after paying or giving up. */
export function returnUrls(publicUrl: string, orderId: string) {
  return {
    success: `${publicUrl}/pay-success?order=${encodeURIComponent(orderId)}`,
    cancel: `${publicUrl}/upgrade?cancelled=1`,
  };
}

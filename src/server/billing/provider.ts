// One interface for every way of taking a payment. Checkout creation differs per provider;
// fulfilment does not: both Stripe's webhook and the sandbox's Pay button end in fulfilOrder().
import type { Pass } from '../../domain/plans/plans.ts';

export interface CheckoutRequest {
  orderId: string;
  userId: string;
  email: string;
  pass: Pass;
  /**
   * The origin the browser is at, where it pays (the sandbox) and comes back to after paying or
   * giving up: the address the person is using (http/link-origin.ts).
   */
  origin: string;
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

/** Where the browser goes back to after paying or giving up, on the origin it left from. */
export function returnPaths(orderId: string) {
  return {
    success: `/pay-success?order=${encodeURIComponent(orderId)}`,
    cancel: '/upgrade?cancelled=1',
  };
}

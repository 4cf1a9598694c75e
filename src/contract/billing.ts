import { z } from 'zod';
import { passIds } from '../domain/plans/plans.ts';
import { storableString } from './storable-string.ts';

export const passIdSchema = z.enum(passIds, { error: 'Choose the 1-month or the 12-month pass' });

/** The browser names a pass, never a price: the amount comes from the plans module. */
export const createCheckoutSchema = z.object({ passId: passIdSchema });
export type CreateCheckout = z.infer<typeof createCheckoutSchema>;

export const checkoutCreatedSchema = z.object({
  orderId: z.string(),
  /** Where to send the browser: Stripe's hosted page or the sandbox checkout page. */
  url: z.string(),
});
export type CheckoutCreated = z.infer<typeof checkoutCreatedSchema>;

export const paymentStateSchema = z.enum(['pending', 'paid', 'failed', 'cancelled']);
export type PaymentState = z.infer<typeof paymentStateSchema>;

export const paymentProviderSchema = z.enum(['stripe', 'sandbox']);

export const orderSchema = z.object({
  id: z.string(),
  passId: passIdSchema,
  /** Integer minor units (cents). */
  amount: z.number().int(),
  currency: z.literal('usd'),
  provider: paymentProviderSchema,
  state: paymentStateSchema,
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderParamsSchema = z.object({ orderId: storableString().min(1).max(100) });
export const sandboxParamsSchema = z.object({ sessionId: storableString().min(1).max(200) });

/** What the sandbox checkout page shows, and where its buttons lead. */
export const sandboxSessionSchema = z.object({ order: orderSchema });
export const sandboxOutcomeSchema = z.object({ redirectTo: z.string() });

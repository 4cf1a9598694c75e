// Premium passes (docs/product/plans.md): a checkout for a pass, the order's state, Stripe's webhook,
// and — while no Stripe key is configured — the sandbox checkout's Pay and Cancel.
import { z } from 'zod';
import { billingPaths } from '../api-paths.ts';
import {
  checkoutCreatedSchema,
  createCheckoutSchema,
  orderParamsSchema,
  orderSchema,
  sandboxOutcomeSchema,
  sandboxParamsSchema,
  sandboxSessionSchema,
} from '../billing.ts';
import { sessionErrors } from '../common-responses.ts';
import { endpoint } from '../endpoint.ts';
import { apiErrorSchema } from '../api-error.ts';

const tags = ['billing'];
/** Sandbox pay and cancel: where the browser goes next, or 404 / 409 for a finished order. */
const sandboxOutcomeResponses = {
  200: sandboxOutcomeSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  ...sessionErrors,
} as const;

export const createCheckout = endpoint({
  method: 'POST',
  path: billingPaths.checkout,
  operationId: 'createCheckout',
  summary: 'Start paying for a premium pass; answers where to send the browser',
  description:
    'The amount comes from the plans module, never from the request. The order is fulfilled only by the provider’s confirmation.',
  tags,
  body: createCheckoutSchema,
  responses: {
    201: checkoutCreatedSchema,
    400: apiErrorSchema,
    502: apiErrorSchema,
    ...sessionErrors,
  },
});

export const getOrder = endpoint({
  method: 'GET',
  path: billingPaths.order,
  operationId: 'getOrder',
  summary: 'One of the signed-in user’s orders, with its payment state',
  tags,
  params: orderParamsSchema,
  responses: { 200: orderSchema, 404: apiErrorSchema, ...sessionErrors },
});

/** Registered only with Stripe keys. Its body is read raw: the signature is over the exact bytes. */
export const receiveStripeWebhook = endpoint({
  method: 'POST',
  path: billingPaths.stripeWebhook,
  operationId: 'receiveStripeWebhook',
  summary: 'Stripe webhook: checkout session events, verified by their signature',
  tags,
  access: 'public',
  headers: z.looseObject({ 'stripe-signature': z.string().min(1) }),
  responses: { 200: z.object({ received: z.literal(true) }), 400: apiErrorSchema },
});

export const getSandboxSession = endpoint({
  method: 'GET',
  path: billingPaths.sandboxSession,
  operationId: 'getSandboxSession',
  summary: 'Sandbox checkout: the order a test checkout is for (no money moves)',
  tags,
  params: sandboxParamsSchema,
  responses: { 200: sandboxSessionSchema, 404: apiErrorSchema, ...sessionErrors },
});

export const paySandboxSession = endpoint({
  method: 'POST',
  path: billingPaths.sandboxPay,
  operationId: 'paySandboxSession',
  summary: 'Sandbox checkout: pay (no money moves); fulfils the order once',
  tags,
  params: sandboxParamsSchema,
  responses: sandboxOutcomeResponses,
});

export const cancelSandboxSession = endpoint({
  method: 'POST',
  path: billingPaths.sandboxCancel,
  operationId: 'cancelSandboxSession',
  summary: 'Sandbox checkout: cancel; nothing is charged',
  tags,
  params: sandboxParamsSchema,
  responses: sandboxOutcomeResponses,
});

import { z } from 'zod';

/**
 * Every error the API answers has this shape, so the web app can show a person a message
 * (and per-field messages for validation errors) without guessing.
 */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const errorCodes = {
  validation: 'VALIDATION_FAILED',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  accountDeactivated: 'ACCOUNT_DEACTIVATED',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rateLimited: 'RATE_LIMITED',
  planLimit: 'PLAN_LIMIT',
  /** A premium-only feature was asked for on the free plan; the UI offers an upgrade. */
  premiumRequired: 'PREMIUM_REQUIRED',
  /** The payment provider could not be reached or refused the request. */
  paymentProvider: 'PAYMENT_PROVIDER',
  /** A public output of a tournament whose outputs are off or whose owner is deactivated. */
  outputsNotPublic: 'OUTPUTS_NOT_PUBLIC',
  /** A state-changing request from a page on an origin this server does not trust (CSRF). */
  originNotTrusted: 'ORIGIN_NOT_TRUSTED',
  internal: 'INTERNAL',
  /** A delete that would take other rows with it: the answer lists them, the person confirms. */
  confirmationRequired: 'CONFIRMATION_REQUIRED',
  /** Set by the web app, never sent by the server: no answer came (offline, server down). */
  network: 'NETWORK',
  /** Set by the web app, never sent by the server: an answer that is not the API's JSON. */
  unexpectedResponse: 'UNEXPECTED_RESPONSE',
} as const;

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
  /** A write to an archived (read-only) tournament. */
  tournamentArchived: 'TOURNAMENT_ARCHIVED',
  inviteExpired: 'INVITE_EXPIRED',
  inviteUsedUp: 'INVITE_USED_UP',
  inviteRevoked: 'INVITE_REVOKED',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  /** A request that sent its headers or body too slowly. */
  requestTimeout: 'REQUEST_TIMEOUT',
  /** Analytics was asked of a server where it is turned off. */
  analyticsOff: 'ANALYTICS_OFF',
  /** A payment webhook whose signature does not match. */
  invalidSignature: 'INVALID_SIGNATURE',
  /** Better Auth's: sign-in before the email address was confirmed. */
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  /** Better Auth's: the current password given to change it is wrong. */
  invalidPassword: 'INVALID_PASSWORD',
  /** A delete that would take other rows with it: the answer lists them, the person confirms. */
  confirmationRequired: 'CONFIRMATION_REQUIRED',
  /** Set by the web app, never sent by the server: no answer came (offline, server down). */
  network: 'NETWORK',
  /** Set by the web app, never sent by the server: an answer that is not the API's JSON. */
  unexpectedResponse: 'UNEXPECTED_RESPONSE',
} as const;

// The codes of the API's errors; the body that carries one is api-error.ts. No zod here: the web
// app's first page reads these codes and loads no schema library (decision 0023).
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

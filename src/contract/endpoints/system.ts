// The server itself: its liveness, and what the web app must know of its configuration before
// anyone signs in.
import { apiPaths } from '../api-paths.ts';
import { apiErrorSchema } from '../api-error.ts';
import { fileBody } from '../common-responses.ts';
import { endpoint } from '../endpoint.ts';
import { healthSchema } from '../health.ts';
import { publicConfigSchema } from '../public-config.ts';

const tags = ['system'];

export const getHealth = endpoint({
  method: 'GET',
  path: apiPaths.health,
  operationId: 'getHealth',
  summary: 'Liveness and database check',
  tags,
  access: 'public',
  responses: { 200: healthSchema },
});

export const getPublicConfig = endpoint({
  method: 'GET',
  path: apiPaths.publicConfig,
  operationId: 'getPublicConfig',
  summary: 'Server settings the web app needs before sign-in',
  tags,
  access: 'public',
  responses: { 200: publicConfigSchema },
});

export const getVenueCertificate = endpoint({
  method: 'GET',
  path: apiPaths.venueCertificate,
  operationId: 'getVenueCertificate',
  summary: "Tempo's own certificate authority, for the venue's devices to trust (HTTPS=local)",
  description:
    'PEM, as a file to download (tempo-venue-ca.crt). 404 when the server does not sign its own certificate.',
  tags,
  access: 'public',
  produces: 'application/x-x509-ca-cert',
  responses: { 200: fileBody('application/x-x509-ca-cert'), 404: apiErrorSchema },
});

// The server itself: its liveness, and what the web app must know of its configuration before
// anyone signs in.
import { apiPaths } from '../api-paths.ts';
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

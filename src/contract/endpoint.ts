// Every endpoint of the API is written once, as data: its method and path, the schemas of what it
// takes and what it answers, and who may call it. The server registers the route from it
// (src/server/http/endpoint-route.ts, which also feeds the OpenAPI document) and the web app calls
// it through it (src/web/lib/call-endpoint.ts), so a path, a list envelope or a response shape is
// never written a second time on the other side.
import type { z } from 'zod';

export { apiPath, type HasPathParams, type PathParams } from './api-paths.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointDefinition {
  method: HttpMethod;
  /** Fastify's pattern: `:name` segments are the path parameters. */
  path: string;
  /** Unique across the API: a generated client names its function after it. */
  operationId: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  /**
   * `session` (the default): the session cookie is required; `public`: anyone may call it;
   * `publicOrSession`: anyone may, and a session, when one is sent, changes the answer.
   */
  access?: 'session' | 'public' | 'publicOrSession';
  params?: z.ZodObject;
  /** Request headers the endpoint requires (most need none; the session cookie is implied). */
  headers?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Every status the endpoint answers with its body; errors are `apiErrorSchema`. */
  responses: Readonly<Record<number, z.ZodType>>;
  /** The media type of a successful answer that is not JSON (a file); its errors stay JSON. */
  produces?: string;
  /** The media types of a body that is not JSON (raw bytes, e.g. an image upload). */
  consumes?: readonly string[];
}

/**
 * Checks an endpoint against the shape while keeping its exact types for both sides. Marked free
 * of side effects so a bundle drops the endpoints of a module that its page does not call.
 */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<const E extends EndpointDefinition>(definition: E): E {
  return definition;
}

/** The statuses of a successful answer. */
type SuccessStatus = 200 | 201 | 202 | 204;

/** The schema of an endpoint's successful answer. */
export type SuccessSchema<E extends EndpointDefinition> = E['responses'][Extract<
  keyof E['responses'],
  SuccessStatus
>];

/** The lowest 2xx status an endpoint declares, and its schema (none for 204). */
export function successOf(e: EndpointDefinition): { status: number; schema?: z.ZodType } {
  const status = Object.keys(e.responses)
    .map(Number)
    .filter((s) => s >= 200 && s < 300)
    .sort((a, b) => a - b)[0];
  if (status === undefined) throw new Error(`${e.operationId} declares no successful answer`);
  return { status, schema: status === 204 ? undefined : e.responses[status] };
}

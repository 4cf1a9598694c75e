// Calls an endpoint of the contract's table: the path filled from typed params, the query and body
// typed from its schemas, and the answer checked against the schema of its successful status.
import type { z } from 'zod';
import {
  apiPath,
  successOf,
  type EndpointDefinition,
  type HasPathParams,
  type PathParams,
  type SuccessSchema,
} from '../../contract/endpoint.ts';
import { apiFetch } from './api-client.ts';

type Input<S> = S extends z.ZodType ? z.input<S> : never;

export type EndpointInput<E extends EndpointDefinition> = (HasPathParams<E['path']> extends true
  ? { params: PathParams<E['path']> }
  : { params?: undefined }) &
  (E['body'] extends z.ZodType ? { body: Input<E['body']> } : { body?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: Input<E['query']> } : { query?: undefined }) & {
    signal?: AbortSignal;
  };

/** What a successful call gives: the parsed answer, nothing for 204. */
export type EndpointOutput<E extends EndpointDefinition> =
  SuccessSchema<E> extends z.ZodNull ? void : z.output<SuccessSchema<E>>;

/** The URL of an endpoint, e.g. for a link or a download. */
export function endpointUrl<E extends EndpointDefinition>(
  e: E,
  input: { params?: PathParams<E['path']>; query?: unknown },
): string {
  const path = apiPath(e.path, (input.params ?? {}) as PathParams<E['path']>);
  const query = new URLSearchParams();
  // Query schemas hold strings, numbers and booleans only: they travel as text.
  const values = (input.query ?? {}) as Record<string, string | number | boolean | undefined>;
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

export function callEndpoint<E extends EndpointDefinition>(
  e: E,
  input: EndpointInput<E>,
): Promise<EndpointOutput<E>> {
  return apiFetch(endpointUrl(e, input), {
    method: e.method,
    body: input.body,
    schema: successOf(e).schema as z.ZodType<EndpointOutput<E>> | undefined,
    signal: input.signal,
  });
}

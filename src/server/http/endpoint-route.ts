// Registers an endpoint of the contract's table on Fastify: method, URL and the schemas Fastify
// validates with, answers with and writes into the OpenAPI document. Spread it into `app.route`
// with the route's access rule and its handler; the request and reply are typed from the schemas.
//
//   app.route({ ...endpointRoute(listTeams), ...seasonMember.options, handler: async (req) => … });
import type { EndpointDefinition } from '../../contract/endpoint.ts';
import { operationSecurity } from '../../contract/openapi-names.ts';

/** The OpenAPI security requirement of each kind of access. */
const securityOf = {
  session: operationSecurity.session,
  public: operationSecurity.anyone,
  publicOrSession: operationSecurity.anyoneOrSession,
} as const;

/** Leaves a key out when it has no value: Fastify reads a present `body: undefined` as a schema. */
function present<K extends string, V>(key: K, value: V | undefined) {
  return (value === undefined ? {} : { [key]: value }) as Record<K, V>;
}

export function endpointRoute<const E extends EndpointDefinition>(e: E) {
  return {
    method: e.method,
    url: e.path,
    schema: {
      operationId: e.operationId,
      summary: e.summary,
      ...present('description', e.description),
      tags: [...e.tags],
      security: [...securityOf[e.access ?? 'session']],
      ...present('produces', e.produces === undefined ? undefined : [e.produces]),
      ...present('consumes', e.consumes === undefined ? undefined : [...e.consumes]),
      ...present('params', e.params as E['params']),
      ...present('headers', e.headers as E['headers']),
      ...present('querystring', e.query as E['query']),
      ...present('body', e.body as E['body']),
      response: e.responses as E['responses'],
    },
  };
}

// The OpenAPI document at /api/openapi.json, made for code generators as much as for people:
// @fastify/swagger walks the routes, fastify-type-provider-zod turns their zod schemas into JSON
// Schema, and this module adds what a generator needs beyond what the routes say:
//
// - each operation's operationId and security requirement, as its endpoint states them (the
//   endpoint table, contract/endpoint.ts, through endpointRoute): the session cookie, nothing, or
//   either;
// - true media types: a route's `schema.produces` names what its success answers are (a CSV, a
//   PDF, an image, an event stream) and its errors stay JSON, as the error handler sends them;
//   `schema.consumes` without a body schema is a raw upload, its bytes in those types;
// - the contract's entities (contract/openapi-names.ts) as `components.schemas`, each
//   referred to by `$ref`, and only those some operation uses;
// - the 429 any request may meet (too many in progress from one address, address-limits.ts);
// - a server: PUBLIC_URL when set, else the address the document was fetched from.
// tests/integration/openapi.test.ts lints the result with Redocly and compiles a client from it.
import { STATUS_CODES } from 'node:http';
import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  componentSchemas,
  operationSecurity,
  sessionScheme,
} from '../../contract/openapi-names.ts';

export interface DocumentOptions {
  /** PUBLIC_URL, when it was set. */
  publicUrl: string | null;
  /** Better Auth's session cookie name (`__Secure-` prefixed on https). */
  sessionCookie: string;
}

/** The options of @fastify/swagger for Tempo's document. */
export function openapiDocument(opts: DocumentOptions): FastifyDynamicSwaggerOptions {
  registerComponentSchemas();
  const addComponents = createJsonSchemaTransformObject({});
  return {
    openapi: {
      // 3.1: a nullable entity is `anyOf: [$ref, null]`, which 3.0 cannot say by its own rules.
      openapi: '3.1.0',
      info: {
        title: 'Tempo API',
        version: '1',
        description:
          'Tournaments, seasons, teams, players, games and live game data. Sign in through Better Auth under /api/auth (POST /api/auth/sign-in/email with `{ email, password }`); it sets the session cookie that the operations here require. Better Auth’s own endpoints are its library’s API and are not described here.',
      },
      servers: [
        opts.publicUrl
          ? { url: opts.publicUrl, description: 'PUBLIC_URL' }
          : { url: '/', description: 'The address this document was fetched from' },
      ],
      components: {
        securitySchemes: {
          [sessionScheme]: {
            type: 'apiKey',
            in: 'cookie',
            name: opts.sessionCookie,
            description: 'Better Auth’s session, set by signing in under /api/auth.',
          },
        },
      },
      security: [...operationSecurity.session],
    },
    transform: describeOperation,
    transformObject: (documentObject) => finishDocument(addComponents(documentObject) as Document),
  };
}

/** Gives each entity its component name; what the schema already carries (a description) stays. */
function registerComponentSchemas() {
  for (const [id, schema] of Object.entries(componentSchemas)) {
    z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
  }
}

/** A JSON Schema, or an answer already given per media type. */
type Json = Record<string, unknown>;
interface MediaAnswer {
  description?: string;
  content: Record<string, { schema: Json }>;
}

const describeOperation: SwaggerTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  const s = schema as Json;
  if (s.hide) return { schema, url };
  const described: Json = {
    ...s,
    response: withMediaTypes(s.response as Record<string, Json> | undefined, s.produces),
  };
  delete described.produces;
  // A raw body (an image upload) has no schema to convert: declare its bytes per media type.
  if (Array.isArray(s.consumes) && !s.body) described.body = { type: 'string', format: 'binary' };
  return { schema: described, url };
};

function isMediaAnswer(answer: Json): answer is Json & MediaAnswer {
  return typeof answer.content === 'object' && answer.content !== null;
}

/**
 * Each answer per media type: success in what the route produces (JSON by default), errors in
 * JSON, which is what the error handler sends. A route that produces files sends its bodies as
 * they are, so a bare string among its errors is text; elsewhere a string is serialized as JSON.
 */
function withMediaTypes(response: Record<string, Json> | undefined, produces: unknown) {
  const types = Array.isArray(produces) && produces.length > 0 ? (produces as string[]) : null;
  // Nothing declared: @fastify/swagger's own default answer.
  if (!response && !types) return undefined;
  const answers: Record<string, Json> = { ...response };
  if (types && !Object.keys(answers).some(isSuccess)) answers['200'] = { type: 'string' };
  const out: Record<string, Json> = {};
  for (const [status, answer] of Object.entries(answers)) {
    const description = (answer.description as string | undefined) ?? statusText(status);
    if (isMediaAnswer(answer) || answer.type === 'null') {
      out[status] = { ...answer, description };
      continue;
    }
    const mediaTypes =
      types && isSuccess(status)
        ? types
        : [types && answer.type === 'string' ? 'text/plain' : 'application/json'];
    out[status] = {
      description,
      content: Object.fromEntries(
        mediaTypes.map((type) => [type, { schema: bodyOf(answer, type) }]),
      ),
    };
  }
  return out;
}

const isSuccess = (status: string) => status.startsWith('2');

function statusText(status: string): string {
  return STATUS_CODES[Number(status)] ?? 'Response';
}

/** Files that are not text are bytes to a client, not a string to decode. */
function bodyOf(schema: Json, mediaType: string): Json {
  const text =
    mediaType.startsWith('text/') || mediaType.endsWith('json') || mediaType.endsWith('+json');
  return text ? schema : { ...schema, format: 'binary' };
}

interface Operation {
  operationId?: string;
  responses?: Record<string, unknown>;
}
interface Document {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; responses?: Record<string, unknown> };
  [key: string]: unknown;
}

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const schemaRef = (id: string) => `#/components/schemas/${id}`;

function finishDocument(doc: Document): Document {
  const operations = Object.values(doc.paths ?? {}).flatMap((item) =>
    Object.entries(item)
      .filter(([method]) => httpMethods.has(method))
      .map(([, op]) => op),
  );
  const seen = new Set<string>();
  for (const op of operations) {
    if (!op.operationId || seen.has(op.operationId)) {
      throw new Error(`OpenAPI: operationId "${op.operationId}" is missing or used twice`);
    }
    seen.add(op.operationId);
    op.responses = { ...op.responses };
    op.responses['429'] ??= { $ref: '#/components/responses/TooManyRequests' };
  }
  const components = {
    ...doc.components,
    responses: {
      ...doc.components?.responses,
      TooManyRequests: {
        description:
          'Too many requests in progress from this address (CONNECTIONS_PER_ADDRESS), or a rate limit',
        content: { 'application/json': { schema: { $ref: schemaRef('ApiError') } } },
      },
    },
  };
  const finished = { ...doc, components };
  components.schemas = usedSchemas(finished, doc.components?.schemas ?? {});
  return finished;
}

/**
 * The component schemas some operation reaches: every entity is registered in its request and its
 * answer form (`TeamInput`, `Team`), and a generator would emit a type for each unused one.
 */
function usedSchemas(doc: Document, schemas: Record<string, unknown>): Record<string, unknown> {
  const used = new Set<string>();
  const visit = (value: unknown) => {
    const text = JSON.stringify(value);
    for (const [, id] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (id && !used.has(id) && id in schemas) {
        used.add(id);
        visit(schemas[id]);
      }
    }
  };
  visit({ ...doc, components: { ...doc.components, schemas: {} } });
  return Object.fromEntries(Object.entries(schemas).filter(([id]) => used.has(id)));
}

// Turns every failure into the one error shape of contract/errors.ts. Anything a person can cause
// gets a 4xx with a message; only real faults become a 500, logged with the request id.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../../contract/api-error.ts';
import {} from '../../contract/api-error.ts';
import { errorCodes } from '../../contract/errors.ts';
import { isEncodingError } from '../modules/common/db-errors.ts';

/** Throw from a route or guard to answer with a status and a human message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'That was not found') =>
  new HttpError(404, errorCodes.notFound, what);

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) {
      const body: ApiError = { code: err.code, message: err.message, fields: err.fields };
      return reply.status(err.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.entries(fields)[0];
      const message = first ? `${labelOf(first[0])}: ${first[1]}` : 'The request is not valid';
      return reply.status(400).send({ code: errorCodes.validation, message, fields });
    }
    // Input the shared schemas let through (Better Auth's fields, a header it stores) but the
    // database cannot hold: the person's to fix, not a fault.
    if (isEncodingError(err)) {
      return reply.status(400).send({
        code: errorCodes.validation,
        message:
          'The request contains a character Tempo cannot store (such as a NUL character). Remove it and try again.',
      });
    }
    const status = err.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({
        code: errorCodes.rateLimited,
        message: 'Too many attempts. Please wait a moment and try again.',
      });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, a body too large, a wrong content type: the client's mistake. Fastify's
      // own wording ("Request body is too large") is for developers; a person gets a sentence.
      return reply
        .status(status)
        .send({ code: err.code ?? 'BAD_REQUEST', message: clientMistakeMessage(status, err) });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({
      code: errorCodes.internal,
      message: `Something went wrong on our side. Quote this reference if you contact us: ${req.id}`,
      requestId: req.id,
    });
  });
}

/** A field in words: "standingsRules.pointsForWin" → "Points for win", "courts.0" → "Courts". */
function labelOf(field: string) {
  const last = field.split('.').findLast((part) => !/^\d+$/.test(part)) ?? field;
  const words = last
    .replace(/(.)Id$/, '$1')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function clientMistakeMessage(status: number, err: FastifyError) {
  if (status === 413) return 'What was sent is too large for Tempo to take.';
  if (err.code?.startsWith('FST_'))
    return 'Tempo could not read that request. Reload the page and try again.';
  return err.message;
}

// Turns every failure into the one error shape of contract/errors.ts. Anything a person can cause
// gets a 4xx with a message; only real faults become a 500, logged with the request id. Messages
// are keys of the `server` catalogue until the answer goes out, then read in the language of the
// person asking (i18n/request-locale.ts); the `code` is the same in every language.
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../../contract/api-error.ts';
import { errorCodes } from '../../contract/errors.ts';
import type { MessageKey } from '../../i18n/catalogues.ts';
import type { PrimitiveType } from 'intl-messageformat';
import { requestTranslate } from '../i18n/request-locale.ts';
import type { ServerTranslate } from '../i18n/server-i18n.ts';
import { isEncodingError } from '../modules/common/db-errors.ts';
import { fieldMessages, fieldWords } from './field-messages.ts';

/**
 * A message of the `server` catalogue and its values, translated when the answer is sent. A value
 * may be a message itself: a phrase the sentence around it places (an action, a wait).
 */
export interface ServerMessage {
  key: MessageKey<'server'>;
  values?: Readonly<Record<string, PrimitiveType | ServerMessage>>;
}

export const msg = (
  key: MessageKey<'server'>,
  values?: ServerMessage['values'],
): ServerMessage => ({
  key,
  values,
});

/** `message` in the language of `t`, the messages among its values first. */
export function translateMessage(t: ServerTranslate, { key, values }: ServerMessage): string {
  if (!values) return t(key);
  const flat = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      isMessage(value) ? translateMessage(t, value) : value,
    ]),
  );
  return t(key, flat);
}

function isMessage(value: PrimitiveType | ServerMessage): value is ServerMessage {
  return typeof value === 'object' && value !== null && !(value instanceof Date);
}

/**
 * Throw from a route or guard to answer with a status and a message for a person. A field's
 * value is a message, or a plain string for machine-readable data sent as it is (the premium
 * feature a 402 names).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly text: ServerMessage,
    readonly fields?: Record<string, ServerMessage | string>,
  ) {
    super(text.key);
  }
}

export const notFound = (what: ServerMessage = msg('error.notFound')) =>
  new HttpError(404, errorCodes.notFound, what);

/** The message and fields of `err` in the language of `t`. */
export function translateError(t: ServerTranslate, err: HttpError): ApiError {
  const fields = err.fields
    ? Object.fromEntries(
        Object.entries(err.fields).map(([name, value]) => [
          name,
          typeof value === 'string' ? value : translateMessage(t, value),
        ]),
      )
    : undefined;
  return { code: err.code, message: translateMessage(t, err.text), fields };
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(async (err: FastifyError, req, reply) => {
    const status = err instanceof HttpError ? err.statusCode : (err.statusCode ?? 500);
    const t = await requestTranslate(req, { mayLoadUser: status !== 429 && status < 500 });
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send(translateError(t, err));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const { message, fields } = fieldMessages(fieldWords(app.deps.i18n, t), err.validation);
      return reply.status(400).send({ code: errorCodes.validation, message, fields });
    }
    // Input the shared schemas let through (Better Auth's fields, a header it stores) but the
    // database cannot hold: the person's to fix, not a fault.
    if (isEncodingError(err)) {
      return reply
        .status(400)
        .send({ code: errorCodes.validation, message: t('error.request.unstorable') });
    }
    if (status === 429) {
      return reply
        .status(429)
        .send({ code: errorCodes.rateLimited, message: t('error.rateLimited') });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, a body too large, a wrong content type: the client's mistake. Fastify's
      // own wording ("Request body is too large") is for developers; a person gets a sentence.
      return reply
        .status(status)
        .send({ code: err.code ?? 'BAD_REQUEST', message: clientMistakeMessage(t, status, err) });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({
      code: errorCodes.internal,
      message: t('error.internal', { requestId: req.id }),
      requestId: req.id,
    });
  });
}

/** For the answers a route sends itself rather than throws: `t` in the asker's language. */
export function errorTranslate(req: FastifyRequest): Promise<ServerTranslate> {
  return requestTranslate(req, { mayLoadUser: true });
}

function clientMistakeMessage(t: ServerTranslate, status: number, err: FastifyError) {
  if (status === 413) return t('error.request.tooLarge');
  if (err.code?.startsWith('FST_')) return t('error.request.unreadable');
  return err.message;
}

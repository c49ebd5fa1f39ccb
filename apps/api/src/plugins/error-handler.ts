import type { TErrorResponse } from '@portale/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { isDatabaseUnavailable } from '../lib/database-unavailable';
import { multipartClientError } from '../http/multipart-errors';

/** Fastify's own client errors (bad JSON, body too large, unsupported media type, bad URL…) as contract codes. */
function frameworkClientError(error: FastifyError): AppError {
  if (error.statusCode === 429) return new AppError('TOO_MANY_ATTEMPTS', 'Troppe richieste: riprovare tra qualche minuto');
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Formato della richiesta non supportato');
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE', 'Richiesta troppo grande');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH' || error.statusCode === 414) return new AppError('URI_TOO_LONG', 'Indirizzo della richiesta troppo lungo');
  if (error.code === 'FST_ERR_BAD_URL') return new AppError('BAD_REQUEST', 'Indirizzo della richiesta non valido');
  if (error.statusCode === 404) return AppError.notFound('Risorsa non trovata');
  return new AppError('BAD_REQUEST', 'Richiesta non valida');
}

/** The path of an invalid field as the client names it: `user.name`, `items.0.quantity`. */
function fieldPath(instancePath: string | undefined): string {
  return (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
}

function send(reply: FastifyReply, error: AppError) {
  const body: TErrorResponse = { ...error.details, success: false, code: error.code, message: error.message };
  if (error.fields) body.fields = error.fields;
  if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.status(error.status).send(body);
}

/** Every error as an AppError: the one mapping from failures to answers (4xx: code + Italian message; 5xx: nothing internal). */
function toAppError(error: FastifyError, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = error.validation.map((issue) => ({ path: fieldPath(issue.instancePath), message: issue.message ?? 'Valore non valido' }));
    return AppError.invalid(fields.length ? fields : [{ path: '', message: 'Dati non validi' }]);
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return AppError.unavailable();
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
    return new AppError('INTERNAL', 'Errore interno del server');
  }
  const multipart = multipartClientError(error);
  if (multipart) return multipart;
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return frameworkClientError(error);
  request.log.error({ err: error }, 'unhandled error');
  return new AppError('INTERNAL', 'Errore interno del server');
}

/**
 * Fastify's `frameworkErrors` option: errors raised by the router before any route runs (a path
 * parameter over maxParamLength, a malformed URL). Without it Fastify answers them itself, in
 * English and echoing the URL.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return send(reply, toAppError(error, request));
}

/** One place that turns errors into answers: code + Italian message on 4xx, nothing internal on 5xx, 503 when the database is down. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => send(reply, toAppError(error, request)));
  app.setNotFoundHandler((request, reply) => send(reply, new AppError('NOT_FOUND', 'Risorsa non trovata')));
});

import type { TErrorResponse } from '@portale/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

/** Fastify's own client errors (bad JSON, body too large, unsupported media type…) as contract codes. */
function frameworkClientError(error: FastifyError): AppError {
  if (error.statusCode === 429) return new AppError('TOO_MANY_ATTEMPTS', 'Troppe richieste: riprovare tra qualche minuto');
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new AppError('UNSUPPORTED_MEDIA_TYPE', 'Formato della richiesta non supportato');
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE', 'Richiesta troppo grande');
  return new AppError('BAD_REQUEST', 'Richiesta non valida');
}

/** The path of an invalid field as the client names it: `user.name`, `items.0.quantity`. */
function fieldPath(instancePath: string | undefined): string {
  return (instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
}

function send(reply: FastifyReply, error: AppError) {
  const body: TErrorResponse = { success: false, code: error.code, message: error.message };
  if (error.fields) body.fields = error.fields;
  return reply.status(error.status).send(body);
}

/** One place that turns errors into answers: code + Italian message on 4xx, nothing internal on 5xx. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return send(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => {
        return { path: fieldPath(issue.instancePath), message: issue.message ?? 'Valore non valido' };
      });
      return send(reply, AppError.invalid(fields.length ? fields : [{ path: '', message: 'Dati non validi' }]));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
      return send(reply, new AppError('INTERNAL', 'Errore interno del server'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return send(reply, frameworkClientError(error));
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, new AppError('INTERNAL', 'Errore interno del server'));
  });

  app.setNotFoundHandler((request, reply) => send(reply, new AppError('NOT_FOUND', 'Risorsa non trovata')));
});

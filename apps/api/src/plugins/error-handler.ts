import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

/** One place that turns errors into answers: Italian message on 4xx, nothing internal on 5xx. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ success: false, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
      const detail = first?.message ?? 'valore non valido';
      return reply
        .status(400)
        .send({ success: false, message: field ? `Dati non validi (${field}): ${detail}` : `Dati non validi: ${detail}` });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
      return reply.status(500).send({ success: false, message: 'Errore interno del server' });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ success: false, message: 'Troppe richieste: riprovare tra qualche minuto' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type…).
      const message =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Formato della richiesta non supportato'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'Richiesta troppo grande'
            : 'Richiesta non valida';
      return reply.status(status).send({ success: false, message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ success: false, message: 'Errore interno del server' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ success: false, message: 'Risorsa non trovata' });
  });
});

import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from '../config';

/**
 * Logger of the app: JSON lines in production (for a log collector), readable lines in development
 * (pino-pretty, written synchronously so they keep their order with the start-up output); off when the
 * level is 'silent'.
 */
export function loggerOptions(config: Pick<Config, 'env' | 'logLevel'>): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  if (config.env !== 'development') return { level: config.logLevel };
  return { level: config.logLevel, stream: pretty({ sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true }) };
}

/**
 * Fastify logs every request at info; here they go at debug, so the default 'info' shows start-up,
 * warnings and errors, not every call (LOG_LEVEL=debug shows them). Failed requests stay errors.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'richiesta ricevuta');
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'richiesta fallita');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'richiesta completata');
  }

  override routeNotFound(request: FastifyRequest) {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'percorso inesistente');
  }
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FOREIGN_ORIGIN = 'Richiesta da un’origine non consentita';

/**
 * CSRF defence for the cookie session: a state-changing call whose Origin (or Fetch metadata) says it
 * comes from another site is refused. SameSite=Lax cookies already block most of it; this closes the rest.
 */
export const sameOriginPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') throw new AppError('CROSS_SITE_REQUEST', FOREIGN_ORIGIN);
    const origin = request.headers.origin;
    if (!origin) return;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw new AppError('CROSS_SITE_REQUEST', FOREIGN_ORIGIN);
    }
    const host = request.headers['x-forwarded-host'] && app.config.trustProxy ? request.headers['x-forwarded-host'] : request.headers.host;
    if (originHost !== host) throw new AppError('CROSS_SITE_REQUEST', FOREIGN_ORIGIN);
  });
});

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FOREIGN_ORIGIN = 'Richiesta da un’origine non consentita';

/** 'https://host:443' → 'https://host' (default port dropped, as browsers send it); null when not a URL. */
function originOf(text: string): string | null {
  try {
    const origin = new URL(text).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * CSRF defence for the cookie session: a state-changing call whose Origin (or Fetch metadata) says it
 * comes from another site is refused. SameSite=Lax cookies already block most of it; this closes the rest.
 */
export const sameOriginPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    // A GET declared as changing state (kept for a spec path, e.g. shops/removeLogo) is checked like a POST.
    if (SAFE_METHODS.has(request.method) && !request.routeOptions.config?.call?.changesState) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') throw new AppError('CROSS_SITE_REQUEST', FOREIGN_ORIGIN);
    const origin = request.headers.origin;
    if (!origin) return;
    // Scheme, host and port, as the browser compares origins: an https page is another origin than this http
    // server (request.protocol and request.host are X-Forwarded-Proto/-Host when a proxy TRUST_PROXY names sent
    // the request, the socket's and the Host header otherwise).
    if (originOf(origin) === null || originOf(origin) !== originOf(`${request.protocol}://${request.host}`)) {
      if (originOf(origin)?.startsWith('https:') && request.protocol === 'http' && !app.config.trustProxy) {
        request.log.warn({ origin }, 'Origin https su un server raggiunto in http: dietro un proxy con TLS impostare TRUST_PROXY (il numero di proxy o i loro indirizzi)');
      }
      throw new AppError('CROSS_SITE_REQUEST', FOREIGN_ORIGIN);
    }
  });
});

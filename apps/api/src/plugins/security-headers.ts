import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * The Content-Security-Policy of every answer: the web app (any same-origin HTML entry), the API and the
 * docs page at /api/docs, which all satisfy it.
 * - Scripts: only same-origin files; no inline script, no eval (Vite's build has neither).
 * - Styles: same-origin files plus 'unsafe-inline'. Mantine puts CSS variables in a style attribute on
 *   almost every element (`style="--button-height: …"`), which no nonce or hash can allow (nonces do not
 *   apply to attributes; hashes of attributes need 'unsafe-hashes' and every value), and it injects
 *   <style> elements at run time (theme variables, responsive props), as does Swagger UI. Script
 *   injection stays blocked, which is what the policy is for.
 * - Images and fonts: same origin and data: URLs (Mantine's and Swagger UI's inline icons).
 * - Nothing may frame the app (frame-ancestors 'none' and X-Frame-Options DENY), no plugins, forms post
 *   only here, and no upgrade-insecure-requests (the app may be served over plain http on a LAN).
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  'upgrade-insecure-requests': null,
};

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  // Helmet's middleware, built once: @fastify/helmet builds it again on every request (parsing the policy each
  // time): ~5 % of the API's CPU on a list page (profile of 28/11/2026, docs/PERFORMANCE.md).
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    // Full URLs (with customer ids) stay on this site; the Origin header of our own calls is unaffected.
    referrerPolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)));
  // Answers of the API are per user (and often personal data): no browser or proxy may store them. A
  // route that chooses its own caching keeps it; the docs page's static files are public.
  app.addHook('onSend', async (request, reply) => {
    if ((request.routeOptions.config?.call || request.is404) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
});

import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every /api route must say it (or be listed in PUBLIC_API_ROUTES). */
    access?: Access;
  }
  interface FastifyInstance {
    /** Every route registered, with its resolved access rule (walked by the route-table test). */
    routeTable: RouteEntry[];
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
}

/**
 * The one list of API routes reachable without a session. Anything else under /api must declare
 * `config.access` 'user' or 'admin', or the app refuses to start.
 */
export const PUBLIC_API_ROUTES: readonly string[] = ['POST /api/login', 'POST /api/logout', 'GET /api/docs*'];

function isListedPublic(method: string, url: string): boolean {
  return PUBLIC_API_ROUTES.some((entry) => {
    const [m, pattern] = entry.split(' ');
    if (m !== method) return false;
    return pattern.endsWith('*') ? url.startsWith(pattern.slice(0, -1)) : url === pattern;
  });
}

/** Resolves the access level of a route, or undefined when it is neither guarded nor public. */
export function routeAccess(route: Pick<RouteOptions, 'method' | 'url' | 'config'>): Access | undefined {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  if (!route.url.startsWith('/api')) return 'public';
  // A HEAD route is Fastify's copy of a GET: public only when that GET is (it runs the GET's handler).
  if (methods.every((m) => isListedPublic(m === 'HEAD' ? 'GET' : m, route.url))) return 'public';
  const declared = (route.config as { access?: Access } | undefined)?.access;
  if (declared === 'user' || declared === 'admin') return declared;
  return undefined;
}

/** Fails start-up on an /api route that is neither guarded nor listed as public. */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const access = routeAccess(route);
    if (!access) {
      throw new Error(`Route ${String(route.method)} ${route.url} has no access rule (config.access or PUBLIC_API_ROUTES)`);
    }
    route.config = { ...(route.config ?? {}), access };
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      table.push({ method, url: route.url, access });
    }
  });
});

import type { Access, CallDeclaration } from '@portale/contract/call';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: copied from the call's declaration by registerCall. */
    access?: Access;
    /** The contract declaration the route was registered from. */
    call?: CallDeclaration;
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
  call?: CallDeclaration;
}

/** The API documentation pages: the only /api routes that are not declared calls. */
const DOCS_PREFIX = '/api/docs';

/** The access rule of a route, or undefined for an /api route that was not registered from a declaration. */
export function routeAccess(route: Pick<RouteOptions, 'url' | 'config'>): Access | undefined {
  if (!route.url.startsWith('/api') || route.url.startsWith(DOCS_PREFIX)) return 'public';
  const config = route.config as { access?: Access; call?: CallDeclaration } | undefined;
  if (config?.call) return config.access;
  // Transitional (issue 7): routes not yet moved to declarations keep their hand-written rule.
  if (config?.access === 'user' || config?.access === 'admin') return config.access;
  return undefined;
}

/** Fails start-up on an /api route that does not come from a contract declaration. */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const access = routeAccess(route);
    if (!access) throw new Error(`Route ${String(route.method)} ${route.url} is not a declared call (use registerCall)`);
    route.config = { ...(route.config ?? {}), access };
    const call = (route.config as { call?: CallDeclaration }).call;
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      table.push({ method, url: route.url, access, call });
    }
  });
});

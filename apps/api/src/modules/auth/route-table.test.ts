import { allCalls } from '@portale/contract/calls';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessPlugin } from '../../plugins/access';
import { seedStandardCast } from '../../test/fixtures';
import { createTestApp, loginAs, type TestContext } from '../../test/test-app';

let t: TestContext;
let agentCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedStandardCast(t.database);
  agentCookie = await loginAs(t.app, 'agente1@example.com');
});
afterAll(() => t.close());

/** A concrete URL for a route pattern: every parameter and wildcard filled with something plausible. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, '1').replace(/\*$/, 'x');
}

const apiRoutes = () => t.app.routeTable.filter((r) => r.url.startsWith('/api') && !r.url.startsWith('/api/docs'));
/** The URLs a declaration is served at: an optional last segment gives two. */
const declaredUrls = (path: string) => (path.endsWith('?') ? [`/api/${path.replace(/\/:[A-Za-z_]+\?$/, '')}`, `/api/${path.slice(0, -1)}`] : [`/api/${path}`]);

describe('route table', () => {
  it('registers every declared call at its method and path, with its access rule', () => {
    const registered = apiRoutes();
    for (const call of allCalls) {
      for (const url of declaredUrls(call.path)) {
        const route = registered.find((r) => r.method === call.method && r.url === url);
        expect(route, `${call.method} ${url}`).toBeDefined();
        expect(route!.access, `${call.method} ${url}`).toBe(call.access);
      }
    }
  });

  it('declares an access rule on every /api route', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) expect(['public', 'user', 'agent', 'admin'], `${route.method} ${route.url}`).toContain(route.access);
  });

  it('answers 401 to an anonymous call of every guarded route', async () => {
    const guarded = apiRoutes().filter((r) => r.access !== 'public');
    expect(guarded.length).toBeGreaterThan(5);
    for (const route of guarded) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      if (route.method !== 'HEAD') expect(res.json().code, `${route.method} ${route.url}`).toBe('UNAUTHORIZED');
    }
  });

  it('answers 403 to an agent calling any admin route (HEAD copies included)', async () => {
    const adminRoutes = apiRoutes().filter((r) => r.access === 'admin');
    expect(adminRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(expect.arrayContaining(['GET /api/users', 'HEAD /api/users']));
    for (const route of adminRoutes) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { cookie: agentCookie },
        ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('documents every guarded call in the OpenAPI document, with only the path parameters it has', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    for (const route of apiRoutes().filter((r) => r.access !== 'public' && r.method !== 'HEAD')) {
      // The document's paths are relative to its server, '/api'.
      const openapiPath = route.url.replace(/^\/api/, '').replace(/:([A-Za-z_]+)/g, '{$1}');
      expect(Object.keys(paths), `${route.method} ${route.url}`).toContain(openapiPath);
      const pathParams = (paths[openapiPath]![route.method.toLowerCase()]?.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(pathParams.sort(), `${route.method} ${route.url}`).toEqual([...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]).sort());
    }
  });

  it('refuses to register an /api route that is not a declared call', async () => {
    const app = Fastify();
    await app.register(accessPlugin);
    expect(() => app.get('/api/dimenticata', async () => ({}))).toThrow(/not a declared call/);
    await app.close();
  });
});

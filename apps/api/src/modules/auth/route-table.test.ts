import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessPlugin, PUBLIC_API_ROUTES } from '../../plugins/access';
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

const apiRoutes = () => t.app.routeTable.filter((r) => r.url.startsWith('/api'));
const isListedPublic = (method: string, url: string) =>
  PUBLIC_API_ROUTES.some((entry) => {
    const [m, pattern] = entry.split(' ');
    const sameMethod = m === method || (method === 'HEAD' && m === 'GET');
    return sameMethod && (pattern.endsWith('*') ? url.startsWith(pattern.slice(0, -1)) : url === pattern);
  });

describe('route table', () => {
  it('declares an access rule on every /api route; public ones are exactly those listed', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      expect(['public', 'user', 'admin'], `${route.method} ${route.url}`).toContain(route.access);
      expect(route.access === 'public', `${route.method} ${route.url}`).toBe(isListedPublic(route.method, route.url));
    }
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

  it('documents every guarded call in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const route of apiRoutes().filter((r) => r.access !== 'public' && r.method !== 'HEAD')) {
      expect(paths, `${route.method} ${route.url}`).toContain(route.url.replace(/:([A-Za-z_]+)/g, '{$1}'));
    }
  });

  it('refuses to register an /api route that is neither guarded nor public', async () => {
    const app = Fastify();
    await app.register(accessPlugin);
    expect(() => app.get('/api/dimenticata', async () => ({}))).toThrow(/no access rule/);
    expect(() => app.get('/api/protetta', { config: { access: 'user' } }, async () => ({}))).not.toThrow();
    await app.close();
  });
});

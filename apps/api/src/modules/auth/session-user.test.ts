import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCartWorld } from '../cart/cart-test-setup';
import { createTestApp, type TestContext } from '../../test/test-app';

// Issue 64, point 7: cookies are shared by every tab of a browser, the page's user is not. A page names its user in
// X-Portale-User; a session of another user refuses the call before any handler runs, and every authenticated
// answer names the session's user, so a page or a worker can check it before applying anything.
let t: TestContext;
let w: Awaited<ReturnType<typeof seedCartWorld>>;
beforeAll(async () => {
  t = await createTestApp();
  w = await seedCartWorld(t);
});
afterAll(() => t.close());

const asPage = (method: 'GET' | 'POST', url: string, cookie: string, pageUser?: number | string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie, ...(pageUser === undefined ? {} : { 'x-portale-user': String(pageUser) }) }, ...(payload ? { payload } : {}) });

const CHANGED = {
  success: false,
  code: 'SESSION_USER_CHANGED',
  message: 'In questo browser è entrato un altro utente (in un’altra scheda): questa pagina si è fermata. Accedere di nuovo per continuare',
};

describe('the page’s user (X-Portale-User)', () => {
  it('names the session’s user on every authenticated answer, errors included', async () => {
    const { agent1 } = w.cast.users;
    const own = await asPage('GET', '/api/cart/current', w.cookies.agent1);
    expect(own.statusCode).toBe(200);
    expect(own.headers['x-portale-user']).toBe(String(agent1.id));
    const refused = await asPage('GET', '/api/users', w.cookies.agent1);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['x-portale-user']).toBe(String(agent1.id));
    // No session, nobody named.
    expect((await t.app.inject({ method: 'GET', url: '/api/user/current' })).headers['x-portale-user']).toBeUndefined();
  });

  it('lets the page’s own user through', async () => {
    const res = await asPage('GET', '/api/cart/current', w.cookies.agent1, w.cast.users.agent1.id);
    expect(res.statusCode).toBe(200);
  });

  it('refuses, before any handler, a call whose page works for another user than the session’s: nothing read, nothing written', async () => {
    const { agent1, agent2 } = w.cast.users;
    // Tab 1 still shows agente1; the browser's cookie is now agente2's (tab 2 signed in).
    const before = (await asPage('GET', '/api/cart/current', w.cookies.agent2)).json().cart;
    const read = await asPage('GET', '/api/cart/current', w.cookies.agent2, agent1.id);
    expect(read.statusCode).toBe(409);
    expect(read.json()).toEqual(CHANGED);
    expect(read.headers['x-portale-user']).toBe(String(agent2.id));
    const write = await asPage('POST', '/api/cart/current/update', w.cookies.agent2, agent1.id, {
      version: before.version,
      cart: { profile_external_id: 'A001', customer_id: w.cast.customers.c1.id, items: [{ product_id: w.p.handle.id, quantity: 7 }] },
    });
    expect(write.statusCode).toBe(409);
    expect(write.json()).toEqual(CHANGED);
    expect((await asPage('GET', '/api/cart/current', w.cookies.agent2)).json().cart).toEqual(before);
    // The logout of tab 1's user does not end agente2's session.
    expect((await asPage('POST', '/api/logout', w.cookies.agent2, agent1.id)).statusCode).toBe(409);
    expect((await asPage('GET', '/api/user/current', w.cookies.agent2)).statusCode).toBe(200);
  });

  it('refuses a page user that is not a user id (400), and asks nothing of a call without a session', async () => {
    const res = await asPage('GET', '/api/cart/current', w.cookies.agent1, 'agente1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/X-Portale-User/) });
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready', headers: { 'x-portale-user': '5' } })).statusCode).toBe(200);
  });
});

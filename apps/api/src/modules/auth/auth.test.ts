import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFoundation } from '../../demo/demo-foundation';
import { loadDemoData } from '../../demo/load-demo';
import { createTestApp, loginAs, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await loadDemoData(t.database, t.app.config, { steps: [demoFoundation] });
});
afterAll(() => t.close());

describe('login', () => {
  it('answers the user and sets an httpOnly SameSite=Lax cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'agente1@example.com', password: 'demo', scope: 'webapp' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe('agente1@example.com');
    const cookie = res.cookies.find((c) => c.name === 'portale_sid');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
  });

  it('refuses wrong credentials with 401 and an Italian message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'agente1@example.com', password: 'sbagliata' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Credenziali non valide');
  });

  it('keeps anonymous callers out of guarded routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/current' });
    expect(res.statusCode).toBe(401);
  });

  it('answers the current user with a session', async () => {
    const cookie = await loginAs(t.app, 'agente2@example.com');
    const res = await t.app.inject({ method: 'GET', url: '/api/user/current', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.profiles.map((p: { external_id: string }) => p.external_id)).toEqual(['0012', '0013']);
  });
});

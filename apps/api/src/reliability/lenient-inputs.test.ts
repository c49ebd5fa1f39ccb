import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleCart, seedCartWorld } from '../modules/cart/cart-test-setup';
import { createTestApp, type TestContext } from '../test/test-app';

/**
 * Issue 54, point 10: inputs an integrator could come to rely on by accident are refused with a clear Italian
 * 400 (or 415, 403) instead of being read some other way than they were written.
 */
let t: TestContext;
let w: Awaited<ReturnType<typeof seedCartWorld>>;
beforeAll(async () => {
  t = await createTestApp();
  w = await seedCartWorld(t);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: w.cookies.agent1 } });
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: w.cookies.agent1, ...headers }, payload });

describe('numbers in the query string and the path are decimal digits only', () => {
  it.each(['0x10', '1e1', '+1', ' 1', '1.0', '0b1'])('refuses page=%s', async (page) => {
    const res = await get(`/api/cart/archive?page=${encodeURIComponent(page)}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: 'page', message: expect.stringMatching(/^La pagina/) }] });
  });

  it.each(['%201', '1%20', '0x1', '1e0', '+1'])('refuses the id %s', async (id) => {
    const res = await get(`/api/cart/get/${id}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: 'id', message: 'Identificativo non valido' }] });
  });

  it('still reads plain digits', async () => {
    expect((await get('/api/cart/archive?page=2')).statusCode).toBe(200);
    expect((await get('/api/cart/get/999999')).statusCode).toBe(404);
  });
});

describe('a cart in a JSON body is read as written', () => {
  const lineWith = (line: Record<string, unknown>) => sampleCart(w, { items: [{ product_id: w.p.coffin.id, quantity: 1, ...line }] });

  it.each([
    ['discount_1: null', { discount_1: null }, 'cart.items.0.discount_1'],
    ["discount_2: '2'", { discount_2: '2' }, 'cart.items.0.discount_2'],
    ['quantity 5e-324', { quantity: 5e-324 }, 'cart.items.0.quantity'],
    ["quantity '3'", { quantity: '3' }, 'cart.items.0.quantity'],
    ['quantity true', { quantity: true }, 'cart.items.0.quantity'],
  ])('cart/sendEmail refuses %s', async (_, line, path) => {
    const { cart } = (await post('/api/cart/save', { cart: sampleCart(w) })).json();
    const res = await post('/api/cart/sendEmail', { cart: { ...lineWith(line), id: cart.id }, customer_email: 'a@example.com' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path, message: expect.any(String) }] });
    expect(res.json().fields[0].message).not.toMatch(/[Ee]xpected|Invalid/);
  });

  it('cart/save refuses the same line', async () => {
    const res = await post('/api/cart/save', { cart: lineWith({ discount_1: null }) });
    expect(res.statusCode, res.body).toBe(400);
  });
});

describe('the body must be declared as JSON', () => {
  it('answers 415 to a JSON text sent as text/plain', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart/save',
      headers: { cookie: w.cookies.agent1, 'content-type': 'text/plain' },
      payload: JSON.stringify({ cart: sampleCart(w) }),
    });
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Formato della richiesta non supportato' });
  });
});

describe('the origin check compares the scheme', () => {
  it('refuses https://host on a server reached over http, accepts http://host', async () => {
    const host = 'localhost:80';
    const withOrigin = (origin: string) => post('/api/cart/save', { cart: sampleCart(w) }, { host, origin });
    const foreign = await withOrigin(`https://${host}`);
    expect(foreign.statusCode, foreign.body).toBe(403);
    expect(foreign.json().code).toBe('CROSS_SITE_REQUEST');
    expect((await withOrigin(`http://${host}`)).statusCode).toBe(200);
  });

  it('behind TRUST_PROXY, the scheme the proxy forwards is the one compared', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const res = (origin: string, proto: string) =>
        proxied.app.inject({ method: 'POST', url: '/api/login', headers: { host: 'portale.example.it', origin, 'x-forwarded-proto': proto }, payload: { email: 'x@example.com', password: 'x', scope: 'webapp' } });
      expect((await res('https://portale.example.it', 'https')).statusCode).toBe(401);
      expect((await res('http://portale.example.it', 'https')).json().code).toBe('CROSS_SITE_REQUEST');
    } finally {
      await proxied.close();
    }
    // A second app of its own: its start takes longer than a test's default on a busy machine.
  }, 120_000);
});

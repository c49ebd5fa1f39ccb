import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalClient, sendOrderSafely } from '../../../../docs/examples/erp-client';

// Issue 54, point 9: the integration example (docs/examples/erp-client.ts) against a scripted server: it must
// not retry a 4xx, and its session must not depend on the order of the cookies the server sets.

const json = (status: number, body: unknown, cookies: string[] = []) => {
  const headers = new Headers({ 'content-type': 'application/json' });
  for (const c of cookies) headers.append('set-cookie', c);
  return new Response(JSON.stringify(body), { status, headers });
};
const order = { profile_external_id: 'A001', customer_id: 1, items: [{ product_id: 1, quantity: 2 }] };

afterEach(() => vi.unstubAllGlobals());

describe('docs/examples/erp-client.ts', () => {
  it('sendOrderSafely does not retry a 4xx: one createOrder call, and the error is thrown', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      calls.push(new URL(request.url).pathname);
      return json(404, { success: false, code: 'NOT_FOUND', message: 'Cliente non trovato' });
    });
    await expect(sendOrderSafely(portalClient('http://portale.test'), order, 'k-1', 3)).rejects.toThrow('NOT_FOUND — Cliente non trovato');
    expect(calls).toEqual(['/api/cart/createOrder']);
  });

  it('sendOrderSafely retries a 5xx with the same key, then answers the order', async () => {
    const keys: (string | null)[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      keys.push(request.headers.get('idempotency-key'));
      return keys.length < 2
        ? json(503, { success: false, code: 'SERVICE_UNAVAILABLE', message: 'Servizio non disponibile' })
        : json(200, { success: true, message: 'Ordine inserito correttamente', order_id: 7, order_code: 'WEB-2026-000007' });
    });
    expect(await sendOrderSafely(portalClient('http://portale.test'), order, 'k-2', 3)).toMatchObject({ order_id: 7 });
    expect(keys).toEqual(['k-2', 'k-2']);
  });

  it('keeps the session cookie whichever position it has among the cookies set', async () => {
    const sent: (string | null)[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      sent.push(request.headers.get('cookie'));
      if (new URL(request.url).pathname === '/api/login') {
        return json(200, { success: true }, ['portale_device=d-1; Path=/; HttpOnly; SameSite=Lax', 'portale_sid=s-1; Path=/; HttpOnly; SameSite=Lax']);
      }
      return json(200, { profiles: [] });
    });
    const client = portalClient('http://portale.test');
    await client.POST('/login', { body: { email: 'admin@example.com', password: 'demo' } });
    await client.GET('/user/getProfiles');
    expect(sent[1]).toContain('portale_sid=s-1');
    expect(sent[1]).toContain('portale_device=d-1');
  });
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { sampleCart, seedCartWorld } from '../cart/cart-test-setup';

let t: TestContext;
let w: Awaited<ReturnType<typeof seedCartWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await seedCartWorld(t);
});
afterAll(() => t.close());

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: w.cookies.agent1, ...(encoding ? { 'accept-encoding': encoding } : {}) } });

describe('API answers compressed', () => {
  it('a JSON answer over 1 kB in brotli or gzip as the caller accepts, the same JSON once decoded', async () => {
    const plain = await get('/api/sync/customers');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/sync/customers', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const brJson = JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'));
    expect(brJson.rows).toEqual(plain.json().rows);
    // The security headers and the request id are still there.
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers['x-request-id']).toEqual(expect.any(String));

    const gzip = await get('/api/sync/customers', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8')).rows).toEqual(plain.json().rows);
  });

  it('leaves a small answer and a PDF download as they are', async () => {
    const small = await get('/api/user/current', 'gzip, br');
    expect(small.statusCode).toBe(200);
    expect((await get('/api/user/current')).rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();

    const saved = await t.app.inject({ method: 'POST', url: '/api/cart/save', headers: { cookie: w.cookies.agent1 }, payload: { cart: sampleCart(w) } });
    const pdf = await get(`/api/cart/createPdf/${saved.json().cart.id}`, 'gzip, br');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/application\/pdf/);
    expect(pdf.headers['content-encoding']).toBeUndefined();
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

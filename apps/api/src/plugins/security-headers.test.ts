import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStandardCast } from '../test/fixtures';
import { createTestApp, loginAs, type TestContext } from '../test/test-app';

// A tiny stand-in for the web build: index.html and one hashed asset with its precompressed copies.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portale-dist-'));
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><head><script type="module" src="/assets/index-AbC123.js"></script></head>');
// The build manifest: the signed-in chunk imports one chunk of its own and one the entry already loads.
fs.mkdirSync(path.join(dist, '.vite'));
fs.writeFileSync(
  path.join(dist, '.vite/manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-AbC123.js', isEntry: true, imports: ['_shared-1.js'] },
    '_shared-1.js': { file: 'assets/shared-1.js' },
    '_table-2.js': { file: 'assets/table-2.js' },
    // The web build groups the signed-in area's chunks into one named 'signed-in-routes' (apps/web/build.mjs).
    '_signed-in-routes-3.js': { file: 'assets/signed-in-routes-3.js', name: 'signed-in-routes', imports: ['index.html', '_shared-1.js', '_table-2.js'], css: ['assets/signed-in-routes-3.css'] },
  }),
);
fs.writeFileSync(path.join(dist, 'assets/index-AbC123.js'), script);
fs.writeFileSync(path.join(dist, 'assets/index-AbC123.js.br'), zlib.brotliCompressSync(script));
fs.writeFileSync(path.join(dist, 'assets/index-AbC123.js.gz'), zlib.gzipSync(script));

let t: TestContext;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: dist }, { serveWeb: true });
  await seedStandardCast(t.database);
  cookie = await loginAs(t.app, 'agente1@example.com');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self';");
  expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('same-origin');
}

describe('security headers', () => {
  it('on the web app, its assets, the API (also errors) and the docs page', async () => {
    for (const res of [
      await get('/'),
      await get('/clienti/12'),
      await get('/assets/index-AbC123.js'),
      await get('/api/user/current', { cookie }),
      await get('/api/user/current'),
      await get('/api/docs'),
      await get('/api/docs/static/index.html'),
      await get('/api/docs/json'),
    ]) {
      expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
      expectSecurityHeaders(res.headers);
    }
  });

  it('marks API answers no-store, signed in or not, errors too', async () => {
    const signedIn = await get('/api/user/current', { cookie });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const anonymous = await get('/api/user/current');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'agente1@example.com', password: 'demo', scope: 'webapp' } });
    expect(login.headers['cache-control']).toBe('no-store');
  });
});

describe('web app caching and compression', () => {
  it('caches hashed assets for a year, immutable', async () => {
    const res = await get('/assets/index-AbC123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(script);
  });

  it('revalidates index.html, also as the client-routing fallback', async () => {
    for (const url of ['/', '/clienti/12', '/login']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('with the session cookie, index.html preloads the session call and the signed-in chunks; the login page does not', async () => {
    const signedIn = await get('/', { cookie });
    expect(signedIn.body).toContain('<link rel="preload" href="/api/user/current" as="fetch" crossorigin>');
    expect(signedIn.body).toContain('<link rel="modulepreload" crossorigin href="/assets/signed-in-routes-3.js">');
    expect(signedIn.body).toContain('<link rel="modulepreload" crossorigin href="/assets/table-2.js">');
    expect(signedIn.body).not.toContain('shared-1.js');
    // Its stylesheet too: the chunk's import waits for it, so it must not be found only when the chunk runs.
    expect(signedIn.body).toContain('<link rel="stylesheet" crossorigin href="/assets/signed-in-routes-3.css">');
    expect(signedIn.headers['cache-control']).toBe('no-cache');
    // The customers home, where every session starts, also names its recent customers' call (issue 58); other pages do not.
    expect(signedIn.body).toContain('<link rel="preload" href="/api/user/homeCustomers" as="fetch" crossorigin>');
    for (const url of ['/ordini', '/?q=rossi', '/clienti/1']) {
      const other = await get(url, { cookie });
      expect(other.body).toContain('<link rel="preload" href="/api/user/current" as="fetch" crossorigin>');
      expect(other.body).not.toContain('homeCustomers');
    }
    for (const [url, headers] of [['/login', { cookie }], ['/login?next=1', { cookie }], ['/', {}]] as const) {
      const res = await get(url, headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('preload');
    }
  });

  it('sends the precompressed brotli or gzip copy to a browser that accepts it', async () => {
    const br = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
  });

  it('answers 404 for an asset that is not in the build, not the app page', async () => {
    const res = await get('/assets/index-OldBuild.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toContain('text/html');
  });
});

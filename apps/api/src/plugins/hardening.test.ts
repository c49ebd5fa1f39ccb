import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedStandardCast } from '../test/fixtures';
import { createTestApp, loginAs, type TestContext } from '../test/test-app';

let t: TestContext;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedStandardCast(t.database);
  cookie = await loginAs(t.app, 'agente1@example.com');
});
afterAll(() => t.close());

const ITALIAN_NUL = 'Il testo contiene un carattere non ammesso (NUL)';

describe('NUL in any text', () => {
  it('refuses a NUL in the login email with 400 before authentication', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'agente1@example.com\u0000', password: 'demo' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: ITALIAN_NUL, fields: [{ path: 'email', message: ITALIAN_NUL }] });
  });

  it('refuses %00 as a path parameter, in the query and deep in a body', async () => {
    const param = await t.app.inject({ method: 'POST', url: '/api/orders/getProfileOrders/%00', headers: { cookie }, payload: {} });
    expect(param.statusCode).toBe(400);
    expect(param.json().fields).toEqual([{ path: 'profile', message: ITALIAN_NUL }]);
    const query = await t.app.inject({ method: 'GET', url: '/api/orders/getOrderItems/1?customer_external_id=a%00b', headers: { cookie } });
    expect(query.statusCode).toBe(400);
    expect(query.json().fields).toEqual([{ path: 'customer_external_id', message: ITALIAN_NUL }]);
    const body = await t.app.inject({ method: 'POST', url: '/api/orders/getProfileOrders', headers: { cookie }, payload: { search: 'x\u0000', filters: [{ a: ['\u0000'] }] } });
    expect(body.statusCode).toBe(400);
    expect(body.json().fields.map((f: { path: string }) => f.path)).toEqual(['search', 'filters.0.a.0']);
  });

  it('accepts the same texts without NUL', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/orders/getProfileOrders', headers: { cookie }, payload: { search: 'x' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('framework errors', () => {
  it('answers a path parameter longer than the router limit with Italian JSON, without echoing the URL', async () => {
    const long = 'x'.repeat(5000);
    for (const url of [`/api/orders/getOrderItems/${long}`, `/api/orders/getProfileOrders/${long}`]) {
      const res = await t.app.inject({ method: url.includes('Items') ? 'GET' : 'POST', url, headers: { cookie }, payload: url.includes('Items') ? undefined : {} });
      expect(res.statusCode).toBe(414);
      expect(res.json()).toEqual({ success: false, code: 'URI_TOO_LONG', message: 'Indirizzo della richiesta troppo lungo' });
      expect(res.body).not.toContain('xxxxxxxx');
    }
  });

  it('answers malformed JSON and a wrong content type in Italian', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ success: false, code: 'BAD_REQUEST', message: 'Richiesta non valida' });
    const media = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'text/x-strano' }, payload: 'x' });
    expect(media.statusCode).toBe(415);
    expect(media.json().message).toBe('Formato della richiesta non supportato');
  });
});

describe('database outage', () => {
  it('answers 503 SERVICE_UNAVAILABLE in Italian with Retry-After, and readiness says so', async () => {
    const down = await createTestApp();
    try {
      await seedStandardCast(down.database);
      const agent = await loginAs(down.app, 'agente1@example.com');
      expect((await down.app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toEqual({ status: 'ok', database: 'ok' });
      await down.database.close();
      for (const res of [
        await down.app.inject({ method: 'GET', url: '/api/health/ready' }),
        await down.app.inject({ method: 'POST', url: '/api/orders/getProfileOrders', headers: { cookie: agent }, payload: {} }),
        await down.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'agente1@example.com', password: 'demo' } }),
      ]) {
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toEqual({ success: false, code: 'SERVICE_UNAVAILABLE', message: 'Servizio temporaneamente non disponibile: riprovare tra qualche istante' });
      }
    } finally {
      await down.app.close();
    }
  });
});

describe('unknown API paths with the web app served', () => {
  let dist: string;
  let web: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portale-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Portale</title>');
    const database = await openDatabase({ dataDir: 'memory://' });
    await runMigrations(database);
    const config = loadConfig({}, { NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: dist, DATA_DIR: dist, APP_SECRET: 'test-secret-test-secret-test-secret-1234' });
    web = await buildApp({ config, database, serveWeb: true });
    web.addHook('onClose', () => database.close());
  });
  afterAll(async () => {
    await web.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers 404 JSON in Italian for any method, and still serves the app elsewhere', async () => {
    for (const [method, url] of [['GET', '/api/qualcosa-di-ignoto'], ['GET', '/api'], ['GET', '/api/orders'], ['POST', '/api/qualcosa'], ['GET', '/api/x?y=1']] as const) {
      const res = await web.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Risorsa non trovata' });
    }
    const page = await web.inject({ method: 'GET', url: '/ordini' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Portale</title>');
  });
});

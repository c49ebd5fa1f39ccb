import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { allCalls } from '@portale/contract/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, auditLog, commandRuns } from '../../db/schema/index';
import { adminWithPasskey } from '../../test/admin-with-passkey';
import { createUser, seedStandardCast } from '../../test/fixtures';
import { jobsDataDir } from '../../test/job-helpers';
import { createTestApp, loginAs, type TestContext } from '../../test/test-app';

// Issue 64, part 3: 'Chiavi di integrazione', a machine credential for the ERP with the production default
// ADMIN_SECOND_FACTOR=required: created by a full admin session, shown once, kept as a hash, limited to the
// integration calls, revocable, every call in the key's history.

const ORIGIN = 'https://portale.example.com';
let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN, ADMIN_SECOND_FACTOR: 'required', DATA_DIR: jobsDataDir() });
  await seedStandardCast(t.database);
  admin = await adminWithPasskey(t.app, 'admin@example.com', ORIGIN);
});
afterAll(() => t.close());

const withKey = (secret: string, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${secret}`, ...extra });
const create = (name: string, expires_on: string | null = null, cookie = admin) =>
  t.app.inject({ method: 'POST', url: '/api/api_keys/create', headers: { cookie }, payload: { name, expires_on } });
async function newKey(name: string) {
  const res = await create(name);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { key: { id: number; prefix: string }; secret: string };
}
const keyHistory = (id: number) => t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'api_keys'), eq(auditLog.recordId, id)));

describe('creating a key', () => {
  it('shows the secret once (pak_ + 43 characters), lists only its prefix and keeps only its SHA-256', async () => {
    const { key, secret } = await newKey('Gestionale notturno');
    expect(secret).toMatch(/^pak_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'Gestionale notturno', prefix: secret.slice(0, 12), created_by: 'Amministratore', expires_on: null, last_used_at: null, state: 'active' });
    const list = await t.app.inject({ method: 'GET', url: '/api/api_keys', headers: { cookie: admin } });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(secret.slice(12));
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.secretHash).toBe(crypto.createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret.slice(12));
    // Its creation is in its history, without the secret.
    const history = await t.app.inject({ method: 'GET', url: `/api/audit/history?entity=api_keys&id=${key.id}`, headers: { cookie: admin } });
    expect(history.json().history).toMatchObject([{ action: 'create', user_name: 'Amministratore' }]);
    expect(history.body).not.toContain(secret.slice(12));
  });

  it('needs an admin session with the second factor where required; agents are refused', async () => {
    await createUser(t.database, { email: 'admin-solo-password@example.com', role: 'admin' });
    const passwordOnly = await loginAs(t.app, 'admin-solo-password@example.com');
    expect((await create('Senza fattore', null, passwordOnly)).json().code).toBe('SECOND_FACTOR_REQUIRED');
    expect((await create('Agente', null, await loginAs(t.app, 'agente1@example.com'))).json().code).toBe('FORBIDDEN');
  });

  it('refuses an expiry in the past and a second active key with the same name', async () => {
    const past = await create('Scaduta in partenza', '2020-01-01');
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toEqual([{ path: 'expires_on', message: 'La scadenza non può essere nel passato' }]);
    await newKey('Doppia');
    const twice = await create('doppia');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('DUPLICATE_KEY');
  });
});

describe('calling with a key', () => {
  it('has integration calls declared on admin calls only (the key acts with an administrator’s rights, nothing more)', () => {
    const integration = allCalls.filter((c) => c.integration);
    expect(integration.map((c) => c.path).sort()).toEqual(
      ['job/acknowledgeExportFile/:name', 'job/executeCommand', 'job/getCommands', 'job/getExportFile/:name', 'job/getExportFiles', 'job/getQueue', 'job/getRunErrors/:id', 'job/setSchedule', 'job/uploadImportFile'].sort(),
    );
    for (const call of integration) expect(call.access, call.path).toBe('admin');
  });

  it('reaches the integration calls as a system actor named after the key: no cookie set, last use and every call recorded', async () => {
    const { key, secret } = await newKey('ERP import');
    const files = await t.app.inject({ method: 'GET', url: '/api/job/getExportFiles', headers: withKey(secret) });
    expect(files.statusCode, files.body).toBe(200);
    expect(files.headers['set-cookie']).toBeUndefined();
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/job/executeCommand',
      headers: withKey(secret),
      payload: { command: { name: 'orders:export', arguments: {}, options: {} } },
    });
    expect(run.statusCode, run.body).toBe(200);
    const [queued] = await t.database.db.select().from(commandRuns).where(eq(commandRuns.id, run.json().id));
    expect(queued).toMatchObject({ createdBy: null, createdByKey: key.id });
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.lastUsedAt).not.toBeNull();
    const calls = (await keyHistory(key.id)).filter((r) => r.action === 'call');
    expect(calls.map((r) => [r.userName, r.changes.call!.after, r.changes.status!.after])).toEqual([
      ['Chiave «ERP import»', 'GET /api/job/getExportFiles', 200],
      ['Chiave «ERP import»', 'POST /api/job/executeCommand', 200],
    ]);
  });

  it('is refused on every other call (403), ignored by the login, and never with a session cookie too (401)', async () => {
    const { secret } = await newKey('ERP limitata');
    for (const [method, url] of [
      ['GET', '/api/users'],
      ['GET', '/api/api_keys'],
      ['GET', '/api/user/getProfiles'],
      ['POST', '/api/orders/getProfileOrders'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: withKey(secret) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Le chiavi di integrazione valgono solo per le chiamate di integrazione (import, job, export degli ordini)' });
    }
    // The public calls (login, logout) read no key: a key alone opens no session.
    const login = await t.app.inject({ method: 'POST', url: '/api/login', headers: withKey(secret), payload: {} });
    expect(login.statusCode).toBe(400);
    expect(login.cookies.find((c) => c.name === 'portale_sid')).toBeUndefined();
    const both = await t.app.inject({ method: 'GET', url: '/api/job/getExportFiles', headers: withKey(secret, { cookie: admin }) });
    expect(both.statusCode).toBe(401);
    expect(both.json().message).toBe('Inviare la chiave di integrazione oppure il cookie di sessione, non entrambi');
  });

  it('answers 401 with an Italian message to a wrong, expired or revoked key', async () => {
    const invalid = 'Chiave di integrazione non valida, scaduta o revocata';
    const { key, secret } = await newKey('Da revocare');
    const { key: old, secret: oldSecret } = await newKey('Scaduta');
    await t.database.db.update(apiKeys).set({ expiresOn: '2020-01-01' }).where(eq(apiKeys.id, old.id));
    const wrong = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
    for (const attempt of [wrong, oldSecret, 'qualcosa', '']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/job/getQueue?page=1', headers: withKey(attempt) });
      expect(res.statusCode, attempt).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: invalid });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/job/getQueue?page=1', headers: withKey(secret) })).statusCode).toBe(200);
    const revoke = await t.app.inject({ method: 'POST', url: `/api/api_keys/revoke/${key.id}`, headers: { cookie: admin } });
    expect(revoke.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/job/getQueue?page=1', headers: withKey(secret) });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(invalid);
    const list = (await t.app.inject({ method: 'GET', url: '/api/api_keys', headers: { cookie: admin } })).json().keys as { id: number; state: string }[];
    expect(list.find((k) => k.id === key.id)!.state).toBe('revoked');
    expect(list.find((k) => k.id === old.id)!.state).toBe('expired');
    // The name is free again; revoking twice changes nothing; an unknown key is 404.
    expect((await create('Da revocare')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/api_keys/revoke/${key.id}`, headers: { cookie: admin } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/api_keys/revoke/999999', headers: { cookie: admin } })).statusCode).toBe(404);
    expect((await keyHistory(key.id)).map((r) => r.action)).toEqual(['create', 'call', 'update']);
  });
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, seedStandardCast } from '../../test/fixtures';
import { createTestApp, loginAs, sessionCookie, type TestContext } from '../../test/test-app';

// Issue 64, point 5: behind a reverse proxy the client address is the right-most X-Forwarded-For entry the trusted
// proxies did not write. Here one proxy on this machine (TRUST_PROXY=1): it connects from 127.0.0.1 and appends the
// address it saw; whatever the client wrote before that is the client's own text and decides nothing.
const PASSWORD = 'Tavolo-Verde-42';
const PROXY = '127.0.0.1';
const CLIENT = '203.0.113.7';

let t: TestContext;
let dataDir: string;
let admin: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portale-forwarded-'));
  t = await createTestApp({ TRUST_PROXY: '1', DATA_DIR: dataDir, PUBLIC_URL: 'https://portale.example.com' });
  await seedStandardCast(t.database);
  admin = await loginAs(t.app, 'admin@example.com');
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** A request as the proxy forwards it: the client's own X-Forwarded-For (rotated by an attacker), then the address the proxy saw. */
const viaProxy = (forged: string, request: { method: 'GET' | 'POST'; url: string; payload?: object; cookie?: string }) =>
  t.app.inject({
    method: request.method,
    url: request.url,
    payload: request.payload,
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': `${forged}, ${CLIENT}`, ...(request.cookie ? { cookie: request.cookie } : {}) },
  });
const login = (forged: string, email: string, password: string) => viaProxy(forged, { method: 'POST', url: '/api/login', payload: { email, password } });
const stepCookie = (res: LightMyRequestResponse) => `portale_step=${res.cookies.find((c) => c.name === 'portale_step')!.value}`;
const codeAt = (secret: string, ms = Date.now()) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret.replace(/\s/g, '')) }).generate({ timestamp: ms });

/** The .eml files in the outbox once the reset mails (sent after the answer) stopped arriving. */
async function settledMailCount(): Promise<number> {
  const count = async () => (await fs.readdir(path.join(dataDir, 'outbox')).catch(() => [] as string[])).length;
  let last = -1;
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 60));
    const now = await count();
    if (now === last) return now;
    last = now;
  }
  return last;
}

describe('a client writing its own X-Forwarded-For behind a trusted proxy', () => {
  it('does not dodge the login limit: the 6th wrong password from rotating forged addresses is 429', async () => {
    const user = await createUser(t.database, { email: 'bersaglio@example.com', password: PASSWORD });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await login(`6.6.6.${i}`, user.email, 'sbagliata')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('does not dodge the second-factor code limit', async () => {
    const user = await createUser(t.database, { email: 'codice-bersaglio@example.com', password: PASSWORD });
    const cookie = sessionCookie(await login('6.6.5.1', user.email, PASSWORD));
    const { secret } = (await viaProxy('6.6.5.2', { method: 'POST', url: '/api/account/totp/start', cookie })).json() as { secret: string };
    expect((await viaProxy('6.6.5.3', { method: 'POST', url: '/api/account/totp/confirm', cookie, payload: { code: codeAt(secret) } })).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const step = stepCookie(await login(`6.6.4.${i}`, user.email, PASSWORD));
      statuses.push((await viaProxy(`6.6.3.${i}`, { method: 'POST', url: '/api/login/second_factor', cookie: step, payload: { code: 'AAAAA-AAAAA' } })).statusCode);
    }
    expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
    expect(statuses).toContain(429);
  });

  it('does not dodge the reset limit per address: from one client, mails stop at the limit, with the same answer', async () => {
    const users = await Promise.all(Array.from({ length: 12 }, (_, i) => createUser(t.database, { email: `reset-${i}@example.com`, password: PASSWORD })));
    const before = await settledMailCount();
    const answers: string[] = [];
    for (const [i, user] of users.entries()) {
      const res = await viaProxy(`6.6.2.${i}`, { method: 'POST', url: '/api/password/forgot', payload: { email: user.email } });
      answers.push(`${res.statusCode} ${res.body}`);
    }
    expect(new Set(answers)).toEqual(new Set([answers[0]]));
    expect(answers[0]).toMatch(/^200 /);
    expect((await settledMailCount()) - before).toBe(10); // PASSWORD_RESET_MAX_PER_IP's default
  });

  it('writes the proxy-seen address, never the forged one, into the sessions list and the sign-in history', async () => {
    const user = await createUser(t.database, { email: 'storico@example.com', password: PASSWORD });
    await login('6.6.6.6', user.email, 'sbagliata');
    const cookie = sessionCookie(await login('6.6.6.6', user.email, PASSWORD));
    const sessions = (await viaProxy('6.6.6.6', { method: 'GET', url: '/api/account/sessions', cookie })).json().sessions as { ip: string }[];
    expect(sessions.map((s) => s.ip)).toEqual([CLIENT]);
    const events = (await t.app.inject({ method: 'GET', url: `/api/users/sign_ins/${user.id}`, headers: { cookie: admin } })).json().events as { ip: string }[];
    expect(events.map((e) => e.ip)).toEqual([CLIENT, CLIENT]);
  });

  it('is ignored when the client reaches the server directly from a public address (no trusted proxy in between)', async () => {
    const user = await createUser(t.database, { email: 'diretto@example.com', password: PASSWORD });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: PASSWORD },
      remoteAddress: '198.51.100.20',
      headers: { 'x-forwarded-for': '6.6.6.6', 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(200);
    // Nor does it claim https for itself.
    expect(res.cookies.find((c) => c.name === 'portale_sid')?.secure).toBeFalsy();
    const sessions = (await t.app.inject({ method: 'GET', url: '/api/account/sessions', headers: { cookie: sessionCookie(res) }, remoteAddress: '198.51.100.20' })).json()
      .sessions as { ip: string }[];
    expect(sessions.map((s) => s.ip)).toEqual(['198.51.100.20']);
  });
});

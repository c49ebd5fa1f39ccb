import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, signInEvents } from '../../db/schema/index';
import { createUser, seedStandardCast } from '../../test/fixtures';
import { softwareAuthenticator } from '../../test/software-authenticator';
import { createTestApp, sessionCookie, type TestContext } from '../../test/test-app';

const ORIGIN = 'https://portale.example.com';
const PASSWORD = 'Tavolo-Verde-42';
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN, ADMIN_SECOND_FACTOR: 'required' });
  await seedStandardCast(t.database);
});
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, cookie: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const login = (email: string) => t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } });
const stepCookie = (res: LightMyRequestResponse) => `portale_step=${res.cookies.find((c) => c.name === 'portale_step')!.value}`;

async function registered(email: string, role: 'agent' | 'admin' = 'agent') {
  const user = await createUser(t.database, { email, role, password: PASSWORD });
  const cookie = sessionCookie(await login(email));
  const device = softwareAuthenticator(ORIGIN);
  const options = (await post('/api/account/passkeys/options', cookie)).json();
  const saved = await post('/api/account/passkeys/register', cookie, { name: 'Tablet', response: device.register(options) });
  expect(saved.statusCode, saved.body).toBe(200);
  return { user, cookie, device, passkey: saved.json() as { id: number; name: string } };
}

async function signIn(device: ReturnType<typeof softwareAuthenticator>, overrides: Record<string, unknown> = {}) {
  const optionsRes = await t.app.inject({ method: 'POST', url: '/api/login/passkey/options' });
  expect(optionsRes.statusCode).toBe(200);
  return post('/api/login/passkey', stepCookie(optionsRes), { response: device.signIn(optionsRes.json(), overrides) });
}

describe('passkeys (WebAuthn)', () => {
  it('registers one or more under the profile, only against this session’s challenge, used once', async () => {
    const { cookie, device } = await registered('passkey-reg@example.com');
    expect((await get('/api/account/second_factor', cookie)).json().passkeys).toMatchObject([{ name: 'Tablet', last_used_at: null }]);
    // The challenge was used: the same answer again is refused.
    expect((await post('/api/account/passkeys/register', cookie, { name: 'Ancora', response: device.register({ challenge: 'x' }) })).statusCode).toBe(400);
    // A second device; an answer for another origin is refused.
    const other = softwareAuthenticator('https://altro.example.com');
    const options = (await post('/api/account/passkeys/options', cookie)).json();
    expect(options.excludeCredentials).toHaveLength(1);
    expect((await post('/api/account/passkeys/register', cookie, { name: 'Altro', response: other.register(options) })).json().code).toBe('SECOND_FACTOR_INVALID');
    const phone = softwareAuthenticator(ORIGIN);
    const again = (await post('/api/account/passkeys/options', cookie)).json();
    expect((await post('/api/account/passkeys/register', cookie, { name: 'Telefono', response: phone.register(again) })).statusCode).toBe(200);
    expect((await get('/api/account/second_factor', cookie)).json().passkeys.map((k: { name: string }) => k.name)).toEqual(['Tablet', 'Telefono']);
  });

  it('signs in without a password, counts as a factor (password then asks the second step), and is in the history', async () => {
    const { user, device } = await registered('passkey-login@example.com');
    const res = await signIn(device);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.email).toBe(user.email);
    expect((await get('/api/user/current', sessionCookie(res))).statusCode).toBe(200);
    expect((await get('/api/account/second_factor', sessionCookie(res))).json().passkeys[0].last_used_at).not.toBeNull();
    expect((await login(user.email)).json()).toEqual({ second_factor: { methods: ['passkey'] } });
    // The session records how it opened (issue 64).
    const opened = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(opened.map((r) => r.openedWith).sort()).toEqual(['passkey', 'password']);
    expect(opened.every((r) => r.secondFactorAt !== null)).toBe(true);
    const events = await t.database.db.select().from(signInEvents).where(and(eq(signInEvents.userId, user.id), eq(signInEvents.method, 'passkey')));
    expect(events.map((e) => e.succeeded)).toEqual([true]);
  });

  it('refuses a wrong origin, a replayed challenge, and a removed passkey', async () => {
    const { cookie, device, passkey } = await registered('passkey-refuse@example.com');
    expect((await signIn(device, { origin: 'https://phishing.example.com' })).json().code).toBe('SECOND_FACTOR_INVALID');
    const optionsRes = await t.app.inject({ method: 'POST', url: '/api/login/passkey/options' });
    const answer = device.signIn(optionsRes.json());
    expect((await post('/api/login/passkey', stepCookie(optionsRes), { response: answer })).statusCode).toBe(200);
    expect((await post('/api/login/passkey', stepCookie(optionsRes), { response: answer })).statusCode).toBe(400);
    expect((await post(`/api/account/passkeys/rename/${passkey.id}`, cookie, { name: 'Tablet in auto' })).statusCode).toBe(200);
    expect((await get('/api/account/second_factor', cookie)).json().passkeys[0].name).toBe('Tablet in auto');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/account/passkeys/delete/${passkey.id}`, headers: { cookie } })).statusCode).toBe(200);
    expect((await signIn(device)).statusCode).toBe(400);
  });

  it("never touches another user's passkey", async () => {
    const { passkey } = await registered('passkey-owner@example.com');
    const { cookie } = await registered('passkey-other@example.com');
    expect((await post(`/api/account/passkeys/rename/${passkey.id}`, cookie, { name: 'Mio' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/account/passkeys/delete/${passkey.id}`, headers: { cookie } })).statusCode).toBe(404);
  });

  it('raises only the session that registered it, after the registration proves it, and ends the others', async () => {
    const boss = await createUser(t.database, { email: 'passkey-s1@example.com', role: 'admin', password: PASSWORD });
    const s1 = sessionCookie(await login(boss.email));
    const s2 = sessionCookie(await login(boss.email));
    // Options alone prove nothing: S2 is still set-up-only.
    const options = (await post('/api/account/passkeys/options', s2)).json();
    expect((await get('/api/users', s2)).json().code).toBe('SECOND_FACTOR_REQUIRED');
    const saved = await post('/api/account/passkeys/register', s2, { name: 'Tablet', response: softwareAuthenticator(ORIGIN).register(options) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().other_sessions_ended).toBe(1);
    expect((await get('/api/users', s2)).statusCode).toBe(200);
    expect((await get('/api/users', s1)).statusCode).toBe(401);
  });

  it("removing an admin's last passkey, where a factor is required, drops his sessions to the set-up-only level", async () => {
    const { cookie, passkey } = await registered('passkey-ultima@example.com', 'admin');
    expect((await get('/api/users', cookie)).statusCode).toBe(200);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/account/passkeys/delete/${passkey.id}`, headers: { cookie } });
    expect(removed.json().message).toBe('Passkey rimossa: per le funzioni di amministrazione impostare di nuovo un secondo fattore');
    expect((await get('/api/users', cookie)).json().code).toBe('SECOND_FACTOR_REQUIRED');
  });

  it('is a second factor for the admin gate', async () => {
    const { cookie } = await registered('passkey-admin@example.com', 'admin');
    expect((await get('/api/users', cookie)).statusCode).toBe(200);
    expect((await get('/api/user/current', cookie)).json().user.second_factor_missing).toBe(false);
  });
});

import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, passkeys, recoveryCodes, sessions, signInEvents, totpFactors } from '../../db/schema/index';
import { loadConfig } from '../../config';
import { createUser, seedStandardCast } from '../../test/fixtures';
import { createTestApp, loginAs, sessionCookie, type TestContext } from '../../test/test-app';

const PASSWORD = 'Tavolo-Verde-42';
let t: TestContext;
let admin: string;
beforeAll(async () => {
  // The setting on, as in production: admins must have a second factor.
  t = await createTestApp({ ADMIN_SECOND_FACTOR: 'required' });
  await seedStandardCast(t.database);
});
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, cookie: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const login = (email: string, password = PASSWORD) => t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
const stepCookie = (res: LightMyRequestResponse) => `portale_step=${res.cookies.find((c) => c.name === 'portale_step')!.value}`;
const secondStep = (step: string, code: string) => post('/api/login/second_factor', step, { code });
const codeAt = (secret: string, ms = Date.now()) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret.replace(/\s/g, '')) }).generate({ timestamp: ms });

/** A user with the authenticator app confirmed: his cookie, secret and recovery codes. */
async function userWithTotp(email: string, role: 'agent' | 'admin' = 'agent') {
  const user = await createUser(t.database, { email, role, password: PASSWORD });
  const cookie = sessionCookie(await login(email));
  const setup = (await post('/api/account/totp/start', cookie)).json() as { secret: string; otpauth_url: string; qr_svg: string };
  const confirmCode = codeAt(setup.secret);
  const confirmed = await post('/api/account/totp/confirm', cookie, { code: confirmCode });
  expect(confirmed.statusCode).toBe(200);
  return { user, cookie, secret: setup.secret, confirmCode, recovery: confirmed.json().recovery_codes as string[] };
}

describe('authenticator app (TOTP) setup', () => {
  it('answers a QR and the secret, is a factor only once a right code confirms it, and shows ten recovery codes once', async () => {
    const user = await createUser(t.database, { email: 'totp-setup@example.com', password: PASSWORD });
    const cookie = sessionCookie(await login(user.email));
    const setup = await post('/api/account/totp/start', cookie);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url, qr_svg } = setup.json();
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(qr_svg).toContain('<svg');
    expect((await get('/api/account/second_factor', cookie)).json()).toMatchObject({ totp: false, recovery_codes_left: 0 });

    const wrong = await post('/api/account/totp/confirm', cookie, { code: '000000' === codeAt(secret) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('SECOND_FACTOR_INVALID');
    const right = await post('/api/account/totp/confirm', cookie, { code: codeAt(secret) });
    expect(right.statusCode).toBe(200);
    const codes = right.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await get('/api/account/second_factor', cookie)).json()).toMatchObject({ totp: true, recovery_codes_left: 10 });

    // At rest: the secret sealed (not the base32 the app shows), the recovery codes only as hashes.
    const [row] = await t.database.db.select().from(totpFactors).where(eq(totpFactors.userId, user.id));
    expect(row!.secretSealed).not.toContain(secret.replace(/\s/g, ''));
    const hashes = await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    for (const code of codes) expect(hashes.map((h) => h.codeHash).join()).not.toContain(code.replace('-', ''));
    // A second setup while one is active is refused (it would replace the app the user relies on).
    expect((await post('/api/account/totp/start', cookie)).statusCode).toBe(409);
  });
});

describe('login with a second factor', () => {
  it('opens no session after the password: the code step does, with the right code only', async () => {
    const { user, secret } = await userWithTotp('totp-login@example.com');
    const first = await login(user.email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ second_factor: { methods: ['totp'] } });
    expect(first.cookies.find((c) => c.name === 'portale_sid')).toBeUndefined();
    const step = stepCookie(first);

    const wrong = await secondStep(step, codeAt(secret, Date.now() - 5 * 60_000));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('SECOND_FACTOR_INVALID');
    // The next step's code (the confirmation used the current one: a code is good once).
    const right = await secondStep(step, codeAt(secret, Date.now() + 30_000));
    expect(right.statusCode).toBe(200);
    expect(right.json().user.email).toBe(user.email);
    expect((await get('/api/user/current', sessionCookie(right))).statusCode).toBe(200);
    // The step is used up with the session.
    expect((await secondStep(step, codeAt(secret, Date.now() - 30_000))).statusCode).toBe(400);
    const events = await t.database.db.select().from(signInEvents).where(eq(signInEvents.userId, user.id));
    expect(events.map((e) => [e.method, e.succeeded])).toEqual(expect.arrayContaining([['password+codice', false], ['password+codice', true]]));
  });

  it('refuses a code already used (replay), even on a new sign-in within its 30 seconds', async () => {
    const { user, secret, confirmCode } = await userWithTotp('totp-replay@example.com');
    // The code the confirmation used cannot sign in (the very code, not the clock's: on a slow machine a step may pass).
    const replay = await secondStep(stepCookie(await login(user.email)), confirmCode);
    expect(replay.statusCode).toBe(400);
    const next = codeAt(secret, Date.now() + 30_000);
    expect((await secondStep(stepCookie(await login(user.email)), next)).statusCode).toBe(200);
    expect((await secondStep(stepCookie(await login(user.email)), next)).statusCode).toBe(400);
  });

  it('takes a recovery code once, instead of the app', async () => {
    const { user, recovery } = await userWithTotp('totp-recovery@example.com');
    const used = await secondStep(stepCookie(await login(user.email)), recovery[3]!.toLowerCase());
    expect(used.statusCode).toBe(200);
    expect((await secondStep(stepCookie(await login(user.email)), recovery[3]!)).statusCode).toBe(400);
    expect((await get('/api/account/second_factor', sessionCookie(used))).json().recovery_codes_left).toBe(9);
    const events = await t.database.db.select().from(signInEvents).where(and(eq(signInEvents.userId, user.id), eq(signInEvents.method, 'password+recupero')));
    expect(events).toHaveLength(1);
  });

  it('counts wrong codes per user like the login: then waits, even with the right one', async () => {
    const { user, secret } = await userWithTotp('totp-limit@example.com');
    const step = stepCookie(await login(user.email));
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await secondStep(step, 'AAAAA-AAAAA')).statusCode);
    expect(statuses.slice(0, 4)).toEqual([400, 400, 400, 400]);
    expect(statuses).toContain(429);
    // A new password step does not reset the code counter.
    const again = await secondStep(stepCookie(await login(user.email)), codeAt(secret, Date.now() + 30_000));
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
  });

  it('refuses the step without its cookie, and disabling the app needs one of its codes', async () => {
    const { cookie, secret, user } = await userWithTotp('totp-disable@example.com');
    expect((await secondStep('portale_step=inventato', codeAt(secret))).statusCode).toBe(400);
    expect((await post('/api/account/totp/disable', cookie, { code: '12345' })).statusCode).toBe(400);
    expect((await post('/api/account/totp/disable', cookie, { code: codeAt(secret, Date.now() + 30_000) })).statusCode).toBe(200);
    expect((await get('/api/account/second_factor', cookie)).json()).toMatchObject({ totp: false, recovery_codes_left: 0 });
    expect((await login(user.email)).json().user.email).toBe(user.email);
  });
});

describe('second factor required for admins', () => {
  it('refuses every other call of an admin without one, with its own code, until he sets one up', async () => {
    const boss = await createUser(t.database, { email: 'admin-senza@example.com', role: 'admin', password: PASSWORD });
    const cookie = sessionCookie(await login(boss.email));
    const me = await get('/api/user/current', cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().user.second_factor_missing).toBe(true);
    for (const url of ['/api/users', '/api/account/sessions', '/api/customer/get/1']) {
      const refused = await get(url, cookie);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().code, url).toBe('SECOND_FACTOR_REQUIRED');
    }
    expect((await get('/api/account/second_factor', cookie)).json().required).toBe(true);
    const { secret } = (await post('/api/account/totp/start', cookie)).json();
    expect((await post('/api/account/totp/confirm', cookie, { code: codeAt(secret) })).statusCode).toBe(200);
    expect((await get('/api/user/current', cookie)).json().user.second_factor_missing).toBe(false);
    expect((await get('/api/account/sessions', cookie)).statusCode).toBe(200);
  });

  it('leaves agents alone, and the demo setting (optional) leaves admins alone', async () => {
    const agent = await loginAs(t.app, 'agente1@example.com');
    expect((await get('/api/account/sessions', agent)).statusCode).toBe(200);
    const demo = await createTestApp({ ADMIN_SECOND_FACTOR: 'optional' });
    try {
      await seedStandardCast(demo.database);
      const cookie = await loginAs(demo.app, 'admin@example.com');
      expect((await demo.app.inject({ method: 'GET', url: '/api/account/sessions', headers: { cookie } })).statusCode).toBe(200);
    } finally {
      await demo.close();
    }
  });

  it("lets an admin reset another user's second factor, recorded in the user's history", async () => {
    const { user } = await userWithTotp('totp-reset@example.com');
    const { cookie: bossCookie, secret } = await userWithTotp('admin-con@example.com', 'admin');
    admin = bossCookie;
    void secret;
    const agent = await loginAs(t.app, 'agente1@example.com');
    expect((await post(`/api/users/reset_second_factor/${user.id}`, agent)).statusCode).toBe(403);
    const reset = await post(`/api/users/reset_second_factor/${user.id}`, admin);
    expect(reset.statusCode).toBe(200);
    expect((await login(user.email)).json().user.email).toBe(user.email);
    const history = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'users'), eq(auditLog.recordId, user.id)));
    expect(history.map((h) => h.changes)).toContainEqual({ second_factor: { before: 'totp', after: 'azzerato' } });
    expect((await post('/api/users/reset_second_factor/999999', admin)).statusCode).toBe(404);
  });
});

describe('the second factor belongs to the session (issue 64)', () => {
  it('keeps a password-only admin session set-up-only when a factor appears in the tables without it', async () => {
    const boss = await createUser(t.database, { email: 'admin-s1@example.com', role: 'admin', password: PASSWORD });
    const s1 = sessionCookie(await login(boss.email));
    expect((await get('/api/users', s1)).json().code).toBe('SECOND_FACTOR_REQUIRED');
    // Enrolled elsewhere (another process, a restored table): S1 proved nothing, so it stays where it was.
    await t.database.db.insert(passkeys).values({ userId: boss.id, credentialId: 'altrove', publicKey: 'x', name: 'Altrove' });
    const still = await get('/api/users', s1);
    expect(still.statusCode).toBe(403);
    expect(still.json().code).toBe('SECOND_FACTOR_REQUIRED');
    expect((await get('/api/user/current', s1)).json().user.second_factor_missing).toBe(true);
  });

  it('raises only the session that proved the new app, and ends the others (a password-only session never becomes a full one)', async () => {
    const boss = await createUser(t.database, { email: 'admin-s2@example.com', role: 'admin', password: PASSWORD });
    // S1: whoever has the password alone (the admin elsewhere, or someone who has his password).
    const s1 = sessionCookie(await login(boss.email));
    const s2 = sessionCookie(await login(boss.email));
    const { secret } = (await post('/api/account/totp/start', s2)).json();
    const confirmed = await post('/api/account/totp/confirm', s2, { code: codeAt(secret) });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().other_sessions_ended).toBe(1);
    expect((await get('/api/users', s2)).statusCode).toBe(200);
    // S1 never reaches an admin call: it is gone.
    const refused = await get('/api/users', s1);
    expect(refused.statusCode).toBe(401);
    expect((await get('/api/user/current', s1)).statusCode).toBe(401);
    // And the password alone now opens no session at all: only the code step.
    const again = await login(boss.email);
    expect(again.json()).toEqual({ second_factor: { methods: ['totp'] } });
    expect(again.cookies.find((c) => c.name === 'portale_sid')).toBeUndefined();
  });

  it('records how each session was opened: password, password and app code, password and recovery code', async () => {
    const { user, secret, recovery } = await userWithTotp('apertura@example.com');
    expect((await secondStep(stepCookie(await login(user.email)), codeAt(secret, Date.now() + 30_000))).statusCode).toBe(200);
    expect((await secondStep(stepCookie(await login(user.email)), recovery[0]!)).statusCode).toBe(200);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(3);
    // The session that confirmed the app opened with the password and was raised by the app's code.
    expect(rows.filter((r) => r.openedWith === 'password').map((r) => r.secondFactorAt !== null)).toEqual([true]);
    expect(rows.filter((r) => r.openedWith === 'password+codice')).toHaveLength(1);
    expect(rows.filter((r) => r.openedWith === 'password+recupero')).toHaveLength(1);
    expect(rows.every((r) => r.secondFactorAt !== null)).toBe(true);
  });
});

describe('removing the last factor of an admin, where one is required (issue 64)', () => {
  const refusedUntilSetUp = async (cookie: string) => {
    const res = await get('/api/users', cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('SECOND_FACTOR_REQUIRED');
    expect((await get('/api/user/current', cookie)).json().user.second_factor_missing).toBe(true);
  };

  it('his own removal is allowed and drops every session of his to the set-up-only level', async () => {
    const { user, cookie: sa, secret, recovery } = await userWithTotp('admin-toglie@example.com', 'admin');
    const sb = sessionCookie(await secondStep(stepCookie(await login(user.email)), codeAt(secret, Date.now() + 30_000)));
    expect((await get('/api/users', sb)).statusCode).toBe(200);
    const off = await post('/api/account/totp/disable', sa, { code: recovery[0]! });
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe('App di autenticazione disattivata: per le funzioni di amministrazione impostare di nuovo un secondo fattore');
    await refusedUntilSetUp(sa);
    await refusedUntilSetUp(sb);
    // Setting one up again raises the session that proves it, and ends the other.
    const { secret: again } = (await post('/api/account/totp/start', sa)).json();
    expect((await post('/api/account/totp/confirm', sa, { code: codeAt(again) })).json().other_sessions_ended).toBe(1);
    expect((await get('/api/users', sa)).statusCode).toBe(200);
    expect((await get('/api/users', sb)).statusCode).toBe(401);
  });

  it("another admin's 'Azzera secondo fattore' drops his sessions to the set-up-only level", async () => {
    const { cookie: boss } = await userWithTotp('admin-azzera@example.com', 'admin');
    const { user: target, cookie: targetSession } = await userWithTotp('admin-azzerato@example.com', 'admin');
    expect((await get('/api/users', targetSession)).statusCode).toBe(200);
    expect((await post(`/api/users/reset_second_factor/${target.id}`, boss)).statusCode).toBe(200);
    await refusedUntilSetUp(targetSession);
    expect((await get('/api/users', boss)).statusCode).toBe(200);
  });

  it('an agent keeps his sessions working (no gate for agents), and an admin with another factor left keeps his level', async () => {
    const { cookie, recovery } = await userWithTotp('agente-toglie@example.com');
    expect((await post('/api/account/totp/disable', cookie, { code: recovery[0]! })).json().message).toBe('App di autenticazione disattivata');
    expect((await get('/api/account/sessions', cookie)).statusCode).toBe(200);
    const { user: boss, cookie: bossSession, recovery: bossRecovery } = await userWithTotp('admin-due-fattori@example.com', 'admin');
    await t.database.db.insert(passkeys).values({ userId: boss.id, credentialId: 'resta', publicKey: 'x', name: 'Resta' });
    expect((await post('/api/account/totp/disable', bossSession, { code: bossRecovery[0]! })).json().message).toBe('App di autenticazione disattivata');
    expect((await get('/api/users', bossSession)).statusCode).toBe(200);
  });
});

describe('ADMIN_SECOND_FACTOR', () => {
  it('is required by default in production without the demo data, optional in the demo, and can be set either way', () => {
    expect(loadConfig({}, { NODE_ENV: 'production', NO_DEMO: 'true' }).adminSecondFactorRequired).toBe(true);
    expect(loadConfig({}, { NODE_ENV: 'production' }).adminSecondFactorRequired).toBe(false);
    expect(loadConfig({}, { NODE_ENV: 'development' }).adminSecondFactorRequired).toBe(false);
    expect(loadConfig({}, { NODE_ENV: 'production', NO_DEMO: 'true', ADMIN_SECOND_FACTOR: 'optional' }).adminSecondFactorRequired).toBe(false);
    expect(loadConfig({}, { ADMIN_SECOND_FACTOR: 'required' }).adminSecondFactorRequired).toBe(true);
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures, sessions, users } from '../../db/schema/index';
import { sessionIdOf } from '../../lib/session-token';
import { createUser, seedStandardCast } from '../../test/fixtures';
import { createTestApp, loginAs, type TestContext } from '../../test/test-app';

const TOO_MANY = 'Troppi tentativi di accesso non riusciti: riprovare tra qualche minuto';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await seedStandardCast(t.database);
});
afterAll(() => t.close());

const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password, scope: 'webapp' }, remoteAddress });
const current = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user/current', headers: { cookie } });
/** The database row id of a cookie's session (the table keeps the token's hash, never the token). */
const rowIdOf = (cookie: string) => sessionIdOf(cookie.replace(/^portale_sid=/, ''));

describe('sessions', () => {
  it('issues a new session id at every login and keeps only its hash', async () => {
    const a = await loginAs(t.app, 'agente1@example.com');
    const b = await loginAs(t.app, 'agente1@example.com');
    expect(a).not.toBe(b);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, rowIdOf(a)));
    expect(row).toBeDefined();
    expect(row.id).not.toContain(a.replace(/^portale_sid=/, ''));
  });

  it('ends the session at logout and clears the cookie', async () => {
    const cookie = await loginAs(t.app, 'agente1@example.com');
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.find((c) => c.name === 'portale_sid');
    expect(cleared?.value).toBe('');
    expect((await current(cookie)).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.id, rowIdOf(cookie)))).toEqual([]);
  });

  it('expires a session idle longer than SESSION_IDLE_MINUTES', async () => {
    const idle = t.app.config.session.idleMinutes;
    const fresh = await loginAs(t.app, 'agente1@example.com');
    const stale = await loginAs(t.app, 'agente1@example.com');
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - make_interval(mins => ${idle - 1})` })
      .where(eq(sessions.id, rowIdOf(fresh)));
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - make_interval(mins => ${idle + 1})` })
      .where(eq(sessions.id, rowIdOf(stale)));
    expect((await current(fresh)).statusCode).toBe(200);
    expect((await current(stale)).statusCode).toBe(401);
    // Use keeps a session alive: the request above moved last_seen_at forward.
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, rowIdOf(fresh)));
    expect(Date.now() - row.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it('expires a session after its absolute lifetime even when in use', async () => {
    const cookie = await loginAs(t.app, 'agente1@example.com');
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, rowIdOf(cookie)));
    const lifetimeMs = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(Math.round(lifetimeMs / 3_600_000)).toBe(t.app.config.session.maxHours);
    await t.database.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '13 hours'`, expiresAt: sql`now() - interval '1 hour'`, lastSeenAt: sql`now()` })
      .where(eq(sessions.id, rowIdOf(cookie)));
    expect((await current(cookie)).statusCode).toBe(401);
  });

  it("ends a user's sessions when they are disabled or deleted", async () => {
    const adminCookie = await loginAs(t.app, 'admin@example.com');
    const disabled = await createUser(t.database, { email: 'disabilitato@example.com' });
    const deleted = await createUser(t.database, { email: 'cancellato@example.com' });
    const disabledCookie = await loginAs(t.app, 'disabilitato@example.com');
    const deletedCookie = await loginAs(t.app, 'cancellato@example.com');
    const edit = await t.app.inject({
      method: 'POST',
      url: '/api/users/update',
      headers: { cookie: adminCookie },
      payload: { user: { id: disabled.id, version: 1, name: 'Disabilitato', email: 'disabilitato@example.com', role: 'agent', enabled: false } },
    });
    expect(edit.statusCode).toBe(200);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/users/delete/${deleted.id}`, headers: { cookie: adminCookie } });
    expect(del.statusCode).toBe(200);
    expect((await current(disabledCookie)).statusCode).toBe(401);
    expect((await current(deletedCookie)).statusCode).toBe(401);
  });

  it('also refuses a disabled user whose session row survived (disabled directly in the database)', async () => {
    const u = await createUser(t.database, { email: 'erp-disabilitato@example.com' });
    const cookie = await loginAs(t.app, 'erp-disabilitato@example.com');
    await t.database.db.update(users).set({ enabled: false }).where(eq(users.id, u.id));
    expect((await current(cookie)).statusCode).toBe(401);
  });
});

describe('failed-login throttling', () => {
  /** Lets every running delay pass, as if the attacker had waited it out. */
  const waitOut = () => t.database.db.update(loginFailures).set({ blockedUntil: sql`now() - interval '1 second'` });
  const deviceCookieOf = (res: Awaited<ReturnType<typeof login>>) => {
    const c = res.cookies.find((x) => x.name === 'portale_device');
    return c ? `portale_device=${c.value}` : undefined;
  };
  const loginWith = (email: string, password: string, remoteAddress: string, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress, headers: cookie ? { cookie } : {} });

  it('slows an (account, address) pair after too many failures: 429 in Italian with Retry-After, growing', async () => {
    const { perAccount } = t.app.config.loginLimits;
    await createUser(t.database, { email: 'bersaglio@example.com' });
    for (let i = 0; i < perAccount; i++) expect((await login('bersaglio@example.com', 'sbagliata', '10.1.0.1')).statusCode).toBe(401);
    const blocked = await login('BERSAGLIO@example.com', 'demo', '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, code: 'TOO_MANY_ATTEMPTS', message: TOO_MANY });
    const first = Number(blocked.headers['retry-after']);
    expect(first).toBeGreaterThanOrEqual(1);
    // Each attempt let through after the delay doubles the next delay.
    await waitOut();
    expect((await login('bersaglio@example.com', 'sbagliata', '10.1.0.1')).statusCode).toBe(401);
    await waitOut();
    expect((await login('bersaglio@example.com', 'sbagliata', '10.1.0.1')).statusCode).toBe(401);
    const later = await login('bersaglio@example.com', 'demo', '10.1.0.1');
    expect(later.statusCode).toBe(429);
    expect(Number(later.headers['retry-after'])).toBeGreaterThan(first);
  });

  it('does not lock the owner out: the same account from another address, and another account, still log in', async () => {
    expect((await login('bersaglio@example.com', 'demo', '10.1.0.2')).statusCode).toBe(200);
    expect((await login('agente2@example.com', 'demo', '10.1.0.1')).statusCode).toBe(200);
  });

  it('lets the pair in again once its delay has passed, and a success starts it over', async () => {
    await waitOut();
    expect((await login('bersaglio@example.com', 'demo', '10.1.0.1')).statusCode).toBe(200);
    const { perAccount } = t.app.config.loginLimits;
    for (let i = 0; i < perAccount - 1; i++) expect((await login('bersaglio@example.com', 'sbagliata', '10.1.0.1')).statusCode).toBe(401);
    expect((await login('bersaglio@example.com', 'demo', '10.1.0.1')).statusCode).toBe(200);
  });

  it('slows one address trying many accounts, without touching other addresses', async () => {
    const { perIp } = t.app.config.loginLimits;
    for (let i = 0; i < perIp; i++) expect((await login(`nessuno${i}@example.com`, 'sbagliata', '10.3.0.1')).statusCode).toBe(401);
    const blocked = await login('agente1@example.com', 'demo', '10.3.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(TOO_MANY);
    expect((await login('agente1@example.com', 'demo', '10.3.0.2')).statusCode).toBe(200);
  });

  it('lets a browser that logged in before (signed device cookie) past the account and address counters', async () => {
    const { perAccount, perIp } = t.app.config.loginLimits;
    await createUser(t.database, { email: 'titolare@example.com' });
    const first = await loginWith('titolare@example.com', 'demo', '10.4.0.1');
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first)!;
    const set = first.cookies.find((c) => c.name === 'portale_device')!;
    expect(set).toMatchObject({ httpOnly: true, path: '/api/login', sameSite: 'Strict' });
    // An attacker on the owner's own office address exhausts the pair and the address.
    for (let i = 0; i < Math.max(perAccount, perIp); i++) await loginWith(i < perAccount ? 'titolare@example.com' : `x${i}@example.com`, 'sbagliata', '10.4.0.1');
    expect((await loginWith('titolare@example.com', 'demo', '10.4.0.1')).statusCode).toBe(429);
    // The owner's browser still gets in.
    expect((await loginWith('titolare@example.com', 'demo', '10.4.0.1', device)).statusCode).toBe(200);
    // A forged or another user's device cookie counts for nothing.
    const [userId, id] = set.value.split('.');
    const forged = `portale_device=${userId}.${id}.${'A'.repeat(43)}`;
    expect((await loginWith('titolare@example.com', 'demo', '10.4.0.1', forged)).statusCode).toBe(429);
    const other = deviceCookieOf(await loginWith('agente2@example.com', 'demo', '10.4.0.9'))!;
    expect((await loginWith('titolare@example.com', 'demo', '10.4.0.1', other)).statusCode).toBe(429);
  });

  it('still slows wrong passwords from a known device (counted on the device)', async () => {
    const { perAccount } = t.app.config.loginLimits;
    await createUser(t.database, { email: 'dispositivo@example.com' });
    const device = deviceCookieOf(await loginWith('dispositivo@example.com', 'demo', '10.5.0.1'))!;
    for (let i = 0; i < perAccount; i++) expect((await loginWith('dispositivo@example.com', 'sbagliata', '10.5.0.1', device)).statusCode).toBe(401);
    expect((await loginWith('dispositivo@example.com', 'demo', '10.5.0.1', device)).statusCode).toBe(429);
    // …while the account from elsewhere is unaffected.
    expect((await loginWith('dispositivo@example.com', 'demo', '10.5.0.2')).statusCode).toBe(200);
  });

  it('cannot be outrun by concurrent attempts: at most the limit gets through', async () => {
    const { perAccount } = t.app.config.loginLimits;
    await createUser(t.database, { email: 'concorrente@example.com' });
    const results = await Promise.all(Array.from({ length: perAccount * 3 }, () => login('concorrente@example.com', 'sbagliata', '10.6.0.1')));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(perAccount);
    expect(codes.filter((c) => c === 429)).toHaveLength(perAccount * 2);
  });
});

describe('cross-site requests', () => {
  const activate = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/user/activate', headers, payload: { profile_external_id: 'A001' } });

  it('refuses a state-changing call from a foreign Origin or a cross-site fetch (403)', async () => {
    const cookie = await loginAs(t.app, 'agente1@example.com');
    const foreign = await activate({ cookie, host: 'portale.example.it', origin: 'https://malevolo.example.com' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('Richiesta da un’origine non consentita');
    const crossSite = await activate({ cookie, 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'agente1@example.com'));
    expect(row.currentProfileId).toBeNull();
    // The same call from the app's own origin goes through (scheme included: this server is reached over http).
    const sameOrigin = await activate({ cookie, host: 'portale.example.it', origin: 'http://portale.example.it', 'sec-fetch-site': 'same-origin' });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('refuses a cross-site login (login CSRF)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host: 'portale.example.it', origin: 'https://malevolo.example.com' },
      payload: { email: 'agente1@example.com', password: 'demo' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.cookies.find((c) => c.name === 'portale_sid')).toBeUndefined();
  });
});

describe('session cookie over https', () => {
  it('is Secure when served over https behind a trusted proxy, and not over plain http', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' });
    try {
      await seedStandardCast(proxied.database);
      const https = await proxied.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: 'agente1@example.com', password: 'demo' },
      });
      expect(https.statusCode).toBe(200);
      const secure = https.cookies.find((c) => c.name === 'portale_sid');
      expect(secure).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
      const http = await proxied.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'agente1@example.com', password: 'demo' } });
      expect(http.cookies.find((c) => c.name === 'portale_sid')?.secure).toBeFalsy();
      // Without a trusted proxy, a client cannot claim https for itself.
      const spoofed = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: 'agente1@example.com', password: 'demo' },
      });
      expect(spoofed.cookies.find((c) => c.name === 'portale_sid')?.secure).toBeFalsy();
    } finally {
      await proxied.close();
    }
  });
});

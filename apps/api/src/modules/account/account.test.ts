import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, sessions, signInEvents } from '../../db/schema/index';
import { createUser, seedStandardCast } from '../../test/fixtures';
import { createTestApp, loginAs, sessionCookie, type TestContext } from '../../test/test-app';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

let t: TestContext;
let dataDir: string;
let admin: string;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portale-account-'));
  t = await createTestApp({ DATA_DIR: dataDir, PUBLIC_URL: 'https://portale.example.com' });
  await seedStandardCast(t.database);
  admin = await loginAs(t.app, 'admin@example.com');
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const login = (email: string, password: string, userAgent = CHROME_WINDOWS, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, headers: { 'user-agent': userAgent }, remoteAddress });
const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, cookie: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const current = (cookie: string) => get('/api/user/current', cookie);

/** The .eml files written so far (no SMTP in tests), oldest first. */
async function mails(): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = (await fs.readdir(dir).catch(() => [] as string[])).sort();
  return Promise.all(names.map((n) => fs.readFile(path.join(dir, n), 'utf8')));
}
/** Waits for the mail count to reach n (the reset mail leaves after the answer). */
async function mailsUntil(n: number): Promise<string[]> {
  for (let i = 0; i < 100; i++) {
    const all = await mails();
    if (all.length >= n) return all;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`expected ${n} mails`);
}
/** The link's secret in a mail (quoted-printable soft breaks undone). */
const tokenIn = (mail: string) => /imposta-password#([A-Za-z0-9_-]+)/.exec(mail.replace(/=\r?\n/g, ''))![1];
const setPassword = (token: string, password: string, confirmation = password, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/password/set', payload: { token, password, password_confirmation: confirmation }, remoteAddress });

describe('sessions a user can see and end', () => {
  it("lists the caller's sessions with device, address and times, marking the current one", async () => {
    const user = await createUser(t.database, { email: 'sessioni-elenco@example.com', password: 'Tavolo-Verde-42' });
    const desk = sessionCookie(await login(user.email, 'Tavolo-Verde-42', CHROME_WINDOWS));
    await login(user.email, 'Tavolo-Verde-42', SAFARI_IPAD, '10.9.0.7');
    const res = await get('/api/account/sessions', desk);
    expect(res.statusCode).toBe(200);
    const list = res.json().sessions as { id: string; device: string; ip: string; current: boolean; started_at: string }[];
    expect(list.map((s) => [s.device, s.ip, s.current]).sort()).toEqual([
      ['Chrome su Windows', '127.0.0.1', true],
      ['Safari su iPad', '10.9.0.7', false],
    ]);
    // The handle is not the session's key (the table's id is the token's hash; neither leaves the server).
    const rows = await t.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
    for (const s of list) expect(rows.map((r) => r.id)).not.toContain(s.id);
  });

  it('ends one session, or all the others, and never another user’s', async () => {
    const user = await createUser(t.database, { email: 'sessioni-chiudi@example.com', password: 'Tavolo-Verde-42' });
    const a = sessionCookie(await login(user.email, 'Tavolo-Verde-42'));
    const b = sessionCookie(await login(user.email, 'Tavolo-Verde-42', SAFARI_IPAD));
    const c = sessionCookie(await login(user.email, 'Tavolo-Verde-42'));
    const other = await loginAs(t.app, 'agente1@example.com');
    const handleOfB = ((await get('/api/account/sessions', a)).json().sessions as { id: string; device: string }[]).find((s) => s.device === 'Safari su iPad')!.id;
    // Another user cannot end it: the handle is looked up among the caller's own sessions.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/account/sessions/end/${handleOfB}`, headers: { cookie: other } })).statusCode).toBe(404);
    expect((await current(b)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/account/sessions/end/${handleOfB}`, headers: { cookie: a } })).statusCode).toBe(200);
    expect((await current(b)).statusCode).toBe(401);
    expect((await post('/api/account/sessions/end_others', a)).statusCode).toBe(200);
    expect((await current(c)).statusCode).toBe(401);
    expect((await current(a)).statusCode).toBe(200);
    expect((await current(other)).statusCode).toBe(200);
  });

  it('lets the admin end every session of a user; an agent may not', async () => {
    const user = await createUser(t.database, { email: 'sessioni-admin@example.com', password: 'Tavolo-Verde-42' });
    const a = sessionCookie(await login(user.email, 'Tavolo-Verde-42'));
    const agent = await loginAs(t.app, 'agente2@example.com');
    expect((await post(`/api/users/end_sessions/${user.id}`, agent)).statusCode).toBe(403);
    expect((await post(`/api/users/end_sessions/${user.id}`, admin)).statusCode).toBe(200);
    expect((await current(a)).statusCode).toBe(401);
  });

  it("records sign-ins and failed attempts (time, address, device, method) in the user's history for the admin", async () => {
    const user = await createUser(t.database, { email: 'storico-accessi@example.com', password: 'Tavolo-Verde-42' });
    expect((await login(user.email, 'sbagliata', SAFARI_IPAD, '10.9.0.8')).statusCode).toBe(401);
    expect((await login(user.email, 'Tavolo-Verde-42')).statusCode).toBe(200);
    const res = await get(`/api/users/sign_ins/${user.id}`, admin);
    expect(res.statusCode).toBe(200);
    const events = res.json().events as { succeeded: boolean; method: string; ip: string; device: string; created_at: string }[];
    expect(events.map((e) => [e.succeeded, e.method, e.ip, e.device])).toEqual([
      [true, 'password', '127.0.0.1', 'Chrome su Windows'],
      [false, 'password', '10.9.0.8', 'Safari su iPad'],
    ]);
    expect(Date.parse(events[0].created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await get(`/api/users/sign_ins/${user.id}`, await loginAs(t.app, 'agente1@example.com'))).statusCode).toBe(403);
  });
});

describe('invitations and password reset', () => {
  it('creates a user without a password and e-mails an invitation whose link sets it, once', async () => {
    const before = (await mails()).length;
    const res = await post('/api/users/update', admin, { user: { name: 'Nuovo Agente', email: 'invitato@example.com', role: 'agent', send_invitation: true } });
    expect(res.statusCode).toBe(200);
    const all = await mailsUntil(before + 1);
    const mail = all[before];
    expect(mail).toContain('To: invitato@example.com');
    expect(mail).toContain('Subject: Portale Agenti: imposta la password');
    const token = tokenIn(mail);
    expect(mail.replace(/=\r?\n/g, '')).toContain(`https://portale.example.com/imposta-password#${token}`);
    // Nobody can log in before the link is used.
    expect((await login('invitato@example.com', '')).statusCode).toBe(401);
    // Stored only as a hash: the secret is nowhere in the table.
    const rows = await t.database.db.select().from(accountTokens).where(eq(accountTokens.userId, res.json().user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].purpose).toBe('invite');
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0].expiresAt.getTime() - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect((await setPassword(token, 'Lapide-Marmo-Bianco')).statusCode).toBe(200);
    expect((await login('invitato@example.com', 'Lapide-Marmo-Bianco')).statusCode).toBe(200);
    // Single use.
    const again = await setPassword(token, 'Altra-Lapide-Nera');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Il collegamento non è valido, è già stato usato o è scaduto: chiederne uno nuovo');
  });

  it('the admin can still set a password on create; without either the password is required', async () => {
    const res = await post('/api/users/update', admin, { user: { name: 'Senza Email', email: 'senza-invito@example.com', role: 'agent' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toContainEqual({ path: 'user.password', message: 'La password è obbligatoria' });
  });

  it('answers the same for a known and an unknown address, and e-mails only the known one', async () => {
    const user = await createUser(t.database, { email: 'smemorato@example.com', name: 'Piero Smemorato', password: 'Tavolo-Verde-42' });
    const before = (await mails()).length;
    const known = await t.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email: 'Smemorato@example.com' }, remoteAddress: '10.20.0.1' });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email: 'nessuno@example.com' }, remoteAddress: '10.20.0.1' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    const all = await mailsUntil(before + 1);
    await new Promise((r) => setTimeout(r, 100));
    expect((await mails()).length).toBe(before + 1);
    expect(all[before]).toContain('To: smemorato@example.com');
    const [row] = await t.database.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(row.purpose).toBe('reset');
    const minutes = (row.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('takes about the same time for a known and an unknown address', async () => {
    await createUser(t.database, { email: 'tempo@example.com', password: 'Tavolo-Verde-42' });
    const time = async (email: string, i: number) => {
      const start = performance.now();
      await t.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email }, remoteAddress: `10.21.0.${i}` });
      const took = performance.now() - start;
      await new Promise((r) => setTimeout(r, 150)); // the previous request's mail is out before the next is timed
      return took;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      known.push(await time('tempo@example.com', 2 * i));
      unknown.push(await time(`sconosciuto${i}@example.com`, 2 * i + 1));
    }
    // The lookup, the link and the mail happen after the answer: the answer's time does not depend on them.
    // (Within 30 ms or half the time: the machine running the tests is shared, single samples jump.)
    const [k, u] = [median(known), median(unknown)];
    expect(Math.abs(k - u)).toBeLessThan(Math.max(30, Math.max(k, u) / 2));
  });

  it('a newer link kills the older one; a used link ends every session and is confirmed by e-mail', async () => {
    const user = await createUser(t.database, { email: 'reimposta@example.com', name: 'Anna Reimposta', password: 'Tavolo-Verde-42' });
    const sessionA = sessionCookie(await login(user.email, 'Tavolo-Verde-42'));
    const sessionB = sessionCookie(await login(user.email, 'Tavolo-Verde-42', SAFARI_IPAD));
    const forgot = () => t.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email: user.email }, remoteAddress: '10.22.0.1' });
    let before = (await mails()).length;
    await forgot();
    const first = tokenIn((await mailsUntil(before + 1))[before]);
    before += 1;
    await forgot();
    const second = tokenIn((await mailsUntil(before + 1))[before]);
    before += 1;
    expect((await setPassword(first, 'Cipresso-Alto-77')).statusCode).toBe(400);
    // The rules run before the link is used: a refused password leaves it alive.
    const weak = await setPassword(second, 'password1');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toEqual([{ path: 'password', message: 'Questa password è tra le più comuni o compare in elenchi di password rubate: sceglierne un’altra' }]);
    expect((await setPassword(second, 'Cipresso-Alto-77')).statusCode).toBe(200);
    expect((await current(sessionA)).statusCode).toBe(401);
    expect((await current(sessionB)).statusCode).toBe(401);
    const confirmation = (await mailsUntil(before + 1))[before];
    expect(confirmation).toContain('Subject: Portale Agenti: password cambiata');
    expect((await login(user.email, 'Tavolo-Verde-42')).statusCode).toBe(401);
    expect((await login(user.email, 'Cipresso-Alto-77')).statusCode).toBe(200);
    const events = await t.database.db.select().from(signInEvents).where(eq(signInEvents.userId, user.id));
    expect(events.map((e) => e.method)).toContain('reset');
  });

  it('a password change or a reset ends every other session of the user, those that proved a second factor too (issue 64)', async () => {
    const user = await createUser(t.database, { email: 'cambio@example.com', name: 'Carlo Cambio', password: 'Tavolo-Verde-42' });
    const plain = sessionCookie(await login(user.email, 'Tavolo-Verde-42'));
    const raised = sessionCookie(await login(user.email, 'Tavolo-Verde-42', SAFARI_IPAD));
    // One of them as if it had proved a factor: the level does not save a session from a credential change.
    await t.database.db.update(sessions).set({ secondFactorAt: new Date() }).where(eq(sessions.userId, user.id));
    const edit = { id: user.id, name: user.name, email: user.email, role: 'agent', version: 1 };
    const changed = await post('/api/users/update', admin, { user: { ...edit, password: 'Cipresso-Alto-77', password_confirmation: 'Cipresso-Alto-77' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await current(plain)).statusCode).toBe(401);
    expect((await current(raised)).statusCode).toBe(401);

    // The admin changing his own password keeps only the session he did it from.
    const boss = await createUser(t.database, { email: 'capo-cambio@example.com', name: 'Capo Cambio', role: 'admin', password: 'Tavolo-Verde-42' });
    const here = sessionCookie(await login(boss.email, 'Tavolo-Verde-42'));
    const there = sessionCookie(await login(boss.email, 'Tavolo-Verde-42', SAFARI_IPAD));
    const own = await post('/api/users/update', here, { user: { id: boss.id, name: boss.name, email: boss.email, role: 'admin', version: 1, password: 'Cipresso-Alto-77', password_confirmation: 'Cipresso-Alto-77' } });
    expect(own.statusCode, own.body).toBe(200);
    expect((await current(here)).statusCode).toBe(200);
    expect((await current(there)).statusCode).toBe(401);

    // A reset from the e-mailed link ends them all (its own answer opens none).
    const again = sessionCookie(await login(user.email, 'Cipresso-Alto-77'));
    const before = (await mails()).length;
    await t.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email: user.email }, remoteAddress: '10.24.0.1' });
    const token = tokenIn((await mailsUntil(before + 1))[before]);
    const reset = await setPassword(token, 'Magnolia-Blu-58', 'Magnolia-Blu-58', '10.24.0.1');
    expect(reset.statusCode).toBe(200);
    expect(reset.cookies.find((c) => c.name === 'portale_sid')).toBeUndefined();
    expect((await current(again)).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('refuses an expired link', async () => {
    const user = await createUser(t.database, { email: 'scaduto@example.com', password: 'Tavolo-Verde-42' });
    const before = (await mails()).length;
    await t.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email: user.email }, remoteAddress: '10.23.0.1' });
    const token = tokenIn((await mailsUntil(before + 1))[before]);
    await t.database.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountTokens.userId, user.id));
    expect((await setPassword(token, 'Cipresso-Alto-77')).statusCode).toBe(400);
    expect((await login(user.email, 'Tavolo-Verde-42')).statusCode).toBe(200);
  });

  it('limits mails per account and requests per address quietly: past a limit the same answer, and no mail', async () => {
    const { perAccount, perIp } = t.app.config.passwordReset;
    expect([perAccount, perIp]).toEqual([3, 10]); // the defaults: 3 an hour per account, 10 in 15 minutes per address
    const user = await createUser(t.database, { email: 'insistente@example.com', password: 'Tavolo-Verde-42' });
    const forgot = async (email: string, ip: string) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email }, remoteAddress: ip });
      return { status: res.statusCode, body: res.body, retryAfter: res.headers['retry-after'] };
    };
    const settled = async () => {
      let last = -1;
      for (let i = 0; i < 100; i++) {
        await new Promise((r) => setTimeout(r, 60));
        const now = (await mails()).length;
        if (now === last) return now;
        last = now;
      }
      return last;
    };
    // Per account, from changing addresses, five requests within a second: three mails reach the user.
    let before = await settled();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await forgot(user.email, `10.30.0.${i}`));
    expect((await settled()) - before).toBe(perAccount);
    const unknown = await forgot('nessuno-qui@example.com', '10.30.0.9');
    for (const answer of [...answers, unknown]) expect(answer).toEqual({ status: 200, body: answers[0]!.body, retryAfter: undefined });
    // Per address, for changing accounts that exist: the requests past the limit send nothing, with the same answer.
    const others = await Promise.all(Array.from({ length: perIp + 2 }, (_, i) => createUser(t.database, { email: `altro${i}@example.com`, password: 'Tavolo-Verde-42' })));
    before = await settled();
    for (const other of others) expect(await forgot(other.email, '10.31.0.1')).toEqual(answers[0]);
    expect((await settled()) - before).toBe(perIp);
  });
});

describe('password rules', () => {
  const create = (email: string, name: string, password: string) =>
    post('/api/users/update', admin, { user: { name, email, role: 'agent', password, password_confirmation: password } });
  const messages = async (res: Awaited<ReturnType<typeof create>>) => (res.json().fields as { path: string; message: string }[]).map((f) => f.message);

  it('accepts 8 characters without composition rules, refuses 7 and 129', async () => {
    expect((await create('otto@example.com', 'Otto', 'cipresso')).statusCode).toBe(200);
    expect(await messages(await create('sette@example.com', 'Sette', 'ciprès7'))).toEqual(['La password deve contenere almeno 8 caratteri']);
    expect(await messages(await create('lunga@example.com', 'Lunga', 'x'.repeat(129)))).toEqual(['La password può contenere al massimo 128 caratteri']);
  });

  it('refuses a common or leaked password, and one containing the name or e-mail', async () => {
    expect(await messages(await create('comune@example.com', 'Comune', 'qwerty123'))).toEqual([
      'Questa password è tra le più comuni o compare in elenchi di password rubate: sceglierne un’altra',
    ]);
    expect(await messages(await create('g.verdi@example.com', 'Giuseppe Verdi', 'verdi-2026!'))).toEqual(['La password non può contenere il nome o l’indirizzo email dell’utente']);
    expect(await messages(await create('tramonto@example.com', 'Luca', 'tramonto-rosso'))).toEqual(['La password non può contenere il nome o l’indirizzo email dell’utente']);
  });
});

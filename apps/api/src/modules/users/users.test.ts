import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index';
import { createUser, seedStandardCast } from '../../test/fixtures';
import { createTestApp, loginAs, type TestContext } from '../../test/test-app';

let t: TestContext;
let cast: Awaited<ReturnType<typeof seedStandardCast>>;
let admin: string;
let agent1: string;
beforeAll(async () => {
  t = await createTestApp();
  cast = await seedStandardCast(t.database);
  admin = await loginAs(t.app, 'admin@example.com');
  agent1 = await loginAs(t.app, 'agente1@example.com');
});
afterAll(() => t.close());

/** The user's version now (what an admin opening the form would send back). */
const versionOf = async (id: number) => (await t.database.db.select({ version: users.version }).from(users).where(eq(users.id, id)))[0]?.version ?? 1;
/** users/update; an edit without a version is sent with the current one, as the form does. */
const update = async (cookie: string | undefined, user: { id?: number | null; version?: number | null; [field: string]: unknown }) => {
  const payload = user.id && user.version === undefined ? { ...user, version: await versionOf(user.id) } : user;
  return t.app.inject({ method: 'POST', url: '/api/users/update', headers: cookie ? { cookie } : {}, payload: { user: payload } });
};
const remove = (cookie: string | undefined, id: number | string) =>
  t.app.inject({ method: 'DELETE', url: `/api/users/delete/${id}`, headers: cookie ? { cookie } : {} });
const current = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/user/current', headers: { cookie } });
const userCount = async () => (await t.database.db.select({ id: users.id }).from(users)).length;
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

const newUser = (overrides: object = {}) => ({
  name: 'Luca Ferrari',
  email: ' Luca.Ferrari@Example.com ',
  external_id: 'TOP42',
  role: 'agent',
  enabled: true,
  password: 'Segreta-2024',
  password_confirmation: 'Segreta-2024',
  profiles: [{ id: cast.profiles.p2.id }],
  ...overrides,
});

describe('GET users', () => {
  it('answers every user with profiles, and the configured roles', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.roles).toEqual({ admin: 'Amministratore', agent: 'Agente' });
    const giulia = body.users.find((u: { email: string }) => u.email === 'agente2@example.com');
    expect(giulia).toMatchObject({ name: 'Giulia Bianchi', role: 'agent', enabled: true, external_id: null });
    expect(giulia.profiles.map((p: { external_id: string }) => p.external_id)).toEqual(['A001', 'A002']);
    expect(giulia).not.toHaveProperty('password_hash');
  });

  it('is admin-only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: agent1 } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
  });
});

describe('POST users/update', () => {
  it('creates a user (e-mail stored lower-case) who can then log in', async () => {
    const res = await update(admin, newUser());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Utente salvato correttamente',
      user: { name: 'Luca Ferrari', email: 'luca.ferrari@example.com', external_id: 'TOP42', role: 'agent', enabled: true },
    });
    expect(res.json().user.profiles.map((p: { external_id: string }) => p.external_id)).toEqual(['A002']);
    expect((await login('luca.ferrari@example.com', 'Segreta-2024')).statusCode).toBe(200);
  });

  it('refuses invalid input with an Italian message and changes nothing', async () => {
    const before = await userCount();
    const cases: [object, number, string][] = [
      [{ email: 'AGENTE1@example.com' }, 409, 'Indirizzo email già utilizzato da un altro utente'],
      [{ email: 'non-una-email' }, 400, 'Indirizzo email non valido'],
      [{ name: '  ' }, 400, 'Il nome è obbligatorio'],
      [{ role: 'superuser' }, 400, 'Ruolo non valido'],
      [{ password: '', password_confirmation: '' }, 400, 'La password è obbligatoria'],
      [{ password: 'corta', password_confirmation: 'corta' }, 400, 'La password deve contenere almeno 8 caratteri'],
      [{ password_confirmation: 'Diversa-2024' }, 400, 'Le password non coincidono'],
      [{ profiles: [{ id: 999999 }] }, 400, 'Codice agente non trovato'],
    ];
    for (const [overrides, status, message] of cases) {
      const res = await update(admin, newUser({ email: 'nuovo@example.com', ...overrides }));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(status);
      expect(res.json().message).toContain(message);
    }
    expect(await userCount()).toBe(before);
  });

  it('reports every invalid field at once, by the path the form knows it by', async () => {
    const res = await update(admin, newUser({ email: 'tutti@example.com', name: '', role: 'superuser', password: 'corta', password_confirmation: 'altra' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    // The schema's checks, password rules included, all at once; the service's (role) once the schema passes.
    expect(res.json().fields).toEqual([
      { path: 'user.name', message: 'Il nome è obbligatorio' },
      { path: 'user.password', message: 'La password deve contenere almeno 8 caratteri' },
      { path: 'user.password_confirmation', message: 'Le password non coincidono' },
    ]);
    const empty = await update(admin, newUser({ email: '', name: '', password: null, password_confirmation: null }));
    expect(empty.json().fields.map((f: { path: string }) => f.path)).toEqual(['user.name', 'user.email', 'user.password']);
    const rules = await update(admin, newUser({ email: 'tutti@example.com', role: 'superuser' }));
    expect(rules.json().fields).toEqual([{ path: 'user.role', message: 'Ruolo non valido' }]);
    const taken = await update(admin, newUser({ email: 'agente1@example.com' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'DUPLICATE_KEY', fields: [{ path: 'user.email' }] });
  });

  it('refuses the second of two edits made on the same version with 409 STALE_VERSION, changing nothing (issue 22)', async () => {
    const u = await createUser(t.database, { email: 'concorrente@example.com', name: 'Prima' });
    const opened = await versionOf(u.id);
    const base = { id: u.id, version: opened, name: 'Prima', email: 'concorrente@example.com', role: 'agent' };
    const first = await update(admin, { ...base, name: 'Rinominato da A' });
    expect(first.statusCode).toBe(200);
    expect(first.json().user.version).toBe(opened + 1);
    const second = await update(admin, { ...base, external_id: 'TOP-B' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'STALE_VERSION', message: 'Elemento modificato da un altro utente: ricaricare la pagina' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    expect(row).toMatchObject({ name: 'Rinominato da A', externalId: null, version: opened + 1 });
    const missing = await update(admin, { ...base, version: null });
    expect(missing.statusCode).toBe(400);
  });

  it('edits a user; an empty password keeps the current one', async () => {
    const u = await createUser(t.database, { email: 'modifica@example.com', password: 'Vecchia-2024' });
    const res = await update(admin, {
      id: u.id,
      name: 'Nome Nuovo',
      email: 'modifica@example.com',
      role: 'admin',
      enabled: true,
      password: '',
      password_confirmation: '',
      profiles: [{ id: cast.profiles.p1.id }, { id: cast.profiles.p2.id }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Nome Nuovo', role: 'admin', external_id: null });
    expect(res.json().user.profiles).toHaveLength(2);
    expect((await login('modifica@example.com', 'Vecchia-2024')).statusCode).toBe(200);
  });

  it("ends a user's sessions when their password changes or they are disabled", async () => {
    const u = await createUser(t.database, { email: 'sessioni@example.com', password: 'Vecchia-2024' });
    const cookie = await loginAs(t.app, 'sessioni@example.com', 'Vecchia-2024');
    const edit = { id: u.id, name: 'Sessioni', email: 'sessioni@example.com', role: 'agent' };
    expect((await update(admin, { ...edit, password: 'Nuova-2024!', password_confirmation: 'Nuova-2024!' })).statusCode).toBe(200);
    expect((await current(cookie)).statusCode).toBe(401);
    expect((await login('sessioni@example.com', 'Vecchia-2024')).statusCode).toBe(401);

    const again = await loginAs(t.app, 'sessioni@example.com', 'Nuova-2024!');
    expect((await update(admin, { ...edit, enabled: false })).statusCode).toBe(200);
    expect((await current(again)).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, u.id))).toEqual([]);
    expect((await login('sessioni@example.com', 'Nuova-2024!')).statusCode).toBe(401);
  });

  it('keeps the current session when an admin changes their own password, ending their others', async () => {
    const me = await createUser(t.database, { email: 'capo@example.com', role: 'admin', password: 'Vecchia-2024' });
    const mine = await loginAs(t.app, 'capo@example.com', 'Vecchia-2024');
    const other = await loginAs(t.app, 'capo@example.com', 'Vecchia-2024');
    const res = await update(mine, {
      id: me.id,
      name: 'Capo',
      email: 'capo@example.com',
      role: 'admin',
      password: 'Nuova-2024!',
      password_confirmation: 'Nuova-2024!',
    });
    expect(res.statusCode).toBe(200);
    expect((await current(mine)).statusCode).toBe(200);
    expect((await current(other)).statusCode).toBe(401);
  });

  it('does not let an admin disable or demote themself', async () => {
    const self = { id: cast.users.admin.id, name: 'Amministratore', email: 'admin@example.com', role: 'admin' };
    const disable = await update(admin, { ...self, enabled: false });
    expect(disable.statusCode).toBe(400);
    expect(disable.json().message).toBe('Non è possibile disabilitare il proprio utente');
    const demote = await update(admin, { ...self, role: 'agent' });
    expect(demote.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, cast.users.admin.id));
    expect(row).toMatchObject({ role: 'admin', enabled: true });
  });

  it('answers 404 for an unknown id', async () => {
    const res = await update(admin, newUser({ id: 999999, email: 'fantasma@example.com' }));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Utente non trovato');
  });

  it('is admin-only', async () => {
    expect((await update(agent1, newUser({ email: 'x@example.com' }))).statusCode).toBe(403);
    expect((await update(undefined, newUser({ email: 'x@example.com' }))).statusCode).toBe(401);
  });
});

describe('DELETE users/delete/{id}', () => {
  it('deletes the user and ends their sessions', async () => {
    const u = await createUser(t.database, { email: 'addio@example.com' });
    const cookie = await loginAs(t.app, 'addio@example.com');
    const res = await remove(admin, u.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Utente cancellato correttamente' });
    expect((await current(cookie)).statusCode).toBe(401);
    expect(await t.database.db.select().from(users).where(eq(users.id, u.id))).toEqual([]);
  });

  it('refuses to delete oneself (400), an unknown id (404) and a bad id (400)', async () => {
    const self = await remove(admin, cast.users.admin.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('Non è possibile cancellare il proprio utente');
    expect((await remove(admin, 999999)).statusCode).toBe(404);
    expect((await remove(admin, 'abc')).statusCode).toBe(400);
  });

  it('is admin-only', async () => {
    expect((await remove(agent1, cast.users.agent2.id)).statusCode).toBe(403);
    expect((await remove(undefined, cast.users.agent2.id)).statusCode).toBe(401);
  });
});

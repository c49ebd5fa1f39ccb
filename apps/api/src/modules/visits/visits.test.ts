import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visits } from '../../db/schema/index';
import { loginStandardCast, seedStandardCast } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

let t: TestContext;
let cast: Awaited<ReturnType<typeof seedStandardCast>>;
let cookies: Awaited<ReturnType<typeof loginStandardCast>>;
beforeAll(async () => {
  t = await createTestApp();
  cast = await seedStandardCast(t.database);
  cookies = await loginStandardCast(t.app);
});
afterAll(() => t.close());

const saveVisit = (cookie: string | undefined, customerId: number, body: object) =>
  t.app.inject({ method: 'POST', url: `/api/visit/saveVisit/${customerId}`, headers: cookie ? { cookie } : {}, payload: body });
const visitsOf = (customerId: number) => t.database.db.select().from(visits).where(eq(visits.customerId, customerId));

describe('POST visit/saveVisit/{customer id}', () => {
  it('records the visit with the session user as author, whatever the body says', async () => {
    const c1 = cast.customers.c1;
    const res = await saveVisit(cookies.agent1, c1.id, {
      date_visit: '2025-03-14',
      notes: 'Presentato il nuovo catalogo',
      user_id: cast.users.admin.id,
      profile_external_id: 'A001',
      customer_id: c1.id,
      customer_external_id: 'C0001',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Visita salvata correttamente',
      visit: {
        id: expect.any(Number),
        date_visit: '2025-03-14',
        notes: 'Presentato il nuovo catalogo',
        user_id: cast.users.agent1.id,
        profile_external_id: 'A001',
        customer: { customer_id: c1.id, customer_external_id: 'C0001', company_name: 'Ferramenta Rossi S.r.l.' },
      },
    });
    const [row] = await visitsOf(c1.id);
    expect(row).toMatchObject({ dateVisit: '2025-03-14', userId: cast.users.agent1.id, profileId: cast.profiles.p1.id });
  });

  it('lets an admin record a visit on any profile', async () => {
    const res = await saveVisit(cookies.admin, cast.customers.c3.id, { date_visit: '2025-01-02', notes: 'Visita di cortesia', profile_external_id: 'A002' });
    expect(res.statusCode).toBe(200);
    expect(res.json().visit.user_id).toBe(cast.users.admin.id);
  });

  it('validates the date and notes longer than 4 characters (400, nothing saved)', async () => {
    const c2 = cast.customers.c2.id;
    const shortNotes = await saveVisit(cookies.agent1, c2, { date_visit: '2025-03-14', notes: ' abcd ', profile_external_id: 'A001' });
    expect(shortNotes.statusCode).toBe(400);
    expect(shortNotes.json().message).toContain('Le note devono contenere più di 4 caratteri');
    const badDate = await saveVisit(cookies.agent1, c2, { date_visit: '2025-02-30', notes: 'Visita ok', profile_external_id: 'A001' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toContain('Data non valida');
    const noDate = await saveVisit(cookies.agent1, c2, { notes: 'Visita ok', profile_external_id: 'A001' });
    expect(noDate.statusCode).toBe(400);
    const noProfile = await saveVisit(cookies.agent1, c2, { date_visit: '2025-03-14', notes: 'Visita ok' });
    expect(noProfile.statusCode).toBe(400);
    const tomorrow = new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
    const future = await saveVisit(cookies.agent1, c2, { date_visit: tomorrow, notes: 'Visita ok', profile_external_id: 'A001' });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toEqual([{ path: 'date_visit', message: 'La data della visita non può essere futura' }]);
    expect(await visitsOf(c2)).toEqual([]);
  });

  it("answers 404 on another agent's profile, and on a customer not of the given profile", async () => {
    const c3 = cast.customers.c3.id;
    const before = (await visitsOf(c3)).length;
    const foreignProfile = await saveVisit(cookies.agent1, c3, { date_visit: '2025-03-14', notes: 'Visita ok', profile_external_id: 'A002' });
    expect(foreignProfile.statusCode).toBe(404);
    expect(foreignProfile.json().message).toBe('Codice agente non trovato');
    // agente2 reaches both A001 and C0003, but C0003 is a customer of A002, not of A001.
    const wrongPair = await saveVisit(cookies.agent2, c3, { date_visit: '2025-03-14', notes: 'Visita ok', profile_external_id: 'A001' });
    expect(wrongPair.statusCode).toBe(404);
    expect(wrongPair.json().message).toBe('Cliente non trovato');
    expect((await saveVisit(cookies.agent1, 999999, { date_visit: '2025-03-14', notes: 'Visita ok', profile_external_id: 'A001' })).statusCode).toBe(404);
    expect(await visitsOf(c3)).toHaveLength(before);
  });

  it('refuses anonymous callers', async () => {
    const res = await saveVisit(undefined, cast.customers.c1.id, { date_visit: '2025-03-14', notes: 'Visita ok', profile_external_id: 'A001' });
    expect(res.statusCode).toBe(401);
  });

  describe('Idempotency-Key: one visit per user and key', () => {
    const keyed = (cookie: string, customerId: number, key: string, body: object) =>
      t.app.inject({ method: 'POST', url: `/api/visit/saveVisit/${customerId}`, headers: { cookie, 'idempotency-key': key }, payload: body });
    const body = { date_visit: '2025-04-01', notes: 'Visita registrata offline', profile_external_id: 'A002' };

    it('answers the same visit for a repeated key, also when the repeats arrive together', async () => {
      const c3 = cast.customers.c3.id;
      const before = (await visitsOf(c3)).length;
      const first = await keyed(cookies.agent2, c3, 'chiave-visita-1', body);
      expect(first.statusCode).toBe(200);
      const repeats = await Promise.all(Array.from({ length: 5 }, () => keyed(cookies.agent2, c3, 'chiave-visita-1', body)));
      for (const r of repeats) expect(r.json().visit).toEqual(first.json().visit);
      expect((await visitsOf(c3)).length).toBe(before + 1);
      const concurrent = await Promise.all(Array.from({ length: 4 }, () => keyed(cookies.agent2, c3, 'chiave-visita-2', body)));
      expect(new Set(concurrent.map((r) => r.json().visit.id)).size).toBe(1);
      expect((await visitsOf(c3)).length).toBe(before + 2);
    });

    it("keeps keys per user, records without a key every time, and refuses a key reused for another customer or a bad key", async () => {
      const c3 = cast.customers.c3.id;
      const before = (await visitsOf(c3)).length;
      expect((await keyed(cookies.admin, c3, 'chiave-visita-1', body)).statusCode).toBe(200);
      expect((await saveVisit(cookies.agent2, c3, body)).statusCode).toBe(200);
      expect((await saveVisit(cookies.agent2, c3, body)).statusCode).toBe(200);
      expect((await visitsOf(c3)).length).toBe(before + 3);
      const reused = await keyed(cookies.agent2, cast.customers.c1.id, 'chiave-visita-1', { ...body, profile_external_id: 'A001' });
      expect(reused.statusCode).toBe(422);
      expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message: 'La chiave Idempotency-Key è già stata usata per una richiesta diversa' });
      // Issue 53, point 5: the same customer with other notes is another request too (it was answered 200, unrecorded).
      const otherNotes = await keyed(cookies.agent2, c3, 'chiave-visita-1', { ...body, notes: 'Un altro testo della visita' });
      expect(otherNotes.statusCode).toBe(422);
      expect(otherNotes.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
      const tooLong = await keyed(cookies.agent2, c3, 'x'.repeat(201), body);
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().message).toContain('Idempotency-Key');
      expect((await visitsOf(c3)).length).toBe(before + 3);
      expect(await visitsOf(cast.customers.c1.id)).toHaveLength(1);
    });
  });
});

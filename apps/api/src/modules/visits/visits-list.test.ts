import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVisit } from '../../test/document-fixtures';
import { seedStandardCast } from '../../test/fixtures';
import { createTestApp, loginAs, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let admin: string;
let agent1: string;
let agent2: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const { database } = ctx;
  const { profiles, customers, users } = await seedStandardCast(database);
  for (let i = 1; i <= 22; i++) {
    await createVisit(database, {
      profileId: profiles.p1.id,
      customerId: i % 2 ? customers.c1.id : customers.c2.id,
      dateVisit: `2025-09-${String(i).padStart(2, '0')}`,
      notes: i === 7 ? 'Richiesta campionatura di lettere in ottone' : `Visita periodica numero ${i}`,
      userId: users.agent1.id,
    });
  }
  await createVisit(database, { profileId: profiles.p2.id, customerId: customers.c3.id, dateVisit: '2025-10-01', notes: 'Visita riservata ad A002', userId: users.agent2.id });
  admin = await loginAs(ctx.app, 'admin@example.com');
  agent1 = await loginAs(ctx.app, 'agente1@example.com');
  agent2 = await loginAs(ctx.app, 'agente2@example.com');
});

afterAll(() => ctx?.close());

const post = (cookie: string, url: string, payload: object = {}) => ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });

describe('POST /api/visit/index', () => {
  it('pages visits newest first', async () => {
    const res = await post(agent1, '/api/visit/index/A001');
    expect(res.statusCode).toBe(200);
    const { visits } = res.json();
    expect(visits).toMatchObject({ total: 22, current_page: 1, last_page: 2, per_page: 20 });
    expect(visits.data[0]).toMatchObject({
      date_visit: '2025-09-22',
      notes: 'Visita periodica numero 22',
      profile_external_id: 'A001',
      customer: { customer_external_id: 'C0002', company_name: 'Marmi Apuani S.p.A.' },
    });
    expect(typeof visits.data[0].user_id).toBe('number');
    const last = (await post(agent1, '/api/visit/index/A001', { page: 2 })).json();
    expect(last.visits.data.map((v: { date_visit: string }) => v.date_visit)).toEqual(['2025-09-02', '2025-09-01']);
    expect((await post(agent1, '/api/visit/index/A001', { page: 5 })).json().visits).toMatchObject({ data: [], last_page: 2 });
  });

  it('searches notes and customers, and filters by dates', async () => {
    const byNotes = (await post(agent1, '/api/visit/index', { search: 'campionatura' })).json();
    expect(byNotes.visits.data.map((v: { date_visit: string }) => v.date_visit)).toEqual(['2025-09-07']);
    const byCustomer = (await post(agent1, '/api/visit/index', { search: 'C0001' })).json();
    expect(byCustomer.visits.total).toBe(11);
    const dated = (await post(agent1, '/api/visit/index', { date_start: '2025-09-10', date_end: '2025-09-14' })).json();
    expect(dated.visits.total).toBe(5);
  });

  it('scopes to the caller’s profiles; admin sees all; foreign profile 404', async () => {
    expect((await post(agent1, '/api/visit/index', { search: 'riservata' })).json().visits.total).toBe(0);
    expect((await post(agent2, '/api/visit/index', { search: 'riservata' })).json().visits.total).toBe(1);
    expect((await post(admin, '/api/visit/index')).json().visits.total).toBe(23);
    const foreign = await post(agent1, '/api/visit/index/A002');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Codice agente non trovato');
  });

  it('refuses bad dates and pages', async () => {
    expect((await post(agent1, '/api/visit/index', { date_start: 'ieri' })).statusCode).toBe(400);
    expect((await post(agent1, '/api/visit/index', { page: -3 })).statusCode).toBe(400);
  });
});

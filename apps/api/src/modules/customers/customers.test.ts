import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerAddresses,
  customerContacts,
  customerGroups,
  customerNotes,
  customerYearData,
  customers,
  paymentModes,
  priceLists,
} from '../../db/schema/index';
import { createCustomer, createProfile, loginStandardCast, seedStandardCast } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

let t: TestContext;
let cast: Awaited<ReturnType<typeof seedStandardCast>>;
let cookies: Awaited<ReturnType<typeof loginStandardCast>>;

beforeAll(async () => {
  t = await createTestApp();
  cast = await seedStandardCast(t.database);
  const { db } = t.database;
  const [pm] = await db.insert(paymentModes).values({ externalId: 'RB30', description: 'Ri.Ba. 30 gg d.f.f.m.' }).returning();
  const [pl] = await db.insert(priceLists).values({ code: 'LIS02', description: 'Listino rivenditori' }).returning();
  const [group] = await db.insert(customerGroups).values({ name: 'Rivenditori' }).returning();
  const c1 = cast.customers.c1.id;
  await db
    .update(customers)
    .set({
      sector: 'Ferramenta',
      vatCode: '01234567897',
      paymentModeId: pm.id,
      priceListId: pl.id,
      groupId: group.id,
      passwordEncrypted: t.app.secrets.encrypt('Chiave$2024'),
    })
    .where(eq(customers.id, c1));
  await db.insert(customerAddresses).values([
    { customerId: c1, name: 'Magazzino', address: 'Via del Lavoro, 8', zipCode: '20090', city: 'Segrate', district: 'MI' },
    { customerId: c1, name: 'Sede', address: 'Via Garibaldi, 12', zipCode: '20121', city: 'Milano', district: 'MI', main: true },
  ]);
  await db.insert(customerContacts).values([
    { customerId: c1, type: 'phone', value: '02 1234567', label: 'Ufficio', main: true },
    { customerId: c1, type: 'email', value: 'info@ferramentarossi.it', main: true },
    { customerId: c1, type: 'website', value: 'www.ferramentarossi.it' },
  ]);
  await db.insert(customerYearData).values([
    { customerId: c1, year: 2023, invoicesTotal: '1234.56', invoicesCount: 12 },
    { customerId: c1, year: 2025, invoicesTotal: '98765.43', invoicesCount: 40 },
    { customerId: c1, year: 2024, invoicesTotal: '0.10', invoicesCount: 1 },
  ]);
  // Notes by two users on the same customer: each sees only their own.
  await db.insert(customerNotes).values([
    { customerId: c1, userId: cast.users.agent1.id, content: 'Nota di Mario' },
    { customerId: c1, userId: cast.users.agent2.id, content: 'Nota di Giulia' },
  ]);
  cookies = await loginStandardCast(t.app);
});
afterAll(() => t.close());

const listCustomers = (cookie: string | undefined, profile: string, body: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/user/getProfileCustomers/${profile}`, headers: cookie ? { cookie } : {}, payload: body });

describe('POST user/getProfileCustomers/{profile}', () => {
  it('answers the profile customers, complete, ordered by company name', async () => {
    const res = await listCustomers(cookies.agent1, 'A001');
    expect(res.statusCode).toBe(200);
    const page = res.json().customers;
    expect(page).toMatchObject({ total: 2, current_page: 1, last_page: 1, per_page: 20 });
    expect(page.data.map((c: { external_id: string }) => c.external_id)).toEqual(['C0001', 'C0002']);
    expect(page.data[0]).toEqual({
      id: cast.customers.c1.id,
      key: 'c0001',
      external_id: 'C0001',
      company_name: 'Ferramenta Rossi S.r.l.',
      sector: 'Ferramenta',
      vat_code: '01234567897',
      addresses: [
        { id: expect.any(Number), name: 'Sede', address: 'Via Garibaldi, 12', zip_code: '20121', city: 'Milano', district: 'MI', main: true },
        { id: expect.any(Number), name: 'Magazzino', address: 'Via del Lavoro, 8', zip_code: '20090', city: 'Segrate', district: 'MI', main: false },
      ],
      contacts: [
        { id: expect.any(Number), type: 'phone', value: '02 1234567', label: 'Ufficio', main: true },
        { id: expect.any(Number), type: 'email', value: 'info@ferramentarossi.it', label: null, main: true },
        { id: expect.any(Number), type: 'website', value: 'www.ferramentarossi.it', label: null, main: false },
      ],
      payment_mode: { id: expect.any(Number), description: 'Ri.Ba. 30 gg d.f.f.m.', discount: expect.any(Number) },
      price_list: { code: 'LIS02' },
      price_list_id: expect.any(Number),
      group: { name: 'Rivenditori' },
      year_data: [
        { year: 2025, invoices_total: 98765.43, invoices_count: 40 },
        { year: 2024, invoices_total: 0.1, invoices_count: 1 },
        { year: 2023, invoices_total: 1234.56, invoices_count: 12 },
      ],
      user_note: { content: 'Nota di Mario', version: expect.any(Number) },
      password: Buffer.from('Chiave$2024').toString('base64'),
      inactive: false,
    });
    expect(page.data[1]).toMatchObject({ addresses: [], contacts: [], year_data: [], payment_mode: null, user_note: null, password: null });
  });

  it("shows each user only their own private note", async () => {
    const res = await listCustomers(cookies.agent2, 'A001');
    expect(res.json().customers.data[0].user_note).toEqual({ content: 'Nota di Giulia', version: expect.any(Number) });
    const asAdmin = await listCustomers(cookies.admin, 'A001');
    expect(asAdmin.json().customers.data[0].user_note).toBeNull();
  });

  it('marks inactive customers', async () => {
    const res = await listCustomers(cookies.agent2, 'A002');
    expect(res.json().customers.data.map((c: { external_id: string; inactive: boolean }) => [c.external_id, c.inactive])).toEqual([
      ['C0004', true],
      ['C0003', false],
    ]);
  });

  it('searches company name, code and VAT number, case-insensitively', async () => {
    const ids = async (search: string) =>
      (await listCustomers(cookies.agent1, 'A001', { search })).json().customers.data.map((c: { external_id: string }) => c.external_id);
    expect(await ids('MARMI')).toEqual(['C0002']);
    expect(await ids('c0001')).toEqual(['C0001']);
    expect(await ids('4567897')).toEqual(['C0001']);
    expect(await ids('nessuno')).toEqual([]);
    expect(await ids('%')).toEqual([]);
  });

  it('pages by 20', async () => {
    const p = await createProfile(t.database, 'P100');
    for (let i = 1; i <= 25; i++) {
      await createCustomer(t.database, { externalId: `P${String(i).padStart(3, '0')}`, companyName: `Cliente ${String(i).padStart(2, '0')}`, profileIds: [p.id] });
    }
    const page2 = (await listCustomers(cookies.admin, 'P100', { page: 2 })).json().customers;
    expect(page2).toMatchObject({ total: 25, current_page: 2, last_page: 2, per_page: 20 });
    expect(page2.data.map((c: { company_name: string }) => c.company_name)).toEqual([
      'Cliente 21',
      'Cliente 22',
      'Cliente 23',
      'Cliente 24',
      'Cliente 25',
    ]);
    const searched = (await listCustomers(cookies.admin, 'P100', { search: 'cliente 1', page: 1 })).json().customers;
    expect(searched).toMatchObject({ total: 10, last_page: 1 });
  });

  it("answers 404 for another agent's profile or an unknown one", async () => {
    const foreign = await listCustomers(cookies.agent1, 'A002');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Codice agente non trovato' });
    expect((await listCustomers(cookies.admin, 'ZZZZ')).statusCode).toBe(404);
  });

  it('lets an admin read any profile', async () => {
    const res = await listCustomers(cookies.admin, 'A002');
    expect(res.json().customers.total).toBe(2);
  });

  it('refuses a bad page (400) and anonymous callers (401)', async () => {
    const bad = await listCustomers(cookies.agent1, 'A001', { page: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('La pagina deve essere un numero maggiore di zero');
    expect((await listCustomers(undefined, 'A001')).statusCode).toBe(401);
  });
});

describe('GET customer/get/{id}', () => {
  const get = (cookie: string | undefined, id: number | string) =>
    t.app.inject({ method: 'GET', url: `/api/customer/get/${id}`, headers: cookie ? { cookie } : {} });

  it('answers a reachable customer', async () => {
    const res = await get(cookies.agent1, cast.customers.c1.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().customer).toMatchObject({ external_id: 'C0001', user_note: { content: 'Nota di Mario' }, addresses: [{ main: true }, { main: false }] });
  });

  it("answers 404 with an Italian message for another agent's customer or a missing one", async () => {
    const foreign = await get(cookies.agent1, cast.customers.c3.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Cliente non trovato' });
    expect((await get(cookies.agent1, 999999)).statusCode).toBe(404);
  });

  it('lets an admin read any customer', async () => {
    expect((await get(cookies.admin, cast.customers.c3.id)).json().customer.external_id).toBe('C0003');
  });

  it('refuses a non-numeric id (400) and anonymous callers (401)', async () => {
    expect((await get(cookies.agent1, 'abc')).statusCode).toBe(400);
    expect((await get(undefined, cast.customers.c1.id)).statusCode).toBe(401);
  });
});

describe('POST user/saveProfileNote/{customer id}', () => {
  const save = (cookie: string | undefined, id: number, body: object) =>
    t.app.inject({ method: 'POST', url: `/api/user/saveProfileNote/${id}`, headers: cookie ? { cookie } : {}, payload: body });
  const notesOf = (customerId: number) =>
    t.database.db.select().from(customerNotes).where(eq(customerNotes.customerId, customerId));

  it("saves the caller's note, whatever user_id the body names", async () => {
    const c2 = cast.customers.c2.id;
    const res = await save(cookies.agent1, c2, { note: '  Richiamare a marzo  ', user_id: cast.users.agent2.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Nota salvata correttamente', user_note: { content: 'Richiamare a marzo', version: expect.any(Number) } });
    expect((await notesOf(c2)).map((n) => [n.userId, n.content])).toEqual([[cast.users.agent1.id, 'Richiamare a marzo']]);
    await save(cookies.agent1, c2, { note: 'Aggiornata' });
    expect((await notesOf(c2)).map((n) => n.content)).toEqual(['Aggiornata']);
  });

  it('deletes the note when it is empty', async () => {
    const c2 = cast.customers.c2.id;
    await save(cookies.agent2, c2, { note: 'Di Giulia' });
    const res = await save(cookies.agent2, c2, { note: '   ' });
    expect(res.json().user_note).toBeNull();
    expect((await notesOf(c2)).map((n) => n.userId)).not.toContain(cast.users.agent2.id);
  });

  it("answers 404 on another agent's customer and saves nothing", async () => {
    const c3 = cast.customers.c3.id;
    const res = await save(cookies.agent1, c3, { note: 'Intrusione' });
    expect(res.statusCode).toBe(404);
    expect(await notesOf(c3)).toEqual([]);
  });

  it('refuses too long a note (400) and anonymous callers (401)', async () => {
    const tooLong = await save(cookies.agent1, cast.customers.c1.id, { note: 'x'.repeat(5001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('La nota può contenere al massimo 5000 caratteri');
    expect((await save(undefined, cast.customers.c1.id, { note: 'x' })).statusCode).toBe(401);
  });
});

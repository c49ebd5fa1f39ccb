import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAddresses, orders, visits } from '../../db/schema/index';
import { createCustomer, createProfile, createUser, loginStandardCast, seedStandardCast } from '../../test/fixtures';
import { createTestApp, loginAs, type TestContext } from '../../test/test-app';

// Issue 55 §9: the customers home lists the agent's recent customers, searches all his codes at once, and each row
// reorders the customer's last order; never another agent's customer.

let t: TestContext;
let cast: Awaited<ReturnType<typeof seedStandardCast>>;
let cookies: Awaited<ReturnType<typeof loginStandardCast>> & { agent3: string };
const ids: Record<string, number> = {};

let n = 0;
async function order(customerId: number, profileId: number, issueDate: string) {
  const [row] = await t.database.db
    .insert(orders)
    .values({ code: `OR-${++n}`, issueDate, totalNet: '100.00', total: '122.50', profileId, customerId })
    .returning();
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  cast = await seedStandardCast(t.database);
  const { p1, p2 } = cast.profiles;
  const { c1, c2, c3 } = cast.customers;
  // A third agent with a code and a customer of his own.
  const p3 = await createProfile(t.database, 'A003');
  await createUser(t.database, { email: 'agente3@example.com', profileIds: [p3.id] });
  const c5 = await createCustomer(t.database, { externalId: 'C0005', companyName: 'Impresa Funebre Rossi', profileIds: [p3.id] });
  ids.c5 = c5.id;
  await t.database.db.insert(customerAddresses).values({ customerId: c2.id, name: 'Sede', address: 'Via Roma 1', zipCode: '54033', city: 'Carrara', district: 'MS', main: true });

  ids.c1Old = await order(c1.id, p1.id, '2026-01-10');
  ids.c1 = await order(c1.id, p1.id, '2026-03-01');
  // A later order of C0001 under A002 (agente2's code only): agente1 never sees it nor reorders it.
  ids.c1OnA002 = await order(c1.id, p2.id, '2026-05-01');
  ids.c2 = await order(c2.id, p1.id, '2026-04-01');
  ids.c3 = await order(c3.id, p2.id, '2026-04-15');
  ids.c5 = await order(c5.id, p3.id, '2026-06-01');
  // A visit more recent than C0001's orders puts it first for agente1.
  await t.database.db.insert(visits).values({ dateVisit: '2026-04-20', notes: 'Visita', profileId: p1.id, customerId: c1.id, userId: cast.users.agent1.id });
  cookies = { ...(await loginStandardCast(t.app)), agent3: await loginAs(t.app, 'agente3@example.com') };
});
afterAll(() => t.close());

const home = (cookie: string | undefined, search?: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/homeCustomers', query: search === undefined ? {} : { search }, headers: cookie ? { cookie } : {} });
const codes = (res: { json: () => { customers: { external_id: string }[] } }) => res.json().customers.map((c) => c.external_id);

describe('GET user/homeCustomers', () => {
  it("lists the agent's most recently ordered or visited customers, with the last order under his own codes", async () => {
    const res = await home(cookies.agent1);
    expect(res.statusCode).toBe(200);
    expect(res.json().more).toBe(false);
    expect(codes(res)).toEqual(['C0001', 'C0002']);
    const [c1, c2] = res.json().customers;
    expect(c1).toEqual({
      id: cast.customers.c1.id,
      external_id: 'C0001',
      company_name: 'Ferramenta Rossi S.r.l.',
      city: null,
      inactive: false,
      profile_external_id: 'A001',
      last_order: { id: ids.c1, code: expect.any(String), issue_date: '2026-03-01', total: 122.5 },
      last_visit_date: '2026-04-20',
    });
    expect(c2).toMatchObject({ city: 'Carrara (MS)', last_order: { id: ids.c2, issue_date: '2026-04-01' }, last_visit_date: null });
  });

  it('an agent with two codes sees both, and each order under the code it was taken with', async () => {
    const res = await home(cookies.agent2);
    expect(codes(res)).toEqual(['C0001', 'C0003', 'C0002']);
    expect(res.json().customers[0]).toMatchObject({ profile_external_id: 'A002', last_order: { id: ids.c1OnA002 } });
  });

  it("never lists another agent's customers, recent or searched", async () => {
    expect(codes(await home(cookies.agent3))).toEqual(['C0005']);
    expect(codes(await home(cookies.agent3, 'Rossi'))).toEqual(['C0005']);
    expect(codes(await home(cookies.agent1, 'Colombo'))).toEqual([]);
    expect(codes(await home(cookies.agent1, 'C0005'))).toEqual([]);
  });

  it("and the server refuses to reorder another agent's order, as if it did not exist", async () => {
    const reorder = (id: number, cookie: string) => t.app.inject({ method: 'GET', url: `/api/orders/reorder/${id}`, headers: { cookie } });
    expect((await reorder(ids.c5, cookies.agent1)).statusCode).toBe(404);
    expect((await reorder(ids.c1OnA002, cookies.agent1)).statusCode).toBe(404);
    expect((await reorder(ids.c1, cookies.agent3)).statusCode).toBe(404);
    expect((await reorder(ids.c1, cookies.agent1)).statusCode).toBe(200);
  });

  it('searches every code of the agent at once, without choosing one first, most recent activity first', async () => {
    const res = await home(cookies.agent2, ' s. ');
    expect(codes(res)).toEqual(['C0001', 'C0003', 'C0002', 'C0004']);
    // A customer never ordered is found too, under the agent's own code.
    expect(res.json().customers[3]).toMatchObject({ inactive: true, profile_external_id: 'A002', last_order: null });
    expect(codes(await home(cookies.agent1, 'apuani'))).toEqual(['C0002']);
  });

  it('the admin sees the latest activity of every agent', async () => {
    expect(codes(await home(cookies.admin))).toEqual(['C0005', 'C0001', 'C0003', 'C0002']);
  });

  it('refuses a search too long with an Italian message, and anyone signed out', async () => {
    const res = await home(cookies.agent1, 'x'.repeat(201));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('La ricerca può contenere al massimo 200 caratteri');
    expect((await home(undefined)).statusCode).toBe(401);
  });
});

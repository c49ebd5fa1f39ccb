import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvoice, createOrder, createOrderStatus } from '../test/document-fixtures';
import { loginStandardCast, seedStandardCast } from '../test/fixtures';
import { createTestApp, type TestContext } from '../test/test-app';

/**
 * Deep pages of orders and invoices start from the day their totals place them on (lists/dated-page.ts). Every page
 * must hold exactly the rows an offset over the whole list would give: checked against a plain OFFSET query, for
 * pages around month and day edges, with status and date filters, for an agent with two codes and for the admin.
 */
let t: TestContext;
let cookies: Awaited<ReturnType<typeof loginStandardCast>>;
let statuses: number[];
const ROWS = 700;

beforeAll(async () => {
  t = await createTestApp();
  const { profiles, customers } = await seedStandardCast(t.database);
  statuses = [(await createOrderStatus(t.database, 'A', 'Aperto')).id, (await createOrderStatus(t.database, 'E', 'Evaso')).id];
  // Uneven days over four months: several rows on some days, none on others, two codes, two statuses.
  for (let i = 0; i < ROWS; i++) {
    const day = new Date(Date.UTC(2026, 7, 1) + Math.floor((i * 7) % 113) * 86_400_000).toISOString().slice(0, 10);
    const onP1 = i % 3 !== 0;
    const common = { profileId: onP1 ? profiles.p1.id : profiles.p2.id, customerId: onP1 ? customers.c1.id : customers.c3.id, issueDate: day, totalNet: '10.00', total: '12.20' };
    await createOrder(t.database, { ...common, code: `O-${i}`, statusId: statuses[i % 2] });
    if (i % 2 === 0) await createInvoice(t.database, { ...common, code: `F-${i}` });
  }
  cookies = await loginStandardCast(t.app);
}, 120_000);

afterAll(() => t?.close());

async function expected(table: 'orders' | 'invoices', where: string, offset: number): Promise<number[]> {
  const { rows } = await t.database.pool.query<{ id: number }>(
    `select id from ${table} where ${where} order by issue_date desc, id desc limit 20 offset ${offset}`,
  );
  return rows.map((r) => r.id);
}

async function listed(call: 'orders/getProfileOrders' | 'invoices/getProfileInvoices', cookie: string, body: object): Promise<{ ids: number[]; total: number }> {
  const res = await t.app.inject({ method: 'POST', url: `/api/${call}`, headers: { cookie }, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json()[call.startsWith('orders') ? 'orders' : 'invoices'];
  return { ids: page.data.map((r: { id: number }) => r.id), total: page.total };
}

describe('deep pages sought from the day totals', () => {
  const cases = [
    { name: 'agent with two codes, no filter', who: 'agent2' as const, body: {}, where: 'true' },
    { name: 'admin, a status', who: 'admin' as const, body: { status_id: 0 }, where: 'status_id = $S' },
    { name: 'agent, dates cutting months in the middle', who: 'agent2' as const, body: { date_start: '2026-08-17', date_end: '2026-10-09' }, where: `issue_date between '2026-08-17' and '2026-10-09'` },
    { name: 'agent with one code, status and dates', who: 'agent1' as const, body: { status_id: 1, date_start: '2026-08-02', date_end: '2026-11-30' }, where: `profile_id = (select id from profiles where external_id = 'A001') and status_id = $S and issue_date between '2026-08-02' and '2026-11-30'` },
  ];
  for (const c of cases) {
    it(`orders: ${c.name}`, async () => {
      const statusIndex = 'status_id' in c.body ? (c.body as { status_id: number }).status_id : undefined;
      const body = statusIndex === undefined ? c.body : { ...c.body, status_id: statuses[statusIndex] };
      const where = c.where.replace('$S', String(statusIndex === undefined ? 0 : statuses[statusIndex]));
      const { total } = await listed('orders/getProfileOrders', cookies[c.who], { ...body, page: 1 });
      expect(total).toBeGreaterThan(220);
      const lastPage = Math.ceil(total / 20);
      for (const page of [11, 12, 13, 17, lastPage - 1, lastPage, lastPage + 1]) {
        const got = await listed('orders/getProfileOrders', cookies[c.who], { ...body, page });
        expect(got.ids, `page ${page}`).toEqual(await expected('orders', where, (page - 1) * 20));
      }
    });
  }

  it('invoices: agent with two codes, and dates', async () => {
    for (const [body, where] of [
      [{}, 'true'],
      [{ date_start: '2026-09-03', date_end: '2026-11-20' }, `issue_date between '2026-09-03' and '2026-11-20'`],
    ] as const) {
      const { total } = await listed('invoices/getProfileInvoices', cookies.agent2, { ...body, page: 1 });
      for (const page of [11, 14, Math.ceil(total / 20)]) {
        const got = await listed('invoices/getProfileInvoices', cookies.agent2, { ...body, page });
        expect(got.ids, `page ${page}`).toEqual(await expected('invoices', where, (page - 1) * 20));
      }
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvoice, createOrder, createOrderStatus, createShippingDocument, createVisit } from '../test/document-fixtures';
import { loginStandardCast, seedStandardCast } from '../test/fixtures';
import { listPage, type DocumentListName } from '../test/document-lists';
import { createTestApp, type TestContext } from '../test/test-app';

/**
 * Deep pages of orders and invoices start from the day their totals place them on (lists/dated-page.ts). Every page
 * must hold exactly the rows an offset over the whole list would give: checked against a plain OFFSET query, for
 * pages around month and day edges, with status and date filters, for an agent with two codes and for the admin;
 * DDT and visits, counted in the totals too, answer their exact count from them.
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
    const lines = Array.from({ length: i % 4 }, (_, k) => ({ code: `P-${k}`, description: `Articolo ${k}`, price: '1.00', quantity: '1', total: '1.00' }));
    await createOrder(t.database, { ...common, code: `O-${i}`, statusId: statuses[i % 2], lines });
    if (i % 2 === 0) await createInvoice(t.database, { ...common, code: `F-${i}` });
    if (i % 3 !== 1) await createShippingDocument(t.database, { ...common, code: `D-${i}` });
    if (i % 2 === 1) await createVisit(t.database, { profileId: common.profileId, customerId: common.customerId, dateVisit: day, notes: `Visita ${i}` });
  }
  cookies = await loginStandardCast(t.app);
}, 120_000);

afterAll(() => t?.close());

async function expected(table: 'orders' | 'invoices' | 'shipping_documents' | 'visits' | 'order_items', where: string, offset: number): Promise<number[]> {
  const date = table === 'visits' ? 'date_visit' : 'issue_date';
  const order = table === 'order_items' ? 'issue_date desc, order_id desc, id' : `${date} desc, id desc`;
  const { rows } = await t.database.pool.query<{ id: number }>(
    `select id from ${table} where ${where.replaceAll('issue_date', date)} order by ${order} limit 20 offset ${offset}`,
  );
  return rows.map((r) => r.id);
}

const listed = (list: DocumentListName, cookie: string, body: object) => listPage(t.app, list, cookie, body);

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
      const first = await listed('orders', cookies[c.who], { ...body, page: 1 });
      expect(first.total).toBeGreaterThan(220);
      const { rows: sums } = await t.database.pool.query<{ net: string; vat: string }>(
        `select sum(total_net)::text as net, (sum(total) - sum(total_net))::text as vat from orders where ${where}`,
      );
      expect([first.totalNet, first.totalVat]).toEqual([Number(sums[0].net), Number(sums[0].vat)]);
      const lastPage = Math.ceil(first.total / 20);
      for (const page of [11, 12, 13, 17, lastPage - 1, lastPage, lastPage + 1]) {
        const got = await listed('orders', cookies[c.who], { ...body, page });
        expect(got.ids, `page ${page}`).toEqual(await expected('orders', where, (page - 1) * 20));
        // The whole filter's totals on every page: a deep page is read from its day on, an empty one has no row.
        expect([got.total, got.totalNet, got.totalVat], `totals of page ${page}`).toEqual([first.total, first.totalNet, first.totalVat]);
      }
    });
  }

  it('invoices: agent with two codes, and dates', async () => {
    for (const [body, where] of [
      [{}, 'true'],
      [{ date_start: '2026-09-03', date_end: '2026-11-20' }, `issue_date between '2026-09-03' and '2026-11-20'`],
    ] as const) {
      const { total } = await listed('invoices', cookies.agent2, { ...body, page: 1 });
      for (const page of [11, 14, Math.ceil(total / 20)]) {
        const got = await listed('invoices', cookies.agent2, { ...body, page });
        expect(got.ids, `page ${page}`).toEqual(await expected('invoices', where, (page - 1) * 20));
      }
    }
  });

  for (const list of ['shipping_documents', 'visits', 'order_items'] as const) {
    it(`${list}: exact count from the totals, and deep pages, for two codes with and without dates`, async () => {
      for (const [body, where] of [
        [{}, `profile_id in (select id from profiles where external_id in ('A001', 'A002'))`],
        [{ date_start: '2026-08-20', date_end: '2026-11-02' }, `issue_date between '2026-08-20' and '2026-11-02'`],
      ] as const) {
        const first = await listed(list, cookies.agent2, { ...body, page: 1 });
        const { rows } = await t.database.pool.query<{ n: number }>(`select count(*)::int as n from ${list} where ${list === 'visits' ? where.replace('issue_date', 'date_visit') : where}`);
        expect(first).toMatchObject({ total: rows[0].n, estimate: false });
        for (const page of [11, 12, Math.ceil(first.total / 20), Math.ceil(first.total / 20) + 1]) {
          const got = await listed(list, cookies.agent2, { ...body, page });
          expect(got.ids, `page ${page}`).toEqual(await expected(list, where, (page - 1) * 20));
          expect(got.total, `count of page ${page}`).toBe(first.total);
        }
      }
    });
  }

  it('keeps the order lines counted when an order moves to another day or is deleted', async () => {
    const count = async () => (await listed('order_items', cookies.admin, { page: 1 })).total;
    const all = async () => (await t.database.pool.query<{ n: number }>('select count(*)::int as n from order_items')).rows[0].n;
    const { rows } = await t.database.pool.query<{ id: number }>(`select id from orders where code = 'O-3'`);
    await t.database.pool.query(`update orders set issue_date = '2026-07-15' where id = $1`, [rows[0].id]);
    expect(await count()).toBe(await all());
    const moved = await listed('order_items', cookies.admin, { date_start: '2026-07-15', date_end: '2026-07-15', page: 1 });
    expect(moved.total).toBe(3);
    await t.database.pool.query(`delete from order_items where order_id = $1`, [rows[0].id]);
    expect(await count()).toBe(await all());
    expect((await listed('order_items', cookies.admin, { date_start: '2026-07-15', date_end: '2026-07-15', page: 1 })).total).toBe(0);
  });

  it('keeps DDT and visits counted when one moves to another day or is deleted', async () => {
    for (const [list, date] of [['shipping_documents', 'issue_date'], ['visits', 'date_visit']] as const) {
      const { rows } = await t.database.pool.query<{ id: number }>(`select id from ${list} order by id limit 2`);
      await t.database.pool.query(`update ${list} set ${date} = '2026-07-20' where id = $1`, [rows[0].id]);
      await t.database.pool.query(`delete from ${list} where id = $1`, [rows[1].id]);
      const day = await listed(list, cookies.admin, { date_start: '2026-07-20', date_end: '2026-07-20', page: 1 });
      expect(day.ids).toEqual([rows[0].id]);
      const all = (await t.database.pool.query<{ n: number }>(`select count(*)::int as n from ${list}`)).rows[0].n;
      expect((await listed(list, cookies.admin, { page: 1 })).total).toBe(all);
    }
  });
});

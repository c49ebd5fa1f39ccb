import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvoice, createOrder, createOrderStatus, createProduct, createShippingDocument, createVisit } from '../test/document-fixtures';
import { createCustomer, loginStandardCast, seedStandardCast } from '../test/fixtures';
import { DOCUMENT_LISTS, listPage, type DocumentListName, type ListedPage } from '../test/document-lists';
import { createTestApp, type TestContext } from '../test/test-app';
import { findMatchingCustomers } from './matching-customers';

/**
 * Free text on the five lists reads the matching customers' rows and the rows matching by their own text as two
 * disjoint parts (lists/text-match.ts), and the ordered products from the matching orders' lines plus the matching
 * products' lines. Every page, count and sum must equal what one plain query with the whole condition gives
 * (`code ilike … or customer matches`): checked for a word matching customers, codes, notes and products at once
 * (rows matching twice counted once), with scope, status and date filters, deep pages, and nothing found.
 */
let t: TestContext;
let cookies: Awaited<ReturnType<typeof loginStandardCast>>;
let statusIds: number[];
const ROWS = 260;

beforeAll(async () => {
  t = await createTestApp();
  const { profiles, customers } = await seedStandardCast(t.database);
  // A second customer matching 'rossi' on the other code (c1 'Ferramenta Rossi' is on A001), one matching nothing.
  const rossini = await createCustomer(t.database, { externalId: 'C0005', companyName: 'Marmi Rossini', profileIds: [profiles.p2.id] });
  const owners = [
    { profileId: profiles.p1.id, customerId: customers.c1.id },
    { profileId: profiles.p1.id, customerId: customers.c2.id },
    { profileId: profiles.p2.id, customerId: customers.c3.id },
    { profileId: profiles.p2.id, customerId: rossini.id },
  ];
  statusIds = [(await createOrderStatus(t.database, 'A', 'Aperto')).id, (await createOrderStatus(t.database, 'E', 'Evaso')).id];
  const lastra = await createProduct(t.database, 'LR-01', 'Lastra Rosso Rossi');
  const vaso = await createProduct(t.database, 'VS-01', 'Vaso in bronzo');
  for (let i = 0; i < ROWS; i++) {
    const owner = owners[i % 4];
    const day = new Date(Date.UTC(2026, 6, 1) + ((i * 11) % 97) * 86_400_000).toISOString().slice(0, 10);
    const common = { ...owner, issueDate: day, totalNet: `${10 + (i % 7)}.25`, total: `${12 + (i % 7)}.50` };
    // Some codes contain the word, on matching and on other customers (a row matching twice is listed once).
    const code = i % 9 === 0 ? `ROSSI-${i}` : `O-${i}`;
    const lines = Array.from({ length: i % 3 }, (_, k) => {
      const product = (i + k) % 5 === 0 ? lastra : vaso;
      return { productId: product.id, code: product.externalId, description: product.description, price: '1.00', quantity: '1', total: '1.00' };
    });
    await createOrder(t.database, { ...common, code, statusId: statusIds[i % 2], lines });
    if (i % 2 === 0) await createInvoice(t.database, { ...common, code: i % 10 === 0 ? `FROSSI-${i}` : `F-${i}` });
    if (i % 3 !== 1) await createShippingDocument(t.database, { ...common, code });
    if (i % 4 !== 2) await createVisit(t.database, { ...owner, dateVisit: day, notes: i % 5 === 0 ? `Parlato con il sig. Rossi (${i})` : `Visita ${i}` });
  }
  cookies = await loginStandardCast(t.app);
}, 120_000);

afterAll(() => t?.close());

const CUSTOMER = (term: string) => `customer_id in (select id from customers where search_text like '%${term}%')`;
/** Each list's whole free-text condition, as one plain WHERE (the reference the split queries must equal). */
const REFERENCE = {
  orders: (term: string) => `(code ilike '%${term}%' or ${CUSTOMER(term)})`,
  invoices: (term: string) => `(code ilike '%${term}%' or number ilike '%${term}%' or ${CUSTOMER(term)})`,
  shipping_documents: (term: string) => `(code ilike '%${term}%' or ${CUSTOMER(term)})`,
  visits: (term: string) => `(notes ilike '%${term}%' or ${CUSTOMER(term)})`,
  order_items: (term: string) =>
    `(product_id in (select id from products where search_text like '%${term}%') or order_id in (select id from orders where ${REFERENCE.orders(term)}))`,
};

type List = DocumentListName;
type Listed = ListedPage;
const listed = (list: List, cookie: string, body: object) => listPage(t.app, list, cookie, body);

async function reference(list: List, where: string, offset: number): Promise<Listed> {
  const date = list === 'visits' ? 'date_visit' : 'issue_date';
  const order = list === 'order_items' ? 'issue_date desc, order_id desc, id' : `${date} desc, id desc`;
  const w = where.replaceAll('issue_date', date);
  const { rows } = await t.database.pool.query<{ id: number }>(`select id from ${list} where ${w} order by ${order} limit 20 offset ${offset}`);
  const sums = ['orders', 'invoices'].includes(list) ? `, coalesce(sum(total_net), 0)::float8 as net, coalesce(sum(total) - sum(total_net), 0)::float8 as vat` : '';
  const { rows: totals } = await t.database.pool.query<{ n: number; net?: number; vat?: number }>(`select count(*)::int as n ${sums} from ${list} where ${w}`);
  return { ids: rows.map((r) => r.id), total: totals[0].n, estimate: false, totalNet: totals[0].net, totalVat: totals[0].vat };
}

const profileOf = (code: string) => `profile_id = (select id from profiles where external_id = '${code}')`;

describe('free text: customers first, then codes, notes and products', () => {
  const cases = [
    { name: 'admin, a word in customers, codes, notes and products', who: 'admin' as const, body: {}, where: 'true' },
    { name: 'agent with one code', who: 'agent1' as const, body: {}, where: profileOf('A001') },
    { name: 'agent with two codes, dates', who: 'agent2' as const, body: { date_start: '2026-07-20', date_end: '2026-09-10' }, where: `issue_date between '2026-07-20' and '2026-09-10'` },
  ];
  for (const list of Object.keys(DOCUMENT_LISTS) as List[]) {
    for (const c of cases) {
      it(`${list}: ${c.name}`, async () => {
        const where = `${c.where} and ${REFERENCE[list]('rossi')}`;
        const first = await listed(list, cookies[c.who], { ...c.body, search: 'rossi', page: 1 });
        const expected = await reference(list, where, 0);
        expect(expected.total).toBeGreaterThan(20);
        expect(first).toEqual(expected);
        const last = Math.ceil(expected.total / 20);
        for (const page of [2, last, last + 1]) {
          expect((await listed(list, cookies[c.who], { ...c.body, search: 'rossi', page })).ids, `page ${page}`).toEqual(
            (await reference(list, where, (page - 1) * 20)).ids,
          );
        }
      });
    }
  }

  it('orders: a status with the word, a code fragment, a customer code and a word found nowhere', async () => {
    for (const [body, where] of [
      [{ search: 'Rossi', status_id: statusIds[1] }, `status_id = ${statusIds[1]} and ${REFERENCE.orders('rossi')}`],
      [{ search: 'ssi-1' }, REFERENCE.orders('ssi-1')],
      [{ search: 'c0003' }, REFERENCE.orders('c0003')],
      [{ search: 'nessuno' }, 'false'],
    ] as const) {
      expect(await listed('orders', cookies.admin, { ...body, page: 1 }), JSON.stringify(body)).toEqual(await reference('orders', where, 0));
    }
  });

  it('every list: a word in codes, notes or products and in no customer', async () => {
    const terms: Record<List, string> = { orders: 'ssi-', invoices: 'ssi-', shipping_documents: 'ssi-', visits: 'rossi (', order_items: 'bronzo' };
    for (const list of Object.keys(DOCUMENT_LISTS) as List[]) {
      const term = terms[list];
      const where = REFERENCE[list](term);
      const first = await listed(list, cookies.admin, { search: term, page: 1 });
      const expected = await reference(list, where, 0);
      expect(expected.total, list).toBeGreaterThan(20);
      expect(first, list).toEqual(expected);
      expect((await listed(list, cookies.admin, { search: term, page: 2 })).ids, `${list} page 2`).toEqual((await reference(list, where, 20)).ids);
    }
  });

  it("never lists another agent's rows: agent1 finds 'Rossini' (A002) in no list", async () => {
    for (const list of Object.keys(DOCUMENT_LISTS) as List[]) {
      const got = await listed(list, cookies.agent1, { search: 'rossini', page: 1 });
      expect(got, list).toMatchObject({ ids: [], total: 0 });
    }
  });

  it('a word matching more customers than are passed as ids (5,000) gives the same rows, counts and sums', async () => {
    // 5,001 customers named 'Onoranze Zeta …', the newest orders of every 50th of them, written in two statements.
    await t.database.pool.query(`
      insert into customers (external_id, key, company_name)
      select 'Z' || g, 'z' || g, 'Onoranze Zeta ' || g from generate_series(1, 5001) g`);
    await t.database.pool.query(`
      insert into orders (code, issue_date, total_net, total, profile_id, customer_id)
      select 'Z-' || c.id, date '2026-10-01' + (c.id % 40), 2.5, 3.05, (select id from profiles where external_id = 'A001'), c.id
        from customers c where c.external_id like 'Z%' and c.id % 50 = 0`);
    expect(await findMatchingCustomers(t.database.db, 'zeta', null)).toBeNull();
    expect((await findMatchingCustomers(t.database.db, 'zeta 4999', null))?.ids).toHaveLength(1);
    for (const list of ['orders', 'order_items'] as const) {
      const got = await listed(list, cookies.admin, { search: 'zeta', page: 1 });
      expect(got, list).toEqual(await reference(list, REFERENCE[list]('zeta'), 0));
    }
    expect((await listed('orders', cookies.admin, { search: 'zeta', page: 1 })).total).toBeGreaterThan(90);
  });

  it('a word matching more customers than a page tells apart by id (20) gives the same rows, counts and sums', async () => {
    // 30 customers 'Onoranze Kappa …' with two orders each, one of them with the word in its code; five more orders
    // with the word in their code on a customer without it. Written in three statements.
    await t.database.pool.query(`
      insert into customers (external_id, key, company_name)
      select 'K' || g, 'k' || g, 'Onoranze Kappa ' || g from generate_series(1, 30) g`);
    const profile = `(select id from profiles where external_id = 'A001')`;
    await t.database.pool.query(`
      insert into orders (code, issue_date, total_net, total, profile_id, customer_id)
      select prefix || c.id, date '2026-09-01' + (c.id % 30) + length(prefix), 4.5, 5.49, ${profile}, c.id
        from customers c cross join (values ('KAPPA-'), ('K-')) p(prefix) where c.external_id like 'K%'`);
    await t.database.pool.query(`
      insert into orders (code, issue_date, total_net, total, profile_id, customer_id)
      select 'KAPPA-ALTRO-' || g, date '2026-09-03' + g * 7, 1.5, 1.83, ${profile}, (select id from customers where external_id = 'C0001')
        from generate_series(1, 5) g`);
    expect((await findMatchingCustomers(t.database.db, 'kappa', null))?.ids).toHaveLength(30);
    const where = REFERENCE.orders('kappa');
    const first = await listed('orders', cookies.admin, { search: 'kappa', page: 1 });
    expect(first).toEqual(await reference('orders', where, 0));
    expect(first.total).toBe(65);
    for (const page of [2, 4]) {
      expect((await listed('orders', cookies.admin, { search: 'kappa', page })).ids, `page ${page}`).toEqual((await reference('orders', where, (page - 1) * 20)).ids);
    }
  });

  it('ordered products: an estimate, flagged, once the matching orders are too many to count their lines one by one; the admin exact', async () => {
    // 600 more orders of 'Ferramenta Rossi' (code A001), one line each, written in one statement.
    await t.database.pool.query(`
      with o as (
        insert into orders (code, issue_date, total_net, total, profile_id, customer_id)
        select 'BULK-' || g, date '2026-01-01' + (g % 150), 1, 1.22, (select id from profiles where external_id = 'A001'), (select id from customers where external_id = 'C0001')
          from generate_series(1, 600) g
        returning id)
      insert into order_items (order_id, product_external_id, description, price, quantity, total)
      select id, 'VS-01', 'Vaso in bronzo', 1, 1, 1 from o`);
    const where = `${profileOf('A001')} and ${REFERENCE.order_items('rossi')}`;
    const got = await listed('order_items', cookies.agent1, { search: 'rossi', page: 1 });
    const expected = await reference('order_items', where, 0);
    expect(got.ids).toEqual(expected.ids);
    expect(got.estimate).toBe(true);
    expect(Math.abs(got.total - expected.total) / expected.total).toBeLessThan(0.15);
    // The admin's search over every code and date takes the matching customers' lines from their rows: exact.
    expect(await listed('order_items', cookies.admin, { search: 'rossi', page: 1 })).toEqual(await reference('order_items', REFERENCE.order_items('rossi'), 0));
    // Orders keep exact sums whatever the number of matches.
    expect(await listed('orders', cookies.admin, { search: 'rossi', page: 1 })).toEqual(await reference('orders', REFERENCE.orders('rossi'), 0));
  });

  it('ordered products: a word in no product, a product code, and a word in more products than are passed as ids (100)', async () => {
    // 120 products 'Raccordo ottone …', a line of each in the newest orders of every code.
    await t.database.pool.query(`
      insert into products (external_id, description) select 'RO-' || g, 'Raccordo ottone ' || g from generate_series(1, 120) g`);
    await t.database.pool.query(`
      insert into order_items (order_id, product_id, product_external_id, description, price, quantity, total)
      select o.id, p.id, p.external_id, p.description, 1, 1, 1
        from (select id, row_number() over (order by id desc) as r from orders) o
        join (select id, external_id, description, row_number() over (order by id) as r from products where external_id like 'RO-%') p on p.r = o.r`);
    // No product contains 'c0003' (a customer code), one 'LR-01', more than 100 'ottone' (ordered-items.repository.test.ts).
    for (const term of ['c0003', 'LR-01', 'ottone', 'nessuno']) {
      for (const [who, where] of [['admin', 'true'], ['agent2', `profile_id in (select id from profiles where external_id in ('A001', 'A002'))`]] as const) {
        const whereAll = `${where} and ${REFERENCE.order_items(term.toLowerCase())}`;
        const got = await listed('order_items', cookies[who], { search: term, page: 1 });
        expect(got, `${term} ${who}`).toEqual(await reference('order_items', whereAll, 0));
        expect((await listed('order_items', cookies[who], { search: term, page: 2 })).ids, `${term} ${who} page 2`).toEqual(
          (await reference('order_items', whereAll, 20)).ids,
        );
      }
    }
  });
});

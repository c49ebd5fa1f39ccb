import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client';
import { createOrder } from '../test/document-fixtures';
import { createCustomer, seedStandardCast } from '../test/fixtures';
import { readTheTable } from '../test/kept-reads';
import { createPostgresFromTemplate, postgresTestServer } from '../test/template-db';
import { createTestApp, type TestContext } from '../test/test-app';
import { findMatchingCustomers } from './matching-customers';

/**
 * The customers and products a term matches are kept per process under their table's version (lists/kept-reads.ts,
 * migration 0034): a kept answer must be used only while no statement has written the table since, and must then
 * equal a fresh read.
 */
let t: TestContext;
let other: TestContext;
let cast: Awaited<ReturnType<typeof seedStandardCast>>;

beforeAll(async () => {
  [t, other] = await Promise.all([createTestApp(), createTestApp()]);
  cast = await seedStandardCast(t.database);
});

afterAll(async () => {
  await t?.close();
  await other?.close();
});

/** The matches as a fresh read gives them, past the kept ones (a term no one asked for yet, same pattern). */
async function freshRead(db: Db, term: string) {
  const { rows } = await db.execute<{ ids: number[]; n: number; net: string; lines: number }>(sql`
    select coalesce(array_agg(c.id order by c.id), '{}') as ids, coalesce(sum(c.doc_orders_count), 0)::int as n,
           coalesce(sum(c.doc_orders_net), 0)::text as net, coalesce(sum(c.doc_orders_lines), 0)::int as lines
      from customers c where c.search_text like ${`%${term}%`}`);
  return rows[0];
}

/** findMatchingCustomers, and whether its statements read the customers (false: the kept answer was used). */
async function find(db: Db, term: string) {
  const spy = vi.spyOn(db, 'execute');
  try {
    const found = await findMatchingCustomers(db, term, 'orders');
    return { ids: [...(found?.ids ?? [])].sort((a, b) => a - b), totals: found?.totals, readCustomers: await readTheTable(spy) };
  } finally {
    spy.mockRestore();
  }
}

describe('matches kept per term', () => {
  it('answers from memory until customers are written, then reads them again', async () => {
    const db = t.database.db;
    const { p1 } = cast.profiles;
    const a = await createCustomer(t.database, { externalId: 'KM-1', companyName: 'Ferramenta Quercia', profileIds: [p1.id] });
    const expectFresh = async (readCustomers: boolean) => {
      const found = await find(db, 'quercia');
      const fresh = await freshRead(db, 'quercia');
      expect(found.ids).toEqual(fresh.ids);
      expect(found.totals).toEqual({ n: fresh.n, total_net: fresh.net, total_vat: expect.any(String), lines: fresh.lines });
      expect(found.readCustomers).toBe(readCustomers);
      return found;
    };

    await expectFresh(true);
    await expectFresh(false);

    // A new customer matching the term.
    const b = await createCustomer(t.database, { externalId: 'KM-2', companyName: 'Quercia & Figli', profileIds: [p1.id] });
    expect((await expectFresh(true)).ids).toEqual([a.id, b.id]);
    await expectFresh(false);

    // An order moves a matching customer's totals.
    await createOrder(t.database, { code: 'KM-O1', profileId: p1.id, customerId: b.id, issueDate: '2026-03-01', totalNet: '10.00', total: '12.20' });
    expect((await expectFresh(true)).totals).toEqual({ n: 1, total_net: '10.00', total_vat: '2.20', lines: 0 });
    // An order change that moves no total (its notes) updates no customer: the kept answer stays.
    await db.execute(sql`update orders set notes = 'Consegna al mattino' where code = 'KM-O1'`);
    await expectFresh(false);
    // A line added to that order moves its customer's line count (migration 0035).
    await db.execute(sql`insert into order_items (order_id, product_external_id, description, price, quantity, total)
      select id, 'X', 'Articolo', 1, 1, 1 from orders where code = 'KM-O1'`);
    expect((await expectFresh(true)).totals).toMatchObject({ n: 1, lines: 1 });
    await expectFresh(false);

    // A rename away from the term, then a delete.
    await db.execute(sql`update customers set company_name = 'Ferramenta Olmo' where id = ${a.id}`);
    expect((await expectFresh(true)).ids).toEqual([b.id]);
    await db.execute(sql`delete from orders where customer_id = ${b.id}`);
    await db.execute(sql`delete from customers where id = ${b.id}`);
    expect((await expectFresh(true)).ids).toEqual([]);
    await expectFresh(false);
  });

  it('keeps each term and list apart', async () => {
    const db = t.database.db;
    await createCustomer(t.database, { externalId: 'KM-3', companyName: 'Tiglio srl' });
    const tiglio = await find(db, 'tiglio');
    const olmo = await find(db, 'olmo');
    expect(tiglio.ids).toEqual((await freshRead(db, 'tiglio')).ids);
    expect(olmo.ids).toEqual((await freshRead(db, 'olmo')).ids);
    expect(tiglio.ids).not.toEqual(olmo.ids);
    // The same term without totals (an agent's search) is another entry.
    const withoutTotals = await findMatchingCustomers(db, 'tiglio', null);
    expect(withoutTotals?.totals).toBeNull();
    expect((await find(db, 'tiglio')).totals).not.toBeNull();
  });

  it('never answers one database from what another matched, though both start from the same template', async () => {
    await createCustomer(t.database, { externalId: 'KM-4', companyName: 'Betulla spa' });
    expect((await find(t.database.db, 'betulla')).ids).toHaveLength(1);
    expect((await find(other.database.db, 'betulla')).ids).toEqual([]);
    const versions = await Promise.all([t, other].map(async (c) => (await c.database.db.execute<{ v: string }>(sql`select sum(mark)::text as v from table_writes where table_name = 'customers'`)).rows[0].v));
    expect(versions[0]).not.toEqual(versions[1]);
  });

  it('folds the written rows into one, keeping their sum', async () => {
    const db = t.database.db;
    const sum = async () => (await db.execute<{ v: string; n: number }>(sql`select sum(mark)::text as v, count(*)::int as n from table_writes where table_name = 'customers'`)).rows[0];
    const before = await sum();
    for (let i = 0; i < 70; i++) await db.execute(sql`select note_table_write('customers')`);
    const after = await sum();
    expect(after.n).toBeLessThan(64);
    const grown = BigInt(after.v) - BigInt(before.v);
    expect(grown >= 70n && grown <= 70n * 2n ** 52n).toBe(true);
  });

  // Two connections: only a server has them.
  const server = postgresTestServer();
  it.skipIf(!server)('folds without ever making a writer wait for another', async () => {
    const { url, drop } = await createPostgresFromTemplate(server!);
    const holder = new pg.Client({ connectionString: url });
    const writer = new pg.Client({ connectionString: url });
    await Promise.all([holder.connect(), writer.connect()]);
    try {
      await holder.query(`begin; select pg_advisory_xact_lock(hashtextextended('table_writes:fold', 0))`);
      // The next row's id is a multiple of 64: this write would fold, but the lock is taken.
      const { rows } = await writer.query<{ last: string }>(`select last_value::text as last from table_writes_id_seq`);
      await writer.query(`select setval('table_writes_id_seq', ${(Math.floor(Number(rows[0].last) / 64) + 1) * 64 - 1})`);
      await writer.query(`set statement_timeout = 2000`);
      await writer.query(`select note_table_write('customers')`);
      const { rows: left } = await writer.query<{ n: number }>(`select count(*)::int as n from table_writes`);
      expect(left[0].n).toBeGreaterThan(1);
      await holder.query('commit');
    } finally {
      await Promise.all([holder.end(), writer.end()]);
      await drop();
    }
  });
});

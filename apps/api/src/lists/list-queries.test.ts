import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, searchDbOf } from '../db/client';
import { createPostgresFromTemplate, postgresTestServer } from '../test/template-db';
import { createTestApp, type TestContext } from '../test/test-app';
import { runListQueries } from './list-queries';
import { limitOffset, readPage } from './list-sql';
import { datedPage } from './dated-page';
import { TOTALS_KIND } from './document-totals.repository';
import { datedDocumentList, documentPageIds, textMatchTotalsSql } from './text-match';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const admin = (search: string) => ({ search, profileIds: null });
const agent = (search: string) => ({ search, profileIds: [1, 2] });
const server = postgresTestServer();

describe('runListQueries', () => {
  // PGlite runs queries on the JS thread and cannot interrupt one: the limit exists on PostgreSQL only.
  it.skipIf(process.env.DB_BACKEND !== 'postgres')('stops a free-text query past the limit with an Italian 400', async () => {
    const slow = runListQueries(t.database.db, admin('rossi'), (db) => db.execute(sql`select pg_sleep(2)`), 100);
    await expect(slow).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/ricerca è troppo ampia/) });
  });

  // The search pool's connections start with the settings; without one (PGlite, PgBouncer) a transaction sets them.
  it.skipIf(!server)('runs free text under its settings, on the search pool or in a transaction, and leaves other queries alone', async () => {
    const { url, drop } = await createPostgresFromTemplate(server!);
    const direct = await openDatabase({ url, poolSize: 1 });
    // As behind a pooler: DATABASE_DIRECT_URL given (here the same server).
    const pooled = await openDatabase({ url, directUrl: url, poolSize: 1 });
    try {
      const settings = sql`select current_setting('statement_timeout') as timeout, current_setting('join_collapse_limit') as joins,
                                  current_setting('from_collapse_limit') as froms`;
      const searching = { timeout: '5s', joins: '1', froms: '1' };
      expect(searchDbOf(direct.db)).toBeDefined();
      expect(Object.keys(direct.searchPools)).toEqual(['primary']);
      expect(searchDbOf(pooled.db)).toBeUndefined();
      for (const database of [direct, pooled]) {
        expect((await runListQueries(database.db, admin('rossi'), (db) => db.execute(settings))).rows[0]).toEqual(searching);
        expect((await runListQueries(database.db, admin(''), (db) => db.execute(settings))).rows[0]).toEqual({ timeout: '0', joins: '8', froms: '8' });
      }
    } finally {
      await Promise.all([direct.close(), pooled.close()]);
      await drop();
    }
  });

  it('leaves queries within the limit, and lists without free text, alone', async () => {
    const fast = await runListQueries(t.database.db, admin('rossi'), (db) => db.execute(sql`select 1 as one`), 1000);
    expect(fast.rows).toEqual([{ one: 1 }]);
    for (const f of [admin(''), agent('')]) {
      const unbounded = await runListQueries(t.database.db, f, (db) => db.execute(sql`select pg_sleep(0.2), 2 as two`), 100);
      expect(unbounded.rows[0]).toMatchObject({ two: 2 });
    }
  });

  it('reads a page of free text as its ids, then their rows in the ids\' order', async () => {
    const page = (search: string) =>
      runListQueries(t.database.db, admin(search), (db) =>
        readPage<{ id: number }>(db, Boolean(search), sql`select id from (values (3), (1), (2)) v(id) order by id desc limit 2`, sql`select page.id from page`),
      );
    expect(await page('rossi')).toEqual([{ id: 3 }, { id: 2 }]);
    expect(await page('')).toEqual([{ id: 3 }, { id: 2 }]);
    const none = await runListQueries(t.database.db, admin('x'), (db) => readPage(db, true, sql`select 1 as id where false`, sql`select page.id from page`));
    expect(none).toEqual([]);
  });

  // One connection, whose prepared statements and their plans pg_prepared_statements shows.
  it.skipIf(!server)('plans a search page\'s ids for the term at every call, and keeps one plan of its rows and totals', async () => {
    const { url, drop } = await createPostgresFromTemplate(server!);
    const database = await openDatabase({ url, poolSize: 1 });
    try {
      const orders = datedDocumentList({ name: 'orders', alias: 'o', date: 'issue_date', nulls: 'nulls last' }, { profileIds: null, customerIds: [1, 2] }, {
        ownText: (ilike) => sql`o.code ilike ${ilike}`,
      });
      for (const term of ['C000034', 'rossi', 'C000034', 'rossi', 'ov2026', 'C000034', 'rossi', 'C000034']) {
        await runListQueries(database.db, admin(term), (db) =>
          Promise.all([
            readPage(db, true, documentPageIds(orders, admin(term), 0), sql`select o.code from page join orders o on o.id = page.id`),
            readPage(db, true, sql`select id from (values (3), (1)) v(id)`, sql`select page.id as kept_rows from page`),
            datedPage(db, TOTALS_KIND.orders, admin(term), 0, {
              page: () => ({ ids: documentPageIds(orders, admin(term), 0), rows: sql`select o.id, o.issue_date from page join orders o on o.id = page.id`, rowsOrder: orders.mergeOrder }),
              fromTotals: (x) => x,
              searchTotals: () => textMatchTotalsSql(orders, term, sql`o.total_net, o.total`),
            }),
          ]),
        );
      }
      // The search pool's one connection, where the searches ran.
      const { rows } = await searchDbOf(database.db)!.execute<{ statement: string; generic: number }>(
        sql`select statement, generic_plans::int as generic from pg_prepared_statements where name <> ''`,
      );
      expect(rows.filter((r) => r.statement.includes('planned each time'))).toEqual([]);
      const kept = (part: string) => rows.find((r) => r.statement.includes(part))?.generic ?? 0;
      expect(kept('kept_rows')).toBeGreaterThan(0);
      // The orders' page rows with their count and sums, one statement.
      expect(kept('list_count')).toBeGreaterThan(0);
    } finally {
      await database.close();
      await drop();
    }
  });

  it('writes page bounds as constants, and only integers the server computed', () => {
    const text = (bounds: Parameters<typeof limitOffset>) => new PgDialect().sqlToQuery(limitOffset(...bounds));
    expect(text([20])).toEqual({ sql: 'limit 20', params: [] });
    expect(text([20, 9980])).toEqual({ sql: 'limit 20 offset 9980', params: [] });
    for (const [limit, offset] of [[20.5, 0], [-1, 0], [20, Number.NaN], [20, -20]]) expect(() => limitOffset(limit, offset)).toThrow();
  });

  // Why page bounds are constants (limitOffset): PostgreSQL then keeps the generic plan of an agent's page without
  // being told to, where with `limit $n` it planned the page again on every call.
  it.skipIf(process.env.DB_BACKEND !== 'postgres')('lets PostgreSQL keep the generic plan of a page whose bounds are constants', async () => {
    const visits = datedDocumentList({ name: 'visits', alias: 'v', date: 'date_visit', nulls: 'nulls first' }, { profileIds: [1, 2] }, { ownText: () => sql`false` });
    const page = new PgDialect().sqlToQuery(documentPageIds(visits, { profileIds: [1, 2], search: '' }, 40));
    expect(page.sql).toMatch(/limit 60\b/);
    expect(page.sql).not.toMatch(/limit \$/);
    const client = await t.database.pool.connect();
    try {
      const plans = async (name: string, text: string, values: unknown[]) => {
        for (let i = 0; i < 8; i++) await client.query({ name, text, values });
        const { rows } = await client.query(`select generic_plans::int as n from pg_prepared_statements where name = $1`, [name]);
        return rows[0].n;
      };
      // (With `limit $n` it depends on the data: an agent's orders page on L never got one; this small database may.)
      expect(await plans('page_constant_bounds', page.sql, page.params)).toBeGreaterThan(0);
    } finally {
      client.release();
    }
  });
});

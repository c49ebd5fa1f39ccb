import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, searchDbOf } from '../../db/client';
import { datedPage, exactCount } from '../../lists/dated-page';
import { TOTALS_KIND } from '../../lists/document-totals.repository';
import { runListQueries } from '../../lists/list-queries';
import { createPostgresFromTemplate, postgresTestServer } from '../../test/template-db';
import { createProduct } from '../../test/document-fixtures';
import { createTestApp } from '../../test/test-app';
import { countTextMatchLines, findMatchingProducts, orderedItemPage } from './ordered-items.repository';

const server = postgresTestServer();

describe('countTextMatchLines', () => {
  // One connection, whose prepared statements and their plans pg_prepared_statements shows. Planning the count for
  // each term cost more than running it (1.3 of 1.7 ms of PostgreSQL for a customer code on L).
  it.skipIf(!server)('keeps one plan of the count whatever the term', async () => {
    const { url, drop } = await createPostgresFromTemplate(server!);
    const database = await openDatabase({ url, poolSize: 1 });
    try {
      for (const term of ['C000034', 'rossi', 'ottone', 'C000034', 'rossi', 'ottone', 'C000034', 'rossi']) {
        const f = { search: term, profileIds: null, customerIds: [1, 2], customerTotals: null };
        const count = await runListQueries(database.db, f, (db) => countTextMatchLines(db, f));
        expect(count).toEqual({ total: 0, estimate: false });
      }
      // The search pool's one connection, where the searches ran.
      const { rows } = await searchDbOf(database.db)!.execute<{ statement: string; generic: number }>(
        sql`select statement, generic_plans::int as generic from pg_prepared_statements`,
      );
      const counts = rows.filter((r) => r.statement.trimStart().startsWith('with mo as materialized'));
      expect(counts).toHaveLength(1);
      expect(counts[0].generic).toBeGreaterThan(0);
    } finally {
      await database.close();
      await drop();
    }
  });
});

describe('orderedItemPage', () => {
  // A term no product matches (a customer's name or code) pages over the lines of the orders found first: those ids
  // are read with the rows, in one prepared statement whatever the term (PostgreSQL keeps its generic plan on L), not in
  // a statement of their own planned for each term.
  it.skipIf(!server)('reads the lines of a search no product matches with their rows, in one statement for every term', async () => {
    const { url, drop } = await createPostgresFromTemplate(server!);
    const database = await openDatabase({ url, poolSize: 1 });
    const terms = ['C000034', 'rossi', 'ottone', 'C000034', 'rossi', 'ottone'];
    try {
      for (const term of terms) {
        const f = { search: term, profileIds: null, customerIds: [1, 2], customerTotals: null, productIds: [] };
        const read = await runListQueries(database.db, f, async (db) => {
          const spy = vi.spyOn(db, 'execute');
          try {
            const page = await datedPage(db, TOTALS_KIND.orderedItems, f, 0, { page: (g, o) => orderedItemPage(db, g, o), fromTotals: exactCount, searchTotals: () => countTextMatchLines(db, f) });
            // The orders of the page, the count, the lines with their rows.
            expect(spy).toHaveBeenCalledTimes(3);
            return page;
          } finally {
            spy.mockRestore();
          }
        });
        expect(read).toEqual({ rows: [], totals: { total: 0, estimate: false } });
      }
      const { rows } = await searchDbOf(database.db)!.execute<{ statement: string; runs: number }>(
        sql`select statement, (generic_plans + custom_plans)::int as runs from pg_prepared_statements`,
      );
      const pages = rows.filter((r) => r.statement.trimStart().startsWith('with page as') && r.statement.includes('oi.order_id = any'));
      expect(pages).toEqual([{ statement: expect.any(String), runs: terms.length }]);
    } finally {
      await database.close();
      await drop();
    }
  });
});

describe('findMatchingProducts', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    await createProduct(t.database, 'LR-01', 'Lastra Rosso Rossi');
    for (let i = 1; i <= 101; i++) await createProduct(t.database, `RO-${i}`, `Raccordo ottone ${i}`);
  }, 60_000);
  afterAll(() => t?.close());

  it('gives the ids of up to 100 products containing the term, none for a term no product contains, null beyond', async () => {
    expect(await findMatchingProducts(t.database.db, 'c0003')).toEqual([]);
    expect(await findMatchingProducts(t.database.db, 'lr-01')).toHaveLength(1);
    expect(await findMatchingProducts(t.database.db, 'Rossi')).toHaveLength(1);
    expect(await findMatchingProducts(t.database.db, 'RO-10')).toHaveLength(3);
    expect(await findMatchingProducts(t.database.db, 'ottone')).toBeNull();
  });
});

import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { runListQueries } from './list-queries';
import { limitOffset } from './list-sql';
import { datedDocumentList, documentPageIds } from './text-match';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const admin = (search: string) => ({ search, profileIds: null });
const agent = (search: string) => ({ search, profileIds: [1, 2] });
const planMode = (db: Parameters<Parameters<typeof runListQueries>[2]>[0]) =>
  db.execute<{ mode: string }>(sql`select current_setting('plan_cache_mode') as mode`).then((r) => r.rows[0].mode);

describe('runListQueries', () => {
  // PGlite runs queries on the JS thread and cannot interrupt one: the limit exists on PostgreSQL only.
  it.skipIf(process.env.DB_BACKEND !== 'postgres')('stops a free-text query past the limit with an Italian 400', async () => {
    const slow = runListQueries(t.database.db, admin('rossi'), (db) => db.execute(sql`select pg_sleep(2)`), 100);
    await expect(slow).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/ricerca è troppo ampia/) });
  });

  it('leaves queries within the limit, and lists without free text, alone', async () => {
    const fast = await runListQueries(t.database.db, admin('rossi'), (db) => db.execute(sql`select 1 as one`), 1000);
    expect(fast.rows).toEqual([{ one: 1 }]);
    for (const f of [admin(''), agent('')]) {
      const unbounded = await runListQueries(t.database.db, f, (db) => db.execute(sql`select pg_sleep(0.2), 2 as two`), 100);
      expect(unbounded.rows[0]).toMatchObject({ two: 2 });
    }
  });

  it('plans free text for its values and leaves lists without it to PostgreSQL', async () => {
    expect(await runListQueries(t.database.db, agent('rossi'), planMode)).toBe('force_custom_plan');
    expect(await runListQueries(t.database.db, admin('rossi'), planMode)).toBe('force_custom_plan');
    expect(await runListQueries(t.database.db, agent(''), planMode)).toBe('auto');
    expect(await runListQueries(t.database.db, admin(''), planMode)).toBe('auto');
    // Transaction-local: nothing stays on the pooled connection.
    expect(await planMode(t.database.db)).toBe('auto');
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

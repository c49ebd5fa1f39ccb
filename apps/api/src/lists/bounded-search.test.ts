import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { boundedSearch } from './bounded-search';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('boundedSearch', () => {
  // PGlite runs queries on the JS thread and cannot interrupt one: the limit exists on PostgreSQL only.
  it.skipIf(process.env.DB_BACKEND !== 'postgres')('stops a free-text query past the limit with an Italian 400', async () => {
    const slow = boundedSearch(t.database.db, 'rossi', (db) => db.execute(sql`select pg_sleep(2)`), 100);
    await expect(slow).rejects.toMatchObject({ code: 'BAD_REQUEST', message: expect.stringMatching(/ricerca è troppo ampia/) });
  });
  it('leaves queries within the limit, and lists without free text, alone', async () => {
    const fast = await boundedSearch(t.database.db, 'rossi', (db) => db.execute(sql`select 1 as one`), 1000);
    expect(fast.rows).toEqual([{ one: 1 }]);
    const unbounded = await boundedSearch(t.database.db, '', (db) => db.execute(sql`select pg_sleep(0.2), 2 as two`), 100);
    expect(unbounded.rows[0]).toMatchObject({ two: 2 });
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { runListQueries } from './list-queries';

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

  it('plans free text for its values, reuses the generic plans of lists scoped to agent codes without dates, and leaves the rest to PostgreSQL', async () => {
    expect(await runListQueries(t.database.db, agent('rossi'), planMode)).toBe('force_custom_plan');
    expect(await runListQueries(t.database.db, admin('rossi'), planMode)).toBe('force_custom_plan');
    expect(await runListQueries(t.database.db, agent(''), planMode)).toBe('force_generic_plan');
    expect(await runListQueries(t.database.db, admin(''), planMode)).toBe('auto');
    expect(await runListQueries(t.database.db, { ...agent(''), dateStart: '2026-01-01' }, planMode)).toBe('auto');
    // Transaction-local: nothing stays on the pooled connection.
    expect(await planMode(t.database.db)).toBe('auto');
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresTestServer, createPostgresFromTemplate } from '../test/template-db';
import { openDatabase, type Database } from './client';

const server = postgresTestServer();

/** The named statements the pool's one connection holds. */
async function preparedTexts(database: Database): Promise<string[]> {
  const { rows } = await database.db.execute<{ statement: string }>(sql`select statement from pg_prepared_statements where name <> ''`);
  return rows.map((r) => r.statement);
}

describe.skipIf(!server)('prepared statements on PostgreSQL', () => {
  let url: string;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ url, drop } = await createPostgresFromTemplate(server!));
  });
  afterAll(() => drop());

  it('prepares a parameterised query once per connection and answers it the same each time', async () => {
    const database = await openDatabase({ url, poolSize: 1 });
    try {
      const query = () => database.db.execute<{ n: number }>(sql`select ${41}::int + 1 as n`);
      for (let i = 0; i < 7; i++) expect((await query()).rows[0].n).toBe(42);
      const texts = await preparedTexts(database);
      expect(texts.filter((t) => t.includes('$1::int + 1'))).toHaveLength(1);
      // A read without parameters is named too; transaction control and several statements in one text are not.
      await database.db.execute(sql`select 1 as one`);
      await database.db.transaction(async (tx) => tx.execute(sql`select 2`));
      await database.db.execute(sql.raw('select 3; select 4'));
      const named = await preparedTexts(database);
      expect(named).toContain('select 1 as one');
      expect(named).toContain('select 2');
      expect(named.filter((t) => /^(begin|commit)|select 3/.test(t))).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('prepares nothing when told not to (a transaction-mode pooler in between)', async () => {
    const database = await openDatabase({ url, poolSize: 1, preparedStatements: false });
    try {
      await database.db.execute(sql`select ${41}::int + 1 as n`);
      expect(await preparedTexts(database)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('a statement that failed to prepare is prepared again next time (its table exists by then)', async () => {
    const database = await openDatabase({ url, poolSize: 1 });
    const query = () => database.db.execute<{ n: number }>(sql`select ${2}::int as n from prepared_later`);
    try {
      await expect(query()).rejects.toThrow(/prepared_later/);
      await database.db.execute(sql`create table prepared_later (id int); insert into prepared_later values (1)`);
      expect((await query()).rows).toEqual([{ n: 2 }]);
    } finally {
      await database.close();
    }
  });
});

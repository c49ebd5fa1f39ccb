import { sql, type SQL } from 'drizzle-orm';
import { integer, PgDialect, pgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { flatSql } from './flat-sql';

const dialect = new PgDialect();
const built = (q: SQL) => dialect.sqlToQuery(q);

describe('flatSql', () => {
  it('gives drizzle the same text and parameters, one level deep', () => {
    const maybe = (on: boolean) => (on ? sql`and b = ${true}` : undefined);
    const shapes = [
      sql``,
      sql`select 1`,
      sql`select ${1}`,
      sql`select * from t where a = ${'x'} ${maybe(true)} ${maybe(false)} and c is ${null} and d = ${10n}`,
      sql`with p as (${sql`select ${sql.raw('id')} from t where id = any(${'{1,2}'}::int[])`}) select ${sql.join([sql`${1}`, sql`${2}`, sql.raw('3')], sql`, `)} from p`,
      sql`${sql`${sql`${'deep'}`}`} tail`,
    ];
    for (const q of shapes) {
      const flat = flatSql(q);
      expect(built(flat)).toEqual(built(q));
      expect(flat.queryChunks.every((c) => !(c instanceof Object && 'queryChunks' in c))).toBe(true);
    }
  });

  it('leaves alone what it does not know: columns, drizzle params, identifiers, arrays, inlined values', () => {
    const t = pgTable('t', { id: integer('id') });
    for (const q of [sql`select ${t.id}`, sql`select ${sql.param(1)}`, sql`select ${sql.identifier('x')}`, sql`in ${[1, 2]}`, sql`select ${1}`.inlineParams(), sql`a ${sql`b ${2}`.inlineParams()}`]) {
      expect(flatSql(q)).toBe(q);
    }
  });
});

/**
 * What building a list statement's text costs the API's process: the statement of page 500 of an agent with four
 * codes (orders; the deep page with its seek and totals, as lists/dated-page.ts reads it) is built as a drizzle tree,
 * then turned into text and parameters by drizzle, as is and flattened first (db/flat-sql.ts), 5,000 times each.
 * Prints microseconds per statement and whether both give the same text and parameters. Needs no database. Not a test.
 *   npx tsx bench/sql-build-bench.ts [--count 5000]
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { flatSql } from '../apps/api/src/db/flat-sql';
import { documentTotalsSql, seekDaySql } from '../apps/api/src/lists/document-totals.repository';
import { orderPage } from '../apps/api/src/modules/orders/orders.repository';

const { values } = parseArgs({ options: { count: { type: 'string', default: '5000' } } });
const COUNT = Number(values.count);
const dialect = new PgDialect();
const filter = { profileIds: [1, 11, 21, 31], search: '' };

function deepPage() {
  const q = orderPage({ ...filter, soughtDay: sql`(select day from seek)` }, sql`(select skip from seek)`);
  return sql`with seek as (${seekDaySql(1, filter, 9980)}), page as (${q.ids})
    select x.*, t.n from (${documentTotalsSql(1, filter)}) t left join (${q.rows}) x on true order by ${q.rowsOrder}`;
}

function perStatement(build: () => unknown): number {
  for (let i = 0; i < 1000; i++) build();
  const start = performance.now();
  for (let i = 0; i < COUNT; i++) build();
  return ((performance.now() - start) * 1000) / COUNT;
}

const asIs = dialect.sqlToQuery(deepPage());
const flat = dialect.sqlToQuery(flatSql(deepPage()));
const same = asIs.sql === flat.sql && JSON.stringify(asIs.params) === JSON.stringify(flat.params);
let pieces = 0;
const count = (node: { queryChunks: unknown[] }) => {
  for (const chunk of node.queryChunks) {
    pieces++;
    if (chunk && typeof chunk === 'object' && 'queryChunks' in chunk) count(chunk as { queryChunks: unknown[] });
  }
};
count(deepPage());

console.log(`# pagina 500, agente con 4 codici (ordini): ${pieces} pezzi, ${asIs.sql.length} caratteri, ${asIs.params.length} parametri; stesso testo e parametri: ${same ? 'sì' : 'NO'}`);
console.log(`| passo | µs per istruzione |\n|---|---:|`);
console.log(`| albero drizzle (sql\`…\`) | ${perStatement(deepPage).toFixed(0)} |`);
console.log(`| albero + testo di drizzle | ${perStatement(() => dialect.sqlToQuery(deepPage())).toFixed(0)} |`);
console.log(`| albero + flatSql + testo di drizzle | ${perStatement(() => dialect.sqlToQuery(flatSql(deepPage()))).toFixed(0)} |`);
if (!same) process.exitCode = 1;

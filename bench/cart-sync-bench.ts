/**
 * The current cart's calls as a device makes them, through the real app in-process (app.inject, so routing,
 * validation, session and the SQL are included; no network):
 *   npx tsx bench/cart-sync-bench.ts [--runs 200] [--lines 20]
 * on embedded PGlite (a fresh in-memory database), or on PostgreSQL with DB_BACKEND=postgres and TEST_DATABASE_URL.
 * Prints p50/p95 of GET cart/current, POST cart/current/update (a quantity change: the edit's round trip, the
 * server's totals included), and a stale update (409). Target (issue 17): update p95 ≤ 80 ms at 200 lines on PostgreSQL.
 * Never part of npm test.
 */
import { parseArgs } from 'node:util';
import { createProduct } from '../apps/api/src/test/cart-fixtures';
import { createTestApp } from '../apps/api/src/test/test-app';
import { ensurePostgresTemplate } from '../apps/api/src/test/template-db';
import { seedCartWorld } from '../apps/api/src/modules/cart/cart-test-setup';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '200' }, lines: { type: 'string', default: '20' } } });
const RUNS = Number(values.runs);
const LINES = Number(values.lines);

if (process.env.DB_BACKEND === 'postgres' && process.env.TEST_DATABASE_URL) await ensurePostgresTemplate(process.env.TEST_DATABASE_URL);
const t = await createTestApp();
const w = await seedCartWorld(t);
const products: { id: number }[] = [];
for (let i = 0; i < LINES; i++) {
  products.push(await createProduct(t.database, { code: `BENCH-${i}`, description: `Articolo di prova ${i}`, prices: { [w.lists.l1.id]: '12.34' } }));
}
const cookie = w.cookies.agent1;
const inject = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
await inject('POST', '/api/user/activate', { profile_external_id: 'A001', customer_id: w.cast.customers.c1.id });
const cart = (quantity: number) => ({
  profile_external_id: 'A001',
  customer_id: w.cast.customers.c1.id,
  items: products.map((p, i) => ({ product_id: p.id, quantity: i === 0 ? quantity : 1 + (i % 5) })),
});
let version = (await inject('GET', '/api/cart/current')).json().cart.version as number;

async function bench(name: string, fn: () => Promise<void>) {
  for (let i = 0; i < 10; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
  console.log(`${name.padEnd(44)} p50 ${at(50).toFixed(1).padStart(6)} ms  p95 ${at(95).toFixed(1).padStart(6)} ms`);
}

console.log(`${t.database.kind}, ${LINES} lines, ${RUNS} runs`);
await bench('GET cart/current', async () => {
  const res = await inject('GET', '/api/cart/current');
  if (res.statusCode !== 200) throw new Error(res.body);
});
let q = 1;
await bench('POST cart/current/update (quantity change)', async () => {
  const res = await inject('POST', '/api/cart/current/update', { version, cart: cart(++q) });
  if (res.statusCode !== 200) throw new Error(res.body);
  version = res.json().cart.version;
});
await bench('POST cart/current/update stale (409)', async () => {
  const res = await inject('POST', '/api/cart/current/update', { version: version - 1, cart: cart(++q + 1000) });
  if (res.statusCode !== 409) throw new Error(res.body);
});
await t.close();

/**
 * Issue 56: what the approval checks (discount authority per line, overdue instalments) add to sending an order,
 * through the real app in-process on embedded PGlite (or PostgreSQL with DB_BACKEND=postgres and TEST_DATABASE_URL):
 *   npx tsx bench/order-approval-bench.ts [--runs 50] [--lines 200]
 * Prints p50/p95 of (1) the checks alone on a priced 200-line cart (what createOrder runs more than before),
 * (2) cart/createOrder by an agent with the checks on (overdue hold on, lines within the limit: the order goes
 * through, so the writes are those of any order), (3) cart/createOrder by an admin (checks skipped) for scale.
 * Target: (1) p95 ≤ 5 ms. Never part of npm test.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { ZCartInput } from '@portale/contract/cart';
import type { z } from 'zod';
import { approvalReasons } from '../apps/api/src/modules/cart/order-approval-check';
import { priceCart } from '../apps/api/src/modules/cart/cart-pricing.service';
import { seedCartWorld } from '../apps/api/src/modules/cart/cart-test-setup';
import type { Tx } from '../apps/api/src/modules/cart/cart.repository';
import { createProduct } from '../apps/api/src/test/cart-fixtures';
import { createInvoice } from '../apps/api/src/test/document-fixtures';
import { ensurePostgresTemplate } from '../apps/api/src/test/template-db';
import { createTestApp } from '../apps/api/src/test/test-app';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '50' }, lines: { type: 'string', default: '200' } } });
const RUNS = Number(values.runs);
const LINES = Number(values.lines);

if (process.env.DB_BACKEND === 'postgres' && process.env.TEST_DATABASE_URL) await ensurePostgresTemplate(process.env.TEST_DATABASE_URL);
const t = await createTestApp({ AGENT_DISCOUNT_LIMIT: '8', OVERDUE_HOLD_DAYS: 'on' });
const w = await seedCartWorld(t);
const products: { id: number }[] = [];
for (let i = 0; i < LINES; i++) {
  products.push(await createProduct(t.database, { code: `BENCH-${i}`, description: `Articolo di prova ${i}`, prices: { [w.lists.l1.id]: '12.34' } }));
}
// The customer has instalments (some overdue, but not by more than 60 days): the overdue check reads them all.
for (let i = 0; i < 20; i++) {
  const due = new Date(Date.now() - (i * 3 - 20) * 86_400_000).toISOString().slice(0, 10);
  await createInvoice(t.database, { code: `FT-BENCH-${i}`, profileId: w.cast.profiles.p1.id, customerId: w.cast.customers.c1.id, issueDate: due, totalNet: '100.00', total: '122.00', expirations: [{ date: due, amount: '122.00' }] });
}
const cart = {
  profile_external_id: 'A001',
  customer_id: w.cast.customers.c1.id,
  // 3+3 (5,91%) under the 8% limit: checked on every line, held on none.
  items: products.map((p, i) => ({ product_id: p.id, quantity: 1 + (i % 5), discount_1: 3, discount_2: 3 })),
};

async function bench(name: string, fn: () => Promise<void>) {
  for (let i = 0; i < 5; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
  console.log(`${name.padEnd(52)} p50 ${at(50).toFixed(2).padStart(7)} ms  p95 ${at(95).toFixed(2).padStart(7)} ms`);
}

console.log(`${t.database.kind}, ${LINES} lines, ${RUNS} runs`);
const actor = { userId: w.cast.users.agent1.id, role: 'agent', isAdmin: false, sessionId: 'bench', profileIds: [w.cast.profiles.p1.id] };
const input = { ...cart, items: cart.items.map((i) => ({ ...i, notes: null })), notes: null } as unknown as z.output<typeof ZCartInput>;
const priced = await priceCart(t.database.db, actor, t.app.config.cart.discounts, input);
await bench('approval checks alone (limit + overdue)', async () => {
  const reasons = await approvalReasons(t.database.db as unknown as Tx, t.app.config, actor, priced);
  if (reasons) throw new Error('held: the bench measures the checks on an order that goes through');
});
const send = (cookie: string) => async () => {
  const res = await t.app.inject({ method: 'POST', url: '/api/cart/createOrder', headers: { cookie, 'idempotency-key': randomUUID() }, payload: cart });
  if (res.statusCode !== 200 || res.json().approval) throw new Error(res.body);
};
await bench('cart/createOrder, agent (checks on)', send(w.cookies.agent1));
await bench('cart/createOrder, admin (checks skipped)', send(w.cookies.admin));
await t.close();

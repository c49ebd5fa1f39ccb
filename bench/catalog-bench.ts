/**
 * Catalogue and cart benchmark on the scale data set (100k products, 6 price lists):
 *   npm run bench:catalog -- [--database-url postgres://postgres@127.0.0.1:5432/portale_bench] [--runs 200]
 * Times the server code itself (service calls with their SQL, no HTTP): catalogue search (rare and
 * common terms, browsing page 1 and a deep page), recomputing a 200-line cart with its additions,
 * and the quote PDF (20 and 200 lines, from the stored cart). Prints p50/p95/p99 per case.
 * Writes only its own rows (rules 'BENCH-…', one cart) and deletes them at the end. Never part of npm test.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { and, eq, like, sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { cartAdditions, carts, customerProfiles, customers, productPrices, profiles, sessions, users } from '../apps/api/src/db/schema/index';
import type { Actor } from '../apps/api/src/lib/actor';
import { newSessionToken, SESSION_COOKIE, sessionIdOf } from '../apps/api/src/lib/session-token';
import { renderStoredQuote } from '../apps/api/src/modules/cart/cart-documents.service';
import { storedCart } from '../apps/api/src/modules/cart/cart-presenter';
import { priceCart, type CartInput } from '../apps/api/src/modules/cart/cart-pricing.service';
import { cartAdditions as offeredCartAdditions } from '../apps/api/src/modules/cart/cart.service';
import { insertCart } from '../apps/api/src/modules/cart/cart.repository';
import { getProducts } from '../apps/api/src/modules/catalog/catalog.service';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/portale_bench' },
    runs: { type: 'string', default: '200' },
  },
});
const url = new URL(values['database-url']!);
if (!['127.0.0.1', 'localhost'].includes(url.hostname)) throw new Error('The bench runs only against a local server.');
const RUNS = Number(values.runs);

const config = loadConfig({}, { LOG_LEVEL: 'silent', DATABASE_URL: url.toString() });
const database = await openDatabase({ url: url.toString(), poolSize: 4 });
const { db } = database;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const results: { name: string; p50: number; p95: number; p99: number; cpu: number; target: string }[] = [];
async function bench(name: string, target: string, fn: () => Promise<unknown>, runs = RUNS) {
  for (let i = 0; i < Math.min(10, runs); i++) await fn(); // warm caches and the JIT
  const times: number[] = [];
  // Node's own CPU per call (excludes the database server): on a busy shared machine wall times swell.
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  const used = process.cpuUsage(cpuStart);
  times.sort((a, b) => a - b);
  const row = { name, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), cpu: (used.user + used.system) / 1000 / runs, target };
  results.push(row);
  console.log(
    `${name.padEnd(46)} p50 ${row.p50.toFixed(1).padStart(6)} ms  p95 ${row.p95.toFixed(1).padStart(6)} ms  p99 ${row.p99.toFixed(1).padStart(6)} ms  cpu node ${row.cpu.toFixed(1).padStart(5)} ms  (obiettivo ${target})`,
  );
}

const [{ products: productCount }] = (await db.execute<{ products: number }>(sql`select count(*)::int as products from products`)).rows;
console.log(`Database ${url.pathname.slice(1)}: ${productCount.toLocaleString('it-IT')} prodotti; ${RUNS} ripetizioni per caso\n`);

// An agent with a customer that has a price list, as the calls see them.
const [agent] = await db
  .select({ userId: users.id, profileId: profiles.id, profileExternalId: profiles.externalId, customerId: customers.id, customerExternalId: customers.externalId, priceListId: customers.priceListId })
  .from(customers)
  .innerJoin(customerProfiles, eq(customerProfiles.customerId, customers.id))
  .innerJoin(profiles, eq(profiles.id, customerProfiles.profileId))
  .innerJoin(sql`user_profiles up`, sql`up.profile_id = ${profiles.id}`)
  .innerJoin(users, sql`${users.id} = up.user_id`)
  .where(sql`${customers.priceListId} is not null and not ${customers.inactive}`)
  .limit(1);
if (!agent?.priceListId) throw new Error('No agent with a priced customer: load the scale data set first (npm run bench:load).');
const actor: Actor = { userId: agent.userId, role: 'agent', isAdmin: false, sessionId: 'bench', profileIds: [agent.profileId] };
const catalogue = (search: string, page = 1) => getProducts(db, config, actor, { search, page, customer_external_id: agent.customerExternalId });

console.log('Catalogo (POST catalog/getProducts: pagina di 24 + conteggio, prezzi dal listino del cliente)');
const rare = (await catalogue('stampatello')).total;
const common = (await catalogue('ottone')).total;
await bench(`termine raro 'stampatello' (${rare} risultati)`, '≤ 20 ms', () => catalogue('stampatello'));
await bench(`codice prodotto 'lb-000003' (${(await catalogue('lb-000003')).total} risultato)`, '≤ 20 ms', () => catalogue('lb-000003'));
await bench(`termine comune 'ottone' (${common} risultati)`, '≤ 100 ms', () => catalogue('ottone'));
await bench(`due parole 'vaso ottone'`, '≤ 100 ms', () => catalogue('vaso ottone'));
await bench('senza ricerca, pagina 1', '≤ 100 ms', () => catalogue(''));
await bench('senza ricerca, pagina 2000', '≤ 100 ms', () => catalogue('', 2000));

// A 200-line cart with addition rules on the customer's price list.
await db.delete(cartAdditions).where(like(cartAdditions.externalId, 'BENCH-%'));
await db.insert(cartAdditions).values([
  { type: 'shipping', externalId: 'BENCH-STD', description: 'Spese di trasporto', priority: 10, priceListId: agent.priceListId, amountMax: '499.99', price: '18.00' },
  { type: 'shipping', externalId: 'BENCH-PES', description: 'Trasporto pesante', priority: 5, priceListId: agent.priceListId, weightMin: '300', price: '65.00' },
  { type: 'shipping', externalId: 'BENCH-GRA', description: 'Trasporto gratuito', priority: 1, priceListId: agent.priceListId, amountMin: '500.00', isFreeShipping: true },
  { type: 'promotion', externalId: 'BENCH-PRO', description: 'Omaggio', priority: 1, priceListId: agent.priceListId, amountMin: '1500.00' },
]);
const priced = await db
  .select({ id: productPrices.productId })
  .from(productPrices)
  .where(and(eq(productPrices.priceListId, agent.priceListId)))
  .orderBy(sql`${productPrices.productId} * 7919 % 100003`)
  .limit(200);
const cartOf = (n: number): CartInput => ({
  name: 'Benchmark',
  type: 'quotes',
  profile_external_id: agent.profileExternalId,
  customer_id: agent.customerId,
  items: priced.slice(0, n).map((p, i) => ({ product_id: p.id, quantity: 1 + (i % 9), discount_1: i % 5, discount_2: i % 5, notes: i % 10 === 0 ? 'Nota di riga' : null })),
  notes: 'Consegna al mattino',
  shipping_address_is_new: false,
});
const cart200 = cartOf(200);
console.log('\nCarrello (ricalcolo lato server)');
await bench('ricalcolo carrello 200 righe + spedizione/promozioni', '≤ 50 ms', () => priceCart(db, actor, config.cart.discounts, cart200));
await bench('cart/getAdditions 200 righe', '≤ 50 ms', () => offeredCartAdditions(db, config, actor, { items: cart200.items, customer_external_id: agent.customerExternalId }));

console.log('\nPDF del preventivo (GET cart/createPdf: lettura del carrello salvato + pdfkit)');
const saved: number[] = [];
for (const n of [20, 200]) {
  const p = await priceCart(db, actor, config.cart.discounts, cartOf(n));
  const { values: v, items } = storedCart(p);
  const row = await insertCart(db, { ...v, userId: agent.userId, type: 'quotes', name: `Benchmark ${n}` }, items);
  saved.push(row.id);
  const pdf = await renderStoredQuote(db, config, row);
  await bench(`PDF ${n} righe (${Math.round(pdf.pdf.length / 1024)} kB)`, '≤ 100 ms', () => renderStoredQuote(db, config, row), n === 200 ? Math.min(RUNS, 100) : RUNS);
}

// The same calls through HTTP (Fastify inject: session lookup, zod validation and serialisation included).
const app = await buildApp({ config, database, serveWeb: false });
await app.ready();
const token = newSessionToken();
await db.insert(sessions).values({ id: sessionIdOf(token), userId: agent.userId, expiresAt: new Date(Date.now() + 3_600_000), ip: '127.0.0.1', userAgent: 'bench' });
const headers = { cookie: `${SESSION_COOKIE}=${token}` };
const inject = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await app.inject({ method, url, headers, payload });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
};
const body = (search: string) => ({ search, page: 1, customer_external_id: agent.customerExternalId });
console.log('\nLe stesse chiamate via HTTP (inject: sessione, validazione e serializzazione comprese)');
await bench(`HTTP catalog/getProducts 'stampatello'`, '≤ 20 ms', () => inject('POST', '/api/catalog/getProducts', body('stampatello')));
await bench(`HTTP catalog/getProducts 'ottone'`, '≤ 100 ms', () => inject('POST', '/api/catalog/getProducts', body('ottone')));
await bench('HTTP cart/getAdditions 200 righe', '≤ 50 ms', () =>
  inject('POST', '/api/cart/getAdditions', { items: cart200.items, customer_external_id: agent.customerExternalId }),
);
await bench('HTTP cart/createPdf 20 righe', '≤ 100 ms', () => inject('GET', `/api/cart/createPdf/${saved[0]}`));
await app.close();
await db.delete(sessions).where(eq(sessions.id, sessionIdOf(token)));

for (const id of saved) await db.delete(carts).where(eq(carts.id, id));
await db.delete(cartAdditions).where(like(cartAdditions.externalId, 'BENCH-%'));
await database.close();

const load = os.loadavg()[0];
console.log(`\nCarico medio della macchina (1 min) alla fine: ${load.toFixed(1)}`);
console.log('\n| caso | p50 | p95 | p99 | CPU Node/chiamata | obiettivo |\n|---|---|---|---|---|---|');
for (const r of results) console.log(`| ${r.name} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.cpu.toFixed(1)} ms | ${r.target} |`);

/**
 * ERP import and job pick-up benchmark (never part of npm test):
 *   npm run bench:imports -- pglite                      100,000 products on PGlite (a fresh temp database)
 *   npm run bench:imports -- postgres [--database-url …]  100,000 products, then 1,000,000 order-item lines,
 *        on a database it creates (default portale_jobs_bench on 127.0.0.1) and drops at the end
 * Each figure: first import (all rows new), re-import of the unchanged file, and job pick-up latency
 * (executeCommand → started). RSS is the process's peak (ru_maxrss), so run each backend separately.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase, type Database } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { importOrderItems } from '../apps/api/src/jobs/commands/import-documents';
import { importProducts } from '../apps/api/src/jobs/commands/import-products';
import type { CommandDefinition } from '../apps/api/src/jobs/command';
import { JobEngine } from '../apps/api/src/jobs/engine';
import { commandRegistry } from '../apps/api/src/jobs/registry';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/portale_jobs_bench' },
    products: { type: 'string', default: '100000' },
    items: { type: 'string', default: '1000000' },
  },
});
const backend = positionals[0] === 'postgres' ? 'postgres' : 'pglite';
const PRODUCTS = Number(values.products);
const ITEMS = Number(values.items);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portale-jobs-bench-'));
const importDir = path.join(dataDir, 'import');
fs.mkdirSync(importDir, { recursive: true });

let dropDatabase = async () => {};
let database: Database;
let url: URL | undefined;
if (backend === 'postgres') {
  url = new URL(values['database-url']!);
  if (!['127.0.0.1', 'localhost'].includes(url.hostname)) throw new Error('The bench runs only against a local server.');
  const name = url.pathname.slice(1);
  const server = new URL(url);
  server.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: server.toString() });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  database = await openDatabase({ url: url.toString(), poolSize: 6 });
} else {
  database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
}
await runMigrations(database);
const config = loadConfig({}, { LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url.toString() } : {}) });
const engine = new JobEngine(database, config, commandRegistry, { worker: true, concurrency: 1 });
await engine.start();

const mb = () => Math.round(process.resourceUsage().maxRSS / 1024);

async function timed(command: CommandDefinition, file: string) {
  const start = Date.now();
  const id = await engine.enqueue(command, { arguments: { file }, options: {} }, null);
  for (;;) {
    const { rows } = await database.pool.query(`SELECT status, output, elapsed_ms, error FROM command_runs WHERE id = $1`, [id]);
    if (!['queued', 'started'].includes(rows[0].status)) {
      const s = (Date.now() - start) / 1000;
      console.log(`  [load ${os.loadavg()[0].toFixed(1)}] ${command.name} ${file}: ${s.toFixed(1)} s (run ${((rows[0].elapsed_ms ?? 0) / 1000).toFixed(1)} s) ${rows[0].status} — ${rows[0].output?.message ?? rows[0].error ?? ''} ${JSON.stringify(rows[0].output?.timings ?? {})}; peak RSS ${mb()} MB`);
      return s;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function pickup() {
  const purge = commandRegistry.find((c) => c.name === 'carts:purge-temporary')!;
  const samples: number[] = [];
  for (let i = 0; i < 10; i++) {
    const id = await engine.enqueue(purge, { arguments: {}, options: {} }, null);
    for (;;) {
      const { rows } = await database.pool.query(`SELECT extract(epoch FROM started_at - created_at) * 1000 AS ms, status FROM command_runs WHERE id = $1`, [id]);
      if (rows[0].status !== 'queued' && rows[0].status !== 'started') {
        samples.push(Number(rows[0].ms));
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  samples.sort((a, b) => a - b);
  console.log(`  pick-up executeCommand → started: median ${samples[5].toFixed(0)} ms, max ${samples[9].toFixed(0)} ms (10 runs)`);
}

console.log(`ERP import bench on ${backend} (${os.cpus().length} cores, Node ${process.version}, load ${os.loadavg()[0].toFixed(1)}); RSS after start ${mb()} MB`);
await pickup();

// Products: 100,000 rows of every column.
const productLines = ['external_id;description;quantity;quantity_code;unit_of_measure;weight;vat_rate;disable_discounts;group_code;enabled'];
for (let i = 1; i <= PRODUCTS; i++) {
  productLines.push(`BP-${String(i).padStart(6, '0')};Articolo di prova numero ${i} € ottone;${i % 500},5;PZ;PZ;${(i % 70) / 10};22;${i % 7 === 0 ? 1 : 0};G${i % 40};1`);
}
fs.writeFileSync(path.join(importDir, 'products.csv'), productLines.join('\r\n') + '\r\n');
console.log(`products.csv: ${PRODUCTS} rows, ${(fs.statSync(path.join(importDir, 'products.csv')).size / 1e6).toFixed(1)} MB`);
const first = await timed(importProducts, 'products.csv');
const again = await timed(importProducts, 'products.csv');
console.log(`  unchanged re-import / first import: ${((again / first) * 100).toFixed(0)} %`);

if (backend === 'postgres') {
  // 1,000,000 order-item lines over 100,000 orders (10 lines each).
  const orders = Math.ceil(ITEMS / 10);
  await database.pool.query(`INSERT INTO profiles (external_id, company_name) VALUES ('B001', 'Agente bench')`);
  await database.pool.query(`INSERT INTO customers (external_id, key, company_name) VALUES ('BC001', 'bc001', 'Cliente bench')`);
  await database.pool.query(`INSERT INTO orders (code, issue_date, total_net, total, profile_id, customer_id)
    SELECT 'BO-' || g, DATE '2026-01-01' + (g % 300), 100, 122, (SELECT id FROM profiles WHERE external_id = 'B001'), (SELECT id FROM customers WHERE external_id = 'BC001')
    FROM generate_series(1, ${orders}) g`);
  const out = fs.createWriteStream(path.join(importDir, 'order-items.csv'));
  out.write('order_code;product_external_id;description;price;quantity;discount_1;discount_2;total;vat_rate\r\n');
  for (let i = 0; i < ITEMS; i++) {
    const o = Math.floor(i / 10) + 1;
    const ok = out.write(`BO-${o};BP-${String((i % PRODUCTS) + 1).padStart(6, '0')};Riga ${i};12,50;${(i % 9) + 1};2;2;${((((i % 9) + 1) * 12.5 * 0.98 * 0.98)).toFixed(2).replace('.', ',')};22\r\n`);
    if (!ok) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  await new Promise<void>((r) => out.end(() => r()));
  console.log(`order-items.csv: ${ITEMS} lines, ${(fs.statSync(path.join(importDir, 'order-items.csv')).size / 1e6).toFixed(1)} MB`);
  const f = await timed(importOrderItems, 'order-items.csv');
  const a = await timed(importOrderItems, 'order-items.csv');
  console.log(`  unchanged re-import / first import: ${((a / f) * 100).toFixed(0)} %`);
}

await engine.stop();
await database.close();
await dropDatabase();
fs.rmSync(dataDir, { recursive: true, force: true });

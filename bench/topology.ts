/**
 * A production-shaped run on this machine (`npm run topology`): the PostgreSQL primary, a streaming replica
 * (bench/support/local-replica.ts), PgBouncer in transaction mode, and the portal as production starts it
 * (compiled, WEB_CONCURRENCY=2: two API processes and one commands process) with
 *   DATABASE_URL → PgBouncer, DATABASE_DIRECT_URL → primary, DATABASE_READ_URL → replica. Then:
 * 1. the list bench on the same setup (unless --skip-lists);
 * 2. --orders orders from --clients clients retrying with their keys while one API process is SIGKILLed (the
 *    primary starts it again), an import of --import-rows products and orders:export running meanwhile;
 *    every acknowledged order stored once and exported.
 *   npm run topology -- [--database-url postgres://postgres@127.0.0.1:5432/portale_bench] [--duration 5] [--only …]
 * Not a test: it prints the figures. The imported TOPO-… products and the orders are removed at the end; the replica stays.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startPgBouncer } from '../apps/api/src/test/pgbouncer';
import { ensureLocalReplica } from './support/local-replica';
import { orderStorm, removeBenchOrders } from './support/order-storm';
import { adminSession, query, runCommand, vacuumWritten } from './support/portal';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/portale_bench' },
    duration: { type: 'string', default: '5' },
    only: { type: 'string', default: '' },
    orders: { type: 'string', default: '300' },
    clients: { type: 'string', default: '8' },
    'import-rows': { type: 'string', default: '20000' },
    'skip-lists': { type: 'boolean', default: false },
  },
});
const PRIMARY = values['database-url']!;
const APP_PORT = 3397;
const BASE = `http://127.0.0.1:${APP_PORT}`;
const dbName = new URL(PRIMARY).pathname.slice(1);

const { url: REPLICA } = await ensureLocalReplica(PRIMARY, 5433);
const bouncer = await startPgBouncer({ server: PRIMARY, port: 6433 });
const POOLED = bouncer.url(PRIMARY);
const topologyEnv = { DATABASE_URL: POOLED, DATABASE_DIRECT_URL: PRIMARY, DATABASE_READ_URL: REPLICA };
console.log(`# Topologia: primario ${PRIMARY}, replica ${REPLICA}, PgBouncer ${POOLED} (transaction), 2 processi API + 1 per i comandi\n`);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'topology-'));
const keyPrefix = `topo-${Date.now()}`;
let app: ChildProcess | undefined;
try {
  if (!values['skip-lists']) {
    const lists = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'bench/lists-bench.ts', '--database-url', POOLED, '--direct-url', PRIMARY, '--read-url', REPLICA, '--processes', '2', '--duration', values.duration!, '--no-naive', ...(values.only ? ['--only', values.only] : [])],
      { stdio: 'inherit' },
    );
    if (lists.status !== 0) throw new Error('bench:lists non riuscito sulla topologia');
  }

  // The products file of a nightly import, in the import folder.
  const importDir = path.join(dataDir, 'import');
  fs.mkdirSync(importDir, { recursive: true });
  const rows = Number(values['import-rows']);
  const lines = ['external_id;description;quantity;quantity_code;unit_of_measure;weight;vat_rate;disable_discounts;group_code;enabled'];
  for (let i = 1; i <= rows; i++) lines.push(`TOPO-${String(i).padStart(6, '0')};Articolo della prova di topologia ${i};1;PZ;PZ;1,5;22;0;G1;1`);
  fs.writeFileSync(path.join(importDir, 'topology-products.csv'), lines.join('\r\n') + '\r\n');

  if (spawnSync(process.execPath, ['scripts/build-api.mjs'], { stdio: 'inherit' }).status !== 0) throw new Error('build:api failed');
  app = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
    env: { ...process.env, ...topologyEnv, WEB_CONCURRENCY: '2', WORKER: 'on', PORT: String(APP_PORT), HOST: '127.0.0.1', NO_DEMO: 'true', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  app.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  for (let i = 0; i < 240 && !output.includes('processi API'); i++) await new Promise((r) => setTimeout(r, 500));

  const admin = await adminSession(BASE);
  let peakServer = 0;
  const sampler = setInterval(() => void bouncer.pools(dbName).then((p) => (peakServer = Math.max(peakServer, p.sv_active)), () => undefined), 200);
  const storm = orderStorm({ base: BASE, databaseUrl: PRIMARY, orders: Number(values.orders), clients: Number(values.clients), keyPrefix });
  const started = Date.now();
  const importRun = runCommand(BASE, PRIMARY, admin, 'import:products', { file: 'topology-products.csv' });
  // One API process killed while the orders arrive (the primary starts another), then an export meanwhile.
  await new Promise((r) => setTimeout(r, 3000));
  const victim = apiProcesses(app.pid!)[0];
  process.kill(victim, 'SIGKILL');
  const killedAt = Date.now() - started;
  const exportRun = runCommand(BASE, PRIMARY, admin, 'orders:export');
  const result = await storm;
  const [imported, exportedDuring] = await Promise.all([importRun, exportRun]);
  const exportedAfter = await runCommand(BASE, PRIMARY, admin, 'orders:export');
  clearInterval(sampler);

  const [pending] = await query<{ n: number }>(PRIMARY, 'select count(*)::int as n from order_exports where exported_at is null');
  const metrics = await fetch(`${BASE}/metrics`).then((r) => r.text());
  console.log(`\nOrdini: ${result.acknowledged} confermati, ${result.stored} registrati, ${result.duplicates} doppi, ${result.lost} persi, ${result.mismatched} risposte diverse al secondo invio, ${result.rejected.length} rifiutati`);
  console.log(`        processo API ${victim} ucciso (SIGKILL) a ${(killedAt / 1000).toFixed(1)} s; ${result.retries} nuovi tentativi dei client; ${(result.acknowledged / result.seconds).toFixed(1)} ordini/s, createOrder p50 ${Math.round(result.p50)} ms, p95 ${Math.round(result.p95)} ms`);
  console.log(`Import di ${rows} prodotti durante gli ordini: ${imported.status} in ${(imported.elapsedMs / 1000).toFixed(1)} s (${imported.message})`);
  console.log(`orders:export: durante ${exportedDuring.status} (${exportedDuring.exported}), dopo ${exportedAfter.status} (${exportedAfter.exported}); ancora da esportare: ${pending.n}`);
  console.log(`PgBouncer: al massimo ${peakServer} connessioni al server in uso; replica in uso: ${/^db_replica_in_use 1/m.test(metrics) ? 'sì' : 'no'}; processi API dopo il riavvio: ${apiProcesses(app.pid!).length}`);
  if (result.rejected.length) console.log(result.rejected.slice(0, 5).join('\n'));
} finally {
  if (app && app.exitCode === null) {
    const exited = new Promise((r) => app!.once('exit', r));
    app.kill('SIGTERM');
    await exited;
  }
  await bouncer.stop();
  // What the run added goes, so the data set stays L.
  await query(PRIMARY, `delete from products where external_id like 'TOPO-%'`)
    .then(() => vacuumWritten(PRIMARY, ['products', 'product_changes', 'table_writes']))
    .catch((e: Error) => console.warn(`prodotti TOPO- non rimossi o tabelle non ripulite: ${e.message}`));
  await removeBenchOrders(PRIMARY, keyPrefix).catch((e: Error) => console.warn(`ordini della prova non rimossi: ${e.message}`));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** The primary's children that serve HTTP (not the commands process), from their environment. */
function apiProcesses(primaryPid: number): number[] {
  const children = execFileSync('pgrep', ['-P', String(primaryPid)], { encoding: 'utf8' }).trim().split('\n').map(Number);
  return children.filter((pid) => fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes('PORTALE_PROCESS_ROLE=http'));
}

/**
 * The app behind PgBouncer in transaction mode (Debian's pgbouncer, installed when missing):
 *   npm run bench:pgbouncer -- [--database-url postgres://postgres@127.0.0.1:5432/portale_bench] [--duration 5]
 *     [--only …] [--processes 1,2] [--orders 300] [--clients 8] [--pool-size 20] [--skip-lists]
 * 1. the list bench (bench/lists-bench.ts) with DATABASE_URL through PgBouncer and DATABASE_DIRECT_URL direct;
 * 2. the production start (WEB_CONCURRENCY=2 and the commands process) through PgBouncer, a batch of orders from
 *    clients retrying with their keys while `orders:export` runs, then everything exported and counted.
 * Prints the figures and PgBouncer's server connections against the clients'. Not a test: it never fails on timing.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startPgBouncer } from '../apps/api/src/test/pgbouncer';
import { orderStorm, removeBenchOrders } from './support/order-storm';
import { adminSession, query, runCommand } from './support/portal';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/portale_bench' },
    duration: { type: 'string', default: '5' },
    only: { type: 'string', default: '' },
    processes: { type: 'string', default: '1,2' },
    orders: { type: 'string', default: '300' },
    clients: { type: 'string', default: '8' },
    'pool-size': { type: 'string', default: '20' },
    port: { type: 'string', default: '6432' },
    'skip-lists': { type: 'boolean', default: false },
  },
});
const DIRECT = values['database-url']!;
if (!['127.0.0.1', 'localhost'].includes(new URL(DIRECT).hostname)) throw new Error('local database only');
const APP_PORT = 3395;
const BASE = `http://127.0.0.1:${APP_PORT}`;
const dbName = new URL(DIRECT).pathname.slice(1);

const bouncer = await startPgBouncer({ server: DIRECT, port: Number(values.port), poolSize: Number(values['pool-size']) });
const POOLED = bouncer.url(DIRECT);
let app: ChildProcess | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pgbouncer-'));
const keyPrefix = `pgb-${Date.now()}`;
const cleanUp = async () => {
  if (app && app.exitCode === null) {
    const exited = new Promise((r) => app!.once('exit', r));
    app.kill('SIGTERM');
    await exited;
  }
  await bouncer.stop();
  // The bench's orders go, so the data set stays L.
  await removeBenchOrders(DIRECT, keyPrefix).catch((e: Error) => console.warn(`ordini del bench non rimossi: ${e.message}`));
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)));

try {
  console.log(`# ${spawnSync('/usr/sbin/pgbouncer', ['--version'], { encoding: 'utf8' }).stdout.split('\n')[0]} in modalità transaction, ${values['pool-size']} connessioni al server per database`);
  console.log(`# DATABASE_URL=${POOLED}  DATABASE_DIRECT_URL=${DIRECT}\n`);

  if (!values['skip-lists']) {
    const lists = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'bench/lists-bench.ts', '--database-url', POOLED, '--direct-url', DIRECT, '--duration', values.duration!, '--processes', values.processes!, '--no-naive', ...(values.only ? ['--only', values.only] : [])],
      { stdio: 'inherit' },
    );
    if (lists.status !== 0) throw new Error('bench:lists non riuscito attraverso PgBouncer');
    console.log(`\nPgBouncer dopo le liste: ${JSON.stringify(await bouncer.pools(dbName))}\n`);
  }

  if (spawnSync(process.execPath, ['scripts/build-api.mjs'], { stdio: 'inherit' }).status !== 0) throw new Error('build:api failed');
  app = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
    env: { ...process.env, DATABASE_URL: POOLED, DATABASE_DIRECT_URL: DIRECT, WEB_CONCURRENCY: '2', PORT: String(APP_PORT), HOST: '127.0.0.1', NO_DEMO: 'true', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  // Server connections in use (in a transaction) against the portal's open client connections, sampled during the batch.
  let peakServer = 0;
  let peakClients = 0;
  const sampler = setInterval(() => {
    void bouncer.pools(dbName).then((p) => {
      peakServer = Math.max(peakServer, p.sv_active);
      peakClients = Math.max(peakClients, p.cl_active + p.cl_waiting);
    }, () => undefined);
  }, 200);

  const admin = await adminSession(BASE);
  const storm = orderStorm({ base: BASE, databaseUrl: DIRECT, orders: Number(values.orders), clients: Number(values.clients), keyPrefix });
  // orders:export while the orders arrive, then once more after: every stored order reaches the export folder.
  await new Promise((r) => setTimeout(r, 2000));
  const during = await runCommand(BASE, DIRECT, admin, 'orders:export');
  const result = await storm;
  const after = await runCommand(BASE, DIRECT, admin, 'orders:export');
  clearInterval(sampler);

  const [pending] = await query<{ n: number }>(DIRECT, 'select count(*)::int as n from order_exports where exported_at is null');
  const files = fs.readdirSync(path.join(dataDir, 'export')).filter((f) => f.endsWith('.csv')).length;
  console.log(`Ordini: ${result.acknowledged} confermati, ${result.stored} registrati, ${result.duplicates} doppi, ${result.lost} persi, ${result.mismatched} risposte diverse al secondo invio, ${result.rejected.length} rifiutati, ${result.retries} nuovi tentativi`);
  console.log(`        ${(result.acknowledged / result.seconds).toFixed(1)} ordini/s con ${values.clients} client, createOrder p50 ${Math.round(result.p50)} ms, p95 ${Math.round(result.p95)} ms`);
  console.log(`orders:export: durante ${during.status} (${during.exported} esportati), dopo ${after.status} (${after.exported}); file nella cartella export: ${files}; ancora da esportare: ${pending.n}`);
  console.log(`PgBouncer: al massimo ${peakServer} connessioni al server in uso, con fino a ${peakClients} connessioni aperte dai processi del portale`);
  if (result.rejected.length) console.log(result.rejected.slice(0, 5).join('\n'));
} finally {
  await cleanUp();
}
